import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/toast';
import { trpc } from '../../../trpc';
import { dayLabel } from './labels';
import type { CalendarEvent } from './search';

type CalendarData = { items: CalendarEvent[]; capped: boolean };

/**
 * Moving an event to another day: asked first, then saved at the version the calendar read.
 * If someone changed the event meanwhile (409 version_conflict) nothing is overwritten: the person
 * is told and the calendar shows the event as it is now.
 */
export function useMoveEvent() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const move = useMutation({ ...trpc.events.update.mutationOptions(), meta: { errorDisplay: 'silent' } });
  /** The event being moved and its new day, while the move is saved. */
  const [moving, setMoving] = useState<{ id: number; date: string }>();

  const refresh = (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.events.calendar.events.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.events.find.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.events.list.pathKey() }),
    ]);

  /** The saved date shows at once, before the calendar is read again. */
  const showSaved = (id: number, date: string, version: number) =>
    queryClient.setQueriesData<CalendarData>({ queryKey: trpc.events.calendar.events.pathKey() }, (data) =>
      data
        ? { ...data, items: data.items.map((item) => (item.id === id ? { ...item, date, version } : item)) }
        : data,
    );

  const confirmMove = (event: CalendarEvent, day: string) => {
    if (event.date === day) return;
    const vars = { name: event.name, day: dayLabel(day, locale) };
    modals.openConfirmModal({
      title: t('calendar.move.title'),
      centered: true,
      children: <Text size="sm">{t('calendar.move.text', vars)}</Text>,
      labels: { confirm: t('calendar.move.confirm'), cancel: t('common.cancel') },
      onConfirm: () => {
        setMoving({ id: event.id, date: day });
        move.mutate(
          { id: event.id, version: event.version, date: day },
          {
            onSuccess: (saved) => {
              showSaved(saved.id, day, saved.version);
              showSuccess(t('calendar.move.done', vars));
            },
            onError: (error) => {
              const conflict = errorCodeOf(error) === 'version_conflict';
              notifications.show({
                color: conflict ? 'yellow' : 'red',
                title: t('calendar.move.failed'),
                message: conflict ? t('calendar.move.conflict', { name: event.name }) : errorMessageOf(error),
                autoClose: conflict ? 10_000 : undefined,
              });
            },
            onSettled: () => {
              setMoving(undefined);
              return refresh(event.id);
            },
          },
        );
      },
    });
  };

  return { confirmMove, moving };
}
