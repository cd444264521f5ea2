import { imageGroups } from '@bolo/api/storage/public';
import {
  Checkbox,
  ColorSwatch,
  Fieldset,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useT } from '../../../i18n';
import { trpc } from '../../../trpc';
import { useCan } from '../../auth/guard';
import { DateField } from '../../layout/DateField';
import { TimeField } from '../../layout/TimeField';
import { masterListOptions } from '../../masters/api';
import { eventTypeNames } from '../list-search';
import { eventTypeColor, usePhases } from '../look';
import type { EventRead, GeneralValues } from './general-values';

export type GeneralForm = UseFormReturnType<GeneralValues>;

const NAME_CHECK_DEBOUNCE_MS = 300;
/** The companies and calendars a person picks from: few, read whole. */
const allRows = { page: 1, size: 100, sort: 'name', order: 'asc' } as const;

/**
 * The live name check (`events.checkName`): the spec's `evento_name_in_use` text while the name
 * typed is taken by another live event.
 */
export function useNameTaken(
  name: string,
  excludeId?: number,
): { taken: string | undefined; checking: boolean } {
  const t = useT();
  const trimmed = name.trim();
  const [checked] = useDebouncedValue(trimmed, NAME_CHECK_DEBOUNCE_MS);
  const check = useQuery({
    ...trpc.events.checkName.queryOptions({ value: checked, ...(excludeId ? { excludeId } : {}) }),
    enabled: checked !== '',
    // names are taken and freed by others at any time: always asked again
    staleTime: 0,
    meta: { errorDisplay: 'silent' },
  });
  const taken = checked === trimmed && check.data?.available === false;
  return { taken: taken ? t('editor.nameTaken') : undefined, checking: check.isFetching };
}

/** A colour dot (any CSS colour) before an option's label. */
const dotted = (color: string, label: ReactNode) => (
  <Group gap="xs" wrap="nowrap">
    <ColorSwatch color={color} size={12} withShadow={false} />
    {label}
  </Group>
);

type Option = { value: string; label: string };
const optionsOf = (rows: readonly { id: number; name: string }[]): Option[] =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

/**
 * The companies and calendars to pick from: the masters' lists for a role with MasterData; for
 * any other, only the event's own, whose names come with the event (the lists would answer 403).
 */
function useCompanyAndCalendarOptions(event: EventRead | undefined) {
  const readsMasters = useCan('MasterData');
  const companies = useQuery({ ...masterListOptions('company', allRows), enabled: readsMasters });
  const calendars = useQuery({ ...masterListOptions('calendar', allRows), enabled: readsMasters });
  if (readsMasters) {
    return {
      companies: optionsOf(companies.data?.items ?? []),
      calendars: optionsOf(calendars.data?.items ?? []),
      soleCompany: companies.data?.items.length === 1 ? String(companies.data.items[0]?.id) : null,
    };
  }
  const { empresaId, names } = event ?? { empresaId: null, names: { empresa: null, calendars: [] } };
  return {
    companies:
      empresaId !== null && names.empresa !== null ? optionsOf([{ id: empresaId, name: names.empresa }]) : [],
    calendars: optionsOf(names.calendars),
    soleCompany: null,
  };
}

