import type { AppRouter } from '@bolo/api';
import { type IrnrExemption, irnrExemptions } from '@bolo/api/events/settlements/public';
import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  List,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconFileInvoice, IconPaperclip } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { type ChangeEvent, useId, useRef } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorMessageOf } from '../../../lib/api-errors';
import { formatMoney } from '../../../lib/format';
import { uploadForm } from '../../../lib/rest';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc } from '../../../trpc';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { DateField } from '../../layout/DateField';
import { CurrencySelect } from '../conditions/CurrencySelect';
import { type Amount, centsOrZero, eurosOf } from '../conditions/money';
import { useMoneyInputProps } from '../conditions/money-input';

type Answer = inferRouterOutputs<AppRouter>['receivedInvoices']['get'];

interface InvoiceValues {
  number: string;
  issueDate: string;
  currency: string;
  base: Amount;
  vat: Amount;
  withholding: Amount;
  irnrExemption: IrnrExemption;
  irnrExemptionReference: string;
}

const amounts = ['base', 'vat', 'withholding'] as const;

const valuesOf = (invoice: Answer['invoice']): InvoiceValues =>
  invoice
    ? {
        number: invoice.number,
        issueDate: invoice.issueDate,
        currency: invoice.currency,
        base: eurosOf(invoice.base, invoice.currency),
        vat: eurosOf(invoice.vat, invoice.currency),
        withholding: eurosOf(invoice.withholding, invoice.currency),
        irnrExemption: invoice.irnrExemption,
        irnrExemptionReference: invoice.irnrExemptionReference,
      }
    : {
        number: '',
        issueDate: '',
        currency: 'EUR',
        base: '',
        vat: '',
        withholding: '',
        irnrExemption: 'none',
        irnrExemptionReference: '',
      };

const path = (eventId: number) => `/api/evento/${eventId}/liquidacion/factura-artista/fichero`;

/**
 * The artist's invoice (issue 30): typed as it came, its file attached, and checked against the
 * settlement's figures; a warning names each figure that differs.
 */
