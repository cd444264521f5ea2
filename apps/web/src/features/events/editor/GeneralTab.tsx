import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/toast';
import { trpc } from '../../../trpc';
import { saveBarError } from '../../forms/save-error';
import { showSavedValues } from '../../forms/saved-values';
import { RenderLater } from '../../layout/RenderLater';
import { type EventTabProps, useReportDirty } from '../event-tab';
import { fetchLatestEvent, refreshEventLists, storeEvent } from './event-cache';
import { focusFirst, localizedErrors, serverFieldErrors } from './form-errors';
import {
  EventContractFields,
  EventIdentityFields,
  EventPlaceFields,
  EventScheduleFields,
  useNameTaken,
} from './GeneralFields';
import {
  type EventRead,
  type GeneralValues,
  generalErrors,
  generalInputOf,
  generalValuesOf,
  sameValues,
} from './general-values';
import { SaveBar } from './SaveBar';
import { TicketsFields } from './TicketsFields';

/** "Información general": the event's own fields, saved with `events.update` at the version read. */
export function GeneralTab({ eventId, onDirtyChange }: EventTabProps) {
  const event = useQuery(trpc.events.find.queryOptions({ id: eventId }));
  // the shell renders the tabs once the event is read; the long form after it, in a render React
  // may pause for the browser's input (a single task of it held a phone's main thread for 0.5 s)
  const read = useDeferredValue(event.data);
  return read ? <GeneralForm event={read} onDirtyChange={onDirtyChange} /> : null;
}

function GeneralForm({
  event,
  onDirtyChange,
}: {
  event: EventRead;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [version, setVersion] = useState(event.version);
  const [conflict, setConflict] = useState(false);
  const form = useForm<GeneralValues>({
    mode: 'controlled',
    initialValues: generalValuesOf(event),
    validate: (values) => localizedErrors(generalErrors(values), locale),
  });
  const dirty = form.isDirty();
  useReportDirty(dirty, onDirtyChange);

  const show = (latest: EventRead) => {
    showSavedValues(form, generalValuesOf(latest));
    setVersion(latest.version);
  };

  // The event read again (after a status change, a save, a refetch): a version that changed only
  // what this form does not hold is taken as is; other changes show when nothing is being typed.
  // `form` and `show` are new each render; the event is what this follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (sameValues(generalValuesOf(event), form.getInitialValues())) setVersion(event.version);
    else if (!form.isDirty()) show(event);
  }, [event]);

  const { taken } = useNameTaken(form.values.name, event.id);
  const save = useMutation(
    trpc.events.update.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (saved) => {
        show(saved);
        storeEvent(saved);
        showSuccess(t('editor.toast.saved', { name: saved.name }));
        void refreshEventLists();
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        if (code === 'version_conflict') setConflict(true);
        else if (code === 'evento_name_in_use') form.setFieldError('name', errorMessageOf(error));
        else if (code === 'validation_error') form.setErrors(serverFieldErrors(error, locale));
      },
    }),
  );

  const submit = form.onSubmit(
    (values) => {
      if (taken) return form.setFieldError('name', taken);
      setConflict(false);
      save.mutate({ id: event.id, version, ...generalInputOf(values) });
    },
    (errors) => focusFirst(errors, (path) => form.getInputNode(path)?.focus()),
  );

  const reload = async () => {
    show(await fetchLatestEvent(event.id));
    setConflict(false);
    save.reset();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <EventIdentityFields form={form} event={event} />
        <RenderLater>
          <EventScheduleFields form={form} />
          <EventPlaceFields form={form} withStage />
          <TicketsFields form={form} />
          <EventContractFields form={form} />
          <SaveBar
            dirty={dirty}
            saving={save.isPending}
            conflict={conflict}
            onReload={() => void reload()}
            error={saveBarError({ save, fieldErrors: form.errors, shownElsewhere: conflict })}
            onDiscard={() => form.reset()}
          />
        </RenderLater>
      </Stack>
    </form>
  );
}
