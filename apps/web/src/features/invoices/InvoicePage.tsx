import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Image,
  List,
  Modal,
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
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  IconCash,
  IconExternalLink,
  IconFileText,
  IconMail,
  IconReceipt,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { formatDateTime, formatEventDate, formatMoney, formatPercent } from '../../lib/format';
import { showSuccess } from '../../lib/toast';
import { queryClient, trpc } from '../../trpc';
import { useCan } from '../auth/guard';
import { centsOf, eurosOf } from '../events/conditions/money';
import { useMoneyInputProps } from '../events/conditions/money-input';
import { confirmDestructive } from '../forms/confirm';
import { ErrorAlert } from '../forms/ErrorAlert';
import { ReasonModal } from '../forms/ReasonModal';
import { DateField } from '../layout/DateField';
import { Loading } from '../layout/Loading';
import { PageTitle } from '../layout/PageTitle';
import { EuroFiguresTable, InvoiceForm, TotalsTable } from './InvoiceForm';
import { draftInput, draftOf, type Invoice, type InvoiceDraft } from './invoice-draft';
import { paymentMethods, StatusBadge } from './labels';

const refreshLists = () => queryClient.invalidateQueries({ queryKey: trpc.invoices.list.pathKey() });

/** `/invoice/{id}`: a draft to fill in and issue, or an issued invoice to read, void or rectify. */
export function InvoicePage({ invoiceId }: { invoiceId: number }) {
  const t = useT();
  const invoice = useQuery(trpc.invoices.find.queryOptions({ id: invoiceId }));
  useDocumentTitle(`${invoice.data?.numSerie ?? t('page.invoice')} · ${t('app.name')}`);
  if (invoice.isError) return <ErrorAlert>{errorMessageOf(invoice.error)}</ErrorAlert>;
  if (!invoice.data) return <Loading />;
  return invoice.data.status === 'draft' ? (
    <DraftInvoice key={invoice.data.version} invoice={invoice.data} />
  ) : (
    <IssuedInvoice invoice={invoice.data} />
  );
}

function Header({ invoice, actions }: { invoice: Invoice; actions: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Group gap="sm">
          <PageTitle>{invoice.numSerie ?? t('invoices.status.draft')}</PageTitle>
          <StatusBadge status={invoice.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`invoices.type.${invoice.type}`)} · {invoice.seriesCode} · {invoice.issuer.name}
          {invoice.issueDate && ` · ${formatEventDate(invoice.issueDate, null, locale)}`}
        </Text>
        {invoice.eventId && invoice.eventName && (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link
                to="/{-$locale}/event/{-$id}"
                params={{ locale: paramOfLocale(locale), id: String(invoice.eventId) }}
                {...props}
              />
            )}
          >
            {t('invoices.event')}: {invoice.eventName}
          </Anchor>
        )}
        {invoice.rectified && (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link
                to="/{-$locale}/invoice/$id"
                params={{ locale: paramOfLocale(locale), id: String(invoice.rectified?.id) }}
                {...props}
              />
            )}
          >
            {t('invoices.rectifies', { number: invoice.rectified.numSerie })}
          </Anchor>
        )}
      </Stack>
      <Group gap="sm">{actions}</Group>
    </Group>
  );
}

function PdfButton({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Button
      variant="default"
      leftSection={<IconFileText size={16} />}
      renderRoot={(props) => (
        <Link
          to="/{-$locale}/pdfview"
          params={{ locale: paramOfLocale(locale) }}
          search={{
            src: `/api/facturas/${invoice.id}/pdf`,
            name: `${invoice.numSerie ?? `borrador-${invoice.id}`}.pdf`,
          }}
          {...props}
        />
      )}
    >
      {t('invoices.pdf')}
    </Button>
  );
}

