import type { AppRouter } from '@bolo/api';
import { dealOf, type TicketSale } from '@bolo/api/events/public';
import { Divider, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
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

/**
 * What each party earns for a box office, live from the form (saved or not). The tickets sold start
 * at 0 for every price: a forecast is the person's to type, and nothing is assumed to be sold.
 * An event without prices takes the gross box office typed directly.
 */
export function DealPanel({
  blocks,
  entradas,
  partyLabel,
}: {
  blocks: { type: PartyKind; cache: Cache }[];
  entradas: Entrada[];
  partyLabel: (type: PartyKind) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const money = useMoneyInputProps();
  const titleId = useId();
  const [sold, setSold] = useState<Record<string, Amount>>({});
  const [typedGross, setTypedGross] = useState<Amount>('');
  const sales: TicketSale[] =
    entradas.length > 0
      ? entradas.map((entrada) => ({ pvp: entrada.pvp, sold: soldOf(sold[entrada.id]) }))
      : [{ pvp: centsOrZero(typedGross), sold: 1 }];
  const deal = dealOf(blocks, sales);
  const paying = deal.fees.filter(({ fee }) => fee.total > 0 || fee.tiers.length > 0);
  const all = deal.fees.reduce((sum, { fee }) => sum + fee.total, 0);
  const eur = (cents: number) => formatMoney(cents, locale);

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
        <Group justify="space-between">
          <Text fw={600}>{t('conditions.deal.gross')}</Text>
          <Text fw={600}>{eur(deal.gross)}</Text>
        </Group>
        <Divider />
        {paying.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('conditions.deal.noFees')}
          </Text>
        ) : (
          paying.map(({ type, fee }) => (
            <Stack key={type} gap={2} aria-label={partyLabel(type)} role="group">
              <Text fw={600} size="sm">
                {partyLabel(type)}
              </Text>
              <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td c="dimmed">{t('conditions.deal.fijo')}</Table.Td>
                    <Table.Td ta="right">{eur(fee.fijo)}</Table.Td>
                  </Table.Tr>
                  {fee.tiers.map((tier, index) => (
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
                  <Table.Tr>
                    <Table.Td fw={600}>{t('conditions.deal.total')}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {eur(fee.total)}
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
