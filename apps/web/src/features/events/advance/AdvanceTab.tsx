import { advanceSections, advanceStates } from '@bolo/api/events/public';
import { formatTime } from '@bolo/templating/format';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { trpc, trpcClient } from '../../../trpc';
import { confirmDestructive } from '../../forms/confirm';
import { TabLoading } from '../conditions/TabParts';
import type { EventTabProps } from '../event-tab';
import { AdvanceChanges } from './AdvanceChanges';
import { ItemFiles } from './AdvanceFiles';
import { ContactForm, ItemForm, ScheduleForm } from './AdvanceForms';
import { AdvanceTemplates } from './AdvanceTemplates';
import {
  type Advance,
  type AdvanceContact,
  type AdvanceItem,
  dayText,
  itemName,
  movedOrder,
  type ScheduleItem,
  stepName,
  stepsByDay,
} from './advance';
import { DaySheet } from './DaySheet';
import { StepSummary } from './StepSummary';
import { useAdvanceChange } from './use-advance-change';

/** The tab "Avance" (issue 32): the day's schedule, its contacts and the checklist, filled in from production and templates. */
export function AdvanceTab({ eventId }: EventTabProps) {
  const t = useT();
  const query = useQuery(trpc.advance.get.queryOptions({ eventId }));
  if (!query.data)
    return (
      <TabLoading
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{ loading: t('advance.loading'), loadError: t('advance.loadError') }}
      />
    );
  return <AdvanceView advance={query.data} />;
}

/** What the modal edits: a new or an existing row of one list. */
type Editing =
  | { list: 'schedule'; row: ScheduleItem | null }
  | { list: 'contacts'; row: AdvanceContact | null }
  | { list: 'items'; row: AdvanceItem | null };

