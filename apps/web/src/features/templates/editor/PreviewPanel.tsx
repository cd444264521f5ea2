import { Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorMessageOf } from '../../../lib/api-errors';
import { styleNonce } from '../../../lib/csp';
import { formatEventDate } from '../../../lib/format';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/paged-table';
import { trpc } from '../../../trpc';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { type TemplateKind, type TemplateLanguage, templateSubTypes } from '../kinds';
import { previewDocument, textOfHtml } from './preview';

const partyOf = (value: string | null) => templateSubTypes.contract.find((party) => party === value);

/** An event searched by name, place, artist or hall as one types; none means the samples. */
function EventPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const t = useT();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const typed = picked && search === picked.label ? '' : search.trim();
  const [q] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const events = useQuery({
    ...trpc.events.list.queryOptions({ page: 1, size: 20, sort: 'date', order: 'desc', ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
  });
  const options = (events.data?.items ?? []).map((event) => ({
    value: String(event.id),
    label: `${event.name} · ${formatEventDate(event.date, null, locale)}`,
  }));
  if (picked && !options.some((option) => option.value === picked.value)) options.unshift(picked);
  return (
    <Select
      label={t('templates.preview.event')}
      placeholder={t('templates.preview.eventPlaceholder')}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next, option) => {
        setPicked(next ? option : null);
        onChange(next ? Number(next) : null);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={events.isFetching ? t('app.loading') : t('editor.nothingFound')}
      w={{ base: '100%', sm: 420 }}
    />
  );
}

/**
 * The subject and body being written (as of a moment after the last key), rendered against an
 * event (or the catalogue's samples) by the server in the template's `language`, and shown in a
 * frame that runs no script and loads nothing (see preview.ts). A contract is rendered for a
 * party, its own by default.
 */
export function PreviewPanel({
  kind,
  language,
  subject,
  body,
}: {
  kind: TemplateKind;
  language: TemplateLanguage;
  subject: string;
  body: string;
}) {
  const t = useT();
  const [eventId, setEventId] = useState<number | null>(null);
  const [chosenParty, setParty] = useState(partyOf(null));
  const contract = kind.type === 'contract';
  const party = contract ? (chosenParty ?? partyOf(kind.subType)) : undefined;
  const preview = useQuery({
    ...trpc.templates.preview.queryOptions({
      subject: contract ? '' : subject,
      body,
      language,
      ...(eventId === null ? {} : { eventId }),
      ...(party ? { party } : {}),
    }),
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'inline' },
  });
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <EventPicker value={eventId} onChange={setEventId} />
        {contract && (
          <Select
            label={t('templates.preview.party')}
            data={templateSubTypes.contract.map((value) => ({
              value,
              label: t(`templates.subType.${value}`),
            }))}
            value={party ?? null}
            onChange={(value) => setParty(partyOf(value))}
            allowDeselect={false}
            w={200}
          />
        )}
        {preview.isFetching && <Loader size="sm" mb={8} />}
      </Group>
      {eventId === null && (
        <Text size="sm" c="dimmed">
          {t('templates.preview.samples')}
        </Text>
      )}
      {preview.isError ? (
        <ErrorAlert title={t('templates.preview.failed')}>{errorMessageOf(preview.error)}</ErrorAlert>
      ) : (
        preview.data && (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              {!contract && (
                <Text size="sm">
                  <Text span fw={600}>
                    {t('templates.preview.subject')}:
                  </Text>{' '}
                  {textOfHtml(preview.data.subject)}
                </Text>
              )}
              <iframe
                title={t('templates.preview.frame')}
                sandbox=""
                srcDoc={previewDocument(preview.data.body, styleNonce())}
                style={{ width: '100%', height: 560, border: 0 }}
              />
            </Stack>
          </Paper>
        )
      )}
    </Stack>
  );
}
