import {
  type ReportEventRow,
  type ReportFilter,
  type ReportSummary,
  reportStatuses,
  reportStatusOf,
} from '@bolo/api/reports/public';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { lazy, Suspense, useId, useState } from 'react';
import { type MessageKey, paramOfLocale, useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { formatCount, formatEventDate, formatMoney } from '../../lib/format';
import { openingRows, pageRecords, usePagedTable } from '../../lib/paged-table';
import { trpc } from '../../trpc';
import { Guard, useCan } from '../auth/guard';
import type { PartyPick } from '../events/editor/draft';
import { PartyPicker } from '../events/editor/PartyPicker';
import { phaseNames } from '../events/list-search';
import { PhaseBadge, usePhases } from '../events/look';
import { DateField } from '../layout/DateField';
import { PageTitle } from '../layout/PageTitle';
import { masterFindOptions } from '../masters/api';
import { MasterSelect } from '../masters/MasterSelect';
import { DownloadButtons } from './DownloadButtons';
import { exportPath, marginColor, reportSearchOf, reportViewOf, withFilter } from './report-filter';
import { Withholdings } from './Withholdings';

const ReportCharts = lazy(() =>
  import('./ReportCharts').then((module) => ({ default: module.ReportCharts })),
);

const routeApi = getRouteApi('/{-$locale}/_app/reports');

/** How a filter changes the address: a pick is a step Back returns from; a typed date replaces it. */
type FilterChange = (patch: Partial<ReportFilter>, how?: { replace: true }) => void;

/**
 * The reports page (issue 21): filters, the totals, the margin by month and by hall, the events
 * behind them (each opens its event) and the export as CSV or XLSX. The filters and the table's
 * page live in the URL (`report-filter.ts`): a report can be bookmarked, shared, reloaded and gone
 * back through.
 */
export function ReportsPage() {
  const t = useT();
  useDocumentTitle(`${t('page.reports')} · ${t('app.name')}`);
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const today = new Date();
  const { filter, ...paging } = reportViewOf(search, today);
  const { page, size, tableProps } = usePagedTable('reports.perPage', {
    ...paging,
    onChange: (next) =>
      void navigate({
        search: (previous) => reportSearchOf({ ...reportViewOf(previous, today), ...next }, today),
      }),
  });
  const change: FilterChange = (patch, how) =>
    void navigate({ search: (previous) => withFilter(previous, patch, today), replace: how?.replace });
  const summary = useQuery({
    ...trpc.reports.summary.queryOptions(filter),
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'inline' },
  });
  const events = useQuery({
    ...trpc.reports.events.queryOptions({ ...filter, page, size }),
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'inline' },
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <PageTitle>{t('page.reports')}</PageTitle>
          <Text size="sm" c="dimmed">
            {t('reports.intro')}
          </Text>
        </div>
        <DownloadButtons pathOf={(format) => exportPath(filter, format)} />
      </Group>
      <ReportFilters filter={filter} onChange={change} />
      {summary.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('reports.loadFailed')}
          role="alert"
        >
          <Group justify="space-between">
            {errorMessageOf(summary.error)}
            <Button size="xs" variant="white" color="red" onClick={() => void summary.refetch()}>
              {t('reports.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Totals summary={summary.data} filter={filter} />
      )}
      {summary.data && summary.data.totals.events > 0 && (
        <Suspense
          fallback={
            <Skeleton height={300} radius="md" role="status" aria-label={t('reports.chart.loading')} />
          }
        >
          <ReportCharts summary={summary.data} />
        </Suspense>
      )}
      <Title order={3} size="h4">
        {t('reports.events')}
      </Title>
      <EventsTable
        list={events}
        tableProps={tableProps}
        empty={summary.data?.totals.events === 0 ? t('reports.empty') : t('reports.loading')}
      />
      <Withholdings />
    </Stack>
  );
}

