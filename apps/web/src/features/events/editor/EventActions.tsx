import { type EventAction, mayDo } from '@bolo/api/access';
import {
  type DuplicablePart,
  duplicableParts,
  mayDuplicate,
  nextStatuses,
  suggestedEventName,
} from '@bolo/api/events/public';
import { ActionIcon, Button, Checkbox, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  IconCalendarPlus,
  IconChevronDown,
  IconCopy,
  IconCopyPlus,
  IconFlag,
  IconPlus,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-errors';
import { showSuccess, showUndoable } from '../../../lib/toast';
import { trpc, trpcClient, useMe } from '../../../trpc';
import { confirmDestructive } from '../../forms/confirm';
import { useHoldEventDate } from '../../holds/use-hold-event-date';
import { DateField } from '../../layout/DateField';
import { EventStatusBadge, statusLabel } from '../look';
import type { PartyPick } from './draft';
import { refreshEventLists, storeEvent } from './event-cache';
import { useNameTaken } from './GeneralFields';
import type { EventRead } from './general-values';
import { PartyPicker } from './PartyPicker';

/**
 * The event's actions: change status (only the moves the status machine allows), hold a draft's
 * date, duplicate, duplicate with the parts chosen, delete (soft, with an undo). `leaveFreely` lets the page go
 * to the copy or the list without asking about unsaved changes the action does not lose.
 */
export function EventActions({ event, leaveFreely }: { event: EventRead; leaveFreely: () => void }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const router = useRouter();
  const [duplicating, setDuplicating] = useState(false);
  const params = (id: number) => ({ locale: paramOfLocale(locale), id: String(id) });
  const openEvent = (id: number) => navigate({ to: '/{-$locale}/event/{-$id}', params: params(id) });

  const setStatus = useMutation(
    trpc.events.setStatus.mutationOptions({
      onSuccess: (saved) => {
        storeEvent(saved);
        showSuccess(t('editor.toast.status', { status: statusLabel(saved.status, locale) }));
        void refreshEventLists();
      },
    }),
  );
  const duplicate = useMutation(
    trpc.events.duplicate.mutationOptions({
      onSuccess: async (copy) => {
        storeEvent(copy);
        showSuccess(t('editor.toast.duplicated', { name: copy.name }));
        void refreshEventLists();
        await openEvent(copy.id);
      },
    }),
  );
  const remove = useMutation(
    trpc.events.delete.mutationOptions({
      onSuccess: async () => {
        void refreshEventLists();
        leaveFreely();
        await navigate({ to: '/{-$locale}', params: { locale: paramOfLocale(locale) } });
        // the toast lives outside the page: it uses the router and the client directly
        showUndoable({
          id: `deleted-${event.id}`,
          message: t('editor.toast.deleted', { name: event.name }),
          undo: t('editor.undo'),
          onUndo: async () => {
            const restored = await trpcClient.events.restore.mutate({ id: event.id });
            storeEvent(restored);
            void refreshEventLists();
            showSuccess(t('editor.toast.restored', { name: restored.name }));
            await router.navigate({ to: '/{-$locale}/event/{-$id}', params: params(restored.id) });
          },
        });
      },
    }),
  );

  const confirmDelete = () =>
    confirmDestructive({
      title: t('editor.delete.title'),
      text: t('editor.delete.text', { name: event.name }),
      confirm: t('editor.delete.confirm'),
      cancel: t('common.cancel'),
      onConfirm: () => remove.mutate({ id: event.id }),
    });

  const holdDate = useHoldEventDate();
  const role = useMe()?.role;
  const may = (action: EventAction) => role !== undefined && mayDo(role, action);
  const moves = may('status') ? nextStatuses(event.status) : [];
  // a copy writes every part it copies: the role needs their access names
  const copies = may('duplicate');
  const copiesAll = copies && role !== undefined && mayDuplicate(role, duplicableParts);
  const holds = event.status === 'Borrador' && holdDate.allowed;
  // a role that may do none of them is offered no menu at all
  if (!may('status') && !copies && !may('delete') && !holds) return null;
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={240}>
        <Menu.Target>
          <Button
            variant="default"
            flex="none"
            rightSection={<IconChevronDown size={16} />}
            loading={
              setStatus.isPending || holdDate.hold.isPending || duplicate.isPending || remove.isPending
            }
          >
            {t('editor.actions')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {may('status') && (
            <>
              <Menu.Label>{t('editor.status.changeTo')}</Menu.Label>
              {moves.length === 0 && <Menu.Item disabled>{t('editor.status.final')}</Menu.Item>}
            </>
          )}
          {moves.map((status) => (
            <Menu.Item
              key={status}
              leftSection={<IconFlag size={16} />}
              onClick={() => setStatus.mutate({ id: event.id, status })}
            >
              <EventStatusBadge status={status} />
            </Menu.Item>
          ))}
          {may('status') && <Menu.Divider />}
          {holds && (
            <Menu.Item
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => holdDate.hold.mutate({ eventId: event.id })}
            >
              {t('holds.fromEvent')}
            </Menu.Item>
          )}
          {copiesAll && (
            <Menu.Item
              leftSection={<IconCopy size={16} />}
              onClick={() => duplicate.mutate({ id: event.id })}
            >
              {t('editor.duplicate')}
            </Menu.Item>
          )}
          {copies && (
            <Menu.Item leftSection={<IconCopyPlus size={16} />} onClick={() => setDuplicating(true)}>
              {t('editor.duplicateWith')}
            </Menu.Item>
          )}
          {may('delete') && (
            <>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
                {t('editor.delete.action')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <DuplicateWithModal
        event={event}
        opened={duplicating}
        onClose={() => setDuplicating(false)}
        onDone={(id) => {
          setDuplicating(false);
          void openEvent(id);
        }}
      />
    </>
  );
}

/** "14/03/2027": how a run's copy names its day (as the server does). */
const dayLabel = (day: string) => day.split('-').reverse().join('/');

/**
 * Duplicate-with: the days of the copies (several make a run of shows, one event each), the hall
 * they are at, a name (offered from the artist, hall and town), and the parts to copy besides the
 * general info.
 */
function DuplicateWithModal({
  event,
  opened,
  onClose,
  onDone,
}: {
  event: EventRead;
  opened: boolean;
  onClose: () => void;
  onDone: (id: number) => void;
}) {
  const t = useT();
  const role = useMe()?.role;
  const copiable = (part: DuplicablePart) => role !== undefined && mayDuplicate(role, [part]);
  const [name, setName] = useState('');
  // each date field keeps its key while others are added or removed
  const nextKey = useRef(1);
  const [dates, setDates] = useState([{ key: 0, day: '' }]);
  const newDate = () => ({ key: nextKey.current++, day: '' });
  const [hall, setHall] = useState<{ pick: PartyPick; city: string | null } | null>(null);
  const [parts, setParts] = useState<DuplicablePart[]>(() => duplicableParts.filter(copiable));
  const days = dates.map((date) => date.day).filter(Boolean);
  const run = days.length > 1;
  const { taken } = useNameTaken(run ? '' : name);
  const copy = useMutation(
    trpc.events.duplicateWith.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (created) => {
        storeEvent(created);
        showSuccess(
          run
            ? t('editor.toast.duplicatedRun', { count: days.length })
            : t('editor.toast.duplicated', { name: created.name }),
        );
        void refreshEventLists();
        setName('');
        setDates([newDate()]);
        setHall(null);
        onDone(created.id);
      },
    }),
  );
  const moved = days.length > 0 || hall !== null;
  const firstDay = [...days].sort()[0];
  const suggested = suggestedEventName({
    artist: event.artistName,
    hall: hall ? hall.pick.name : event.hallName,
    city: hall ? hall.city : event.city,
    day: run && firstDay ? dayLabel(firstDay) : null,
  });
  const placeholder =
    moved && suggested ? suggested : t('editor.duplicateWith.namePlaceholder', { name: event.name });
  const nameError =
    taken ?? (errorCodeOf(copy.error) === 'evento_name_in_use' ? errorMessageOf(copy.error) : undefined);
  const setDate = (index: number, value: string) =>
    setDates((current) => current.map((date, at) => (at === index ? { ...date, day: value } : date)));
  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.duplicateWith.title')} centered>
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (taken) return;
          const trimmed = name.trim();
          copy.mutate({
            id: event.id,
            parts,
            ...(trimmed ? { name: trimmed } : {}),
            ...(days.length > 0 ? { dates: [...new Set(days)] } : {}),
            ...(hall?.pick.masterId ? { hallId: hall.pick.masterId } : {}),
          });
        }}
      >
        <Stack gap="md">
          <Stack gap={6}>
            {dates.map(({ key, day }, index) => (
              <Group key={key} gap="xs" align="flex-end" wrap="nowrap">
                <DateField
                  style={{ flex: 1 }}
                  label={index === 0 ? t('editor.duplicateWith.dates') : undefined}
                  description={index === 0 ? t('editor.duplicateWith.datesHint') : undefined}
                  aria-label={t('editor.duplicateWith.dateN', { n: index + 1 })}
                  value={day}
                  onChange={(value) => setDate(index, value)}
                />
                {dates.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    mb={4}
                    aria-label={t('editor.duplicateWith.removeDate', { n: index + 1 })}
                    onClick={() => setDates((current) => current.filter((_, at) => at !== index))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setDates((current) => [...current, newDate()])}
              >
                {t('editor.duplicateWith.addDate')}
              </Button>
            </Group>
          </Stack>
          <PartyPicker
            masterKey="hall"
            label={t('editor.duplicateWith.hall')}
            description={t('editor.duplicateWith.hallHint', { hall: event.hallName ?? '—' })}
            value={hall?.pick ?? null}
            onChange={(pick, row) =>
              setHall(pick ? { pick, city: typeof row?.city === 'string' ? row.city : null } : null)
            }
          />
          <TextInput
            label={t('editor.duplicateWith.name')}
            description={run ? t('editor.duplicateWith.nameRunHint') : undefined}
            placeholder={placeholder}
            value={name}
            onChange={(change) => setName(change.currentTarget.value)}
            error={nameError}
            data-autofocus
          />
          <Checkbox.Group
            label={t('editor.duplicateWith.parts')}
            description={t('editor.duplicateWith.partsHint')}
            value={parts}
            onChange={(value) => setParts(value as DuplicablePart[])}
          >
            <Stack gap="xs" mt="xs">
              {duplicableParts.map((part) => (
                <Checkbox
                  key={part}
                  value={part}
                  label={t(`editor.part.${part}`)}
                  disabled={!copiable(part)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {copy.isError && !nameError && (
            <Text size="sm" c="red" role="alert">
              {errorMessageOf(copy.error)}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={copy.isPending}>
              {run
                ? t('editor.duplicateWith.submitRun', { count: days.length })
                : t('editor.duplicateWith.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
