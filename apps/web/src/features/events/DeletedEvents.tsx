import type { AppRouter } from '@bolo/api';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconRestore } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { DataTable } from 'mantine-datatable';
import { useLocale, useT } from '../../i18n';
import { formatDateTime, formatEventDate } from '../../lib/format';
import { usePagedTable } from '../../lib/paged-table';
import { showSuccess } from '../../lib/toast';
import { trpc } from '../../trpc';
import { useCan } from '../auth/guard';
import { refreshEventLists } from './editor/event-cache';

type DeletedRow = inferRouterOutputs<AppRouter>['events']['deleted']['items'][number];

/** The deleted events, the last deleted first, each with a way back. */
export function DeletedEvents() {
  const t = useT();
  const locale = useLocale();
  const { page, size, setPage, tableProps } = usePagedTable('events.perPage');
  const mayRestore = useCan('BorrarEvento');
  const deleted = useQuery({
    ...trpc.events.deleted.queryOptions({ page, size }),
    placeholderData: keepPreviousData,
  });
  const restore = useMutation(
    trpc.events.restore.mutationOptions({
      onSuccess: async (event) => {
        showSuccess(t('eventList.deleted.restored', { name: event.name }));
        // the last row of a page gone: the page before
        if (deleted.data?.items.length === 1 && page > 1) setPage(page - 1);
        await refreshEventLists();
      },
    }),
  );

  return (
    <Stack gap="md">
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
        {t('eventList.deleted.hint')}
      </Alert>
      <DataTable<DeletedRow>
        {...tableProps}
        records={deleted.data?.items ?? []}
        totalRecords={deleted.data?.total ?? 0}
        fetching={deleted.isFetching}
        noRecordsText={deleted.isError ? t('events.error') : t('eventList.deleted.empty')}
        columns={[
          {
            accessor: 'name',
            title: t('events.col.name'),
            render: (row) => (
              <Text size="sm" fw={500}>
                {row.name}
              </Text>
            ),
          },
          {
            accessor: 'date',
            title: t('events.col.date'),
            noWrap: true,
            render: (row) => formatEventDate(row.date, null, locale),
          },
          {
            accessor: 'deletedAt',
            title: t('eventList.deleted.col.deletedAt'),
            noWrap: true,
            render: (row) => formatDateTime(row.deletedAt, locale),
          },
          {
            accessor: 'deletedByName',
            title: t('eventList.deleted.col.deletedBy'),
            render: (row) => row.deletedByName || t('eventList.deleted.unknownUser'),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (row) =>
              mayRestore && (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconRestore size={16} />}
                  aria-label={t('eventList.deleted.restoreOf', { name: row.name })}
                  loading={restore.isPending && restore.variables?.id === row.id}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate({ id: row.id })}
                >
                  {t('eventList.deleted.restore')}
                </Button>
              ),
          },
        ]}
      />
    </Stack>
  );
}
