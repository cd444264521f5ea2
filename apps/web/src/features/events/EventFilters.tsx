import { eventStatuses } from '@bolo/api/events/public';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { SEARCH_DEBOUNCE_MS } from '../../lib/paged-table';
import { DateField } from '../layout/DateField';
import { MasterSelect } from '../masters/MasterSelect';
import { activeFilterCount, type EventListSearch, eventTypeNames, phaseNames } from './list-search';
import { statusLabel, usePhases } from './look';

type Patch = Partial<EventListSearch>;

/** The list's filter bar: every control writes the URL, which the list reads. */
export function EventFilters({
  search,
  onChange,
  onClear,
}: {
  search: EventListSearch;
  onChange: (patch: Patch) => void;
  onClear: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { phases, labelOf } = usePhases();
  const count = activeFilterCount(search);
  const masterSelect = (
    masterKey: 'calendar' | 'company',
    label: string,
    field: 'calendarId' | 'empresaId',
  ) => (
    <MasterSelect
      masterKey={masterKey}
      label={label}
      placeholder={t('eventList.filter.any')}
      nothingFound={t('eventList.filter.nothing')}
      value={search[field]}
      onChange={(id) => onChange({ [field]: id })}
    />
  );

  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" component="section" aria-label={t('eventList.filters')}>
      <Stack gap="xs">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchBox value={search.q} onChange={(q) => onChange({ q })} />
          <DateField
            label={t('eventList.filter.from')}
            value={search.from ?? ''}
            maxDate={search.to}
            onChange={(from) => onChange({ from: from || undefined })}
            w={160}
          />
          <DateField
            label={t('eventList.filter.to')}
            value={search.to ?? ''}
            minDate={search.from}
            onChange={(to) => onChange({ to: to || undefined })}
            w={160}
          />
          <Switch
            label={t('eventList.filter.mine')}
            checked={search.mine === true}
            onChange={(event) => onChange({ mine: event.currentTarget.checked || undefined })}
            mb={8}
          />
          <Group gap="xs" ml="auto" mb={6} wrap="nowrap">
            {count > 0 && (
              <Badge variant="light" radius="sm" aria-live="polite">
                {count === 1 ? t('eventList.filter.activeOne') : t('eventList.filter.active', { count })}
              </Badge>
            )}
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilterOff size={16} />}
              disabled={count === 0}
              onClick={onClear}
            >
              {t('eventList.filter.clear')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          <Select
            label={t('eventList.filter.type')}
            placeholder={t('eventList.filter.any')}
            data={eventTypeNames}
            value={search.eventType ?? null}
            onChange={(next) => onChange({ eventType: eventTypeNames.find((type) => type === next) })}
            clearable
          />
          <Select
            label={t('eventList.filter.phase')}
            placeholder={t('eventList.filter.anyPhase')}
            data={phases.map((phase) => ({ value: phase.name, label: labelOf(phase) }))}
            value={search.fase ?? null}
            onChange={(next) => onChange({ fase: phaseNames.find((name) => name === next) })}
            clearable
          />
          <Select
            label={t('eventList.filter.status')}
            placeholder={t('eventList.filter.any')}
            data={eventStatuses.map((status) => ({ value: status, label: statusLabel(status, locale) }))}
            value={search.status ?? null}
            onChange={(next) => onChange({ status: eventStatuses.find((status) => status === next) })}
            clearable
          />
          {masterSelect('calendar', t('eventList.filter.calendar'), 'calendarId')}
          {masterSelect('company', t('eventList.filter.company'), 'empresaId')}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The text filter: what is typed shows at once, the URL (and the query) follow after a pause. */
function SearchBox({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (q: string | undefined) => void;
}) {
  const t = useT();
  const router = useRouter();
  const [text, setText] = useState(value ?? '');
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value ?? '');
    }
  }, [value]);
  const send = useDebouncedCallback((typed: string, typedOn: string) => {
    // a row opened before the pause ended: the person has left the list and is not pulled back
    if (router.latestLocation.pathname !== typedOn) return;
    const q = typed.trim() || undefined;
    sent.current = q;
    onChange(q);
  }, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      label={t('events.search')}
      placeholder={t('events.search')}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value, router.latestLocation.pathname);
      }}
      miw={220}
      flex={1}
    />
  );
}
