import {
  figuresInEuros,
  invoiceTotals,
  type TaxTreatment,
  taxedRates,
  taxTreatments,
  withholdingRates,
} from '@bolo/api/invoices/public';
import { DEFAULT_CURRENCY, isExchangeRate } from '@bolo/templating/format';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useLocale, useT } from '../../i18n';
import { formatEventDate, formatExchangeRate, formatMoney, formatPercent } from '../../lib/format';
import { CurrencySelect } from '../events/conditions/CurrencySelect';
import { centsOf, eurosOf } from '../events/conditions/money';
import { useMoneyInputProps } from '../events/conditions/money-input';
import { ExchangeRateFields } from '../forms/ExchangeRateFields';
import {
  type ExchangeRateInput,
  exchangeRateErrors,
  exchangeRateInputOf,
  rateOf,
} from '../forms/exchange-rate';
import { DateField } from '../layout/DateField';
import { type Invoice, type InvoiceDraft, withCurrency } from './invoice-draft';

type Line = Invoice['lines'][number];

const newLine = (tax: Invoice['tax']): Line => ({
  description: '',
  quantity: 1,
  unitPrice: 0,
  treatment: 'S1',
  rate: tax === 'iva' ? 21 : 7,
});

/**
 * A draft's customer, lines and taxes, with the totals as they will be issued (the API's own
 * rules, `invoiceTotals`). A rectifying invoice by difference takes negative prices.
 */