export function ReceivedInvoicePanel({ eventId, locked }: { eventId: number; locked: boolean }) {
  const t = useT();
  const titleId = useId();
  const query = useQuery(trpc.receivedInvoices.get.queryOptions({ eventId }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconFileInvoice size={20} />
          <Title order={4} id={titleId}>
            {t('settlement.invoice.title')}
          </Title>
        </Group>
        {query.error && <ErrorAlert>{errorMessageOf(query.error)}</ErrorAlert>}
        {query.data && (
          <InvoiceForm
            key={query.data.invoice?.version ?? 0}
            answer={query.data}
            eventId={eventId}
            locked={locked}
          />
        )}
      </Stack>
    </Paper>
  );
}

function InvoiceForm({ answer, eventId, locked }: { answer: Answer; eventId: number; locked: boolean }) {
  const t = useT();
  const locale = useLocale();
  const form = useForm<InvoiceValues>({
    mode: 'controlled',
    initialValues: valuesOf(answer.invoice),
    validate: {
      number: (value) => (value.trim() === '' ? t('validation.required') : null),
      issueDate: (value) => (value === '' ? t('validation.required') : null),
    },
  });
  const money = useMoneyInputProps(form.values.currency);
  const queryKey = trpc.receivedInvoices.get.queryKey({ eventId });
  const shown = (next: Answer) => queryClient.setQueryData(queryKey, next);
  const save = useMutation(
    trpc.receivedInvoices.save.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (next) => {
        shown(next);
        showSuccess(t('settlement.invoice.saved'));
      },
    }),
  );
  const resetFile = useRef<() => void>(null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return uploadForm<Answer>(path(eventId), body, () => undefined, {
        failed: t('settlement.invoice.fileFailed'),
        network: t('settlement.invoice.fileNetwork'),
      });
    },
    meta: { errorDisplay: 'inline' },
    onSettled: () => resetFile.current?.(),
    onSuccess: (next) => {
      shown(next);
      showSuccess(t('settlement.invoice.fileSaved'));
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate({
      eventId,
      version: answer.invoice?.version ?? 0,
      number: values.number,
      issueDate: values.issueDate,
      currency: values.currency,
      base: centsOrZero(values.base, values.currency),
      vat: centsOrZero(values.vat, values.currency),
      withholding: centsOrZero(values.withholding, values.currency),
      irnrExemption: values.irnrExemption,
      irnrExemptionReference: values.irnrExemptionReference,
    }),
  );
  const exempt = form.values.irnrExemption !== 'none';
  // nothing is withheld from exempt income: choosing an exemption clears the withholding
  const exemptionInput = form.getInputProps('irnrExemption');
  const chooseExemption = (event: ChangeEvent<HTMLSelectElement>) => {
    exemptionInput.onChange(event);
    if (event.currentTarget.value !== 'none') form.setFieldValue('withholding', 0);
  };
  // the settlement's figures are euros: an amount compared is written in euros
  const written = (value: number | string) =>
    typeof value === 'string' ? value : formatMoney(value, locale);
  return (
    <Stack gap="sm">
      {answer.invoice && answer.mismatches.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('settlement.invoice.mismatch')}
        >
          <List size="sm" spacing={2}>
            {answer.mismatches.map((mismatch) => (
              <List.Item key={mismatch.figure}>
                {t('settlement.invoice.mismatchLine', {
                  figure: t(`settlement.invoice.${mismatch.figure}`),
                  invoiced: written(mismatch.invoiced),
                  settled: written(mismatch.settled),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {answer.invoice && answer.mismatches.length === 0 && (
        <Group gap={6} c="teal">
          <IconCircleCheck size={18} />
          <Text size="sm">
            {t(
              answer.settlementStatus === 'locked'
                ? 'settlement.invoice.matchesLocked'
                : 'settlement.invoice.matches',
            )}
          </Text>
        </Group>
      )}
      <form noValidate onSubmit={submit} aria-label={t('settlement.invoice.title')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('settlement.invoice.number')} {...form.getInputProps('number')} />
            <DateField label={t('settlement.invoice.issueDate')} {...form.getInputProps('issueDate')} />
          </SimpleGrid>
          <CurrencySelect label={t('settlement.invoice.currency')} {...form.getInputProps('currency')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {amounts.map((name) => (
              <NumberInput
                key={name}
                {...money}
                label={t(`settlement.invoice.${name}`)}
                {...form.getInputProps(name)}
              />
            ))}
          </SimpleGrid>
          {(answer.taxSituation === 'non_resident' || exempt) && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={t('settlement.invoice.exemption')}
                description={t('settlement.invoice.exemptionHint')}
                data={irnrExemptions.map((value) => ({
                  value,
                  label: t(`settlement.invoice.exemption.${value}`),
                }))}
                {...exemptionInput}
                onChange={chooseExemption}
              />
              {exempt && (
                <TextInput
                  label={t('settlement.invoice.exemptionReference')}
                  description={t('settlement.invoice.exemptionReferenceHint')}
                  {...form.getInputProps('irnrExemptionReference')}
                />
              )}
            </SimpleGrid>
          )}
          {save.isError && <ErrorAlert>{errorMessageOf(save.error)}</ErrorAlert>}
          <Group justify="space-between">
            <Button type="submit" size="sm" loading={save.isPending}>
              {t('settlement.invoice.save')}
            </Button>
            {locked && (
              <Text size="xs" c="dimmed">
                {t('settlement.invoice.lockedHint')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
      {answer.invoice && (
        <Group gap="sm">
          <FileButton
            resetRef={resetFile}
            onChange={(file) => file && upload.mutate(file)}
            accept="application/pdf,image/png,image/jpeg"
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconPaperclip size={14} />}
                loading={upload.isPending}
              >
                {t(answer.invoice?.fileName ? 'settlement.invoice.replaceFile' : 'settlement.invoice.attach')}
              </Button>
            )}
          </FileButton>
          {answer.invoice.fileName && (
            <Anchor href={path(eventId)} download size="sm">
              {answer.invoice.fileName}
            </Anchor>
          )}
        </Group>
      )}
      {upload.isError && <ErrorAlert>{errorMessageOf(upload.error)}</ErrorAlert>}
    </Stack>
  );
}
