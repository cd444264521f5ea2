import { notSubjectNote, reverseChargeNote } from '@bolo/api/events/settlements/public';
import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useId } from 'react';
import { type MessageKey, type MessageVars, useLocale, useT } from '../../../i18n';
import { formatCount, formatExchangeRate, formatMoney, formatPercent } from '../../../lib/format';
import type { Figures } from './settlement-form';

/** A line of the panel: a label, an amount in cents (a deduction shown with a minus), bold for totals. */
interface Line {
  label: MessageKey;
  vars?: MessageVars;
  cents: number;
  minus?: boolean;
  total?: boolean;
  /** Written under the label: a foreign deal's amount as agreed and its rate. */
  note?: string;
}

/**
 * The settlement's figures as the server worked them out for the saved version, in the order of
 * the chain (api `settlements/rules.ts`): box office, the ticket tax (IVA or IGIC) at each rate,
 * SGAE, expenses, the deal, the fee's IVA and withholding (or the reverse-charge note), what the
 * artist is paid, margin. A cancelled show's has no box office, ticket tax, SGAE or deal: its fee
 * is the cancellation fee, outside IVA unless a rate was agreed.
 */
export function FiguresPanel({
  figures,
  cancelled,
  stale,
}: {
  figures: Figures;
  cancelled: boolean;
  /** The form holds changes the figures do not include yet. */
  stale: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const percent = (value: number) => formatPercent(value, locale);
  const tax = figures.taxName;
  const { exchange } = figures;
  // a deal in another currency: its guarantee as agreed beside the euros it was settled in
  const original = exchange && {
    note:
      exchange.rate === null
        ? t('settlement.figures.originalNoRate', {
            amount: formatMoney(exchange.guarantee, locale, exchange.currency),
          })
        : t('settlement.figures.original', {
            amount: formatMoney(exchange.guarantee, locale, exchange.currency),
            rate: formatExchangeRate(exchange.rate, locale),
            currency: exchange.currency,
          }),
  };
  const showLines: Line[] = [
    { label: 'settlement.figures.gross', cents: figures.gross, total: true },
    ...figures.ticketTaxes.map(
      (ticketTax): Line => ({
        label: 'settlement.figures.vat',
        vars: { tax, rate: percent(ticketTax.porciento) },
        cents: ticketTax.amount,
        minus: true,
      }),
    ),
    { label: 'settlement.figures.netOfVat', vars: { tax }, cents: figures.netOfVat },
    { label: 'settlement.figures.sgae', cents: figures.sgae, minus: true },
    { label: 'settlement.figures.netBoxOffice', cents: figures.netBoxOffice, total: true },
    { label: 'settlement.figures.externalExpenses', cents: figures.externalExpenses, minus: true },
    { label: 'settlement.figures.dealBase', cents: figures.dealBase },
    { label: 'settlement.figures.guarantee', cents: figures.guarantee, ...original },
    ...(figures.splitPoint === null
      ? []
      : [{ label: 'settlement.figures.splitPoint' as const, cents: figures.splitPoint }]),
    { label: 'settlement.figures.percentage', cents: figures.percentageTotal },
    { label: 'settlement.figures.dealFee', cents: figures.dealFee },
    { label: 'settlement.figures.bonuses', cents: figures.bonusTotal },
  ];
  const cancelledLines: Line[] = [
    { label: 'settlement.figures.externalExpenses', cents: figures.externalExpenses, minus: true },
    { label: 'settlement.figures.cancellationFee', cents: figures.dealFee },
  ];
  const lines: Line[] = [
    ...(cancelled ? cancelledLines : showLines),
    { label: 'settlement.figures.fee', cents: figures.fee, total: true },
    // a cancellation fee outside IVA has no IVA line: the note says why
    ...(figures.feeVat.notSubject
      ? []
      : [
          figures.feeVat.reverseCharge
            ? { label: 'settlement.figures.feeVatReverse' as const, cents: 0 }
            : {
                label: 'settlement.figures.feeVat' as const,
                vars: { rate: percent(figures.feeVat.porciento) },
                cents: figures.feeVat.amount,
              },
        ]),
    {
      label:
        figures.withholding.kind === null
          ? 'settlement.figures.withholdingNone'
          : 'settlement.figures.withholding',
      vars: { kind: figures.withholding.kind ?? '', rate: percent(figures.withholding.porciento) },
      cents: figures.withholding.amount,
      minus: true,
    },
    { label: 'settlement.figures.paid', cents: figures.paid, total: true },
    { label: 'settlement.figures.internalExpenses', cents: figures.internalExpenses, minus: true },
    { label: 'settlement.figures.margin', cents: figures.margin, total: true },
  ];
  const amount = (line: Line) =>
    formatMoney(line.minus && line.cents !== 0 ? -line.cents : line.cents, locale);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalculator size={20} />
          <Title order={4} id={titleId}>
            {t('settlement.figures.title')}
          </Title>
        </Group>
        {stale && (
          <Alert color="orange" variant="light" p="xs">
            {t('settlement.figures.unsaved')}
          </Alert>
        )}
        <Table verticalSpacing={4} fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" fw={400} c="dimmed">
                {t('settlement.figures.ticketsSold')}
              </Table.Th>
              <Table.Td ta="right">{formatCount(figures.ticketsSold, locale)}</Table.Td>
            </Table.Tr>
            {lines.map((line) => (
              <Table.Tr key={`${line.label} ${line.vars?.rate ?? ''}`}>
                <Table.Th scope="row" fw={line.total ? 700 : 400} c={line.total ? undefined : 'dimmed'}>
                  {t(line.label, line.vars)}
                  {line.note && (
                    <Text size="xs" c="dimmed" data-testid="settlement-original">
                      {line.note}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td ta="right" fw={line.total ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                  {amount(line)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {figures.feeVat.reverseCharge && (
          <Text size="xs" c="dimmed">
            {reverseChargeNote[locale]}
          </Text>
        )}
        {figures.feeVat.notSubject && (
          <Text size="xs" c="dimmed">
            {notSubjectNote[locale]}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
