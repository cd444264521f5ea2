import {
  artistTaxesOf,
  cancellationTaxesOf,
  taxTerritoryOf,
  ticketTaxes,
} from '@bolo/api/events/settlements/public';
import { DEFAULT_CURRENCY } from '@bolo/templating/format';
import {
  Alert,
  Badge,
  Box,
  Button,
  FileButton,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconFileImport, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-errors';
import { formatPercent } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc } from '../../../trpc';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { ExchangeRateFields } from '../../forms/ExchangeRateFields';
import { saveBarError } from '../../forms/save-error';
import { useMoneyInputProps } from '../conditions/money-input';
import { SaveBar, TabLoading, TabSection } from '../conditions/TabParts';
import { TierEditor } from '../conditions/TierEditor';
import { serverFieldErrors } from '../editor/form-errors';
import { type EventTabProps, useReportDirty } from '../event-tab';
import { importTicketsCsv } from './api';
import { FiguresPanel } from './FiguresPanel';
import { ReceivedInvoicePanel } from './ReceivedInvoicePanel';
import { SettlementActions } from './SettlementActions';
import { BonusLines, ExpenseLines, TicketLines } from './SettlementLines';
import {
  type Settlement,
  type SettlementValues,
  settlementChanged,
  settlementErrors,
  settlementInputOf,
  settlementValuesOf,
} from './settlement-form';

