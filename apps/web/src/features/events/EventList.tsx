import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useRef, useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { trpc } from '../../trpc';
import { formatCount, formatEventDate } from './format';
import {
  type EventListOutput,
  type EventListSearch,
  type EventSortField,
  eventSortFields,
  listDefaults,
  pageSizes,
  saveEventListSearch,
  toListInput,
} from './list-search';

const routeApi = getRouteApi('/{-$locale}/_app/');

const SEARCH_DEBOUNCE_MS = 400;

type EventRow = EventListOutput['items'][number];

const isSortField = (value: string): value is EventSortField =>
  (eventSortFields as readonly string[]).includes(value);

/** Home: the event list, paged, sorted and searched on the server; its state lives in the URL. */
export function EventList() {
  const t = useT();
  const locale = useLocale();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const input = toListInput(search);
  useDocumentTitle(`${t('events.title')} · ${t('app.name')}`);

  const list = useQuery({ ...trpc.events.list.queryOptions(input), placeholderData: keepPreviousData });

  useEffect(() => saveEventListSearch(search), [search]);

  const setSearch = (patch: Partial<EventListSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });

  // the search box: typed text shows at once, the URL (and the query) follow after a pause
  const [text, setText] = useState(search.q ?? '');
  const sentText = useRef(search.q);
  useEffect(() => {
    if (search.q !== sentText.current) {
      sentText.current = search.q;
      setText(search.q ?? '');
    }
  }, [search.q]);
  const sendText = useDebouncedCallback((value: string) => {
    const q = value.trim() || undefined;
    sentText.current = q;
    void setSearch({ q, page: undefined });
  }, SEARCH_DEBOUNCE_MS);

  const sortStatus: DataTableSortStatus<EventRow> = { columnAccessor: input.sort, direction: input.order };
  const records: EventRow[] = list.data?.items ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>{t('events.title')}</Title>
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label={t('events.search')}
            placeholder={t('events.search')}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              sendText(event.currentTarget.value);
            }}
            w={280}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            renderRoot={(props) => (
              <Link to="/{-$locale}/createevent" params={{ locale: paramOfLocale(locale) }} {...props} />
            )}
          >
            {t('events.create')}
          </Button>
        </Group>
      </Group>

      {list.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('events.error')}
          role="alert"
        >
          <Group justify="space-between">
            {errorMessageOf(list.error)}
            <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
              {t('events.retry')}
            </Button>
          </Group>
        </Alert>
      )}

      <DataTable<EventRow>
        withTableBorder
        borderRadius="md"
        shadow="xs"
        highlightOnHover
        minHeight={240}
        records={records}
        fetching={list.isFetching}
        loadingText={t('events.loading')}
        noRecordsText={list.isError ? t('events.error') : t('events.empty')}
        totalRecords={list.data?.total ?? 0}
        page={input.page}
        onPageChange={(page) => void setSearch({ page })}
        recordsPerPage={input.size}
        recordsPerPageOptions={[...pageSizes]}
        recordsPerPageLabel={t('events.perPage')}
        onRecordsPerPageChange={(size) =>
          void setSearch({ size: size === 50 || size === 100 ? size : listDefaults.size, page: undefined })
        }
        paginationText={({ from, to, totalRecords }) =>
          t('events.pagination', { from, to, total: formatCount(totalRecords, locale) })
        }
        sortStatus={sortStatus}
        onSortStatusChange={({ columnAccessor, direction }) => {
          const sort = String(columnAccessor);
          if (!isSortField(sort)) return;
          // a newly chosen column starts ascending; the same column flips
          const order = sort === input.sort ? direction : 'asc';
          void setSearch({ sort, order, page: undefined });
        }}
        onRowClick={({ record }) =>
          void navigate({
            to: '/{-$locale}/event/{-$id}',
            params: { locale: paramOfLocale(locale), id: String(record.id) },
          })
        }
        columns={[
          { accessor: 'name', title: t('events.col.name'), sortable: true },
          {
            accessor: 'date',
            title: t('events.col.date'),
            sortable: true,
            render: (row) => formatEventDate(row.date, row.startTime, locale),
          },
          { accessor: 'eventType', title: t('events.col.eventType'), sortable: true },
          { accessor: 'fase', title: t('events.col.fase'), sortable: true },
          { accessor: 'status', title: t('events.col.status'), sortable: true },
          { accessor: 'location', title: t('events.col.location'), sortable: true },
          {
            accessor: 'aforo',
            title: t('events.col.aforo'),
            textAlign: 'right',
            render: (row) => formatCount(row.aforo, locale),
          },
        ]}
      />
    </Stack>
  );
}
