import '@mantine/spotlight/styles.css';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconCalendarEvent, IconDatabase, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { trpc, useMe } from '../../trpc';
import { roleAllows } from '../admin/access';
import { eventDetails, matchesTyped, paletteActions } from './items';
import { MAX_QUERY } from './query';

/** How long the palette waits after the last key before it asks the server. */
const PALETTE_DEBOUNCE_MS = 120;

const [store, palette] = createSpotlight();

/** Unmarks the selected item, so that Spotlight's Enter finds nothing to open. */
function unselect() {
  document
    .getElementById(store.getState().listId)
    ?.querySelector('[data-selected]')
    ?.removeAttribute('data-selected');
}

/** Marks the first item of the list as the selected one, as Spotlight's own arrow keys do; answers it. */
function selectFirst() {
  unselect();
  const first = document.getElementById(store.getState().listId)?.querySelector<HTMLElement>('[data-action]');
  first?.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
  return first;
}

/**
 * The command palette (Ctrl/Cmd+K): events and masters found on the server as one types, and the
 * actions the role may take. Opens whenever `openings` grows (the launcher owns the shortcut, the
 * text, and the box shown while this loads: `enterWaiting` is an Enter pressed in that box).
 */
export function Palette({
  openings,
  query,
  onQueryChange,
  enterWaiting,
  onReady,
  onClose,
}: {
  openings: number;
  query: string;
  onQueryChange: (query: string) => void;
  enterWaiting: boolean;
  /** The palette's box has the focus: the waiting box may go. */
  onReady: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const me = useMe();
  /** Enter was pressed while the list still showed the answer to an older text. */
  const [enterPending, setEnterPending] = useState(false);
  const [typed] = useDebouncedValue(query.trim(), PALETTE_DEBOUNCE_MS);
  const params = { locale: paramOfLocale(locale) };

  useEffect(() => {
    if (openings > 0) palette.open();
  }, [openings]);
  useEffect(() => {
    if (enterWaiting) setEnterPending(true);
  }, [enterWaiting]);
  // the box takes the focus as it appears, in the same task as the waiting box goes, so no key
  // falls between them (Spotlight's focus trap moves it a moment later)
  const takeFocus = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return;
      input.focus();
      onReady();
    },
    [onReady],
  );

  const found = useQuery({
    ...trpc.search.palette.queryOptions({ q: typed }),
    enabled: typed !== '',
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'silent' },
  });
  const results = typed !== '' ? found.data : undefined;
  const events = results?.events ?? [];
  const masters = results?.masters ?? [];
  const actions = paletteActions.filter(
    (action) => roleAllows(me?.role, action.access) && matchesTyped(t(action.label), query),
  );

  // Enter opens the first item shown, also once the server's answer has replaced the list
  const shown = [
    ...events.map((event) => `event-${event.id}`),
    ...masters.map((master) => `${master.kind}-${master.id}`),
    ...actions.map((action) => action.to),
  ].join(' ');
  useEffect(() => {
    if (shown) selectFirst();
  }, [shown]);

  // the list answers an older text while the debounce runs or the server's answer is on its way
  const stale = query.trim() !== typed || (typed !== '' && (found.isPending || found.isPlaceholderData));
  useEffect(() => {
    if (!enterPending || stale) return;
    setEnterPending(false);
    selectFirst()?.click();
  }, [enterPending, stale]);
  /** Runs before Spotlight's own Enter, which opens whatever is selected then. */
  const waitForFreshAnswer = (event: KeyboardEvent<HTMLInputElement>) => {
    const enter = event.nativeEvent.code === 'Enter' || event.nativeEvent.code === 'NumpadEnter';
    if (enter && stale) {
      unselect();
      setEnterPending(true);
    }
  };

  const nothing = events.length + masters.length + actions.length === 0;
  const searching = found.isFetching || query.trim() !== typed;

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={onQueryChange}
      onSpotlightClose={() => {
        setEnterPending(false);
        onClose();
      }}
      attributes={{ content: { 'aria-label': t('palette.dialog') } }}
      shortcut={null}
      scrollable
      maxHeight={480}
    >
      <Spotlight.Search
        ref={takeFocus}
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.placeholder')}
        leftSection={searching && query.trim() ? <Loader size={16} /> : <IconSearch size={18} />}
        maxLength={MAX_QUERY}
        onKeyDown={waitForFreshAnswer}
      />
      <Spotlight.ActionsList aria-label={t('palette.open')}>
        {events.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.events')}>
            {events.map((event) => (
              <Spotlight.Action
                key={`event-${event.id}`}
                label={event.name}
                description={eventDetails(event, locale)}
                leftSection={<IconCalendarEvent size={18} />}
                onClick={() =>
                  void navigate({
                    to: '/{-$locale}/event/{-$id}',
                    params: { ...params, id: String(event.id) },
                  })
                }
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {masters.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.masters')}>
            {masters.map((master) => (
              <Spotlight.Action
                key={`${master.kind}-${master.id}`}
                label={`${t(`palette.kind.${master.kind}`)}: ${master.name}`}
                leftSection={<IconDatabase size={18} />}
                onClick={() =>
                  void navigate({
                    to: '/{-$locale}/masterdata',
                    params,
                    search: { tab: master.kind, q: master.name.slice(0, MAX_QUERY), id: master.id },
                  })
                }
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {actions.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.actions')}>
            {actions.map((action) => (
              <Spotlight.Action
                key={action.to}
                label={t(action.label)}
                onClick={() => void navigate({ to: action.to, params })}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {nothing && !searching && (
          <Spotlight.Empty>{found.isError ? t('palette.error') : t('palette.empty')}</Spotlight.Empty>
        )}
        {nothing && searching && (
          <Text c="dimmed" size="sm" ta="center" p="md">
            {t('app.loading')}
          </Text>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
