import {
  type LedgerRow,
  type LedgerStatus,
  ledgerStatuses,
  type PaymentDirection,
  type PaymentParty,
  paymentDirections,
  paymentPartyKinds,
} from '@bolo/api/payments/public';
import type { ReportFormat } from '@bolo/api/reports/public';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback, useDocumentTitle } from '@mantine/hooks';
import { IconTemplate } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { formatEventDate, formatMoney } from '../../lib/format';
import { pageRecords, pageSizes, SEARCH_DEBOUNCE_MS, usePagedTable } from '../../lib/paged-table';
import { trpc } from '../../trpc';
import { useCan } from '../auth/guard';
import { DateField } from '../layout/DateField';
import { PageTitle } from '../layout/PageTitle';
import { DownloadButtons } from '../reports/DownloadButtons';

const routeApi = getRouteApi('/{-$locale}/_app/payments');

type LedgerSearch = ReturnType<typeof routeApi.useSearch>;
type LedgerFilter = Omit<LedgerSearch, 'page' | 'size'>;

/** The export's address for `filter`: the view's own filters and the format. */
function exportPath(filter: LedgerFilter, format: ReportFormat): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, String(value));
  query.set('format', format);
  return `/api/pagos/export?${query}`;
}

/**
 * `/payments` (issue 30): what each promoter owes us and what we owe each artist, line by line by
 * due date, with what is left on each side; filtered, and exported as the reports are. The filters
 * and the page are the address's search params, so a reload, a shared link and Back keep them.
 */
