import { partyKinds } from '@bolo/api/events/public';
import {
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { type MessageKey, useT } from '../../../i18n';
import { usePhone } from '../../../lib/phone';
import { AddRowButton, RemoveRowButton } from '../../forms/RowButtons';
import { useMoneyInputProps } from '../conditions/money-input';
import { expenseKinds, newBonus, newExpense, newTicketLine, type SettlementValues } from './settlement-form';

type Form = UseFormReturnType<SettlementValues>;
type List = 'tickets' | 'expenses' | 'bonuses';

/** A column of a list: its heading, width, and the input of row `n` (1-based) at `path`. */
interface Column {
  heading: MessageKey;
  width?: number;
  cell: (path: string, n: number) => ReactNode;
}

/**
 * One of the settlement's lists as a table of inputs, a row per item, with add and remove (both
 * gone once locked); its texts are `settlement.<list>.empty`, `.add` and `.remove`.
 */
function EditableRows({
  form,
  list,
  columns,
  newRow,
  locked,
}: {
  form: Form;
  list: List;
  columns: Column[];
  newRow: () => SettlementValues[List][number];
  locked: boolean;
}) {
  const t = useT();
  const phone = usePhone();
  const rows = form.values[list];
  const remove = (index: number) =>
    !locked && (
      <RemoveRowButton
        label={t(`settlement.${list}.remove`, { n: index + 1 })}
        mt={4}
        onClick={() => form.removeListItem(list, index)}
      />
    );
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t(`settlement.${list}.empty`)}
        </Text>
      ) : phone ? (
        // the phone: a card per line, its fields two by two under their headings, no sideways scroll
        rows.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line has no identity but its place, which the labels name
          <Paper key={index} withBorder radius="sm" p="xs">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} flex={1} miw={0}>
                {columns.map((column) => (
                  <Stack key={column.heading} gap={2} miw={0}>
                    <Text size="xs" fw={600} aria-hidden>
                      {t(column.heading)}
                    </Text>
                    {column.cell(`${list}.${index}`, index + 1)}
                  </Stack>
                ))}
              </SimpleGrid>
              {remove(index)}
            </Group>
          </Paper>
        ))
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.heading} w={column.width}>
                    {t(column.heading)}
                  </Table.Th>
                ))}
                {!locked && <Table.Th w={44} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a line has no identity but its place, which the labels name
                <Table.Tr key={index} style={{ verticalAlign: 'top' }}>
                  {columns.map((column) => (
                    <Table.Td key={column.heading}>{column.cell(`${list}.${index}`, index + 1)}</Table.Td>
                  ))}
                  {!locked && <Table.Td>{remove(index)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!locked && (
        <AddRowButton
          label={t(`settlement.${list}.add`)}
          onClick={() => form.insertListItem(list, newRow())}
        />
      )}
    </Stack>
  );
}

/** The inputs the lists share: text, euros and whole numbers, labelled for row `n`. */
function useCells(form: Form, errors: Record<string, string>) {
  const t = useT();
  const money = useMoneyInputProps();
  const props = (path: string, label: MessageKey, n: number) => {
    const { error, ...input } = form.getInputProps(path);
    return { ...input, error: errors[path] ?? error, 'aria-label': t(label, { n }) };
  };
  return {
    text: (field: string, label: MessageKey) => (row: string, n: number) => (
      <TextInput {...props(`${row}.${field}`, label, n)} />
    ),
    euros: (field: string, label: MessageKey) => (row: string, n: number) => (
      <NumberInput {...money} {...props(`${row}.${field}`, label, n)} />
    ),
    count: (field: string, label: MessageKey, placeholder?: string) => (row: string, n: number) => (
      <NumberInput
        min={0}
        max={10_000_000}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        thousandSeparator={money.thousandSeparator}
        decimalSeparator={money.decimalSeparator}
        placeholder={placeholder}
        {...props(`${row}.${field}`, label, n)}
      />
    ),
    select:
      (field: string, label: MessageKey, data: { value: string; label: string }[]) =>
      (row: string, n: number) => <NativeSelect data={data} {...props(`${row}.${field}`, label, n)} />,
  };
}

/**
 * The ticket lines; each may carry its own ticket tax rate (`rates`, the company's IVA or IGIC),
 * or take the settlement's (`defaultRate` names it).
 */
export function TicketLines({
  form,
  locked,
  rates,
  defaultRate,
}: {
  form: Form;
  locked: boolean;
  rates: { value: string; label: string }[];
  defaultRate: string;
}) {
  const cells = useCells(form, {});
  return (
    <EditableRows
      form={form}
      list="tickets"
      locked={locked}
      newRow={newTicketLine}
      columns={[
        { heading: 'settlement.tickets.type', cell: cells.text('type', 'settlement.tickets.typeOf') },
        {
          heading: 'settlement.tickets.channel',
          cell: cells.text('channel', 'settlement.tickets.channelOf'),
        },
        {
          heading: 'settlement.tickets.price',
          width: 150,
          cell: cells.euros('price', 'settlement.tickets.priceOf'),
        },
        {
          heading: 'settlement.tickets.quantity',
          width: 120,
          cell: cells.count('quantity', 'settlement.tickets.quantityOf'),
        },
        {
          heading: 'settlement.tickets.taxRate',
          width: 170,
          cell: cells.select('taxRate', 'settlement.tickets.taxRateOf', [
            { value: '', label: defaultRate },
            ...rates,
          ]),
        },
      ]}
    />
  );
}

export function ExpenseLines({
  form,
  locked,
  errors,
}: {
  form: Form;
  locked: boolean;
  errors: Record<string, string>;
}) {
  const t = useT();
  const cells = useCells(form, errors);
  const kinds = expenseKinds.map((kind) => ({ value: kind, label: t(`settlement.expenses.${kind}`) }));
  const parties = partyKinds.map((party) => ({ value: party, label: t(`conditions.party.${party}`) }));
  return (
    <EditableRows
      form={form}
      list="expenses"
      locked={locked}
      newRow={newExpense}
      columns={[
        {
          heading: 'settlement.expenses.concept',
          cell: cells.text('concept', 'settlement.expenses.conceptOf'),
        },
        {
          heading: 'settlement.expenses.amount',
          width: 140,
          cell: cells.euros('amount', 'settlement.expenses.amountOf'),
        },
        {
          heading: 'settlement.expenses.kind',
          width: 150,
          cell: cells.select('kind', 'settlement.expenses.kindOf', kinds),
        },
        {
          heading: 'settlement.expenses.party',
          width: 130,
          cell: cells.select('party', 'settlement.expenses.partyOf', parties),
        },
      ]}
    />
  );
}

export function BonusLines({
  form,
  locked,
  errors,
}: {
  form: Form;
  locked: boolean;
  errors: Record<string, string>;
}) {
  const t = useT();
  const cells = useCells(form, errors);
  return (
    <EditableRows
      form={form}
      list="bonuses"
      locked={locked}
      newRow={newBonus}
      columns={[
        {
          heading: 'settlement.bonuses.concept',
          cell: cells.text('concept', 'settlement.bonuses.conceptOf'),
        },
        {
          heading: 'settlement.bonuses.amount',
          width: 140,
          cell: cells.euros('amount', 'settlement.bonuses.amountOf'),
        },
        {
          heading: 'settlement.bonuses.minTickets',
          width: 170,
          cell: cells.count('minTickets', 'settlement.bonuses.minTicketsOf', t('settlement.bonuses.always')),
        },
      ]}
    />
  );
}