function DraftInvoice({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const saved = draftOf(invoice);
  const [draft, setDraft] = useState<InvoiceDraft>(saved);
  // the draft is made from the saved one and edited by spreads: the same keys in the same order
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const update = useMutation(
    trpc.invoices.update.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.invoices.find.queryKey({ id: invoice.id }), next);
        showSuccess(t('invoices.saved'));
        return refreshLists();
      },
    }),
  );
  const issue = useMutation(
    trpc.invoices.issue.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.invoices.find.queryKey({ id: invoice.id }), next);
        showSuccess(t('invoices.issued', { number: next.numSerie ?? '' }));
        return refreshLists();
      },
    }),
  );
  const remove = useMutation(
    trpc.invoices.delete.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: () => {
        showSuccess(t('invoices.deleted'));
        void refreshLists();
        void navigate({ to: '/{-$locale}/invoices', params: { locale: paramOfLocale(locale) } });
      },
    }),
  );
  const confirmIssue = () =>
    modals.openConfirmModal({
      title: t('invoices.issue.title'),
      centered: true,
      children: <Text size="sm">{t('invoices.issue.text')}</Text>,
      labels: { confirm: t('invoices.issue'), cancel: t('common.cancel') },
      onConfirm: () => issue.mutate({ id: invoice.id, version: invoice.version }),
    });
  const refused = [update.error, issue.error, remove.error].find(Boolean);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({
          id: invoice.id,
          version: invoice.version,
          seriesId: invoice.seriesId,
          ...draftInput(draft),
        });
      }}
    >
      <Stack gap="lg">
        <Header
          invoice={invoice}
          actions={
            <>
              <PdfButton invoice={invoice} />
              <Button
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  confirmDestructive({
                    title: t('invoices.delete.title'),
                    text: t('invoices.delete.text'),
                    confirm: t('invoices.delete'),
                    cancel: t('common.cancel'),
                    onConfirm: () => remove.mutate({ id: invoice.id, version: invoice.version }),
                  })
                }
              >
                {t('invoices.delete')}
              </Button>
              <Button type="submit" variant="default" disabled={!dirty} loading={update.isPending}>
                {t('invoices.save')}
              </Button>
              <Button
                leftSection={<IconSend size={16} />}
                disabled={dirty}
                loading={issue.isPending}
                onClick={confirmIssue}
              >
                {t('invoices.issue')}
              </Button>
            </>
          }
        />
        {dirty && (
          <Text size="sm" c="dimmed">
            {t('invoices.issue.saveFirst')}
          </Text>
        )}
        {refused && <ErrorAlert>{errorMessageOf(refused)}</ErrorAlert>}
        <InvoiceForm value={draft} onChange={setDraft} negative={invoice.rectificationKind === 'I'} />
        {invoice.legends.length > 0 && <Legends legends={invoice.legends} />}
      </Stack>
    </form>
  );
}

