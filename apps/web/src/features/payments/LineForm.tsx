import { amountDueOf, type LineOutput, type ScheduleOutput } from '@bolo/api/payments/public';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { formatMoney } from '../../lib/format';
import { trpc } from '../../trpc';
import { type Amount, centsOf, eurosOf } from '../events/conditions/money';
import { useMoneyInputProps } from '../events/conditions/money-input';
import { ErrorAlert } from '../forms/ErrorAlert';
import { DateField } from '../layout/DateField';

type Party = ScheduleOutput['parties'][number];

/**
 * A schedule line typed by hand: a line of `party` changed (`line`) or added (none). The amount due
 * is worked out as the server does (base + IVA rounded to the minor unit) and shown as it is typed.
 */
export function LineForm({
  eventId,
  party,
  line,
  onClose,
  onSaved,
}: {
  eventId: number;
  party: Party;
  line?: LineOutput;
  onClose: () => void;
  onSaved: (schedule: ScheduleOutput) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const currency = line?.currency ?? party.currency;
  const moneyProps = useMoneyInputProps(currency);
  const [label, setLabel] = useState(line?.label ?? '');
  const [dueDate, setDueDate] = useState(line?.dueDate ?? '');
  const [base, setBase] = useState<Amount>(line ? eurosOf(line.baseAmount, currency) : '');
  const [vat, setVat] = useState<number | string>(line?.vatPercent ?? party.vatPercent);
  const mutation = { onSuccess: onSaved, meta: { errorDisplay: 'inline' as const } };
  const update = useMutation(trpc.payments.updateLine.mutationOptions(mutation));
  const add = useMutation(trpc.payments.addLine.mutationOptions(mutation));
  const baseAmount = centsOf(base, currency);
  const vatPercent = typeof vat === 'number' ? vat : null;
  const save = () => {
    if (baseAmount === null || vatPercent === null) return;
    const typed = { label: label.trim(), dueDate, baseAmount, vatPercent };
    if (line) update.mutate({ id: line.id, version: line.version, ...typed });
    else add.mutate({ eventId, party: party.party, ...typed });
  };
  const refused = update.error ?? add.error;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('payments.col.label')}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          maxLength={200}
          required
          data-autofocus
        />
        <DateField label={t('payments.col.dueDate')} value={dueDate} onChange={setDueDate} required />
        <Group grow align="flex-start">
          <NumberInput
            {...moneyProps}
            label={t('payments.line.base')}
            value={base}
            onChange={setBase}
            required
          />
          <NumberInput
            label={t('payments.line.vat')}
            value={vat}
            onChange={setVat}
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            rightSection="%"
            required
          />
        </Group>
        {baseAmount !== null && vatPercent !== null && (
          <Text size="sm" aria-live="polite">
            {t('payments.line.amountDue', {
              amount: formatMoney(amountDueOf(baseAmount, vatPercent), locale, currency),
            })}
          </Text>
        )}
        {refused && <ErrorAlert>{errorMessageOf(refused)}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending || add.isPending}>
            {t('payments.line.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
