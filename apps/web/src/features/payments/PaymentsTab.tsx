import type { LineOutput, PaymentMethod, PaymentParty, ScheduleOutput } from '@bolo/api/payments/public';
import { paymentMethods } from '@bolo/api/payments/public';
import {
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { formatEventDate, formatMoney, formatPercent } from '../../lib/format';
import { uploadForm } from '../../lib/rest';
import { showSuccess, showUndoable } from '../../lib/toast';
import { queryClient, trpc } from '../../trpc';
import { useCan } from '../auth/guard';
import { type Amount, centsOf, eurosOf } from '../events/conditions/money';
import { useMoneyInputProps } from '../events/conditions/money-input';
import { TabLoading } from '../events/conditions/TabParts';
import type { EventTabProps } from '../events/event-tab';
import { confirmDestructive } from '../forms/confirm';
import { ErrorAlert } from '../forms/ErrorAlert';
import { DateField } from '../layout/DateField';
import { LineForm } from './LineForm';

/** Today on the reader's calendar, `YYYY-MM-DD`. */
const todayHere = () =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * The event's payments tab (issue 30): what is left to collect and to pay, and each party's schedule
 * made from its deal, with the payments recorded against each line.
 */
export function PaymentsTab({ eventId }: EventTabProps) {
  const t = useT();
  const schedule = useQuery(trpc.payments.schedule.queryOptions({ eventId }));
  if (!schedule.data)
    return (
      <TabLoading
        error={schedule.error}
        onRetry={() => void schedule.refetch()}
        texts={{ loading: t('payments.loading'), loadError: t('payments.loadError') }}
      />
    );
  const shown = (next: ScheduleOutput) =>
    queryClient.setQueryData(trpc.payments.schedule.queryKey({ eventId }), next);
  return (
    <Stack gap="md">
      <Balances schedule={schedule.data} />
      {schedule.data.parties.map((party) => (
        <PartySchedule key={party.party} eventId={eventId} party={party} onChange={shown} />
      ))}
    </Stack>
  );
}

function Balances({ schedule }: { schedule: ScheduleOutput }) {
  const t = useT();
  const locale = useLocale();
  if (schedule.balances.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {schedule.balances.map((side) => (
        <Paper key={`${side.direction} ${side.currency}`} withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t(`payments.balance.${side.direction}`)}
          </Text>
          <Text fw={700} size="xl" data-testid={`balance-${side.direction}`}>
            {formatMoney(side.balance, locale, side.currency)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

type Party = ScheduleOutput['parties'][number];

function PartySchedule({
  eventId,
  party,
  onChange,
}: {
  eventId: number;
  party: Party;
  onChange: (schedule: ScheduleOutput) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const mayMake = useCan('Contratacion');
  const templates = useQuery({ ...trpc.payments.templates.queryOptions({}), enabled: mayMake });
  const [templateId, setTemplateId] = useState('');
  const [paying, setPaying] = useState<LineOutput | null>(null);
  // the line changed by hand, or 'new' for one added
  const [editing, setEditing] = useState<LineOutput | 'new' | null>(null);
  const make = useMutation(
    trpc.payments.makeSchedule.mutationOptions({
      onSuccess: (next) => {
        onChange(next);
        showSuccess(t('payments.made'));
      },
    }),
  );
  const title = `${t(`payments.party.${party.party}`)}${party.name ? ` — ${party.name}` : ''}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {party.fee === null
                ? t('payments.noFee')
                : t('payments.fee', {
                    fee: formatMoney(party.fee, locale, party.currency),
                    vat: formatPercent(party.vatPercent, locale),
                  })}
            </Text>
          </div>
          {mayMake && party.fee !== null && (
            <Group gap="xs" align="flex-end">
              <NativeSelect
                label={t('payments.template')}
                value={templateId}
                onChange={(event) => setTemplateId(event.currentTarget.value)}
                data={[
                  { value: '', label: t('payments.template.default') },
                  ...(templates.data ?? []).map((template) => ({
                    value: String(template.id),
                    label: template.name,
                  })),
                ]}
              />
              <Button
                variant={party.lines.length > 0 ? 'default' : 'filled'}
                loading={make.isPending}
                onClick={() =>
                  make.mutate({
                    eventId,
                    party: party.party,
                    ...(templateId ? { templateId: Number(templateId) } : {}),
                  })
                }
              >
                {t(party.lines.length > 0 ? 'payments.remake' : 'payments.make')}
              </Button>
            </Group>
          )}
        </Group>
        {make.error && <ErrorAlert>{errorMessageOf(make.error)}</ErrorAlert>}
        {party.lines.length === 0 ? (
          <Text size="sm">{t('payments.noLines')}</Text>
        ) : (
          <LinesTable
            party={party.party}
            lines={party.lines}
            onPay={setPaying}
            onEdit={mayMake ? setEditing : undefined}
            onChange={onChange}
          />
        )}
        {mayMake && (
          <Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} />}
              aria-label={t('payments.line.addTo', { party: title })}
              onClick={() => setEditing('new')}
            >
              {t('payments.line.add')}
            </Button>
          </Group>
        )}
        <PaymentsList lines={party.lines} onChange={onChange} />
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('payments.line.new')
            : t('payments.line.editOf', { label: editing.label })
        }
        centered
      >
        {editing !== null && (
          <LineForm
            key={editing === 'new' ? 'new' : editing.id}
            eventId={eventId}
            party={party}
            line={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
            onSaved={(next) => {
              onChange(next);
              setEditing(null);
              showSuccess(t('payments.line.saved'));
            }}
          />
        )}
      </Modal>
      <Modal
        opened={paying !== null}
        onClose={() => setPaying(null)}
        title={paying ? t('payments.recordOf', { label: paying.label }) : ''}
        centered
      >
        {paying && (
          <PaymentForm
            key={paying.id}
            line={paying}
            onClose={() => setPaying(null)}
            onSaved={(next) => {
              onChange(next);
              setPaying(null);
              showSuccess(t('payments.recorded'));
            }}
          />
        )}
      </Modal>
    </Paper>
  );
}

/**
 * The party's lines with what is left on each; with `onEdit` (a role that reads the deal) each line
 * is changed by hand, and one without payments removed after a confirmation.
 */
function LinesTable({
  party,
  lines,
  onPay,
  onEdit,
  onChange,
}: {
  party: PaymentParty;
  lines: LineOutput[];
  onPay: (line: LineOutput) => void;
  onEdit?: (line: LineOutput) => void;
  onChange: (schedule: ScheduleOutput) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const money = (cents: number, currency: string) => formatMoney(cents, locale, currency);
  const remove = useMutation(
    trpc.payments.deleteLine.mutationOptions({
      onSuccess: (next) => {
        onChange(next);
        showSuccess(t('payments.line.removed'));
      },
    }),
  );
  const confirmRemove = (line: LineOutput) =>
    confirmDestructive({
      title: t('payments.line.remove.title'),
      text: t('payments.line.remove.text', {
        label: line.label,
        amount: money(line.amountDue, line.currency),
      }),
      confirm: t('payments.line.remove'),
      cancel: t('common.cancel'),
      onConfirm: () => remove.mutate({ id: line.id, version: line.version }),
    });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t(`payments.party.${party}`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payments.col.label')}</Table.Th>
            <Table.Th>{t('payments.col.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('payments.col.amountDue')}</Table.Th>
            <Table.Th ta="right">{t('payments.col.paid')}</Table.Th>
            <Table.Th ta="right">{t('payments.col.balance')}</Table.Th>
            <Table.Th>{t('payments.col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.label}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {formatEventDate(line.dueDate, null, locale)}
                  {line.overdue && (
                    <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                      {t('payments.overdue')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{money(line.amountDue, line.currency)}</Table.Td>
              <Table.Td ta="right">{money(line.paid, line.currency)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {money(line.balance, line.currency)}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {line.balance > 0 ? (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('payments.recordOf', { label: line.label })}
                      onClick={() => onPay(line)}
                    >
                      {t('payments.record')}
                    </Button>
                  ) : (
                    <Badge color="green" variant="light">
                      {t('payments.paidInFull')}
                    </Badge>
                  )}
                  {onEdit && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('payments.line.editOf', { label: line.label })}
                      onClick={() => onEdit(line)}
                    >
                      {t('payments.line.edit')}
                    </Button>
                  )}
                  {onEdit && line.payments.length === 0 && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('payments.line.removeOf', { label: line.label })}
                      onClick={() => confirmRemove(line)}
                    >
                      {t('payments.line.remove')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type RecordedPayment = LineOutput['payments'][number] & { label: string };

/**
 * The payments recorded against the party's lines, each with its receipt or a button to attach one,
 * and deleted after a confirmation; one not of an invoice may be recorded again from the toast.
 */
function PaymentsList({
  lines,
  onChange,
}: {
  lines: LineOutput[];
  onChange: (schedule: ScheduleOutput) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const recorded: RecordedPayment[] = lines.flatMap((line) =>
    line.payments.map((payment) => ({ ...payment, label: line.label })),
  );
  const again = useMutation(
    trpc.payments.record.mutationOptions({
      onSuccess: (next) => {
        onChange(next);
        showSuccess(t('payments.payment.restored'));
      },
    }),
  );
  const remove = useMutation(
    trpc.payments.deletePayment.mutationOptions({
      onSuccess: (next) => onChange(next),
    }),
  );
  const deleted = (payment: RecordedPayment) => {
    const { id, lineId, paidOn, amount, currency, method, reference } = payment;
    const message = t('payments.payment.deleted', { label: payment.label });
    // a payment of an invoice is the invoice's to record again, and it alone has no line here
    if (payment.invoiceId !== null || lineId === null) return showSuccess(message);
    showUndoable({
      id: `payment-deleted-${id}`,
      message,
      undo: t('payments.payment.undo'),
      onUndo: () => again.mutate({ lineId, paidOn, amount, currency, method, reference }),
    });
  };
  const confirmDelete = (payment: RecordedPayment) =>
    confirmDestructive({
      title: t('payments.payment.delete.title'),
      text: [
        t('payments.payment.delete.text', {
          amount: formatMoney(payment.amount, locale, payment.currency),
          date: formatEventDate(payment.paidOn, null, locale),
          label: payment.label,
        }),
        payment.receiptName ? t('payments.payment.delete.receipt', { name: payment.receiptName }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      confirm: t('payments.payment.delete'),
      cancel: t('common.cancel'),
      onConfirm: () => remove.mutate({ id: payment.id }, { onSuccess: () => deleted(payment) }),
    });
  if (recorded.length === 0) return null;
  const attach = async (paymentId: number, file: File | null) => {
    if (!file) return;
    setError(null);
    const form = new FormData();
    form.append('file', file);
    try {
      await uploadForm(`/api/pagos/${paymentId}/justificante`, form, () => undefined, {
        failed: t('payments.receipt.failed'),
        network: t('payments.receipt.network'),
      });
      await queryClient.invalidateQueries({ queryKey: trpc.payments.schedule.queryKey() });
      showSuccess(t('payments.receipt.saved'));
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {t('payments.recordedList')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('payments.recordedList')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.col.label')}</Table.Th>
              <Table.Th>{t('payments.form.paidOn')}</Table.Th>
              <Table.Th ta="right">{t('payments.form.amount')}</Table.Th>
              <Table.Th>{t('payments.form.method')}</Table.Th>
              <Table.Th>{t('payments.form.reference')}</Table.Th>
              <Table.Th>{t('payments.receipt')}</Table.Th>
              <Table.Th>{t('payments.col.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recorded.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{payment.label}</Table.Td>
                <Table.Td>{formatEventDate(payment.paidOn, null, locale)}</Table.Td>
                <Table.Td ta="right">{formatMoney(payment.amount, locale, payment.currency)}</Table.Td>
                <Table.Td>{t(`payments.method.${payment.method}`)}</Table.Td>
                <Table.Td>{payment.reference || '—'}</Table.Td>
                <Table.Td>
                  {payment.receiptName ? (
                    <Anchor size="sm" href={`/api/pagos/${payment.id}/justificante`} download>
                      {payment.receiptName}
                    </Anchor>
                  ) : (
                    <FileButton
                      accept="application/pdf,image/png,image/jpeg"
                      onChange={(file) => void attach(payment.id, file)}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          size="xs"
                          variant="default"
                          aria-label={t('payments.receipt.attachOf', { label: payment.label })}
                        >
                          {t('payments.receipt.attach')}
                        </Button>
                      )}
                    </FileButton>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('payments.payment.deleteOf', {
                      label: payment.label,
                      amount: formatMoney(payment.amount, locale, payment.currency),
                    })}
                    onClick={() => confirmDelete(payment)}
                  >
                    {t('payments.payment.delete')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && <ErrorAlert title={t('payments.receipt.failed')}>{error}</ErrorAlert>}
    </Stack>
  );
}

function PaymentForm({
  line,
  onClose,
  onSaved,
}: {
  line: LineOutput;
  onClose: () => void;
  onSaved: (schedule: ScheduleOutput) => void;
}) {
  const t = useT();
  const moneyProps = useMoneyInputProps(line.currency);
  const [paidOn, setPaidOn] = useState(todayHere());
  const [amount, setAmount] = useState<Amount>(eurosOf(line.balance, line.currency));
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [reference, setReference] = useState('');
  const record = useMutation(
    trpc.payments.record.mutationOptions({ onSuccess: onSaved, meta: { errorDisplay: 'inline' } }),
  );
  const save = () =>
    record.mutate({
      lineId: line.id,
      paidOn,
      amount: centsOf(amount, line.currency) ?? 0,
      currency: line.currency,
      method,
      reference,
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <DateField label={t('payments.form.paidOn')} value={paidOn} onChange={setPaidOn} required />
        <NumberInput
          {...moneyProps}
          label={t('payments.form.amount')}
          value={amount}
          onChange={setAmount}
          required
        />
        <NativeSelect
          label={t('payments.form.method')}
          value={method}
          onChange={(event) => setMethod(event.currentTarget.value as PaymentMethod)}
          data={paymentMethods.map((value) => ({ value, label: t(`payments.method.${value}`) }))}
        />
        <TextInput
          label={t('payments.form.reference')}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          maxLength={200}
        />
        {record.error && <ErrorAlert>{errorMessageOf(record.error)}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payments.form.cancel')}
          </Button>
          <Button type="submit" loading={record.isPending}>
            {t('payments.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
