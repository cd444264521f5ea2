import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconFileInvoice, IconListNumbers, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { formatEventDate, formatMoney } from '../../lib/format';
import { openingRows, pageRecords, usePagedTable } from '../../lib/paged-table';
import { trpc } from '../../trpc';
import { PageTitle } from '../layout/PageTitle';
import { invoiceStatuses, StatusBadge } from './labels';
import { NewInvoiceModal } from './NewInvoiceModal';
import { SeriesModal } from './SeriesModal';
import { VerifactuPanel } from './VerifactuPanel';

const routeApi = getRouteApi('/{-$locale}/_app/invoices');

/** The years a filter offers: this one and the four before. */
const recentYears = (today: Date) => Array.from({ length: 5 }, (_, i) => String(today.getFullYear() - i));

/**
 * `/invoices` (issue 30): the companies' invoices, newest first with the drafts on top, filtered
 * by status, year and a number or customer typed; their series; the VERI*FACTU records of each
 * issuer, exported as XML and checked link by link.
 */
export function InvoicesPage() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(`${t('page.invoices')} · ${t('app.name')}`);
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const go = useNavigate();
  const [typed, setTyped] = useState(search.text ?? '');
  const [text] = useDebouncedValue(typed.trim(), 400);
  const [creating, setCreating] = useState(false);
  const [series, setSeries] = useState(false);
  const { page, size, tableProps } = usePagedTable('invoices.perPage', {
    page: search.page ?? 1,
    size: search.size ?? 20,
    onChange: (next) => void navigate({ search: (previous) => ({ ...previous, ...next }) }),
  });
  useEffect(() => {
    if (text !== (search.text ?? '')) {
      void navigate({
        search: (previous) => ({ ...previous, text: text || undefined, page: 1 }),
        replace: true,
      });
    }
  }, [text, search.text, navigate]);
  const list = useQuery({
    ...trpc.invoices.list.queryOptions({
      status: search.status,
      year: search.year,
      text: search.text,
      page,
      size,
    }),
    placeholderData: keepPreviousData,
  });
  const open = (id: number) =>
    void go({ to: '/{-$locale}/invoice/$id', params: { locale: paramOfLocale(locale), id: String(id) } });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <PageTitle>{t('page.invoices')}</PageTitle>
          <Text c="dimmed" size="sm">
            {t('invoices.intro')}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconListNumbers size={16} />}
            onClick={() => setSeries(true)}
          >
            {t('invoices.series')}
          </Button>
          <Button leftSection={<IconFileInvoice size={16} />} onClick={() => setCreating(true)}>
            {t('invoices.new')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md" component="search" aria-label={t('invoices.filter.text')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('invoices.filter.status')}
            data={[
              { value: '', label: t('invoices.filter.any') },
              ...invoiceStatuses.map((status) => ({ value: status, label: t(`invoices.status.${status}`) })),
            ]}
            value={search.status ?? ''}
            allowDeselect={false}
            onChange={(value) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  status: (value || undefined) as typeof search.status,
                  page: 1,
                }),
              })
            }
          />
          <Select
            label={t('invoices.filter.year')}
            data={[{ value: '', label: t('invoices.filter.any') }, ...recentYears(new Date())]}
            value={search.year ? String(search.year) : ''}
            allowDeselect={false}
            onChange={(value) =>
              void navigate({
                search: (previous) => ({ ...previous, year: value ? Number(value) : undefined, page: 1 }),
              })
            }
          />
          <TextInput
            label={t('invoices.filter.text')}
            leftSection={<IconSearch size={16} />}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </SimpleGrid>
      </Paper>
      <DataTable
        {...tableProps}
        {...pageRecords(list, { empty: t('invoices.empty'), error: t('invoices.loadError') })}
        totalRecords={list.data?.total ?? 0}
        idAccessor="id"
        {...openingRows((row: { id: number }) => open(row.id))}
        columns={[
          {
            accessor: 'numSerie',
            title: t('invoices.column.number'),
            render: (row) => row.numSerie ?? <Text c="dimmed">{t('invoices.status.draft')}</Text>,
          },
          {
            accessor: 'issueDate',
            title: t('invoices.column.date'),
            render: (row) => formatEventDate(row.issueDate, null, locale),
          },
          { accessor: 'customerName', title: t('invoices.column.customer') },
          {
            accessor: 'total',
            title: t('invoices.column.total'),
            textAlign: 'right',
            render: (row) => formatMoney(row.total, locale, row.currency),
          },
          {
            accessor: 'status',
            title: t('invoices.column.status'),
            render: (row) => (
              <Group gap={4}>
                <StatusBadge status={row.status} />
                {row.status === 'issued' && row.paid > 0 && (
                  <Badge variant="light" color={row.paid >= row.payable ? 'teal' : 'yellow'}>
                    {t(row.paid >= row.payable ? 'invoices.paidState.paid' : 'invoices.paidState.partly')}
                  </Badge>
                )}
                {row.type.startsWith('R') && (
                  <Badge variant="outline" color="grape">
                    {row.type}
                  </Badge>
                )}
              </Group>
            ),
          },
        ]}
      />
      <VerifactuPanel />
      <NewInvoiceModal opened={creating} onClose={() => setCreating(false)} onCreated={open} />
      <SeriesModal opened={series} onClose={() => setSeries(false)} />
    </Stack>
  );
}
