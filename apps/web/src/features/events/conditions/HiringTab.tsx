import type { AppRouter } from '@bolo/api';
import { hiringOrder } from '@bolo/api/events/public';
import { Accordion, Badge, Box, Grid, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useRef, useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf, isApiError } from '../../../lib/api-errors';
import { formatMoney } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../../trpc';
import { saveBarError } from '../../forms/save-error';
import { messagesOfIssueTree } from '../../masters/rule-text';
import { type EventTabProps, useReportDirty } from '../event-tab';
import { DealPanel } from './DealPanel';
import { HiringBlock } from './HiringBlock';
import {
  cacheOf,
  changedParties,
  type HiringFormValues,
  type HiringRow,
  hiringErrors,
  hiringFormValuesOf,
  hiringInputOf,
  type PartyKind,
} from './hiring-form';
import { SaveBar, TabLoading } from './TabParts';

type EventOutput = inferRouterOutputs<AppRouter>['events']['find'];

/** The hiring conditions tab: one block per party, the deal calculator beside them, one Save. */
export function HiringTab({ eventId, onDirtyChange }: EventTabProps) {
  const event = useQuery(trpc.events.find.queryOptions({ id: eventId }));
  // the form keeps what it was given, whatever is read later; a reload after a conflict reads again
  const hiring = useQuery({
    ...trpc.events.hiring.list.queryOptions({ eventId }),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  // the versions a save goes with are those read now, never a cached copy
  const rows = hiring.isFetchedAfterMount ? hiring.data : undefined;
  if (!event.data || !rows)
    return (
      <TabLoading
        error={event.error ?? hiring.error}
        onRetry={() => {
          void event.refetch();
          void hiring.refetch();
        }}
      />
    );
  return <HiringForm event={event.data} rows={rows} onDirtyChange={onDirtyChange} />;
}

const latestBlocks = (eventId: number) =>
  queryClient.fetchQuery({ ...trpc.events.hiring.list.queryOptions({ eventId }), staleTime: 0 });

function HiringForm({
  event,
  rows: rowsRead,
  onDirtyChange,
}: {
  event: EventOutput;
  rows: HiringRow[];
  onDirtyChange: (dirty: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const required = t('validation.required');
  // the blocks as last read or saved: their versions go with the next save
  const [rows, setRows] = useState(rowsRead);
  const [baseline, setBaseline] = useState(() => hiringFormValuesOf(rowsRead, hiringOrder));
  const [opened, setOpened] = useState<string[]>(['artista']);
  const [submitted, setSubmitted] = useState(false);
  const [conflict, setConflict] = useState(false);
  const saving = useRef<PartyKind | null>(null);
  const form = useForm<HiringFormValues>({
    mode: 'controlled',
    initialValues: baseline,
    validate: (values) => hiringErrors(values, hiringOrder, locale, required),
  });

  const canEdit = (party: PartyKind) => party !== 'sala' || event.existeRecinto;
  const changed = changedParties(form.values, baseline, hiringOrder);
  useReportDirty(changed.length > 0, onDirtyChange);

  // a missing "desde" or percentage is pointed out once the field was used or a save tried
  const liveErrors = Object.fromEntries(
    Object.entries(hiringErrors(form.values, hiringOrder, locale, required)).filter(
      ([path, message]) => message !== required || submitted || form.isTouched(path),
    ),
  );
  const errorsOf = (party: PartyKind) =>
    Object.keys({ ...liveErrors, ...form.errors }).some((path) => path.startsWith(`${party}.`));

  const save = useMutation({
    mutationFn: async (parties: PartyKind[]) => {
      for (const party of parties) {
        saving.current = party;
        const values = form.getValues()[party];
        const row = rows.find((candidate) => candidate.type === party);
        const input = hiringInputOf(values);
        const saved = row
          ? await trpcClient.events.hiring.update.mutate({ id: row.id, version: row.version, ...input })
          : await trpcClient.events.hiring.create.mutate({ eventId: event.id, type: party, ...input });
        setRows((previous) => [...previous.filter((candidate) => candidate.type !== party), saved]);
        setBaseline((previous) => ({ ...previous, [party]: values }));
      }
    },
    meta: { errorDisplay: 'inline' },
    onSuccess: () => {
      setSubmitted(false);
      showSuccess(t('conditions.saved'));
    },
    onError: (error) => {
      const party = saving.current;
      const code = errorCodeOf(error);
      if (code === 'version_conflict') return setConflict(true);
      if (!party) return;
      if (code === 'contract_type_not_allowed')
        form.setFieldError(`${party}.tipoContrato`, errorMessageOf(error));
      if (code === 'validation_error' && isApiError(error)) {
        const messages = messagesOfIssueTree(error.data?.issues);
        for (const [path, message] of Object.entries(messages))
          form.setFieldError(`${party}.${path}`, message);
      }
      setOpened((previous) => (previous.includes(party) ? previous : [...previous, party]));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.events.audit.pathKey() }),
  });

  const submit = form.onSubmit(
    () => {
      setConflict(false);
      save.mutate(changed.filter(canEdit));
    },
    (errors) => {
      setSubmitted(true);
      const parties = hiringOrder.filter((party) =>
        Object.keys(errors).some((path) => path.startsWith(`${party}.`)),
      );
      setOpened((previous) => [...new Set([...previous, ...parties])]);
    },
  );

  /** After a conflict: the blocks as saved now, shown in the form or only as the versions to save over. */
  const takeLatest = async (showLatest: boolean) => {
    const latest = await latestBlocks(event.id);
    const values = hiringFormValuesOf(latest, hiringOrder);
    setRows(latest);
    setBaseline(values);
    if (showLatest) {
      form.setValues(values);
      form.clearErrors();
      setSubmitted(false);
    }
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

  const partyLabel = (party: PartyKind) => t(`conditions.party.${party}`);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="md">
              {hiringOrder.map((party) => (
                <Accordion.Item key={party} value={party}>
                  <Accordion.Control aria-label={partyLabel(party)}>
                    <PartySummary
                      label={partyLabel(party)}
                      name={event[party]?.name}
                      values={form.values[party]}
                      dirty={changed.includes(party)}
                      invalid={errorsOf(party)}
                    />
                  </Accordion.Control>
                  <Accordion.Panel>
                    <HiringBlock
                      form={form}
                      party={party}
                      liveErrors={liveErrors}
                      disabled={!canEdit(party)}
                    />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            {/* beside the blocks on a wide screen, below the app header as one scrolls */}
            <Box
              pos={{ lg: 'sticky' }}
              top="calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))"
            >
              <DealPanel
                blocks={hiringOrder.map((party) => ({
                  type: party,
                  cache: cacheOf(form.values[party].cache),
                }))}
                entradas={event.entradas}
                taxTerritory={event.taxTerritory}
                partyLabel={partyLabel}
              />
            </Box>
          </Grid.Col>
        </Grid>
        <SaveBar
          dirty={changed.length > 0}
          saving={save.isPending}
          conflict={conflict}
          error={saveBarError({
            save,
            fieldErrors: form.errors,
            invalid: { submitted, liveErrors, text: t('conditions.invalid') },
          })}
          onReload={() => void takeLatest(true)}
          onKeep={() => void takeLatest(false)}
          onDiscard={discard}
        />
      </Stack>
    </form>
  );
}

/** A party's header: who it is and, at a glance, its fee and whether it needs attention. */
function PartySummary({
  label,
  name,
  values,
  dirty,
  invalid,
}: {
  label: string;
  name: string | undefined;
  values: HiringFormValues[PartyKind];
  dirty: boolean;
  invalid: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { fijo, variable } = cacheOf(values.cache);
  const tiers = variable.active ? variable.sections.length : 0;
  return (
    <Group justify="space-between" wrap="nowrap" pr="sm">
      <Box>
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed">
          {name || t('conditions.party.noName')}
        </Text>
      </Box>
      <Group gap={6} justify="flex-end">
        {fijo.active && fijo.quantity !== null && (
          <Badge variant="light" color="gray" radius="sm">
            {t('conditions.summary.fijo', { amount: formatMoney(fijo.quantity, locale) })}
          </Badge>
        )}
        {tiers > 0 && (
          <Badge variant="light" color="blue" radius="sm">
            {tiers === 1 ? t('conditions.summary.tier') : t('conditions.summary.tiers', { count: tiers })}
          </Badge>
        )}
        {(!fijo.active || fijo.quantity === null) && tiers === 0 && (
          <Badge variant="light" color="gray" radius="sm">
            {t('conditions.summary.noFee')}
          </Badge>
        )}
        {invalid && (
          <Badge color="red" radius="sm" variant="dot">
            {t('conditions.summary.invalid')}
          </Badge>
        )}
        {dirty && !invalid && (
          <Badge color="orange" radius="sm" variant="dot">
            {t('conditions.summary.unsaved')}
          </Badge>
        )}
      </Group>
    </Group>
  );
}
