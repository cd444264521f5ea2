import { Alert, Box, Button, Card, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/toast';
import { trpc } from '../../../trpc';
import { confirmDestructive } from '../../forms/confirm';
import { saveBarError } from '../../forms/save-error';
import { showSavedValues } from '../../forms/saved-values';
import type { MasterRow } from '../../masters/api';
import { type FormValues, formValuesOf, masterInputOf } from '../../masters/form-values';
import { isWide, MasterField } from '../../masters/MasterField';
import { validateMasterInput } from '../../masters/validation';
import { CounterpartyStaff } from '../counterparty/CounterpartyStaff';
import { partyDescription } from '../counterparty/parties';
import { type EventTabProps, useReportDirty } from '../event-tab';
import { fetchLatestEvent, patchEvent, refreshEventLists } from './event-cache';
import { focusFirst, serverFieldErrors } from './form-errors';
import type { EventRead } from './general-values';
import { type PartyMasterKey, PartyPicker } from './PartyPicker';
import { maestroIdOf, type PartyKind, partyKinds, partySaveInputOf } from './parties';
import { SaveBar } from './SaveBar';

const masterOfParty = {
  artista: 'artist',
  promotor: 'promoter',
  sala: 'hall',
  productor: 'producer',
} as const satisfies Record<PartyKind, PartyMasterKey>;

/** "Datos de la contraparte": the artist, promoter, hall and producer, each saved on its own. */
export function CounterpartyTab({ eventId, onDirtyChange }: EventTabProps) {
  const event = useQuery(trpc.events.find.queryOptions({ id: eventId }));
  const [dirtyParties, setDirtyParties] = useState<Partial<Record<PartyKind, boolean>>>({});
  const anyDirty = Object.values(dirtyParties).some(Boolean);
  useReportDirty(anyDirty, onDirtyChange);
  const dirtyOf = useCallback(
    (kind: PartyKind) => (dirty: boolean) => setDirtyParties((current) => ({ ...current, [kind]: dirty })),
    [],
  );
  if (!event.data) return null;
  return (
    <Stack gap="lg">
      {partyKinds.map((kind) => (
        <PartyBlock key={kind} kind={kind} event={event.data} onDirtyChange={dirtyOf(kind)} />
      ))}
    </Stack>
  );
}

function PartyBlock({
  kind,
  event,
  onDirtyChange,
}: {
  kind: PartyKind;
  event: EventRead;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const description = partyDescription(kind);
  const party = event[kind] ?? null;
  const [maestroId, setMaestroId] = useState(maestroIdOf(kind, party));
  const [conflict, setConflict] = useState(false);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(description, party as MasterRow | null),
    validate: (values) => validateMasterInput(description, masterInputOf(description, values), locale),
  });
  const dirty = form.isDirty() || maestroId !== maestroIdOf(kind, party);
  useReportDirty(dirty, onDirtyChange);

  const show = (latest: EventRead['artista']) => {
    showSavedValues(form, formValuesOf(description, (latest ?? null) as MasterRow | null));
    setMaestroId(maestroIdOf(kind, latest ?? null));
  };
  // the party saved by someone (this form included) shows when nothing is being typed
  // biome-ignore lint/correctness/useExhaustiveDependencies: the party's version is what this follows
  useEffect(() => {
    if (!dirty) show(party);
  }, [party?.version]);

  const save = useMutation(
    trpc.events.parties.save.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (saved) => {
        patchEvent(event.id, { [kind]: saved });
        show(saved);
        showSuccess(t('editor.toast.partySaved', { party: t(`editor.party.${kind}`) }));
        void refreshEventLists();
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        if (code === 'version_conflict') setConflict(true);
        else if (code === 'validation_error') form.setErrors(serverFieldErrors(error, locale));
      },
    }),
  );

  const remove = useMutation(
    trpc.events.parties.remove.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: () => {
        patchEvent(event.id, { [kind]: null });
        show(null);
        showSuccess(t('editor.toast.partyRemoved', { party: t(`editor.party.${kind}`) }));
        void refreshEventLists();
      },
      onError: (error) => {
        if (errorCodeOf(error) === 'version_conflict') setConflict(true);
      },
    }),
  );
  const confirmRemove = (version: number) =>
    confirmDestructive({
      title: t('editor.party.removeTitle', { party: t(`editor.party.${kind}`) }),
      text: t('editor.party.removeText', { name: String(party?.name ?? '') }),
      confirm: t('editor.party.remove'),
      cancel: t('common.cancel'),
      onConfirm: () => remove.mutate({ eventId: event.id, kind, version }),
    });

  const pickMaster = (row?: MasterRow) => {
    if (!row) return;
    const values = formValuesOf(description, row);
    form.setValues(values);
    setMaestroId(row.id);
  };

  const submit = form.onSubmit(
    (values) => {
      setConflict(false);
      remove.reset();
      save.mutate(
        partySaveInputOf({
          eventId: event.id,
          kind,
          version: party?.version,
          maestroId,
          fields: masterInputOf(description, values),
        }),
      );
    },
    (errors) => focusFirst(errors, (path) => form.getInputNode(path)?.focus()),
  );

  const reload = async () => {
    const latest = await fetchLatestEvent(event.id);
    show(latest[kind] ?? null);
    setConflict(false);
    save.reset();
  };

  const hallWithoutVenue = kind === 'sala' && !event.existeRecinto;
  const legend = t(`editor.party.${kind}`);
  return (
    <Stack gap="xs">
      <form noValidate onSubmit={submit} aria-label={legend}>
        <Fieldset legend={legend} disabled={hallWithoutVenue}>
          <Stack gap="md">
            {hallWithoutVenue && (
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
                {t('editor.party.noVenue')}
              </Alert>
            )}
            {party === null && !dirty && (
              <Text size="sm" c="dimmed">
                {t('editor.party.none')}
              </Text>
            )}
            <PartyPicker
              masterKey={masterOfParty[kind]}
              label={t('editor.party.fromMasters')}
              description={
                maestroId === null ? t('editor.party.notFromMasters') : t('editor.party.fromMastersHint')
              }
              value={
                maestroId === null ? null : { masterId: maestroId, name: String(form.values.name ?? '') }
              }
              onChange={(pick, row) => (pick ? pickMaster(row) : setMaestroId(null))}
            />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              {description.fields.map((field) => (
                <Box key={field.name} style={isWide(field) ? { gridColumn: '1 / -1' } : undefined}>
                  <MasterField field={field} form={form} />
                </Box>
              ))}
            </SimpleGrid>
            <SaveBar
              dirty={dirty}
              saving={save.isPending}
              conflict={conflict}
              onReload={() => void reload()}
              error={
                saveBarError({ save, fieldErrors: form.errors }) ??
                (remove.isError ? errorMessageOf(remove.error) : null)
              }
              onDiscard={() => show(party)}
              sticky={false}
              extra={
                // the artist is required (spec §3 draft): it can be changed, not removed
                party && kind !== 'artista' ? (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    loading={remove.isPending}
                    onClick={() => confirmRemove(party.version)}
                  >
                    {t('editor.party.remove')}
                  </Button>
                ) : undefined
              }
            />
          </Stack>
        </Fieldset>
      </form>
      {/* outside the form: Enter in the days field must not save the party */}
      {party && (
        <Card withBorder padding="md">
          <CounterpartyStaff eventId={event.id} party={kind} />
        </Card>
      )}
    </Stack>
  );
}