/** The settlement tab (issue 21): the actual figures typed or imported, the server's sums beside them. */
export function SettlementTab({ eventId, onDirtyChange }: EventTabProps) {
  const t = useT();
  // the form keeps what it was given; the version a save goes with is the one read now
  const settlement = useQuery({
    ...trpc.settlements.get.queryOptions({ eventId }),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  const read = settlement.isFetchedAfterMount ? settlement.data : undefined;
  if (!read)
    return (
      <TabLoading
        error={settlement.error}
        onRetry={() => void settlement.refetch()}
        texts={{ loading: t('settlement.loading'), loadError: t('settlement.loadError') }}
      />
    );
  return <SettlementForm read={read} onDirtyChange={onDirtyChange} />;
}

const latestSettlement = (eventId: number) =>
  queryClient.fetchQuery({ ...trpc.settlements.get.queryOptions({ eventId }), staleTime: 0 });

/** A deal field's label, marked when the settlement changed it from the hiring conditions. */
function ChangedLabel({ changed, children }: { changed: boolean; children: ReactNode }) {
  const t = useT();
  if (!changed) return children;
  return (
    <Group gap={6} component="span" wrap="nowrap">
      {children}
      <Tooltip label={t('settlement.deal.changedHelp')}>
        <Badge size="xs" color="orange" variant="light">
          {t('settlement.deal.changed')}
        </Badge>
      </Tooltip>
    </Group>
  );
}

function SettlementForm({
  read,
  onDirtyChange,
}: {
  read: Settlement;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const money = useMoneyInputProps();
  const dealMoney = useMoneyInputProps(read.deal.currency);
  /** What every percentage of the form takes: 0–100 with two decimals, in the page's notation. */
  const percentInput = {
    decimalScale: 2,
    decimalSeparator: money.decimalSeparator,
    allowNegative: false,
    min: 0,
    max: 100,
    hideControls: true,
    rightSection: '%',
  };
  const required = t('validation.required');
  // the settlement as last read or saved: its version, state and figures
  const [settlement, setSettlement] = useState(read);
  const [baseline, setBaseline] = useState(() => settlementValuesOf(read));
  const [submitted, setSubmitted] = useState(false);
  const [conflict, setConflict] = useState(false);
  const locked = settlement.status === 'locked';
  const dealChanges = new Set(settlement.figures.dealChanges);
  const form = useForm<SettlementValues>({
    mode: 'controlled',
    initialValues: baseline,
    validate: (values) => settlementErrors(values, locale, required),
    enhanceGetInputProps: () => ({ disabled: locked }),
  });
  const dirty = !locked && settlementChanged(form.values, baseline);
  useReportDirty(dirty, onDirtyChange);

  // a missing concept or tier is pointed out once the field was used or a save tried
  const liveErrors = Object.fromEntries(
    Object.entries(settlementErrors(form.values, locale, required)).filter(
      ([path, message]) => message !== required || submitted || form.isTouched(path),
    ),
  );

  /** Shows `latest` as saved; the form takes its values unless what was typed is kept. */
  const show = (latest: Settlement, intoForm = true) => {
    const values = settlementValuesOf(latest);
    setSettlement(latest);
    // the artist's invoice is checked against the figures just saved
    void queryClient.invalidateQueries({
      queryKey: trpc.receivedInvoices.get.queryKey({ eventId: latest.eventId }),
    });
    setBaseline(values);
    if (intoForm) {
      form.setValues(values);
      form.clearErrors();
      form.resetTouched();
      setSubmitted(false);
    }
  };

  const save = useMutation(
    trpc.settlements.save.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (saved) => {
        show(saved);
        showSuccess(t('settlement.saved'));
      },
      onError: (error) => {
        if (errorCodeOf(error) === 'version_conflict') return setConflict(true);
        if (errorCodeOf(error) === 'validation_error') form.setErrors(serverFieldErrors(error, locale));
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.events.audit.pathKey() }),
    }),
  );
  const resetCsv = useRef<() => void>(null);
  const csv = useMutation({
    mutationFn: (file: File) => importTicketsCsv(settlement.eventId, settlement.version, file, t),
    meta: { errorDisplay: 'inline' },
    // the same file may be picked again once it is fixed
    onSettled: () => resetCsv.current?.(),
    onSuccess: async () => {
      const latest = await latestSettlement(settlement.eventId);
      show(latest);
      showSuccess(t('settlement.csv.imported', { count: latest.tickets.length }));
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setConflict(false);
      save.mutate({ eventId: settlement.eventId, version: settlement.version, ...settlementInputOf(values) });
    },
    () => setSubmitted(true),
  );

  const takeLatest = async (intoForm: boolean) => {
    show(await latestSettlement(settlement.eventId), intoForm);
    setConflict(false);
    save.reset();
  };
  const discard = () => {
    form.setValues(baseline);
    form.clearErrors();
    form.resetTouched();
    setSubmitted(false);
    save.reset();
  };

  const cancelled = form.values.cancelled;
  const foreign = form.values.deal.currency !== DEFAULT_CURRENCY;
  const taxes = (cancelled ? cancellationTaxesOf : artistTaxesOf)(settlement.artist);
  const country =
    new Intl.DisplayNames([locale], { type: 'region' }).of(settlement.artist.taxResidence) ??
    settlement.artist.taxResidence;
  const percent = (value: number) => formatPercent(value, locale);
  const territory = taxTerritoryOf(settlement.figures.taxName);
  const ticketTax = ticketTaxes[territory];
  const rateOptions = ticketTax.rates.map((rate) => ({
    value: String(rate),
    label: `${ticketTax.name} ${percent(rate)}`,
  }));

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <form noValidate onSubmit={submit} aria-label={t('editor.tab.settlement')}>
          <Stack gap="md">
            {settlement.version === 0 && (
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
                {t('settlement.draftHint')}
              </Alert>
            )}
            <TabSection title={t('settlement.kind.title')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Switch
                  label={t('settlement.kind.cancelled')}
                  description={t('settlement.kind.help')}
                  {...form.getInputProps('cancelled', { type: 'checkbox' })}
                />
                {cancelled && (
                  <NumberInput
                    {...money}
                    label={t('settlement.cancellationFee')}
                    {...form.getInputProps('cancellationFee')}
                  />
                )}
              </SimpleGrid>
            </TabSection>
            <TabSection title={t('settlement.tickets.title')} hidden={cancelled}>
              <Stack gap="sm">
                <TicketLines
                  form={form}
                  locked={locked}
                  rates={rateOptions}
                  defaultRate={t('settlement.tickets.taxRateDefault', {
                    rate: `${ticketTax.name} ${percent(Number(form.values.vatRate))}`,
                  })}
                />
                {!locked && (
                  <Group gap="sm" align="center">
                    <FileButton
                      resetRef={resetCsv}
                      onChange={(file) => file && csv.mutate(file)}
                      accept=".csv,text/csv"
                      disabled={dirty || csv.isPending}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          variant="light"
                          size="xs"
                          leftSection={<IconFileImport size={14} />}
                          loading={csv.isPending}
                        >
                          {t('settlement.csv.import')}
                        </Button>
                      )}
                    </FileButton>
                    <Text size="xs" c="dimmed" style={{ flex: 1 }}>
                      {dirty ? t('settlement.csv.saveFirst') : t('settlement.csv.help')}
                    </Text>
                  </Group>
                )}
                {csv.isError && <ErrorAlert>{errorMessageOf(csv.error)}</ErrorAlert>}
              </Stack>
            </TabSection>
            <TabSection title={t('settlement.taxes.title', { tax: ticketTax.name })} hidden={cancelled}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NativeSelect
                  label={t('settlement.vatRateOf', { tax: ticketTax.name })}
                  description={t(`settlement.taxTerritory.${territory}`)}
                  data={rateOptions}
                  {...form.getInputProps('vatRate')}
                />
                <NumberInput
                  label={t('settlement.sgae')}
                  {...percentInput}
                  {...form.getInputProps('sgaePorciento')}
                />
              </SimpleGrid>
            </TabSection>
            <TabSection title={t('settlement.expenses.title')}>
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  {t('settlement.expenses.help')}
                </Text>
                <ExpenseLines form={form} locked={locked} errors={liveErrors} />
              </Stack>
            </TabSection>
            <TabSection title={t('settlement.deal.title')} hidden={cancelled}>
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  {t('settlement.deal.help')}
                </Text>
                {foreign && (
                  <ExchangeRateFields
                    currency={form.values.deal.currency}
                    values={form.values}
                    onChange={form.setValues}
                    errors={liveErrors}
                  >
                    <Text size="sm">
                      {t('settlement.exchange.help', { currency: form.values.deal.currency })}
                    </Text>
                    {settlement.figures.exchange?.rate === null && (
                      <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
                        {t('settlement.exchange.missing', { currency: form.values.deal.currency })}
                      </Alert>
                    )}
                  </ExchangeRateFields>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                  <Switch
                    label={
                      <ChangedLabel changed={dealChanges.has('fijo')}>
                        {t('conditions.fijo.active')}
                      </ChangedLabel>
                    }
                    mt={{ sm: 28 }}
                    {...form.getInputProps('deal.fijo.active', { type: 'checkbox' })}
                  />
                  <NumberInput
                    {...dealMoney}
                    label={t('conditions.fijo.quantity', { currency: dealMoney.rightSection })}
                    {...form.getInputProps('deal.fijo.quantity')}
                    disabled={locked || !form.values.deal.fijo.active}
                  />
                </SimpleGrid>
                <Switch
                  label={
                    <ChangedLabel changed={dealChanges.has('variable')}>
                      {t('conditions.variable.active')}
                    </ChangedLabel>
                  }
                  {...form.getInputProps('deal.variable.active', { type: 'checkbox' })}
                />
                <TierEditor
                  form={form}
                  path="deal.variable.sections"
                  sections={form.values.deal.variable.sections}
                  currency={form.values.deal.currency}
                  onAdd={(section) => form.insertListItem('deal.variable.sections', section)}
                  errors={liveErrors}
                  disabled={locked}
                />
                <Switch
                  label={
                    <ChangedLabel changed={dealChanges.has('versus')}>{t('settlement.versus')}</ChangedLabel>
                  }
                  {...form.getInputProps('versus', { type: 'checkbox' })}
                />
                <NumberInput
                  {...dealMoney}
                  label={
                    <ChangedLabel changed={dealChanges.has('promoterProfit')}>
                      {t('conditions.promoterProfit')}
                    </ChangedLabel>
                  }
                  description={t('conditions.promoterProfit.help')}
                  {...form.getInputProps('deal.promoterProfit')}
                />
              </Stack>
            </TabSection>
            <TabSection title={t('settlement.bonuses.title')} hidden={cancelled}>
              <BonusLines form={form} locked={locked} errors={liveErrors} />
            </TabSection>
            <TabSection title={t('settlement.artistTaxes.title')}>
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  {t('settlement.artistTaxes.help', {
                    situation: t(`settlement.taxSituation.${taxes.situation}`, { country }),
                  })}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                  <NumberInput
                    label={t('settlement.feeVat.override')}
                    description={
                      taxes.feeVat.notSubject
                        ? t('settlement.feeVat.notSubject')
                        : taxes.feeVat.reverseCharge
                          ? t('settlement.feeVat.reverseCharge')
                          : t('settlement.feeVat.bySituation', { rate: percent(taxes.feeVat.porciento) })
                    }
                    placeholder={percent(taxes.feeVat.porciento)}
                    {...percentInput}
                    {...form.getInputProps('feeVatPorciento')}
                  />
                  <TextInput
                    label={t('settlement.feeVat.reason')}
                    mt={{ sm: 'lg' }}
                    {...form.getInputProps('feeVatReason')}
                    error={liveErrors.feeVatReason}
                    disabled={locked || form.values.feeVatPorciento === ''}
                  />
                  <NumberInput
                    label={t('settlement.withholding.override')}
                    description={
                      taxes.withholding.kind === null
                        ? t('settlement.withholding.none')
                        : t('settlement.withholding.bySituation', {
                            kind: taxes.withholding.kind,
                            rate: percent(taxes.withholding.porciento),
                          })
                    }
                    placeholder={percent(taxes.withholding.porciento)}
                    {...percentInput}
                    {...form.getInputProps('withholdingPorciento')}
                  />
                  <TextInput
                    label={t('settlement.withholding.reason')}
                    mt={{ sm: 'lg' }}
                    {...form.getInputProps('withholdingReason')}
                    error={liveErrors.withholdingReason}
                    disabled={locked || form.values.withholdingPorciento === ''}
                  />
                </SimpleGrid>
              </Stack>
            </TabSection>
            {!locked && (
              <SaveBar
                dirty={dirty}
                saving={save.isPending}
                conflict={conflict}
                conflictText={t('settlement.conflict')}
                error={saveBarError({
                  save,
                  fieldErrors: form.errors,
                  invalid: { submitted, liveErrors, text: t('settlement.invalid') },
                })}
                onReload={() => void takeLatest(true)}
                onKeep={() => void takeLatest(false)}
                onDiscard={discard}
              />
            )}
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Box
          pos={{ lg: 'sticky' }}
          top="calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))"
        >
          <Stack gap="md">
            <FiguresPanel
              figures={settlement.figures}
              cancelled={settlement.kind === 'cancelled'}
              stale={dirty}
            />
            <SettlementActions settlement={settlement} dirty={dirty} onChange={show} />
            <ReceivedInvoicePanel eventId={settlement.eventId} locked={locked} />
          </Stack>
        </Box>
      </Grid.Col>
    </Grid>
  );
}