function Party({ title, party }: { title: string; party: Invoice['issuer'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb={4}>
        {title}
      </Title>
      <Text fw={500}>{party.name}</Text>
      <Text size="sm">{party.taxId}</Text>
      <Text size="sm">{party.address}</Text>
      {party.country !== 'ES' && <Text size="sm">{party.country}</Text>}
    </Paper>
  );
}

function Legends({ legends }: { legends: string[] }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb={4}>
        {t('invoices.legends')}
      </Title>
      <List size="sm">
        {legends.map((legend) => (
          <List.Item key={legend} lang="es">
            {legend}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

function IssuedInvoice({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const locale = useLocale();
  const [voiding, setVoiding] = useState(false);
  const [rectifying, setRectifying] = useState(false);
  const [sending, setSending] = useState(false);
  const live = invoice.status === 'issued';
  return (
    <Stack gap="lg">
      <Header
        invoice={invoice}
        actions={
          <>
            <PdfButton invoice={invoice} />
            {invoice.checkingUrl && (
              <Button
                variant="default"
                component="a"
                href={invoice.checkingUrl}
                target="_blank"
                rel="noreferrer"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('invoices.check')}
              </Button>
            )}
            {live && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconMail size={16} />}
                  onClick={() => setSending(true)}
                >
                  {t('invoices.send')}
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconReceipt size={16} />}
                  onClick={() => setRectifying(true)}
                >
                  {t('invoices.rectify')}
                </Button>
                <Button variant="light" color="red" onClick={() => setVoiding(true)}>
                  {t('invoices.void')}
                </Button>
              </>
            )}
          </>
        }
      />
      {invoice.status === 'voided' && (
        <Alert color="red" variant="light">
          {t('invoices.voidReason', { reason: invoice.voidReason })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Party title={t('invoices.issuer')} party={invoice.issuer} />
        <Party title={t('invoices.customer')} party={invoice.customer} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.line.description')}</Table.Th>
                <Table.Th ta="right">{t('invoices.line.quantity')}</Table.Th>
                <Table.Th ta="right">{t('invoices.line.price')}</Table.Th>
                <Table.Th>{t('invoices.line.treatment')}</Table.Th>
                <Table.Th ta="right">{t('invoices.line.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never move
                <Table.Tr key={index}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unitPrice, locale, invoice.currency)}</Table.Td>
                  <Table.Td>
                    {line.treatment === 'S1'
                      ? `${t(`invoices.tax.${invoice.tax}`)} ${formatPercent(line.rate, locale)}`
                      : t(`invoices.treatment.${line.treatment}`)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(line.quantity * line.unitPrice, locale, invoice.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {/* wrap-reverse puts the figures above the QR code on a phone, and flex-end is then the top */}
      <Group align="flex-end" justify="space-between" wrap="wrap-reverse">
        {invoice.qrCode && (
          <Paper withBorder radius="md" p="md">
            <Text size="sm" lang="es">
              QR tributario:
            </Text>
            <Image
              src={invoice.qrCode}
              w={140}
              h={140}
              alt={t('invoices.qr.alt', { number: invoice.numSerie ?? '' })}
            />
          </Paper>
        )}
        <Stack gap="md" maw={420} w="100%" ml="auto">
          <TotalsTable
            totals={invoice}
            withholdingPorciento={invoice.withholdingPorciento}
            currency={invoice.currency}
          />
          {invoice.euroFigures && (
            <EuroFiguresTable
              figures={invoice.euroFigures}
              tax={invoice.tax}
              currency={invoice.currency}
              rate={invoice}
            />
          )}
        </Stack>
      </Group>
      {invoice.legends.length > 0 && <Legends legends={invoice.legends} />}
      {invoice.rectifiedBy.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h5" mb={4}>
            {t('invoices.rectifiedBy')}
          </Title>
          {invoice.rectifiedBy.map((one) => (
            <Anchor
              key={one.id}
              display="block"
              renderRoot={(props) => (
                <Link
                  to="/{-$locale}/invoice/$id"
                  params={{ locale: paramOfLocale(locale), id: String(one.id) }}
                  {...props}
                />
              )}
            >
              {one.numSerie ?? t('invoices.status.draft')} · {t(`invoices.status.${one.status}`)}
            </Anchor>
          ))}
        </Paper>
      )}
      {invoice.status === 'issued' && <PaymentsPanel invoice={invoice} />}
      <RecordsPanel invoice={invoice} />
      <VoidModal invoice={invoice} opened={voiding} onClose={() => setVoiding(false)} />
      <SendModal invoice={invoice} opened={sending} onClose={() => setSending(false)} />
      <RectifyModal invoice={invoice} opened={rectifying} onClose={() => setRectifying(false)} />
    </Stack>
  );
}

function VoidModal({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const t = useT();
  const voiding = useMutation(
    trpc.invoices.void.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.invoices.find.queryKey({ id: invoice.id }), next);
        showSuccess(t('invoices.voided'));
        onClose();
        return refreshLists();
      },
    }),
  );
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={t('invoices.void.title')}
      text={t('invoices.void.text')}
      label={t('invoices.void.reason')}
      confirm={t('invoices.void.confirm')}
      color="red"
      pending={voiding.isPending}
      error={voiding.error}
      onSubmit={(reason) => voiding.mutate({ id: invoice.id, version: invoice.version, reason })}
    />
  );
}

function RectifyModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const series = useQuery({
    ...trpc.invoices.series.queryOptions({ empresaId: invoice.empresaId }),
    enabled: opened,
  });
  const rectifying = (series.data ?? []).filter((one) => one.kind === 'rectifying');
  const [seriesId, setSeriesId] = useState<string | null>(null);
  const picked = seriesId ?? (rectifying[0] ? String(rectifying[0].id) : null);
  const [type, setType] = useState<'R1' | 'R2' | 'R3' | 'R4' | 'R5'>(invoice.type === 'F2' ? 'R5' : 'R1');
  const [kind, setKind] = useState<'S' | 'I'>('S');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const rectify = useMutation(
    trpc.invoices.rectify.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (draft) => {
        onClose();
        void refreshLists();
        void navigate({
          to: '/{-$locale}/invoice/$id',
          params: { locale: paramOfLocale(locale), id: String(draft.id) },
        });
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('invoices.rectify.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (picked && reason.trim()) {
            rectify.mutate({ id: invoice.id, seriesId: Number(picked), type, kind, reason });
          }
        }}
      >
        <Stack>
          {series.isSuccess && rectifying.length === 0 ? (
            <Alert color="orange" variant="light">
              {t('invoices.rectify.noSeries')}
            </Alert>
          ) : (
            <Select
              label={t('invoices.series.pick')}
              required
              data={rectifying.map((one) => ({ value: String(one.id), label: one.code }))}
              value={picked}
              onChange={setSeriesId}
            />
          )}
          <Select
            label={t('invoices.rectify.type')}
            data={(['R1', 'R2', 'R3', 'R4', 'R5'] as const).map((value) => ({
              value,
              label: `${value} · ${t(`invoices.type.${value}`)}`,
            }))}
            value={type}
            allowDeselect={false}
            onChange={(value) => setType((value ?? 'R1') as typeof type)}
          />
          <Select
            label={t('invoices.rectify.kind')}
            data={(['S', 'I'] as const).map((value) => ({ value, label: t(`invoices.kind.${value}`) }))}
            value={kind}
            allowDeselect={false}
            onChange={(value) => setKind(value === 'I' ? 'I' : 'S')}
          />
          <Textarea
            label={t('invoices.rectify.reason')}
            required
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tried && !reason.trim() ? t('validation.required') : undefined}
          />
          {rectify.isError && <ErrorAlert>{errorMessageOf(rectify.error)}</ErrorAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!picked} loading={rectify.isPending}>
              {t('invoices.rectify.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const submissionColors: Record<string, string> = {
  not_taken: 'gray',
  pending: 'blue',
  accepted: 'teal',
  accepted_with_errors: 'orange',
  rejected: 'red',
};

/** The invoice's VERI*FACTU records, each with its fingerprint and, when Bolo sends them, the AEAT's answer. */
function RecordsPanel({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const locale = useLocale();
  const submissions = useQuery(trpc.invoices.submissions.queryOptions({ invoiceId: invoice.id }));
  const sending = submissions.data?.sending ?? false;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb={4}>
        {t('invoices.records')}
      </Title>
      <Stack gap="xs">
        {invoice.records.map((record) => {
          const sent = submissions.data?.records.find((one) => one.recordId === record.id);
          return (
            <Stack key={record.id} gap={2}>
              <Text size="sm">
                {t(`invoices.record.${record.kind}`)} · {record.generatedAt} · {t('invoices.record.huella')}{' '}
                <Code style={{ wordBreak: 'break-all' }}>{record.huella}</Code>
              </Text>
              {sending && sent && (
                <Group gap="xs">
                  <Badge variant="light" color={submissionColors[sent.status]}>
                    {t(`invoices.submission.${sent.status}`)}
                  </Badge>
                  {sent.csv && <Text size="xs">CSV {sent.csv}</Text>}
                  {sent.answeredAt && <Text size="xs">{formatDateTime(sent.answeredAt, locale)}</Text>}
                </Group>
              )}
              {sending && sent?.errorCode && (
                <Alert color={sent.status === 'rejected' ? 'red' : 'orange'} variant="light">
                  {t('invoices.submission.error', { code: sent.errorCode, text: sent.errorText ?? '' })}
                </Alert>
              )}
            </Stack>
          );
        })}
        {submissions.data && !sending && (
          <Text size="xs" c="dimmed">
            {t('invoices.submission.off')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** What has been paid of an issued invoice, what is still due, and a payment recorded against it. */
function PaymentsPanel({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const locale = useLocale();
  const [paying, setPaying] = useState(false);
  // the page is Facturas's; a payment is Pagos's too
  const mayPay = useCan('Pagos');
  const remove = useMutation(
    trpc.invoices.deletePayment.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.invoices.find.queryKey({ id: invoice.id }), next);
        showSuccess(t('invoices.payment.deleted'));
        return refreshLists();
      },
    }),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoice-payments">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id="invoice-payments">
          {t('invoices.payments')}
        </Title>
        {mayPay && invoice.balance > 0 && (
          <Button size="xs" leftSection={<IconCash size={14} />} onClick={() => setPaying(true)}>
            {t('invoices.pay')}
          </Button>
        )}
      </Group>
      <Table>
        <Table.Tbody>
          {invoice.payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{formatEventDate(payment.paidOn, null, locale)}</Table.Td>
              <Table.Td>{t(`invoices.method.${payment.method}`)}</Table.Td>
              <Table.Td>{payment.reference}</Table.Td>
              <Table.Td ta="right">{formatMoney(payment.amount, locale, invoice.currency)}</Table.Td>
              <Table.Td w={40}>
                {mayPay && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('invoices.payment.delete', {
                      amount: formatMoney(payment.amount, locale, invoice.currency),
                      date: formatEventDate(payment.paidOn, null, locale),
                    })}
                    loading={remove.isPending && remove.variables.paymentId === payment.id}
                    onClick={() =>
                      confirmDestructive({
                        title: t('invoices.payment.delete.title'),
                        text: t('invoices.payment.delete.text'),
                        confirm: t('invoices.payment.delete.confirm'),
                        cancel: t('common.cancel'),
                        onConfirm: () => remove.mutate({ id: invoice.id, paymentId: payment.id }),
                      })
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" colSpan={3}>
              {t('invoices.balance')}
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatMoney(invoice.balance, locale, invoice.currency)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {remove.isError && <ErrorAlert>{errorMessageOf(remove.error)}</ErrorAlert>}
      <PayModal invoice={invoice} opened={paying} onClose={() => setPaying(false)} />
    </Paper>
  );
}

function PayModal({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const t = useT();
  const { currency } = invoice;
  const money = useMoneyInputProps(currency);
  const [paidOn, setPaidOn] = useState(() => new Date().toLocaleDateString('sv'));
  const [amount, setAmount] = useState<number | string>(eurosOf(invoice.balance, currency));
  const [method, setMethod] = useState<(typeof paymentMethods)[number]>('transfer');
  const [reference, setReference] = useState('');
  const pay = useMutation(
    trpc.invoices.pay.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.invoices.find.queryKey({ id: invoice.id }), next);
        showSuccess(t('invoices.paid'));
        onClose();
        return refreshLists();
      },
    }),
  );
  const cents = centsOf(amount, currency);
  return (
    <Modal opened={opened} onClose={onClose} title={t('invoices.pay')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (cents && paidOn) pay.mutate({ id: invoice.id, paidOn, amount: cents, method, reference });
        }}
      >
        <Stack>
          <DateField label={t('invoices.pay.date')} required value={paidOn} onChange={setPaidOn} />
          <NumberInput
            {...money}
            label={t('invoices.pay.amount', { currency: money.rightSection })}
            required
            value={amount}
            onChange={setAmount}
          />
          <Select
            label={t('invoices.pay.method')}
            data={paymentMethods.map((value) => ({ value, label: t(`invoices.method.${value}`) }))}
            value={method}
            allowDeselect={false}
            onChange={(value) => setMethod((value ?? 'transfer') as typeof method)}
          />
          <TextInput
            label={t('invoices.pay.reference')}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
          />
          {pay.isError && <ErrorAlert>{errorMessageOf(pay.error)}</ErrorAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!cents || !paidOn} loading={pay.isPending}>
              {t('invoices.pay.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Addresses typed in one box, separated by commas, semicolons or spaces. */
const addressesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The invoice's PDF sent to the addresses typed, through the outbox (the mailbox shows its state). */
function SendModal({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const t = useT();
  const [to, setTo] = useState('');
  const send = useMutation(
    trpc.invoices.send.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: () => {
        showSuccess(t('invoices.send.done'));
        onClose();
      },
    }),
  );
  const addresses = addressesOf(to);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invoices.send.title', { number: invoice.numSerie ?? '' })}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (addresses.length > 0) send.mutate({ id: invoice.id, to: addresses });
        }}
      >
        <Stack>
          <TextInput
            type="text"
            inputMode="email"
            label={t('invoices.send.to')}
            description={t('invoices.send.toHint')}
            required
            data-autofocus
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
          {send.isError && <ErrorAlert>{errorMessageOf(send.error)}</ErrorAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={addresses.length === 0} loading={send.isPending}>
              {t('invoices.send.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
