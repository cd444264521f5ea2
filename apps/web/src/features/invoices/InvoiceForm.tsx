import type { AppRouter } from '@bolo/api';
import {
  invoiceTotals,
  type TaxTreatment,
  taxedRates,
  taxTreatments,
  withholdingRates,
} from '@bolo/api/invoices/public';
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
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { useLocale, useT } from '../../i18n';
import { formatMoney, formatPercent } from '../../lib/format';
import { centsOf, eurosOf } from '../events/conditions/money';
import { useMoneyInputProps } from '../events/conditions/money-input';
import { DateField } from '../layout/DateField';

export type Invoice = inferRouterOutputs<AppRouter>['invoices']['find'];
export type InvoiceDraft = Pick<
  Invoice,
  'customer' | 'lines' | 'tax' | 'withholdingPorciento' | 'description' | 'notes' | 'operationDate'
>;
type Line = Invoice['lines'][number];

export const draftOf = (invoice: Invoice): InvoiceDraft => ({
  customer: invoice.customer,
  lines: invoice.lines,
  tax: invoice.tax,
  withholdingPorciento: invoice.withholdingPorciento,
  description: invoice.description,
  notes: invoice.notes,
  operationDate: invoice.operationDate,
});

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
  const money = useMoneyInputProps();
  const totals = invoiceTotals(value.lines, value.withholdingPorciento);
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
              <SimpleGrid cols={{ base: 1, sm: 2, md: 6 }}>
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
                  label={t('invoices.line.unitPrice')}
                  value={eurosOf(line.unitPrice)}
                  onChange={(euros) => setLine(index, { unitPrice: centsOf(euros) ?? 0 })}
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
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
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
      <TotalsTable totals={totals} withholdingPorciento={value.withholdingPorciento} />
    </Stack>
  );
}

/** The bases, tax, total, withholding and what is paid, as the invoice prints them. */
export function TotalsTable({
  totals,
  withholdingPorciento,
}: {
  totals: Pick<Invoice, 'base' | 'taxTotal' | 'total' | 'withholding' | 'payable'>;
  withholdingPorciento: number | null;
}) {
  const t = useT();
  const locale = useLocale();
  const rows: [string, number, boolean][] = [
    [t('invoices.base'), totals.base, false],
    [t('invoices.taxTotal'), totals.taxTotal, false],
    [t('invoices.total'), totals.total, true],
    ...(totals.withholding
      ? ([
          [
            `${t('invoices.withholding')} ${formatPercent(withholdingPorciento ?? 0, locale)}`,
            -totals.withholding,
            false,
          ],
          [t('invoices.payable'), totals.payable, true],
        ] as [string, number, boolean][])
      : []),
  ];
  return (
    <Paper withBorder radius="md" p="md" maw={420} ml="auto" w="100%" style={{ flex: 1 }}>
      <Table>
        <Table.Tbody>
          {rows.map(([label, amount, strong]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={strong ? 700 : 400}>
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={strong ? 700 : 400}>
                {formatMoney(amount, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
