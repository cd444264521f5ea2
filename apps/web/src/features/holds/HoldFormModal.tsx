import { Button, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { trpc } from '../../trpc';
import type { PartyPick } from '../events/editor/draft';
import { PartyPicker } from '../events/editor/PartyPicker';
import { ErrorAlert } from '../forms/ErrorAlert';
import { DateField } from '../layout/DateField';
import { MasterSelect } from '../masters/MasterSelect';
import { useHoldCreated } from './use-hold-created';

interface HoldFormValues {
  artist: PartyPick | null;
  hall: PartyPick | null;
  empresaId: number | undefined;
  dateFrom: string;
  dateTo: string;
  expiresOn: string;
  notes: string;
}

/** The last moment of a day in the person's own zone: a hold "expires on" a day at its end. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`);

/** Holding a hall for an artist on some days: the server gives it its place in the hall's queue. */
export function HoldFormModal({ day, onClose }: { day: string; onClose: () => void }) {
  const t = useT();
  const created = useHoldCreated();
  const create = useMutation({ ...trpc.holds.create.mutationOptions(), meta: { errorDisplay: 'silent' } });
  const form = useForm<HoldFormValues>({
    initialValues: {
      artist: null,
      hall: null,
      empresaId: undefined,
      dateFrom: day,
      dateTo: day,
      expiresOn: '',
      notes: '',
    },
    validate: {
      artist: (value) => (value?.masterId ? null : t('holds.required')),
      hall: (value) => (value?.masterId ? null : t('holds.required')),
      dateFrom: (value) => (value ? null : t('holds.required')),
      dateTo: (value, values) => (value && value < values.dateFrom ? t('holds.dateToBefore') : null),
    },
  });

  const submit = form.onSubmit((values) => {
    if (!values.artist?.masterId || !values.hall?.masterId) return;
    create.mutate(
      {
        artistId: values.artist.masterId,
        hallId: values.hall.masterId,
        empresaId: values.empresaId,
        dateFrom: values.dateFrom,
        dateTo: values.dateTo || undefined,
        expiresAt: values.expiresOn ? endOfDay(values.expiresOn) : undefined,
        notes: values.notes,
      },
      {
        onSuccess: (hold) => {
          onClose();
          return created(hold);
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={t('holds.new.title')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {create.isError && (
            <ErrorAlert title={t('holds.createFailed')}>{errorMessageOf(create.error)}</ErrorAlert>
          )}
          <PartyPicker
            masterKey="artist"
            label={t('holds.field.artist')}
            value={form.values.artist}
            onChange={(pick) => form.setFieldValue('artist', pick)}
            error={form.errors.artist}
            required
          />
          <PartyPicker
            masterKey="hall"
            label={t('holds.field.hall')}
            value={form.values.hall}
            onChange={(pick) => form.setFieldValue('hall', pick)}
            error={form.errors.hall}
            required
          />
          <MasterSelect
            masterKey="company"
            label={t('holds.field.company')}
            placeholder={t('holds.field.company.placeholder')}
            nothingFound={t('holds.field.company.nothing')}
            value={form.values.empresaId}
            onChange={(id) => form.setFieldValue('empresaId', id)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label={t('holds.field.dateFrom')} withAsterisk {...form.getInputProps('dateFrom')} />
            <DateField
              label={t('holds.field.dateTo')}
              minDate={form.values.dateFrom || undefined}
              {...form.getInputProps('dateTo')}
            />
          </SimpleGrid>
          <DateField
            label={t('holds.field.expiresOn')}
            description={t('holds.field.expiresOn.hint')}
            {...form.getInputProps('expiresOn')}
          />
          <Textarea label={t('holds.field.notes')} autosize minRows={2} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('holds.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