export function InvoiceForm({
  value,
  onChange,
  negative,
}: {
  value: InvoiceDraft;
  onChange: (next: InvoiceDraft) => void;
  negative: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { currency } = value;
  const money = useMoneyInputProps(currency);
  const totals = invoiceTotals(value.lines, value.withholdingPorciento);
  const foreign = currency !== DEFAULT_CURRENCY;
  const rate = rateOf(value.exchangeRate);
  // the euros as they would be issued, once the rate typed is one
  const euros =
    foreign && rate !== null && isExchangeRate(rate) ? figuresInEuros(totals, currency, rate) : null;
  const set = (patch: Partial<InvoiceDraft>) => onChange({ ...value, ...patch });
  const setCustomer = (patch: Partial<InvoiceDraft['customer']>) =>
    set({ customer: { ...value.customer, ...patch } });
  const setLine = (index: number, patch: Partial<Line>) =>
    set({ lines: value.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)) });
  const rates = taxedRates[value.tax];

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('invoices.customer')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('invoices.customer.name')}
            required
            value={value.customer.name}
            onChange={(event) => setCustomer({ name: event.currentTarget.value })}
          />
          <TextInput
            label={t('invoices.customer.taxId')}
            value={value.customer.taxId}
            onChange={(event) => setCustomer({ taxId: event.currentTarget.value })}
          />
          <TextInput
            label={t('invoices.customer.country')}
            maxLength={2}
            value={value.customer.country}
            onChange={(event) => setCustomer({ country: event.currentTarget.value.toUpperCase() })}
          />
          <TextInput
            label={t('invoices.customer.address')}
            value={value.customer.address}
            onChange={(event) => setCustomer({ address: event.currentTarget.value })}
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('invoices.lines')}
        </Title>
        <Stack gap="sm">
          {value.lines.map((line, index) => (
            // lines have no id of their own: their place is their key while the draft is edited
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Paper key={index} withBorder p="sm" radius="sm">
              {/* two columns on a phone too: the concept spans both */}
              <SimpleGrid cols={{ base: 2, md: 6 }}>
                <TextInput
                  style={{ gridColumn: 'span 2' }}
                  label={t('invoices.line.description')}
                  required
                  value={line.description}
                  onChange={(event) => setLine(index, { description: event.currentTarget.value })}
                />
                <NumberInput
                  label={t('invoices.line.quantity')}
                  min={1}
                  allowDecimal={false}
                  value={line.quantity}
                  onChange={(quantity) => setLine(index, { quantity: Number(quantity) || 1 })}
                />
                <NumberInput
                  {...money}
                  allowNegative={negative}
                  min={negative ? -money.max : 0}
                  label={t('invoices.line.unitPrice', { currency: money.rightSection })}
                  value={eurosOf(line.unitPrice, currency)}
                  onChange={(units) => setLine(index, { unitPrice: centsOf(units, currency) ?? 0 })}
                />
                <Select
                  label={t('invoices.line.treatment')}
                  data={taxTreatments.map((treatment) => ({
                    value: treatment,
                    label: t(`invoices.treatment.${treatment}`),
                  }))}
                  value={line.treatment}
                  allowDeselect={false}
                  onChange={(treatment) => setLine(index, { treatment: (treatment ?? 'S1') as TaxTreatment })}
                />
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <Select
                    label={t('invoices.line.rate')}
                    disabled={line.treatment !== 'S1'}
                    data={rates.map((rate) => ({ value: String(rate), label: formatPercent(rate, locale) }))}
                    value={String(line.rate)}
                    allowDeselect={false}
                    onChange={(rate) => setLine(index, { rate: Number(rate) })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('invoices.line.remove', { n: index + 1 })}
                    onClick={() => set({ lines: value.lines.filter((_, i) => i !== index) })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </SimpleGrid>
            </Paper>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => set({ lines: [...value.lines, newLine(value.tax)] })}
            >
              {t('invoices.line.add')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <CurrencySelect
            label={t('invoices.field.currency')}
            value={currency}
            onChange={(next) => onChange(withCurrency(value, next ?? DEFAULT_CURRENCY))}
          />
          <Select
            label={t('invoices.field.tax')}
            data={(['iva', 'igic'] as const).map((tax) => ({ value: tax, label: t(`invoices.tax.${tax}`) }))}
            value={value.tax}
            allowDeselect={false}
            onChange={(tax) => set({ tax: tax === 'igic' ? 'igic' : 'iva' })}
          />
          <Select
            label={t('invoices.field.withholding')}
            data={[
              { value: '', label: t('invoices.field.withholding.none') },
              ...withholdingRates.map((rate) => ({
                value: String(rate),
                label: formatPercent(rate, locale),
              })),
            ]}
            value={value.withholdingPorciento === null ? '' : String(value.withholdingPorciento)}
            allowDeselect={false}
            onChange={(rate) => set({ withholdingPorciento: rate ? Number(rate) : null })}
          />
          <DateField
            label={t('invoices.field.operationDate')}
            value={value.operationDate ?? ''}
            onChange={(operationDate) => set({ operationDate: operationDate || null })}
          />
        </SimpleGrid>
        <TextInput
          mt="sm"
          label={t('invoices.field.description')}
          value={value.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <Textarea
          mt="sm"
          autosize
          minRows={2}
          label={t('invoices.field.notes')}
          value={value.notes}
          onChange={(event) => set({ notes: event.currentTarget.value })}
        />
      </Paper>
      {foreign && (
        <Paper withBorder radius="md" p="md">
          <ExchangeRateFields
            currency={currency}
            values={value}
            onChange={set}
            errors={exchangeRateErrors(value, locale, t('validation.required'))}
          >
            <Text size="sm">{t('invoices.exchange.help', { currency })}</Text>
          </ExchangeRateFields>
        </Paper>
      )}
      <Stack gap="md" maw={420} w="100%" ml="auto">
        <TotalsTable totals={totals} withholdingPorciento={value.withholdingPorciento} currency={currency} />
        {euros && (
          <EuroFiguresTable
            figures={euros}
            tax={value.tax}
            currency={currency}
            rate={exchangeRateInputOf(value)}
          />
        )}
      </Stack>
    </Stack>
  );
}

/** A figure's label, its amount as written, and whether it is a total (in bold). */
type FigureRow = [string, string, boolean];

function FiguresTable({ rows, title }: { rows: FigureRow[]; title?: string }) {
  return (
    <Paper withBorder radius="md" p="md" maw={420} ml="auto" w="100%" style={{ flex: 1 }}>
      {title && (
        <Title order={2} size="h5" mb={4}>
          {title}
        </Title>
      )}
      <Table>
        <Table.Tbody>
          {rows.map(([label, amount, strong]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={strong ? 700 : 400}>
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={strong ? 700 : 400}>
                {amount}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The bases, tax, total, withholding and what is paid, as the invoice prints them, in its currency. */
export function TotalsTable({
  totals,
  withholdingPorciento,
  currency,
}: {
  totals: Pick<Invoice, 'base' | 'taxTotal' | 'total' | 'withholding' | 'payable'>;
  withholdingPorciento: number | null;
  currency: string;
}) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale, currency);
  const withheld: FigureRow[] = totals.withholding
    ? [
        [
          `${t('invoices.withholding')} ${formatPercent(withholdingPorciento ?? 0, locale)}`,
          money(-totals.withholding),
          false,
        ],
        [t('invoices.payable'), money(totals.payable), true],
      ]
    : [];
  return (
    <FiguresTable
      rows={[
        [t('invoices.base'), money(totals.base), false],
        [t('invoices.taxTotal'), money(totals.taxTotal), false],
        [t('invoices.total'), money(totals.total), true],
        ...withheld,
      ]}
    />
  );
}

/**
 * An invoice in another currency in euros: the rate with its day and source, each base and tax of
 * its breakdown and the total, as its record carries them (a draft's as they would be issued).
 */
export function EuroFiguresTable({
  figures,
  tax,
  currency,
  rate,
}: {
  figures: NonNullable<Invoice['euroFigures']>;
  tax: Invoice['tax'];
  currency: string;
  rate: ExchangeRateInput;
}) {
  const t = useT();
  const locale = useLocale();
  const percent = (value: number) => formatPercent(value, locale);
  const euros = (amount: number) => formatMoney(amount, locale);
  const taken = [
    rate.exchangeRateDate && formatEventDate(rate.exchangeRateDate, null, locale),
    rate.exchangeRateSource,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <FiguresTable
      title={t('invoices.euros.title')}
      rows={[
        [
          t('invoices.euros.rate', { taken }),
          `${formatExchangeRate(rate.exchangeRate ?? '', locale)} €/${currency}`,
          false,
        ],
        ...figures.breakdown.flatMap((group): FigureRow[] =>
          group.treatment === 'S1'
            ? [
                [t('invoices.euros.base', { rate: percent(group.rate) }), euros(group.base), false],
                [`${t(`invoices.tax.${tax}`)} ${percent(group.rate)}`, euros(group.tax), false],
              ]
            : [
                [
                  `${t('invoices.base')} · ${t(`invoices.treatment.${group.treatment}`)}`,
                  euros(group.base),
                  false,
                ],
              ],
        ),
        [t('invoices.total'), euros(figures.total), true],
      ]}
    />
  );
}