function AdvanceView({ advance }: { advance: Advance }) {
  const t = useT();
  const { eventId } = advance;
  const change = useAdvanceChange(eventId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const people = useQuery({
    ...trpc.advance.people.queryOptions({ eventId }),
    enabled: editing?.list === 'contacts' || editing?.list === 'items',
  });
  const reorder = (list: 'contacts' | 'items') => (ids: number[]) =>
    change.mutate(() => trpcClient.advance.reorder.mutate({ eventId, list, ids }));
  const saved = (message: string) => () => {
    setEditing(null);
    showSuccess(message);
  };
  const remove = (list: Editing['list'], row: { id: number; version: number }, title: string, text: string) =>
    confirmDestructive({
      title,
      text,
      confirm: t('advance.delete'),
      cancel: t('common.cancel'),
      onConfirm: () =>
        change.mutate(
          () => {
            const key = { eventId, id: row.id, version: row.version };
            if (list === 'schedule') return trpcClient.advance.scheduleDelete.mutate(key);
            if (list === 'contacts') return trpcClient.advance.contactDelete.mutate(key);
            return trpcClient.advance.itemDelete.mutate(key);
          },
          { onSuccess: saved(t('advance.deleted')) },
        ),
    });
  return (
    <Stack gap="md">
      <AdvanceActions advance={advance} onTemplates={() => setTemplatesOpen(true)} />
      <AdvanceChanges eventId={eventId} />
      <DaySheet eventId={eventId} />
      <ScheduleSection
        advance={advance}
        onAdd={() => setEditing({ list: 'schedule', row: null })}
        onEdit={(row) => setEditing({ list: 'schedule', row })}
        onDelete={(row) => {
          const name = stepName(row, t);
          remove(
            'schedule',
            row,
            t('advance.schedule.deleteTitle'),
            t('advance.schedule.deleteText', { name }),
          );
        }}
      />
      <ContactsSection
        contacts={advance.contacts}
        onAdd={() => setEditing({ list: 'contacts', row: null })}
        onEdit={(row) => setEditing({ list: 'contacts', row })}
        onReorder={reorder('contacts')}
        onDelete={(row) =>
          remove(
            'contacts',
            row,
            t('advance.contacts.deleteTitle'),
            t('advance.contacts.deleteText', { name: row.name }),
          )
        }
      />
      <ItemsSection
        advance={advance}
        onAdd={() => setEditing({ list: 'items', row: null })}
        onEdit={(row) => setEditing({ list: 'items', row })}
        onReorder={reorder('items')}
        onDelete={(row) => {
          const name = itemName(row, t);
          remove('items', row, t('advance.items.deleteTitle'), t('advance.items.deleteText', { name }));
        }}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        centered
        title={
          editing &&
          t(
            editing.list === 'schedule'
              ? 'advance.schedule.formTitle'
              : editing.list === 'contacts'
                ? 'advance.contacts.formTitle'
                : 'advance.items.formTitle',
          )
        }
      >
        {editing?.list === 'schedule' && (
          <ScheduleForm
            step={editing.row}
            showDay={advance.date}
            saving={change.isPending}
            onSave={(values) => {
              const fields = { ...values, endTime: values.endTime || null };
              const row = editing.row;
              change.mutate(
                () =>
                  row
                    ? trpcClient.advance.scheduleUpdate.mutate({
                        eventId,
                        id: row.id,
                        version: row.version,
                        ...fields,
                      })
                    : trpcClient.advance.scheduleCreate.mutate({ eventId, ...fields }),
                { onSuccess: saved(t('advance.saved')) },
              );
            }}
          />
        )}
        {editing?.list === 'contacts' && (
          <ContactForm
            contact={editing.row}
            suggestions={people.data?.contacts}
            saving={change.isPending}
            onSave={(values) => {
              const row = editing.row;
              change.mutate(
                () =>
                  row
                    ? trpcClient.advance.contactUpdate.mutate({
                        eventId,
                        id: row.id,
                        version: row.version,
                        ...values,
                      })
                    : trpcClient.advance.contactCreate.mutate({ eventId, ...values }),
                { onSuccess: saved(t('advance.saved')) },
              );
            }}
          />
        )}
        {editing?.list === 'items' && (
          <ItemForm
            item={editing.row}
            name={editing.row ? itemName(editing.row, t) : ''}
            owners={people.data?.owners ?? []}
            saving={change.isPending}
            onSave={(values) => {
              const row = editing.row;
              // a point made from a production need keeps showing the need's name in each language until renamed
              const title = row && !row.title && values.title === itemName(row, t) ? undefined : values.title;
              change.mutate(
                () =>
                  row
                    ? trpcClient.advance.itemUpdate.mutate({
                        eventId,
                        id: row.id,
                        version: row.version,
                        ...values,
                        title,
                      })
                    : trpcClient.advance.itemCreate.mutate({ eventId, ...values }),
                { onSuccess: saved(t('advance.saved')) },
              );
            }}
          />
        )}
      </Modal>
      <AdvanceTemplates
        opened={templatesOpen}
        onClose={() => setTemplatesOpen(false)}
        eventId={eventId}
        empresaId={advance.empresaId}
      />
    </Stack>
  );
}

/** Filling in from production, applying a template of the event's company, the company's templates. */
function AdvanceActions({ advance, onTemplates }: { advance: Advance; onTemplates: () => void }) {
  const t = useT();
  const { eventId, templates } = advance;
  const change = useAdvanceChange(eventId);
  const [templateId, setTemplateId] = useState<string>('');
  const chosen = templateId || String(templates.find((tp) => tp.isDefault)?.id ?? templates[0]?.id ?? '');
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Button
          variant="light"
          disabled={change.isPending}
          onClick={() =>
            change.mutate(() => trpcClient.advance.fillFromProduction.mutate({ eventId }), {
              onSuccess: () => showSuccess(t('advance.filled')),
            })
          }
        >
          {t('advance.fill')}
        </Button>
        {templates.length > 0 ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('advance.template')}
              data={templates.map((tp) => ({ value: String(tp.id), label: tp.name }))}
              value={chosen}
              onChange={(event) => setTemplateId(event.currentTarget.value)}
            />
            <Button
              variant="light"
              disabled={change.isPending}
              onClick={() =>
                change.mutate(
                  () => trpcClient.advance.applyTemplate.mutate({ eventId, templateId: Number(chosen) }),
                  { onSuccess: () => showSuccess(t('advance.template.applied')) },
                )
              }
            >
              {t('advance.template.apply')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t(advance.empresaId === null ? 'advance.templates.noCompany' : 'advance.template.none')}
          </Text>
        )}
        {advance.empresaId !== null && (
          <Button variant="subtle" onClick={onTemplates}>
            {t('advance.templates.manage')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** A row's edit and delete buttons, each named for the row. */
function RowButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  move,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Moving the row up or down its list, each button named for the row; none where the order is the time's. */
  move?: { name: string; first: boolean; last: boolean; onMove: (step: -1 | 1) => void };
}) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      {move && (
        <>
          <ActionIcon
            variant="subtle"
            aria-label={t('advance.moveUp', { name: move.name })}
            disabled={move.first}
            onClick={() => move.onMove(-1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('advance.moveDown', { name: move.name })}
            disabled={move.last}
            onClick={() => move.onMove(1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </>
      )}
      <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** A section of the tab: its title, its add button, its rows or what it says when empty. */
function AdvanceSection({
  title,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={4}>{title}</Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {children}
    </Paper>
  );
}

function ScheduleSection({
  advance,
  onAdd,
  onEdit,
  onDelete,
}: {
  advance: Advance;
  onAdd: () => void;
  onEdit: (row: ScheduleItem) => void;
  onDelete: (row: ScheduleItem) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const days = stepsByDay(advance.schedule);
  return (
    <AdvanceSection title={t('advance.schedule.title')} addLabel={t('advance.schedule.add')} onAdd={onAdd}>
      {days.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('advance.schedule.empty')}
        </Text>
      )}
      <Stack gap="md">
        {days.map(([day, steps]) => (
          <Stack key={day} gap={4}>
            <Title order={5}>{dayText(day, advance.date, locale, t)}</Title>
            <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
              {steps.map((step) => {
                const name = stepName(step, t);
                return (
                  <Group component="li" key={step.id} justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="wrap" miw={0}>
                      <Text fw={600} ff="monospace" size="sm">
                        {formatTime(step.time)}
                        {step.endTime ? `–${formatTime(step.endTime)}` : ''}
                      </Text>
                      <StepSummary step={step} />
                      {step.confirmedAt && (
                        <>
                          <Badge color="teal" variant="light" size="sm">
                            {t('advance.schedule.confirmed')}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {t('advance.schedule.confirmedBy', {
                              name: step.confirmedByName ?? '—',
                              at: formatDateTime(step.confirmedAt, locale),
                            })}
                          </Text>
                        </>
                      )}
                      {step.notes && (
                        <Text size="xs" c="dimmed" w="100%">
                          {step.notes}
                        </Text>
                      )}
                    </Group>
                    <RowButtons
                      editLabel={t('advance.schedule.edit', { name })}
                      deleteLabel={t('advance.schedule.delete', { name })}
                      onEdit={() => onEdit(step)}
                      onDelete={() => onDelete(step)}
                    />
                  </Group>
                );
              })}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </AdvanceSection>
  );
}

function ContactsSection({
  contacts,
  onAdd,
  onEdit,
  onDelete,
  onReorder,
}: {
  contacts: AdvanceContact[];
  onAdd: () => void;
  onEdit: (row: AdvanceContact) => void;
  onDelete: (row: AdvanceContact) => void;
  onReorder: (ids: number[]) => void;
}) {
  const t = useT();
  return (
    <AdvanceSection title={t('advance.contacts.title')} addLabel={t('advance.contacts.add')} onAdd={onAdd}>
      {contacts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('advance.contacts.empty')}
        </Text>
      )}
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {contacts.map((contact, index) => (
          <Group component="li" key={contact.id} justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="wrap" miw={0}>
              <Text size="sm" fw={600}>
                {contact.name}
              </Text>
              <Badge variant="light" size="sm">
                {t(`advance.role.${contact.role}`)}
              </Badge>
              {contact.phone && (
                <Anchor size="sm" href={`tel:${contact.phone}`}>
                  {contact.phone}
                </Anchor>
              )}
              {contact.email && (
                <Anchor size="sm" href={`mailto:${contact.email}`}>
                  {contact.email}
                </Anchor>
              )}
            </Group>
            <RowButtons
              editLabel={t('advance.contacts.edit', { name: contact.name })}
              deleteLabel={t('advance.contacts.delete', { name: contact.name })}
              onEdit={() => onEdit(contact)}
              onDelete={() => onDelete(contact)}
              move={{
                name: contact.name,
                first: index === 0,
                last: index === contacts.length - 1,
                onMove: (step) => onReorder(movedOrder(contacts, contact.id, step)),
              }}
            />
          </Group>
        ))}
      </Stack>
    </AdvanceSection>
  );
}

function ItemsSection({
  advance,
  onAdd,
  onEdit,
  onDelete,
  onReorder,
}: {
  advance: Advance;
  onAdd: () => void;
  onEdit: (row: AdvanceItem) => void;
  onDelete: (row: AdvanceItem) => void;
  onReorder: (ids: number[]) => void;
}) {
  const t = useT();
  const change = useAdvanceChange(advance.eventId);
  const setState = (item: AdvanceItem, state: AdvanceItem['state']) =>
    change.mutate(() =>
      trpcClient.advance.itemUpdate.mutate({
        eventId: advance.eventId,
        id: item.id,
        version: item.version,
        state,
      }),
    );
  return (
    <AdvanceSection title={t('advance.items.title')} addLabel={t('advance.items.add')} onAdd={onAdd}>
      <Stack gap="md">
        {advanceSections.map((section) => {
          const items = advance.items.filter((item) => item.section === section);
          return (
            <Stack key={section} gap={4}>
              <Title order={5}>{t(`advance.section.${section}`)}</Title>
              {items.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('advance.items.empty')}
                </Text>
              )}
              <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                {items.map((item, index) => {
                  const name = itemName(item, t);
                  return (
                    <Group component="li" key={item.id} justify="space-between" wrap="wrap" gap="sm">
                      <Stack gap={0} miw={0}>
                        <Text size="sm" fw={600}>
                          {name}
                        </Text>
                        {item.details && (
                          <Text size="xs" c="dimmed">
                            {item.details}
                          </Text>
                        )}
                        {item.owner && (
                          <Text size="xs" c="dimmed">
                            {t('advance.items.owner', { owner: item.owner })}
                          </Text>
                        )}
                        <ItemFiles
                          eventId={advance.eventId}
                          itemId={item.id}
                          name={name}
                          files={advance.files.filter((file) => file.itemId === item.id)}
                        />
                      </Stack>
                      <Group gap={4} wrap="nowrap">
                        <NativeSelect
                          size="xs"
                          aria-label={t('advance.field.state', { name })}
                          data={advanceStates.map((state) => ({
                            value: state,
                            label: t(`advance.state.${state}`),
                          }))}
                          value={item.state}
                          onChange={(event) =>
                            setState(item, event.currentTarget.value as AdvanceItem['state'])
                          }
                        />
                        <RowButtons
                          editLabel={t('advance.items.edit', { name })}
                          deleteLabel={t('advance.items.delete', { name })}
                          onEdit={() => onEdit(item)}
                          onDelete={() => onDelete(item)}
                          move={{
                            name,
                            first: index === 0,
                            last: index === items.length - 1,
                            onMove: (step) =>
                              onReorder(
                                movedOrder(advance.items, item.id, step, (row) => row.section === section),
                              ),
                          }}
                        />
                      </Group>
                    </Group>
                  );
                })}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </AdvanceSection>
  );
}