export function PaymentsPage() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(`${t('page.payments')} · ${t('app.name')}`);
  const { page: pageParam, size: sizeParam, ...filter } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [typed, setTyped] = useState(filter.search ?? '');
  const { page, size, tableProps } = usePagedTable('payments.perPage', {
    page: pageParam ?? 1,
    size: sizeParam ?? pageSizes[0],
    onChange: (next) => void navigate({ search: (previous) => ({ ...previous, ...next }) }),
  });
  /** A filter picked is a step Back returns from; one typed (a text, a day) replaces the address. */
  const change = (patch: Partial<LedgerFilter>, how?: { replace: true }) =>
    void navigate({
      search: (previous) => ({ ...previous, ...patch, page: undefined }),
      replace: how?.replace,
    });
  const searchLater = useDebouncedCallback(
    (text: string) => change({ search: text.trim() || undefined }, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );
  // the address's search changed by Back or a link: the box shows it (unless it is what is typed)
  const [searched, setSearched] = useState(filter.search);
  if (searched !== filter.search) {
    setSearched(filter.search);
    if ((filter.search ?? '') !== typed.trim()) setTyped(filter.search ?? '');
  }
  const shown = { ...filter, status: filter.status ?? 'open' };
  const ledger = useQuery({
    ...trpc.payments.ledger.queryOptions({ ...shown, page, size }),
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'inline' },
  });
  const any = { value: '', label: t('payments.filter.any') };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <PageTitle>{t('page.payments')}</PageTitle>
          <Text size="sm" c="dimmed">
            {t('payments.list.intro')}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconTemplate size={16} />}
            renderRoot={(props) => (
              <Link
                to="/{-$locale}/payments/templates"
                params={{ locale: paramOfLocale(locale) }}
                {...props}
              />
            )}
          >
            {t('payments.templates.open')}
          </Button>
          <DownloadButtons pathOf={(format) => exportPath(shown, format)} />
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('payments.filters')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }}>
          <NativeSelect
            label={t('payments.filter.status')}
            value={shown.status}
            onChange={(event) => {
              const status = event.currentTarget.value as LedgerStatus;
              change({ status: status === 'open' ? undefined : status });
            }}
            data={ledgerStatuses.map((value) => ({ value, label: t(`payments.status.${value}`) }))}
          />
          <NativeSelect
            label={t('payments.filter.direction')}
            value={filter.direction ?? ''}
            onChange={(event) =>
              change({ direction: (event.currentTarget.value || undefined) as PaymentDirection | undefined })
            }
            data={[
              any,
              ...paymentDirections.map((value) => ({ value, label: t(`payments.direction.${value}`) })),
            ]}
          />
          <NativeSelect
            label={t('payments.filter.party')}
            value={filter.party ?? ''}
            onChange={(event) =>
              change({ party: (event.currentTarget.value || undefined) as PaymentParty | undefined })
            }
            data={[
              any,
              ...paymentPartyKinds.map((value) => ({ value, label: t(`payments.party.${value}`) })),
            ]}
          />
          <TextInput
            label={t('payments.filter.search')}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              searchLater(event.currentTarget.value);
            }}
          />
          <DateField
            label={t('payments.filter.from')}
            value={filter.from ?? ''}
            maxDate={filter.to}
            onChange={(from) => change({ from: from || undefined }, { replace: true })}
          />
          <DateField
            label={t('payments.filter.to')}
            value={filter.to ?? ''}
            minDate={filter.from}
            onChange={(to) => change({ to: to || undefined }, { replace: true })}
          />
        </SimpleGrid>
      </Paper>
      {ledger.data && ledger.data.totals.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {ledger.data.totals.map((side) => (
            <Paper key={`${side.direction} ${side.currency}`} withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                {t(`payments.total.${side.direction}`)}
              </Text>
              <Text fw={700} size="xl">
                {formatMoney(side.balance, locale, side.currency)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <LedgerTable list={ledger} tableProps={tableProps} />
    </Stack>
  );
}

function LedgerTable({
  list,
  tableProps,
}: {
  list: { data?: { items: LedgerRow[]; total: number }; isFetching: boolean; isError: boolean };
  tableProps: ReturnType<typeof usePagedTable>['tableProps'];
}) {
  const t = useT();
  const locale = useLocale();
  // the event's page is behind InfoGeneral: without it the event's name is text
  const readsEvents = useCan('InfoGeneral');
  const money = (row: LedgerRow, cents: number) => formatMoney(cents, locale, row.currency);
  return (
    <DataTable<LedgerRow>
      {...tableProps}
      {...pageRecords(list, { empty: t('payments.empty'), error: t('payments.loadError') })}
      idAccessor="lineId"
      aria-label={t('payments.lines')}
      columns={[
        {
          accessor: 'dueDate',
          title: t('payments.col.dueDate'),
          noWrap: true,
          render: (row) => (
            <Group gap={6}>
              {formatEventDate(row.dueDate, null, locale)}
              {row.overdue && (
                <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                  {t('payments.overdue')}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          accessor: 'direction',
          title: t('payments.col.direction'),
          render: (row) => t(`payments.direction.${row.direction}`),
        },
        {
          accessor: 'partyName',
          title: t('payments.col.name'),
          render: (row) => `${row.partyName || '—'} (${t(`payments.party.${row.party}`)})`,
        },
        {
          accessor: 'eventName',
          title: t('payments.col.event'),
          render: (row) =>
            readsEvents ? (
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link
                    to="/{-$locale}/event/{-$id}"
                    params={{ locale: paramOfLocale(locale), id: String(row.eventId) }}
                    search={{ tab: 'payments' }}
                    {...props}
                  />
                )}
              >
                {row.eventName}
              </Anchor>
            ) : (
              row.eventName
            ),
        },
        { accessor: 'label', title: t('payments.col.label') },
        {
          accessor: 'amountDue',
          title: t('payments.col.amountDue'),
          textAlign: 'right',
          noWrap: true,
          render: (row) => money(row, row.amountDue),
        },
        {
          accessor: 'balance',
          title: t('payments.col.balance'),
          textAlign: 'right',
          noWrap: true,
          render: (row) => (
            <Text size="sm" fw={600}>
              {money(row, row.balance)}
            </Text>
          ),
        },
      ]}
    />
  );
}
