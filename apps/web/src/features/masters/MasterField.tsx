import { countryCodes, showDaySchedule, taxPersons, taxTerritories } from '@bolo/api/masters/public';
import {
  ColorInput,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { AddRowButton, RemoveRowButton } from '../forms/RowButtons';
import { type MasterRow, masterFindOptions, masterListOptions } from './api';
import type { FieldSpec } from './descriptions';
import { emptyMember, type FormValues, type MemberValue } from './form-values';

export type MasterForm = UseFormReturnType<FormValues>;

/** Colours offered first in a colour field: calendars, phases (Mantine's palette at shade 6). */
export const swatches = [
  '#228be6',
  '#40c057',
  '#fab005',
  '#fd7e14',
  '#fa5252',
  '#be4bdb',
  '#5b2a86',
  '#868e96',
];

/** Addresses are split on these as they are typed or pasted. */
const EMAIL_SEPARATORS = [',', ';', ' '];

const isShowDayField = (name: string): name is keyof typeof showDaySchedule =>
  Object.hasOwn(showDaySchedule, name);

/** Whether a field takes the whole width of the drawer's grid. */
export const isWide = (field: FieldSpec) =>
  field.kind === 'emails' || field.kind === 'longText' || field.kind === 'members';

/** One field of a master's form, by its kind. */
export function MasterField({
  field,
  form,
  error,
  rightSection,
}: {
  field: FieldSpec;
  form: MasterForm;
  /** Shown instead of the form's own error for the field (the name check). */
  error?: ReactNode;
  rightSection?: ReactNode;
}) {
  const t = useT();
  const label = t(`masters.field.${field.name}`);
  const props = form.getInputProps(field.name);
  const common = { label, ...props, error: props.error ?? error };
  switch (field.kind) {
    case 'text':
      return field.name === 'name' ? (
        <TextInput {...common} withAsterisk data-autofocus rightSection={rightSection} />
      ) : (
        <TextInput {...common} />
      );
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'phone':
      return <TextInput {...common} type="tel" />;
    case 'longText':
      return <Textarea {...common} autosize minRows={2} maxRows={8} />;
    case 'emails':
      return (
        <TagsInput
          {...common}
          description={t('masters.emailsHint')}
          splitChars={EMAIL_SEPARATORS}
          acceptValueOnBlur
          clearable
        />
      );
    case 'switch':
      return <Switch label={label} mt="md" {...form.getInputProps(field.name, { type: 'checkbox' })} />;
    case 'number':
      return <NumberInput {...common} min={0} allowDecimal={false} allowNegative={false} />;
    case 'minutes':
      // empty, the office's minutes apply: they show as the placeholder
      return (
        <NumberInput
          {...common}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          placeholder={isShowDayField(field.name) ? String(showDaySchedule[field.name]) : undefined}
        />
      );
    case 'color':
      // a colour typed wrong stays, with its message, instead of going back to the last one unsaid
      return (
        <ColorInput
          {...common}
          format="hex"
          fixOnBlur={false}
          swatches={swatches}
          swatchesPerRow={swatches.length}
        />
      );
    case 'members':
      return <MembersField label={label} form={form} name={field.name} />;
    case 'signatory':
      return <SignatorySelect label={label} {...props} />;
    case 'country':
      return <CountrySelect {...common} />;
    case 'taxPerson':
      return (
        <Select
          {...common}
          data={taxPersons.map((person) => ({ value: person, label: t(`masters.taxPerson.${person}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'taxTerritory':
      return (
        <Select
          {...common}
          data={taxTerritories.map((territory) => ({
            value: territory,
            label: t(`masters.taxTerritory.${territory}`),
          }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      );
  }
}

/** A country by its name in the page's language; the value is its ISO code. */
function CountrySelect(props: {
  label: string;
  value?: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
}) {
  const locale = useLocale();
  const data = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
  return (
    <Select {...props} data={data} searchable allowDeselect={false} comboboxProps={{ withinPortal: true }} />
  );
}

/** The people of a JMS group or a team: a row of inputs each, added and removed in place. */
function MembersField({ label, form, name }: { label: string; form: MasterForm; name: string }) {
  const t = useT();
  const members = (form.getValues()[name] ?? []) as MemberValue[];
  const input = (index: number, part: keyof Omit<MemberValue, 'userId'>) => ({
    label: t(`masters.member.${part}`),
    ...form.getInputProps(`${name}.${index}.${part}`),
  });
  return (
    <Fieldset legend={label} variant="filled">
      <Stack gap="sm">
        {members.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('masters.member.none')}
          </Text>
        )}
        {members.map((_, index) => (
          // members have no id of their own: a row is its place in the list
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput {...input(index, 'name')} withAsterisk flex={2} />
            <TextInput {...input(index, 'role')} flex={1} />
            <TextInput {...input(index, 'email')} type="email" flex={2} />
            <TextInput {...input(index, 'phone')} type="tel" flex={1} />
            <RemoveRowButton
              mb={4}
              label={t('masters.member.remove', { n: index + 1 })}
              onClick={() => form.removeListItem(name, index)}
            />
          </Group>
        ))}
        <AddRowButton
          label={t('masters.member.add')}
          onClick={() => form.insertListItem(name, emptyMember())}
        />
      </Stack>
    </Fieldset>
  );
}

const signatoryLabel = (row: MasterRow) => [row.name, row.apellido].filter(Boolean).join(' ');

/** A company's signatory: searched among the signatories as one types. */
function SignatorySelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value?: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const chosenId = value ? Number(value) : undefined;
  const chosen = useQuery({
    ...masterFindOptions('signatory', chosenId ?? 0),
    enabled: chosenId !== undefined,
  });
  // the box shows the chosen signatory's name: that is not a search
  const typed = chosen.data && search.trim() === signatoryLabel(chosen.data) ? '' : search.trim();
  const [q] = useDebouncedValue(typed, 300);
  const list = useQuery({
    ...masterListOptions('signatory', { page: 1, size: 50, sort: 'name', order: 'asc', ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items ?? [];
  const rows =
    chosen.data && !items.some((row) => row.id === chosen.data.id) ? [chosen.data, ...items] : items;
  return (
    <Select
      label={label}
      placeholder={t('masters.pickSignatory')}
      data={rows.map((row) => ({ value: String(row.id), label: signatoryLabel(row) }))}
      value={value ?? null}
      onChange={onChange}
      error={error}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('masters.noSignatories')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A company's signatory in the list: the name, read once per signatory. */
export function SignatoryName({ id }: { id: unknown }) {
  const signatory = useQuery({
    ...masterFindOptions('signatory', typeof id === 'number' ? id : 0),
    enabled: typeof id === 'number',
  });
  if (typeof id !== 'number') return '—';
  return signatory.data ? signatoryLabel(signatory.data) : '…';
}