/** The period, company, artist, hall, promoter, phase and the settlements the report counts. */
function ReportFilters({ filter, onChange }: { filter: ReportFilter; onChange: FilterChange }) {
  const t = useT();
  const countedLabel = useId();
  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" component="section" aria-label={t('reports.filters')}>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
        <DateField
          label={t('reports.filter.from')}
          value={filter.from ?? ''}
          maxDate={filter.to}
          onChange={(from) => onChange({ from: from || undefined }, { replace: true })}
        />
        <DateField
          label={t('reports.filter.to')}
          value={filter.to ?? ''}
          minDate={filter.from}
          onChange={(to) => onChange({ to: to || undefined }, { replace: true })}
        />
        <MasterSelect
          masterKey="company"
          label={t('reports.filter.company')}
          placeholder={t('reports.filter.any')}
          nothingFound={t('reports.filter.nothing')}
          value={filter.empresaId}
          onChange={(empresaId) => onChange({ empresaId })}
        />
        <Guard access="MasterData">
          <PartyFilter
            masterKey="artist"
            label={t('reports.filter.artist')}
            value={filter.artistId}
            onChange={(artistId) => onChange({ artistId })}
          />
          <PartyFilter
            masterKey="hall"
            label={t('reports.filter.hall')}
            value={filter.hallId}
            onChange={(hallId) => onChange({ hallId })}
          />
          <PartyFilter
            masterKey="promoter"
            label={t('reports.filter.promoter')}
            value={filter.promotorId}
            onChange={(promotorId) => onChange({ promotorId })}
          />
        </Guard>
        {/* the phases' labels are the events' (InfoGeneral) */}
        <Guard access="InfoGeneral">
          <PhaseSelect value={filter.fase} onChange={(fase) => onChange({ fase })} />
        </Guard>
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Text size="sm" fw={500} id={countedLabel}>
          {t('reports.filter.status')}
        </Text>
        <SegmentedControl
          aria-labelledby={countedLabel}
          size="xs"
          data={reportStatuses.map((status) => ({ value: status, label: t(`reports.counts.${status}`) }))}
          value={reportStatusOf(filter)}
          onChange={(next) => onChange({ status: reportStatuses.find((status) => status === next) })}
        />
      </Group>
    </Paper>
  );
}

/**
 * An artist or hall filter: the URL keeps only the master's id, the picker shows its name (the one
 * picked, or read back after a reload, a shared link or Back).
 */
