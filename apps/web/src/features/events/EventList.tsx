import { type EventSortField, eventSortFields } from '@bolo/api/events/public';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useEffect } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { formatCount, formatEventDate } from '../../lib/format';
import { openingRows, pageSizes } from '../../lib/paged-table';
import { trpc } from '../../trpc';
import { PageTitle } from '../layout/PageTitle';
import { DeletedEvents } from './DeletedEvents';
import { EventFilters } from './EventFilters';
import {
  activeFilterCount,
  type EventListOutput,
  type EventListSearch,
  listDefaults,
  saveEventListSearch,
  toListInput,
  withoutFilters,
} from './list-search';
import { EventStatusBadge, EventTypeBadge, PhaseBadge } from './look';

const routeApi = getRouteApi('/{-$locale}/_app/');

type EventRow = EventListOutput['items'][number];

const isSortField = (value: string): value is EventSortField =>
  (eventSortFields as readonly string[]).includes(value);

const orDash = (value: string | null) => value || '—';

/** Home: the event list (or the deleted events), paged, sorted and filtered on the server; its state lives in the URL. */
export function EventList() {
  const t = useT();
  const locale = useLocale();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { me } = routeApi.useRouteContext();
  const deletedView = search.view === 'deleted';
  useDocumentTitle(`${t(deletedView ? 'eventList.view.deleted' : 'events.title')} · ${t('app.name')}`);

  useEffect(() => saveEventListSearch(me.id, search), [me.id, search]);

  const setSearch = (patch: Partial<EventListSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <PageTitle>{t(deletedView ? 'eventList.view.deleted' : 'events.title')}</PageTitle>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('eventList.view.label')}
            value={deletedView ? 'deleted' : 'list'}
            onChange={(value) =>
              void setSearch({ view: value === 'deleted' ? 'deleted' : undefined, page: undefined })
            }
            data={[
              { value: 'list', label: t('eventList.view.list') },
              { value: 'deleted', label: t('eventList.view.deleted') },
            ]}
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
      {deletedView ? (
        <DeletedEvents />
      ) : (
        <>
          <EventFilters
            search={search}
            onChange={(patch) => void setSearch({ ...patch, page: undefined })}
            onClear={() => void navigate({ search: withoutFilters(search), replace: true })}
          />
          <EventTable search={search} onChange={(patch) => void setSearch(patch)} />
        </>
      )}
    </Stack>
  );
}

function EventTable({
  search,
  onChange,
}: {
  search: EventListSearch;
  onChange: (patch: Partial<EventListSearch>) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = routeApi.useNavigate();
  const input = toListInput(search);
  const list = useQuery({ ...trpc.events.list.queryOptions(input), placeholderData: keepPreviousData });

  // the order by the next date shows as the date column's ascending one
  const sortedColumn = input.sort === 'upcoming' ? 'date' : input.sort;
  const sortStatus: DataTableSortStatus<EventRow> = { columnAccessor: sortedColumn, direction: input.order };
  const records: EventRow[] = list.data?.items ?? [];
  const open = (row: EventRow) =>
    void navigate({
      to: '/{-$locale}/event/{-$id}',
      params: { locale: paramOfLocale(locale), id: String(row.id) },
    });

  return (
    <>
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
        noRecordsText={
          list.isError
            ? t('events.error')
            : activeFilterCount(search) > 0
              ? t('eventList.noMatch')
              : t('events.empty')
        }
        totalRecords={list.data?.total ?? 0}
        page={input.page}
        onPageChange={(page) => onChange({ page })}
        recordsPerPage={input.size}
        recordsPerPageOptions={[...pageSizes]}
        recordsPerPageLabel={t('events.perPage')}
        onRecordsPerPageChange={(size) =>
          onChange({ size: size === 50 || size === 100 ? size : listDefaults.size, page: undefined })
        }
        paginationText={({ from, to, totalRecords }) =>
          t('events.pagination', { from, to, total: formatCount(totalRecords, locale) })
        }
        sortStatus={sortStatus}
        onSortStatusChange={({ columnAccessor, direction }) => {
          const sort = String(columnAccessor);
          if (!isSortField(sort)) return;
          // a newly chosen column starts ascending; the same column flips
          const order = sort === sortedColumn ? direction : 'asc';
          onChange({ sort, order, page: undefined });
        }}
        {...openingRows(open)}
        columns={[
          {
            accessor: 'date',
            title: t('events.col.date'),
            sortable: true,
            noWrap: true,
            render: (row) => formatEventDate(row.date, row.startTime, locale),
          },
          {
            accessor: 'name',
            title: t('events.col.name'),
            sortable: true,
            render: (row) => (
              <Text size="sm" fw={500}>
                {row.name}
              </Text>
            ),
          },
          {
            accessor: 'artistName',
            title: t('eventList.col.artist'),
            sortable: true,
            render: (row) => orDash(row.artistName),
          },
          {
            accessor: 'hallName',
            title: t('eventList.col.hall'),
            sortable: true,
            render: (row) => orDash(row.hallName),
          },
          {
            accessor: 'city',
            title: t('eventList.col.city'),
            sortable: true,
            render: (row) => orDash(row.city),
          },
          {
            accessor: 'eventType',
            // the longest type, PRODUCTORES, whole
            width: 150,
            title: t('events.col.eventType'),
            sortable: true,
            render: (row) => <EventTypeBadge type={row.eventType} />,
          },
          {
            accessor: 'fase',
            width: 150,
            title: t('events.col.fase'),
            sortable: true,
            render: (row) => <PhaseBadge name={row.fase} />,
          },
          {
            accessor: 'status',
            width: 140,
            title: t('events.col.status'),
            sortable: true,
            render: (row) => <EventStatusBadge status={row.status} />,
          },
        ]}
      />
    </>
  );
}
