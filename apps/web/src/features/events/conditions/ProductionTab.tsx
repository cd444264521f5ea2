import { dayOffsets, productionTimesFrom } from '@bolo/api/events/public';
import { formatDay, shiftDay } from '@bolo/templating/format';
import { Box, Button, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorCodeOf, isApiError } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../../trpc';
import { saveBarError } from '../../forms/save-error';
import { TimeField } from '../../layout/TimeField';
import { messagesOfIssueTree } from '../../masters/rule-text';
import { sameValues } from '../editor/general-values';
import { type EventTabProps, useReportDirty } from '../event-tab';
import {
  dayFieldOf,
  descriptionOf,
  type ProductionRow,
  type ProductionTime,
  type ProductionValues,
  productionErrors,
  productionNeeds,
  productionTimes,
  productionValuesOf,
} from './production-form';
import { SaveBar, TabLoading, TabSection } from './TabParts';

/**
 * A time of the show's day and, beside it, the day it falls on (the day before for an early
 * load-in, the day after for a backstage emptied after midnight); under it, that day's date when
 * the show has one.
 */
function TimeOnDay({
  time,
  form,
  showDay,
}: {
  time: ProductionTime;
  form: UseFormReturnType<ProductionValues>;
  showDay: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const label = t(`conditions.production.${time}`);
  const dayField = dayFieldOf(time);
  const offset = form.values[dayField];
  return (
    <Group role="group" aria-label={label} gap="xs" align="flex-end" wrap="nowrap">
      <Box flex={1} miw={0}>
        <TimeField
          required
          label={label}
          description={showDay ? formatDay(shiftDay(showDay, offset), locale, 'medium') : undefined}
          {...form.getInputProps(time)}
        />
      </Box>
      <NativeSelect
        w={185}
        aria-label={t('conditions.production.dayOf', { time: label })}
        data={dayOffsets.map((day) => ({ value: String(day), label: t(`conditions.production.day.${day}`) }))}
        value={String(offset)}
        onChange={(event) => form.setFieldValue(dayField, Number(event.currentTarget.value))}
      />
    </Group>
  );
}

/** The production conditions tab (spec §3): the times of the day, what the show needs, notes. */
export function ProductionTab({ eventId, onDirtyChange }: EventTabProps) {
  // the form keeps what it was given, whatever is read later; a reload after a conflict reads again
  const production = useQuery({
    ...trpc.events.production.list.queryOptions({ eventId }),
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  // the version a save goes with is the one read now, never a cached copy
  const rows = production.isFetchedAfterMount ? production.data : undefined;
  if (!rows) return <TabLoading error={production.error} onRetry={() => void production.refetch()} />;
  return <ProductionForm eventId={eventId} row={rows[0] ?? null} onDirtyChange={onDirtyChange} />;
}

const latestConditions = async (eventId: number) =>
  (
    await queryClient.fetchQuery({ ...trpc.events.production.list.queryOptions({ eventId }), staleTime: 0 })
  )[0] ?? null;

function ProductionForm({
  eventId,
  row: rowRead,
  onDirtyChange,
}: {
  eventId: number;
  row: ProductionRow | null;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const t = useT();
  // the conditions as last read or saved: their version goes with the next save
  const [row, setRow] = useState(rowRead);
  const [baseline, setBaseline] = useState(() => productionValuesOf(rowRead));
  const [conflict, setConflict] = useState(false);
  const form = useForm<ProductionValues>({
    mode: 'controlled',
    initialValues: baseline,
    validate: (values) => productionErrors(values, t('validation.required')),
  });
  const dirty = !sameValues(form.values, baseline);
  const event = useQuery(trpc.events.find.queryOptions({ id: eventId }));
  const startTime = event.data?.startTime ?? null;
  useReportDirty(dirty, onDirtyChange);

  const save = useMutation({
    mutationFn: (values: ProductionValues) =>
      row
        ? trpcClient.events.production.update.mutate({ id: row.id, version: row.version, ...values })
        : trpcClient.events.production.create.mutate({ eventId, ...values }),
    meta: { errorDisplay: 'inline' },
    onSuccess: (saved, values) => {
      setRow(saved);
      setBaseline(values);
      showSuccess(t('conditions.saved'));
    },
    onError: (error) => {
      const code = errorCodeOf(error);
      if (code === 'version_conflict') setConflict(true);
      else if (code === 'validation_error' && isApiError(error))
        form.setErrors(messagesOfIssueTree(error.data?.issues));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.events.audit.pathKey() }),
  });

  const submit = form.onSubmit((values) => {
    setConflict(false);
    save.mutate(values);
  });

  /** After a conflict: the conditions as saved now, shown in the form or only as the version to save over. */
  const takeLatest = async (showLatest: boolean) => {
    const latest = await latestConditions(eventId);
    const values = productionValuesOf(latest);
    setRow(latest);
    setBaseline(values);
    if (showLatest) {
      form.setValues(values);
      form.clearErrors();
    }
    setConflict(false);
    save.reset();
  };

  const discard = () => {
    form.setValues(baseline);
    form.clearErrors();
    save.reset();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TabSection title={t('conditions.production.times')}>
          <Group justify="space-between" mb="sm" gap="sm">
            <Text size="sm" c="dimmed">
              {startTime
                ? t('conditions.production.scheduleHint', { start: startTime })
                : t('conditions.production.noStartTime')}
            </Text>
            {startTime && (
              <Button
                variant="light"
                size="xs"
                onClick={() =>
                  form.setValues(
                    productionTimesFrom(startTime, event.data?.duration ?? null, event.data?.showDaySchedule),
                  )
                }
              >
                {t('conditions.production.fromStart', { start: startTime })}
              </Button>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" verticalSpacing="sm">
            {productionTimes.map((time) => (
              <TimeOnDay key={time} time={time} form={form} showDay={event.data?.date ?? null} />
            ))}
          </SimpleGrid>
        </TabSection>

        <TabSection title={t('conditions.production.needs')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
            {productionNeeds.map((need) => {
              const label = t(`conditions.production.${need}`);
              return (
                <Stack key={need} gap={6}>
                  <Switch label={label} {...form.getInputProps(need, { type: 'checkbox' })} />
                  <Textarea
                    aria-label={t('conditions.production.descriptionOf', { need: label })}
                    placeholder={t('conditions.production.descriptionOf', { need: label })}
                    autosize
                    minRows={1}
                    maxRows={5}
                    disabled={!form.values[need] && form.values[descriptionOf(need)] === ''}
                    {...form.getInputProps(descriptionOf(need))}
                  />
                </Stack>
              );
            })}
          </SimpleGrid>
        </TabSection>

        <TabSection title={t('conditions.production.notes')}>
          <Stack gap="sm">
            <Textarea
              label={t('conditions.production.observations')}
              autosize
              minRows={2}
              maxRows={8}
              {...form.getInputProps('observations')}
            />
            <Textarea
              label={t('conditions.production.observaciones')}
              autosize
              minRows={2}
              maxRows={8}
              {...form.getInputProps('observaciones')}
            />
          </Stack>
        </TabSection>

        <SaveBar
          dirty={dirty}
          saving={save.isPending}
          conflict={conflict}
          error={saveBarError({ save, fieldErrors: form.errors })}
          onReload={() => void takeLatest(true)}
          onKeep={() => void takeLatest(false)}
          onDiscard={discard}
        />
      </Stack>
    </form>
  );
}
