import type { AppRouter } from '@bolo/api';
import {
  defaultTicketTaxRate,
  forecastOf,
  type TaxTerritory,
  type TicketSale,
  ticketTaxes,
} from '@bolo/api/events/public';
import { DEFAULT_CURRENCY } from '@bolo/templating/format';
import { Divider, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { formatMoney, formatPercent } from '../../../lib/format';
import type { Cache, PartyKind } from './hiring-form';
import { type Amount, centsOrZero, numberOf } from './money';
import { useMoneyInputProps } from './money-input';

type Entrada = inferRouterOutputs<AppRouter>['events']['find']['entradas'][number];

const soldOf = (value: Amount | undefined) => (value === undefined ? 0 : (numberOf(value) ?? 0));
/** An amount taken off, shown negative; nothing taken off is 0,00 €, not -0,00 €. */
const minus = (cents: number) => (cents === 0 ? 0 : -cents);

/** SGAE as a person starts the forecast from it; the ticket tax is the company's territory's default. */
const DEFAULT_SGAE = 10;

/**
 * The forecast, or null past the figures the engine works out exactly (9 000 million euros): the
 * engine refuses them as the settlement does, and a forecast that large is a typing slip.
 */
function boundedForecast(...args: Parameters<typeof forecastOf<PartyKind>>) {
  try {
    return forecastOf(...args);
  } catch {
    return null;
  }
}

/**
 * What each party earns for the tickets expected, live from the form (saved or not), through the
 * settlement's deal engine: the percentage is of the net box office after IVA, SGAE and the costs
 * the deal names, as the settlement will take it. The tickets start at 0 for every price: a
 * forecast is the person's to type, and nothing is assumed to be sold. An event without prices
 * takes the gross box office typed directly.
 */
export function DealPanel({
  blocks,
  entradas,
  taxTerritory,
  partyLabel,
}: {
  blocks: { type: PartyKind; cache: Cache }[];
  entradas: Entrada[];
  /** The company's: IVA 10 % on the península, IGIC 7 % in the Canaries, as the settlement will take it. */
  taxTerritory: TaxTerritory;
  partyLabel: (type: PartyKind) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const money = useMoneyInputProps();
  const titleId = useId();
  const [sold, setSold] = useState<Record<string, Amount>>({});
  const [typedGross, setTypedGross] = useState<Amount>('');
  const tax = ticketTaxes[taxTerritory].name;
  const [vatRate, setVatRate] = useState<Amount>(defaultTicketTaxRate(taxTerritory));
  const [sgae, setSgae] = useState<Amount>(DEFAULT_SGAE);
  const [costs, setCosts] = useState<Amount>('');
  const sales: TicketSale[] =
    entradas.length > 0
      ? entradas.map((entrada) => ({ pvp: entrada.pvp, sold: soldOf(sold[entrada.id]) }))
      : [{ pvp: centsOrZero(typedGross), sold: 1 }];
  const forecast = boundedForecast(blocks, {
    sales,
    taxName: tax,
    vatRate: numberOf(vatRate) ?? 0,
    sgaePorciento: numberOf(sgae) ?? 0,
    costs: centsOrZero(costs),
  });
  const boxOffice = forecast?.[0]?.deal;
  // a fee in another currency has no rate here: it is put in euros on the settlement (issue 30)
  const foreign = blocks.filter((block) => (block.cache.currency ?? DEFAULT_CURRENCY) !== DEFAULT_CURRENCY);
  const inEuros = (forecast ?? []).filter(({ type }) => !foreign.some((block) => block.type === type));
  const paying = inEuros.filter(({ deal }) => deal.fee > 0 || deal.percentage.length > 0);
  const all = inEuros.reduce((sum, { deal }) => sum + deal.fee, 0);
  const eur = (cents: number) => formatMoney(cents, locale);
  const percentInput = (label: string, value: Amount, onChange: (value: Amount) => void) => (
    <NumberInput
      size="xs"
      label={label}
      min={0}
      max={100}
      decimalScale={2}
      allowNegative={false}
      decimalSeparator={money.decimalSeparator}
      value={value}
      onChange={onChange}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" aria-labelledby={titleId} component="section">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalculator size={20} />
          <Title order={4} id={titleId}>
            {t('conditions.deal.title')}
          </Title>
        </Group>
        <Text size="xs" c="dimmed">
          {t('conditions.deal.help')}
        </Text>
        {entradas.length > 0 ? (
          <Stack gap={6}>
            {entradas.map((entrada) => {
              const ticket = `${entrada.descripcion || '—'} · ${eur(entrada.pvp)}`;
              return (
                <Group key={entrada.id} justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" style={{ flex: 1 }} truncate>
                    {ticket}
                  </Text>
                  <NumberInput
                    w={110}
                    size="xs"
                    aria-label={t('conditions.deal.soldOf', { ticket })}
                    placeholder={t('conditions.deal.sold')}
                    min={0}
                    max={1_000_000}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator={money.thousandSeparator}
                    decimalSeparator={money.decimalSeparator}
                    value={sold[entrada.id] ?? 0}
                    onChange={(value) => setSold((previous) => ({ ...previous, [entrada.id]: value }))}
                  />
                </Group>
              );
            })}
          </Stack>
        ) : (
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('conditions.deal.noTickets')}
            </Text>
            <NumberInput
              {...money}
              label={t('conditions.deal.grossInput')}
              value={typedGross}
              onChange={setTypedGross}
            />
          </Stack>
        )}
        <SimpleGrid cols={3} spacing="xs">
          {percentInput(t('conditions.deal.vatRate', { tax }), vatRate, setVatRate)}
          {percentInput(t('conditions.deal.sgae'), sgae, setSgae)}
          <NumberInput
            {...money}
            size="xs"
            label={t('conditions.deal.costs')}
            value={costs}
            onChange={setCosts}
          />
        </SimpleGrid>
        {forecast === null && (
          <Text size="sm" c="red">
            {t('conditions.deal.tooLarge')}
          </Text>
        )}
        {boxOffice && (
          <Table
            withRowBorders={false}
            verticalSpacing={2}
            fz="sm"
            aria-label={t('conditions.deal.boxOffice')}
          >
            <Table.Tbody>
              {(
                [
                  ['gross', boxOffice.gross],
                  ['vat', minus(boxOffice.vat)],
                  ['sgaeAmount', minus(boxOffice.sgae)],
                  ['netBoxOffice', boxOffice.netBoxOffice],
                  ['costsAmount', minus(boxOffice.costs)],
                  ['dealBase', boxOffice.dealBase],
                ] as const
              ).map(([key, amount]) => (
                <Table.Tr key={key}>
                  <Table.Td c={key === 'gross' || key === 'dealBase' ? undefined : 'dimmed'}>
                    {t(`conditions.deal.${key}`, { tax })}
                  </Table.Td>
                  <Table.Td ta="right">{eur(amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Divider />
        {foreign.map((block) => (
          <Text key={block.type} size="sm" c="dimmed">
            {t('conditions.deal.foreign', {
              party: partyLabel(block.type),
              currency: block.cache.currency ?? '',
            })}
          </Text>
        ))}
        {paying.length === 0 && foreign.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('conditions.deal.noFees')}
          </Text>
        ) : (
          paying.map(({ type, deal }) => (
            <Stack key={type} gap={2} aria-label={partyLabel(type)} role="group">
              <Text fw={600} size="sm">
                {partyLabel(type)}
              </Text>
              <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td c="dimmed">{t('conditions.deal.fijo')}</Table.Td>
                    <Table.Td ta="right">{eur(deal.guarantee)}</Table.Td>
                  </Table.Tr>
                  {deal.splitPoint !== null && (
                    <Table.Tr>
                      <Table.Td c="dimmed">{t('conditions.deal.splitPoint')}</Table.Td>
                      <Table.Td ta="right">{eur(deal.splitPoint)}</Table.Td>
                    </Table.Tr>
                  )}
                  {deal.percentage.map((tier, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the tiers as typed, in their order
                    <Table.Tr key={index}>
                      <Table.Td c="dimmed">
                        {t('conditions.deal.tier', {
                          from: eur(tier.desde),
                          to: tier.hasta === null ? t('conditions.tiers.andUp') : eur(tier.hasta),
                          percent: formatPercent(tier.porciento, locale),
                        })}
                      </Table.Td>
                      <Table.Td ta="right">{eur(tier.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                  {deal.versus && (
                    <Table.Tr>
                      <Table.Td c="dimmed" colSpan={2}>
                        {t('conditions.deal.versus')}
                      </Table.Td>
                    </Table.Tr>
                  )}
                  <Table.Tr>
                    <Table.Td fw={600}>{t('conditions.deal.total')}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {eur(deal.fee)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Stack>
          ))
        )}
        {paying.length > 1 && (
          <>
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t('conditions.deal.allParties')}</Text>
              <Text fw={700}>{eur(all)}</Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
