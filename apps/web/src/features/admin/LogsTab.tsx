import { Badge, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { usePagedTable } from '../../lib/paged-table';
import { trpc } from '../../trpc';
import { DateField } from '../layout/DateField';
import { isLoginCode, type LogEntry, type LoginLabel, loginCodes, loginLabels } from './types';

const labelColor: Record<LoginLabel, string> = {
  LOGIN: 'blue',
  LOGOUT: 'gray',
  VERIFYING_2FA: 'violet',
  REJECTED: 'red',
  SUCCESS: 'green',
  SUCCESS_2FA_REQUIRED: 'teal',
};

const isLabel = (value: string | null): value is LoginLabel =>
  (loginLabels as readonly (string | null)[]).includes(value);

interface Filters {
  userId: string | null;
  label: string | null;
  code: string | null;
  from: string;
  to: string;
}
const noFilters: Filters = { userId: null, label: null, code: null, from: '', to: '' };

/** The sign-in log: who signed in, from where, and what happened; filtered and paged on the server. */
export function LogsTab() {
  const t = useT();
  const locale = useLocale();
  const { page, size, setPage, tableProps } = usePagedTable('admin.perPage');
  const [filters, setFilters] = useState<Filters>(noFilters);
  const setFilter = (patch: Partial<Filters>) => {
    setFilters((previous) => ({ ...previous, ...patch }));
    setPage(1);
  };

  // the people to filter by (the newest first; the list is short in a back office)
  const users = useQuery(
    trpc.admin.users.list.queryOptions({ page: 1, size: 100, sort: 'email', order: 'asc' }),
  );
  const input = {
    page,
    size,
    ...(filters.userId ? { userId: Number(filters.userId) } : {}),
    ...(isLabel(filters.label) ? { label: filters.label } : {}),
    ...(filters.code ? { code: filters.code } : {}),
    ...(filters.from ? { from: new Date(`${filters.from}T00:00:00`) } : {}),
    ...(filters.to ? { to: new Date(`${filters.to}T23:59:59.999`) } : {}),
  };
  const logs = useQuery({ ...trpc.admin.logs.list.queryOptions(input), placeholderData: keepPreviousData });

  const codeText = (code: string | null) => (isLoginCode(code) ? t(`admin.logs.code.${code}`) : (code ?? ''));
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <Select
          label={t('admin.logs.user')}
          placeholder={t('admin.logs.any')}
          data={(users.data?.items ?? []).map((user) => ({ value: String(user.id), label: user.email }))}
          searchable
          clearable
          value={filters.userId}
          onChange={(userId) => setFilter({ userId })}
          nothingFoundMessage={t('admin.users.empty')}
        />
        <Select
          label={t('admin.logs.label')}
          placeholder={t('admin.logs.any')}
          data={loginLabels.map((label) => ({
            value: label,
            label: t(`admin.logs.label.${label}`),
          }))}
          clearable
          value={filters.label}
          onChange={(label) => setFilter({ label })}
        />
        <Select
          label={t('admin.logs.code')}
          placeholder={t('admin.logs.any')}
          data={loginCodes.map((code) => ({ value: code, label: t(`admin.logs.code.${code}`) }))}
          clearable
          value={filters.code}
          onChange={(code) => setFilter({ code })}
        />
        <DateField
          label={t('admin.logs.from')}
          value={filters.from}
          maxDate={filters.to || undefined}
          onChange={(from) => setFilter({ from })}
        />
        <DateField
          label={t('admin.logs.to')}
          value={filters.to}
          minDate={filters.from || undefined}
          onChange={(to) => setFilter({ to })}
        />
      </SimpleGrid>
      {filtered && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={14} />}
            onClick={() => {
              setFilters(noFilters);
              setPage(1);
            }}
          >
            {t('admin.logs.clear')}
          </Button>
        </Group>
      )}

      <DataTable<LogEntry>
        {...tableProps}
        records={logs.data?.items ?? []}
        fetching={logs.isFetching}
        noRecordsText={logs.isError ? t('admin.loadError') : t('admin.logs.empty')}
        totalRecords={logs.data?.total ?? 0}
        columns={[
          {
            accessor: 'createdAt',
            title: t('admin.logs.col.date'),
            render: (entry) => formatDateTime(entry.createdAt, locale),
          },
          { accessor: 'email', title: t('login.email') },
          {
            accessor: 'label',
            title: t('admin.logs.label'),
            render: (entry) => (
              <Badge color={labelColor[entry.label]} variant="light" tt="none" title={entry.label}>
                {t(`admin.logs.label.${entry.label}`)}
              </Badge>
            ),
          },
          {
            accessor: 'code',
            title: t('admin.logs.code'),
            render: (entry) => (
              <Text size="sm" title={entry.code ?? undefined}>
                {codeText(entry.code)}
              </Text>
            ),
          },
          {
            accessor: 'ipAddress',
            title: t('admin.logs.col.address'),
            render: (entry) => entry.ipAddress ?? '—',
          },
          {
            accessor: 'userAgent',
            title: t('admin.logs.col.userAgent'),
            render: (entry) => (
              <Text size="xs" c="dimmed" lineClamp={2} title={entry.userAgent ?? undefined} maw={320}>
                {entry.userAgent ?? '—'}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}
