import { advanceContactRoles, advanceSections, advanceStates, scheduleKinds } from '@bolo/api/events/public';
import {
  Autocomplete,
  Button,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocale, useT } from '../../../i18n';
import { TimeField } from '../../layout/TimeField';
import {
  type AdvanceContact,
  type AdvanceItem,
  type ContactSuggestion,
  contactGroups,
  dayText,
  type ScheduleItem,
  scheduleDays,
} from './advance';

/** The save button at a form's foot. */
function SaveButton({ saving }: { saving: boolean }) {
  const t = useT();
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={saving}>
        {t('advance.save')}
      </Button>
    </Group>
  );
}

export type ScheduleValues = Pick<ScheduleItem, 'day' | 'time' | 'kind' | 'label' | 'place' | 'notes'> & {
  /** `HH:MM`, or '' for a step without an end. */
  endTime: string;
};

/** A step of the schedule: its day (by date when the show has one), its times in 24 h, its kind. */
export function ScheduleForm({
  step,
  showDay,
  saving,
  onSave,
}: {
  step: ScheduleItem | null;
  showDay: string | null;
  saving: boolean;
  onSave: (values: ScheduleValues) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const form = useForm<ScheduleValues>({
    initialValues: {
      day: step?.day ?? 0,
      time: step?.time ?? '',
      endTime: step?.endTime ?? '',
      kind: step?.kind ?? 'set',
      label: step?.label ?? '',
      place: step?.place ?? '',
      notes: step?.notes ?? '',
    },
    validate: { time: (value) => (value ? null : t('validation.required')) },
  });
  return (
    <form onSubmit={form.onSubmit(onSave)}>
      <Stack gap="sm">
        <NativeSelect
          label={t('advance.field.day')}
          data={scheduleDays.map((day) => ({ value: String(day), label: dayText(day, showDay, locale, t) }))}
          value={String(form.values.day)}
          onChange={(event) => form.setFieldValue('day', Number(event.currentTarget.value))}
        />
        <SimpleGrid cols={2}>
          <TimeField required label={t('advance.field.time')} {...form.getInputProps('time')} />
          <TimeField label={t('advance.field.endTime')} clearable {...form.getInputProps('endTime')} />
        </SimpleGrid>
        <NativeSelect
          label={t('advance.field.kind')}
          data={scheduleKinds.map((kind) => ({ value: kind, label: t(`advance.kind.${kind}`) }))}
          {...form.getInputProps('kind')}
        />
        <TextInput label={t('advance.field.label')} maxLength={200} {...form.getInputProps('label')} />
        <TextInput label={t('advance.field.place')} maxLength={200} {...form.getInputProps('place')} />
        <Textarea label={t('advance.field.notes')} autosize minRows={2} {...form.getInputProps('notes')} />
        <SaveButton saving={saving} />
      </Stack>
    </form>
  );
}

export type ContactValues = Pick<AdvanceContact, 'role' | 'name' | 'phone' | 'email' | 'notes'>;

/** A contact of the day: their role, name and how to reach them, typed or picked from the event's parties and the masters. */
export function ContactForm({
  contact,
  suggestions,
  saving,
  onSave,
}: {
  contact: AdvanceContact | null;
  /** Whom to pick from; undefined while they load. */
  suggestions: ContactSuggestion[] | undefined;
  saving: boolean;
  onSave: (values: ContactValues) => void;
}) {
  const t = useT();
  const form = useForm<ContactValues>({
    initialValues: {
      role: contact?.role ?? 'tour_manager',
      name: contact?.name ?? '',
      phone: contact?.phone ?? '',
      email: contact?.email ?? '',
      notes: contact?.notes ?? '',
    },
    validate: { name: (value) => (value.trim() ? null : t('validation.required')) },
  });
  return (
    <form onSubmit={form.onSubmit(onSave)}>
      <Stack gap="sm">
        <Select
          label={t('advance.contacts.fromMasters')}
          description={t('advance.contacts.fromMastersHint')}
          data={contactGroups(suggestions ?? [], t)}
          value={null}
          searchable
          clearable
          placeholder={suggestions ? undefined : t('app.loading')}
          nothingFoundMessage={t('advance.contacts.nobody')}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => {
            const picked = value === null ? undefined : suggestions?.[Number(value)];
            if (picked)
              form.setValues({
                role: picked.role,
                name: picked.name,
                phone: picked.phone,
                email: picked.email,
              });
          }}
        />
        <NativeSelect
          label={t('advance.field.role')}
          data={advanceContactRoles.map((role) => ({ value: role, label: t(`advance.role.${role}`) }))}
          {...form.getInputProps('role')}
        />
        <TextInput required label={t('advance.field.name')} maxLength={200} {...form.getInputProps('name')} />
        <TextInput
          type="tel"
          label={t('advance.field.phone')}
          maxLength={50}
          {...form.getInputProps('phone')}
        />
        <TextInput
          type="email"
          label={t('advance.field.email')}
          maxLength={254}
          {...form.getInputProps('email')}
        />
        <Textarea label={t('advance.field.notes')} autosize minRows={2} {...form.getInputProps('notes')} />
        <SaveButton saving={saving} />
      </Stack>
    </form>
  );
}

export type ItemValues = Pick<AdvanceItem, 'section' | 'title' | 'details' | 'owner' | 'state'>;

/** A point of the checklist: its section, what it is, who chases it and where it stands. */
export function ItemForm({
  item,
  name,
  owners,
  saving,
  onSave,
}: {
  item: AdvanceItem | null;
  /** The point's name as shown (a point made from a production need has no title of its own). */
  name: string;
  /** The office's users by name, offered as the owner (anyone else may be typed). */
  owners: string[];
  saving: boolean;
  onSave: (values: ItemValues) => void;
}) {
  const t = useT();
  const form = useForm<ItemValues>({
    initialValues: {
      section: item?.section ?? 'technical',
      title: item ? name : '',
      details: item?.details ?? '',
      owner: item?.owner ?? '',
      state: item?.state ?? 'pending',
    },
    validate: { title: (value) => (value.trim() ? null : t('validation.required')) },
  });
  return (
    <form onSubmit={form.onSubmit(onSave)}>
      <Stack gap="sm">
        <NativeSelect
          label={t('advance.field.section')}
          data={advanceSections.map((section) => ({
            value: section,
            label: t(`advance.section.${section}`),
          }))}
          {...form.getInputProps('section')}
        />
        <TextInput
          required
          label={t('advance.field.title')}
          maxLength={200}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('advance.field.details')}
          autosize
          minRows={2}
          {...form.getInputProps('details')}
        />
        <Autocomplete
          label={t('advance.field.owner')}
          maxLength={200}
          data={owners}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('owner')}
        />
        <NativeSelect
          label={t('advance.field.stateOnly')}
          data={advanceStates.map((state) => ({ value: state, label: t(`advance.state.${state}`) }))}
          {...form.getInputProps('state')}
        />
        <SaveButton saving={saving} />
      </Stack>
    </form>
  );
}