function PartyFilter({
  masterKey,
  label,
  value,
  onChange,
}: {
  masterKey: 'artist' | 'hall' | 'promoter';
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const [picked, setPicked] = useState<PartyPick | null>(null);
  const known = picked !== null && picked.masterId === value;
  const found = useQuery({
    ...masterFindOptions(masterKey, value ?? 0),
    enabled: value !== undefined && !known,
    staleTime: 5 * 60_000,
    meta: { errorDisplay: 'silent' },
  });
  const name = known ? picked.name : found.data?.name;
  return (
    <PartyPicker
      masterKey={masterKey}
      label={label}
      value={value !== undefined && name !== undefined ? { masterId: value, name } : null}
      onChange={(pick) => {
        setPicked(pick);
        onChange(pick?.masterId ?? undefined);
      }}
    />
  );
}

function PhaseSelect({
  value,
  onChange,
}: {
  value: ReportFilter['fase'];
  onChange: (fase: ReportFilter['fase']) => void;
}) {
  const t = useT();
  const { phases, labelOf } = usePhases();
  return (
    <Select
      label={t('reports.filter.phase')}
      placeholder={t('reports.filter.any')}
      data={phases.map((phase) => ({ value: phase.name, label: labelOf(phase) }))}
      value={value ?? null}
      onChange={(next) => onChange(phaseNames.find((name) => name === next))}
      clearable
    />
  );
}

type Figures = ReportSummary['totals'];

const totalCards: { label: MessageKey; figure: keyof Figures; money?: true }[] = [
  { label: 'reports.total.events', figure: 'events' },
  { label: 'reports.total.tickets', figure: 'ticketsSold' },
  { label: 'reports.total.gross', figure: 'gross', money: true },
  { label: 'reports.total.vat', figure: 'vat', money: true },
  { label: 'reports.total.sgae', figure: 'sgae', money: true },
  { label: 'reports.total.artistFee', figure: 'artistFee', money: true },
  { label: 'reports.total.artistFeeVat', figure: 'artistFeeVat', money: true },
  { label: 'reports.total.withholding', figure: 'withholding', money: true },
  { label: 'reports.total.artistPaid', figure: 'artistPaid', money: true },
  { label: 'reports.total.expenses', figure: 'expenses', money: true },
  { label: 'reports.total.margin', figure: 'margin', money: true },
];

/**
 * One card per total, under a line saying which settlements they count; when drafts count too,
 * each card shows the drafts' share apart. Skeletons until the first answer.
 */
function Totals({ summary, filter }: { summary: ReportSummary | undefined; filter: ReportFilter }) {
  const t = useT();
  const locale = useLocale();
  const status = reportStatusOf(filter);
  const drafts = status === 'all' && summary && summary.drafts.events > 0 ? summary.drafts : undefined;
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t(`reports.scope.${status}`)}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5, xl: 9 }} spacing="sm" aria-busy={!summary}>
        {totalCards.map((card) => {
          const shown = (value: number) =>
            card.money ? formatMoney(value, locale) : formatCount(value, locale);
          const value = summary?.totals[card.figure];
          const draftValue = drafts?.[card.figure];
          const color =
            card.figure === 'margin' && value !== undefined ? marginColor(value, undefined) : undefined;
          return (
            <Paper key={card.label} withBorder radius="md" p="sm" shadow="xs">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(card.label)}
              </Text>
              {value === undefined ? (
                <Skeleton height={28} mt={4} />
              ) : (
                <Text size="xl" fw={700} c={color} aria-label={`${t(card.label)}: ${shown(value)}`}>
                  {shown(value)}
                </Text>
              )}
              {draftValue !== undefined && (
                <Text
                  size="xs"
                  c={card.figure === 'margin' ? marginColor(draftValue, 'dimmed') : 'dimmed'}
                  aria-label={t('reports.total.ofDrafts', {
                    figure: t(card.label),
                    value: shown(draftValue),
                  })}
                >
                  {t('reports.total.drafts', { value: shown(draftValue) })}
                </Text>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The report's events, latest first; a row opens its event. */
function EventsTable({
  list,
  tableProps,
  empty,
}: {
  list: { data?: { items: ReportEventRow[]; total: number }; isFetching: boolean; isError: boolean };
  tableProps: ReturnType<typeof usePagedTable>['tableProps'];
  empty: string;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  // the event's page, and the phases' labels, are behind InfoGeneral
  const readsEvents = useCan('InfoGeneral');
  const money = (cents: number) => formatMoney(cents, locale);
  const open = (row: ReportEventRow) =>
    void navigate({
      to: '/{-$locale}/event/{-$id}',
      params: { locale: paramOfLocale(locale), id: String(row.eventId) },
    });
  return (
    <DataTable<ReportEventRow>
      {...tableProps}
      {...pageRecords(list, { empty, error: t('reports.loadFailed') })}
      {...(readsEvents ? openingRows(open) : {})}
      highlightOnHover={readsEvents}
      idAccessor="eventId"
      aria-label={t('reports.events')}
      columns={[
        {
          accessor: 'date',
          title: t('reports.col.date'),
          noWrap: true,
          render: (row) => formatEventDate(row.date, null, locale),
        },
        {
          accessor: 'name',
          title: t('reports.col.name'),
          render: (row) => (
            <Text size="sm" fw={500}>
              {row.name}
            </Text>
          ),
        },
        { accessor: 'empresaName', title: t('reports.col.company'), render: (row) => row.empresaName ?? '—' },
        { accessor: 'artistName', title: t('reports.col.artist'), render: (row) => row.artistName || '—' },
        { accessor: 'hallName', title: t('reports.col.hall'), render: (row) => row.hallName || '—' },
        {
          accessor: 'fase',
          title: t('reports.filter.phase'),
          noWrap: true,
          render: (row) => (readsEvents ? <PhaseBadge name={row.fase} /> : row.fase),
        },
        {
          accessor: 'status',
          title: t('reports.col.status'),
          render: (row) => t(`reports.status.${row.status}`),
        },
        {
          accessor: 'ticketsSold',
          title: t('reports.col.tickets'),
          textAlign: 'right',
          render: (row) => formatCount(row.ticketsSold, locale),
        },
        {
          accessor: 'gross',
          title: t('reports.col.gross'),
          textAlign: 'right',
          noWrap: true,
          render: (row) => money(row.gross),
        },
        {
          accessor: 'artistFee',
          title: t('reports.col.artistFee'),
          textAlign: 'right',
          noWrap: true,
          render: (row) => money(row.artistFee),
        },
        {
          accessor: 'artistFeeVat',
          title: t('reports.col.artistFeeVat'),
          textAlign: 'right',
          noWrap: true,
          render: (row) => money(row.artistFeeVat),
        },
        {
          accessor: 'withholding',
          title: t('reports.col.withholding'),
          textAlign: 'right',
          noWrap: true,
          render: (row) => money(-row.withholding),
        },
        {
          accessor: 'artistPaid',
          title: t('reports.col.artistPaid'),
          textAlign: 'right',
          noWrap: true,
          render: (row) => money(row.artistPaid),
        },
        {
          accessor: 'expenses',
          title: t('reports.col.expenses'),
          textAlign: 'right',
          noWrap: true,
          render: (row) => money(row.expenses),
        },
        {
          accessor: 'margin',
          title: t('reports.col.margin'),
          textAlign: 'right',
          noWrap: true,
          render: (row) => (
            <Text size="sm" fw={600} c={marginColor(row.margin, undefined)}>
              {money(row.margin)}
            </Text>
          ),
        },
      ]}
    />
  );
}
