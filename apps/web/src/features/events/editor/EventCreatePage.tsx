import { Alert, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle, useHotkeys } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/toast';
import { trpc } from '../../../trpc';
import { useLeaveGuard } from '../../forms/leave-guard';
import { saveBarError } from '../../forms/save-error';
import { PageTitle } from '../../layout/PageTitle';
import { type DraftParties, type DraftPartyKind, draftInputOf, draftProblems, placeFromHall } from './draft';
import { refreshEventLists, storeEvent } from './event-cache';
import { focusFirst, localizedErrors, serverFieldErrors } from './form-errors';
import { EventIdentityFields, EventPlaceFields, EventScheduleFields, useNameTaken } from './GeneralFields';
import { type GeneralValues, generalErrors, newEventValues } from './general-values';
import { PartyPicker } from './PartyPicker';
import { type DraftTemplates, TemplatesFields } from './TemplatesFields';
import { TicketsFields } from './TicketsFields';

const noParties: DraftParties = { artista: null, sala: null, promotor: null };

/** `/createevent`: the draft of spec §3; once created, the event opens in its editor. */
export function EventCreatePage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  useDocumentTitle(`${t('editor.create.title')} · ${t('app.name')}`);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<GeneralValues>({
    mode: 'controlled',
    initialValues: newEventValues(),
    validate: (values) => localizedErrors(generalErrors(values), locale),
  });
  const [parties, setParties] = useState<DraftParties>(noParties);
  const [plantillas, setPlantillas] = useState<DraftTemplates>({});
  const [artistMissing, setArtistMissing] = useState(false);
  const { taken } = useNameTaken(form.values.name);
  const dirty = form.isDirty() || Object.values(parties).some(Boolean) || Object.keys(plantillas).length > 0;
  const { prompt, leaveFreely } = useLeaveGuard(dirty, t('editor.leave.text'));
  useHotkeys([['mod+S', () => formRef.current?.requestSubmit()]], []);

  const create = useMutation(
    trpc.events.create.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: async (event) => {
        showSuccess(t('editor.toast.created', { name: event.name }));
        storeEvent(event);
        leaveFreely();
        await navigate({
          to: '/{-$locale}/event/{-$id}',
          params: { locale: paramOfLocale(locale), id: String(event.id) },
        });
        await refreshEventLists();
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        if (code === 'evento_name_in_use') form.setFieldError('name', errorMessageOf(error));
        else if (code === 'validation_error') form.setErrors(serverFieldErrors(error, locale));
        else if (code === 'mandatory_id_artistaDTO_null') setArtistMissing(true);
      },
    }),
  );
  const saveError = saveBarError({
    save: create,
    fieldErrors: form.errors,
    shownElsewhere: errorCodeOf(create.error) === 'mandatory_id_artistaDTO_null',
  });

  const pick =
    (kind: DraftPartyKind) => (next: DraftParties[DraftPartyKind], master?: Record<string, unknown>) => {
      setParties((current) => ({ ...current, [kind]: next }));
      if (kind === 'artista') setArtistMissing(false);
      // a hall means there is a venue; one from the masters also suggests the place
      if (kind === 'sala' && next) {
        form.setValues({ ...(master ? placeFromHall(form.getValues(), master) : {}), existeRecinto: true });
      }
    };

  const submit = form.onSubmit(
    (values) => {
      if (taken) return form.setFieldError('name', taken);
      const problems = draftProblems(values, parties);
      setArtistMissing(Boolean(problems.artista));
      if (problems.existeRecinto) form.setFieldError('existeRecinto', t('editor.party.hallNeedsVenue'));
      if (problems.artista || problems.existeRecinto) return;
      create.mutate({ ...draftInputOf(values, parties), plantillas });
    },
    (errors) => focusFirst(errors, (path) => form.getInputNode(path)?.focus()),
  );

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      {prompt}
      <div>
        <PageTitle>{t('editor.create.title')}</PageTitle>
        <Text c="dimmed" size="sm">
          {t('editor.create.intro')}
        </Text>
      </div>
      <form ref={formRef} noValidate onSubmit={submit}>
        <Stack gap="lg">
          <EventIdentityFields form={form} />
          <Fieldset legend={t('editor.section.parties')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <PartyPicker
                masterKey="artist"
                label={t('editor.party.artista')}
                required
                allowNew
                value={parties.artista}
                onChange={pick('artista')}
                error={artistMissing ? t('editor.party.artistRequired') : undefined}
              />
              <PartyPicker
                masterKey="hall"
                label={t('editor.party.sala')}
                allowNew
                value={parties.sala}
                onChange={pick('sala')}
              />
              <PartyPicker
                masterKey="promoter"
                label={t('editor.party.promotor')}
                allowNew
                value={parties.promotor}
                onChange={pick('promotor')}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="xs">
              {t('editor.party.copyHint')}
            </Text>
          </Fieldset>
          <EventScheduleFields form={form} />
          <EventPlaceFields form={form} />
          <TicketsFields form={form} />
          <TemplatesFields value={plantillas} onChange={setPlantillas} />
          <Paper pos="sticky" bottom={0} py="sm" px="md" withBorder shadow="sm" style={{ zIndex: 2 }}>
            <Stack gap="sm">
              {saveError !== null && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {saveError}
                </Alert>
              )}
              <Group justify="space-between">
                <Text size="xs" c="dimmed">
                  {t('editor.saveHint')}
                </Text>
                <Group gap="sm">
                  <Button
                    variant="default"
                    renderRoot={(props) => (
                      <Link to="/{-$locale}" params={{ locale: paramOfLocale(locale) }} {...props} />
                    )}
                  >
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" loading={create.isPending}>
                    {t('editor.create.submit')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </form>
    </Stack>
  );
}