/** Name, type, phase, company and calendars. */
export function EventIdentityFields({ form, event }: { form: GeneralForm; event?: EventRead }) {
  const t = useT();
  const eventId = event?.id;
  const { phases, labelOf, byName } = usePhases();
  const { taken, checking } = useNameTaken(form.values.name, eventId);
  const options = useCompanyAndCalendarOptions(event);
  const { soleCompany } = options;
  // a new event of an office with one company is booked for it, as the server does for a draft naming none
  const { isTouched, getValues, getInitialValues, setInitialValues, setFieldValue } = form;
  useEffect(() => {
    if (eventId !== undefined || soleCompany === null || isTouched('empresaId')) return;
    if (getValues().empresaId !== null) return;
    setInitialValues({ ...getInitialValues(), empresaId: soleCompany });
    setFieldValue('empresaId', soleCompany);
  }, [soleCompany, eventId, isTouched, getValues, getInitialValues, setInitialValues, setFieldValue]);
  const nameProps = form.getInputProps('name');
  const typeColor = (type: string) => `var(--mantine-color-${eventTypeColor(type)}-6)`;
  const phaseColor = (name: string) => byName(name)?.color ?? 'var(--mantine-color-gray-6)';
  return (
    <Fieldset legend={t('editor.section.event')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('editor.field.name')}
          withAsterisk
          data-autofocus
          {...nameProps}
          error={nameProps.error ?? taken}
          rightSection={checking ? <Loader size="xs" /> : undefined}
          style={{ gridColumn: '1 / -1' }}
        />
        <Select
          label={t('editor.field.eventType')}
          data={eventTypeNames}
          allowDeselect={false}
          renderOption={({ option }) => dotted(typeColor(option.value), option.label)}
          leftSection={<ColorSwatch color={typeColor(form.values.eventType)} size={12} />}
          {...form.getInputProps('eventType')}
        />
        <Select
          label={t('editor.field.fase')}
          data={phases.map((phase) => ({ value: phase.name, label: labelOf(phase) }))}
          allowDeselect={false}
          renderOption={({ option }) => dotted(phaseColor(option.value), option.label)}
          leftSection={<ColorSwatch color={phaseColor(form.values.fase)} size={12} />}
          {...form.getInputProps('fase')}
        />
        <Select
          label={t('editor.field.empresa')}
          placeholder={t('editor.none')}
          data={options.companies}
          searchable
          clearable
          nothingFoundMessage={t('editor.nothingFound')}
          {...form.getInputProps('empresaId')}
        />
        <Select
          label={t('editor.field.imageGroup')}
          description={t('editor.field.imageGroupHint')}
          data={imageGroups.map((group) => ({ value: group, label: t(`companyImages.group.${group}`) }))}
          allowDeselect={false}
          {...form.getInputProps('imageGroup')}
        />
        <MultiSelect
          label={t('editor.field.calendars')}
          placeholder={form.values.calendars.length === 0 ? t('editor.none') : undefined}
          data={options.calendars}
          searchable
          clearable
          nothingFoundMessage={t('editor.nothingFound')}
          style={{ gridColumn: '1 / -1' }}
          {...form.getInputProps('calendars')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

/** A time, or "to be defined" (the spec's por definir flags), which empties and locks it. */
function TimeToDefine({
  form,
  field,
  flag,
  label,
}: {
  form: GeneralForm;
  field: 'startTime' | 'aperturaPuertas';
  flag: 'porDefinirHoraInicio' | 'porDefinirAperturaPuertas';
  label: string;
}) {
  const t = useT();
  const toDefine = form.values[flag];
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <TimeField label={label} flex={1} disabled={toDefine} {...form.getInputProps(field)} />
      <Checkbox label={t('editor.toDefine')} mb={8} {...form.getInputProps(flag, { type: 'checkbox' })} />
    </Group>
  );
}

/** Date, times, duration and the announcement and on-sale dates. */
export function EventScheduleFields({ form }: { form: GeneralForm }) {
  const t = useT();
  return (
    <Fieldset legend={t('editor.section.schedule')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <DateField label={t('editor.field.date')} {...form.getInputProps('date')} />
        <TimeToDefine
          form={form}
          field="startTime"
          flag="porDefinirHoraInicio"
          label={t('editor.field.startTime')}
        />
        <TimeToDefine
          form={form}
          field="aperturaPuertas"
          flag="porDefinirAperturaPuertas"
          label={t('editor.field.aperturaPuertas')}
        />
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <NumberInput
            label={t('editor.field.duration')}
            suffix=" min"
            min={0}
            max={10_080}
            allowDecimal={false}
            allowNegative={false}
            flex={1}
            disabled={form.values.porDefinirDuracion}
            {...form.getInputProps('duration')}
          />
          <Checkbox
            label={t('editor.toDefine')}
            mb={8}
            {...form.getInputProps('porDefinirDuracion', { type: 'checkbox' })}
          />
        </Group>
        <DateField label={t('editor.field.plazoAnuncio')} {...form.getInputProps('plazoAnuncio')} />
        <DateField label={t('editor.field.salidaVenta')} {...form.getInputProps('salidaVenta')} />
      </SimpleGrid>
    </Fieldset>
  );
}

/** Where: the venue switch, place, address, aforo and, when editing, the stage. */
export function EventPlaceFields({ form, withStage = false }: { form: GeneralForm; withStage?: boolean }) {
  const t = useT();
  return (
    <Fieldset legend={t('editor.section.place')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput label={t('editor.field.location')} {...form.getInputProps('location')} />
        <TextInput label={t('editor.field.address')} {...form.getInputProps('address')} />
        <NumberInput
          label={t('editor.field.aforo')}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          {...form.getInputProps('aforo')}
        />
        <Switch
          label={t('editor.field.existeRecinto')}
          // the hint says what switching it off means: under a switch that is on it would say the opposite
          description={form.values.existeRecinto ? undefined : t('editor.field.existeRecintoHint')}
          {...form.getInputProps('existeRecinto', { type: 'checkbox' })}
        />
        {withStage && (
          <>
            <Switch
              label={t('editor.field.isAccesible')}
              {...form.getInputProps('isAccesible', { type: 'checkbox' })}
            />
            <Switch label={t('editor.field.isPrl')} {...form.getInputProps('isPrl', { type: 'checkbox' })} />
            <TextInput label={t('editor.field.escenario')} {...form.getInputProps('escenario')} />
            <Textarea
              label={t('editor.field.observacionesEscenario')}
              autosize
              minRows={2}
              maxRows={6}
              style={{ gridColumn: '1 / -1' }}
              {...form.getInputProps('observacionesEscenario')}
            />
          </>
        )}
      </SimpleGrid>
    </Fieldset>
  );
}

/** Which contracts the event has. */
export function EventContractFields({ form }: { form: GeneralForm }) {
  const t = useT();
  return (
    <Fieldset legend={t('editor.section.contracts')}>
      <Group gap="xl">
        <Switch
          label={t('editor.field.hasArtistContract')}
          {...form.getInputProps('hasArtistContract', { type: 'checkbox' })}
        />
        <Switch
          label={t('editor.field.hasPromotorContract')}
          {...form.getInputProps('hasPromotorContract', { type: 'checkbox' })}
        />
        <Switch
          label={t('editor.field.hasHallContract')}
          {...form.getInputProps('hasHallContract', { type: 'checkbox' })}
        />
      </Group>
    </Fieldset>
  );
}
