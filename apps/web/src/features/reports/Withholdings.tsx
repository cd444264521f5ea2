import type { UnpaidWithholdingRow, WithholdingTotal } from '@bolo/api/reports/public';
import { formatDay } from '@bolo/templating/format';
import { Alert, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { formatCount, formatMoney } from '../../lib/format';
import { trpc } from '../../trpc';
import { DownloadButtons } from './DownloadButtons';

const quarters = [1, 2, 3, 4] as const;

/** The quarter a day falls in, and its year. */
const quarterOf = (day: Date) => ({ year: day.getFullYear(), quarter: Math.floor(day.getMonth() / 3) + 1 });

/**
 * The quarter's withholdings from the artists' invoices (issue 30), as the artists were paid in it:
 * IRPF of residents for the modelo 111, IRNR of non-residents for the 216 with their exempt income
 * beside it, each in euros and any other currency apart, the payments behind them as CSV or XLSX;
 * and apart, what was invoiced and not paid by the quarter's end.
 */
export function Withholdings() {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const unpaidId = useId();
  const [period, setPeriod] = useState(() => quarterOf(new Date()));
  const years = Array.from({ length: 6 }, (_, index) => String(quarterOf(new Date()).year - index));
  const query = useQuery({
    ...trpc.reports.withholdings.queryOptions(period),
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'inline' },
  });
  const exportPath = (format: string) =>
    `/api/informes/retenciones/export?${new URLSearchParams({ year: String(period.year), quarter: String(period.quarter), format })}`;
  const row = (total: WithholdingTotal) => (
    <Table.Tr key={`${total.tax} ${total.currency}`}>
      <Table.Th scope="row">{t('reports.withholdings.form', { form: total.form, tax: total.tax })}</Table.Th>
      <Table.Td>{total.currency}</Table.Td>
      <Table.Td ta="right">{formatCount(total.invoices, locale)}</Table.Td>
      <Table.Td ta="right">{formatCount(total.recipients, locale)}</Table.Td>
      <Table.Td ta="right">{formatMoney(total.base, locale, total.currency)}</Table.Td>
      <Table.Td ta="right" fw={700}>
        {formatMoney(total.withholding, locale, total.currency)}
      </Table.Td>
      {/* exempt income is the 216's: the 111 has none */}
      <Table.Td ta="right">{total.tax === 'IRNR' ? formatCount(total.exemptInvoices, locale) : '—'}</Table.Td>
      <Table.Td ta="right">
        {total.tax === 'IRNR' ? formatMoney(total.exemptBase, locale, total.currency) : '—'}
      </Table.Td>
    </Table.Tr>
  );
  const unpaidRow = (invoice: UnpaidWithholdingRow) => (
    <Table.Tr key={`${invoice.eventId} ${invoice.number}`}>
      <Table.Th scope="row">{invoice.number}</Table.Th>
      <Table.Td>{formatDay(invoice.issueDate, locale, 'medium')}</Table.Td>
      <Table.Td>{invoice.artistName ?? invoice.eventName}</Table.Td>
      <Table.Td>{t('reports.withholdings.form', { form: invoice.form, tax: invoice.tax })}</Table.Td>
      <Table.Td ta="right">{formatMoney(invoice.base, locale, invoice.currency)}</Table.Td>
      <Table.Td ta="right">
        {invoice.irnrExemption === 'none'
          ? formatMoney(invoice.withholding, locale, invoice.currency)
          : t(`settlement.invoice.exemption.${invoice.irnrExemption}`)}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={3} size="h4" id={titleId}>
              {t('reports.withholdings.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('reports.withholdings.intro')}
            </Text>
          </div>
          <DownloadButtons
            pathOf={exportPath}
            names={{ csv: t('reports.withholdings.csv'), xlsx: t('reports.withholdings.xlsx') }}
          />
        </Group>
        <Group gap="sm">
          <Select
            label={t('reports.withholdings.year')}
            data={years}
            value={String(period.year)}
            onChange={(year) => year && setPeriod({ ...period, year: Number(year) })}
            allowDeselect={false}
            w={120}
          />
          <Select
            label={t('reports.withholdings.quarter')}
            data={quarters.map((quarter) => ({
              value: String(quarter),
              label: t('reports.withholdings.quarterName', { quarter }),
            }))}
            value={String(period.quarter)}
            onChange={(quarter) => quarter && setPeriod({ ...period, quarter: Number(quarter) })}
            allowDeselect={false}
            w={200}
          />
        </Group>
        {query.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(query.error)}
          </Alert>
        )}
        {query.data && (
          <Table.ScrollContainer minWidth={720}>
            <Table fz="sm" aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reports.withholdings.tax')}</Table.Th>
                  <Table.Th>{t('reports.withholdings.currency')}</Table.Th>
                  <Table.Th ta="right">{t('reports.withholdings.invoices')}</Table.Th>
                  <Table.Th ta="right">{t('reports.withholdings.recipients')}</Table.Th>
                  <Table.Th ta="right">{t('reports.withholdings.base')}</Table.Th>
                  <Table.Th ta="right">{t('reports.withholdings.withheld')}</Table.Th>
                  <Table.Th ta="right">{t('reports.withholdings.exemptInvoices')}</Table.Th>
                  <Table.Th ta="right">{t('reports.withholdings.exemptBase')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{query.data.totals.map(row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {query.data?.totals.some((total) => total.currency !== 'EUR') && (
          <Text size="xs" c="dimmed">
            {t('reports.withholdings.foreign')}
          </Text>
        )}
        {query.data && (
          <Stack gap={4}>
            <Title order={4} size="h5" id={unpaidId}>
              {t('reports.withholdings.unpaid')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('reports.withholdings.unpaidIntro')}
            </Text>
            {query.data.unpaid.length === 0 ? (
              <Text size="sm">{t('reports.withholdings.unpaidNone')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table fz="sm" aria-labelledby={unpaidId}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('reports.withholdings.invoice')}</Table.Th>
                      <Table.Th>{t('reports.withholdings.issueDate')}</Table.Th>
                      <Table.Th>{t('reports.withholdings.artist')}</Table.Th>
                      <Table.Th>{t('reports.withholdings.tax')}</Table.Th>
                      <Table.Th ta="right">{t('reports.withholdings.base')}</Table.Th>
                      <Table.Th ta="right">{t('reports.withholdings.withheld')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>{query.data.unpaid.map(unpaidRow)}</Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
