import { Alert, Box, Button, Drawer, Fieldset, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { errorCodeOf, errorMessageOf, isApiError } from '../../lib/api-errors';
import { showSuccess } from '../../lib/toast';
import { trpc } from '../../trpc';
import { ConflictAlert } from '../forms/ConflictAlert';
import { confirmDestructive } from '../forms/confirm';
import { saveBarError } from '../forms/save-error';
import { showSavedValues } from '../forms/saved-values';
import {
  createMaster,
  fetchLatest,
  type MasterFields,
  type MasterRow,
  refreshMaster,
  updateMaster,
} from './api';
import type { FieldSection, FieldSpec, MasterDescription } from './descriptions';
import { type FormValues, formValuesOf, masterInputOf } from './form-values';
import { isWide, MasterField } from './MasterField';
import { messagesOfIssueTree } from './rule-text';
import { fieldMessages, validateMasterInput } from './validation';

/** The fields of each section of a form, in the order the sections first come. */
function sectionsOf(fields: readonly FieldSpec[]): [FieldSection, FieldSpec[]][] {
  const sections = new Map<FieldSection, FieldSpec[]>();
  for (const field of fields)
    if (field.section) sections.set(field.section, [...(sections.get(field.section) ?? []), field]);
  return [...sections];
}

/** Fields two by two (one on the phone), a wide one across. */
function FieldGrid({
  fields,
  children,
}: {
  fields: readonly FieldSpec[];
  children: (field: FieldSpec) => ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {fields.map((field) => (
        <Box key={field.name} style={isWide(field) ? { gridColumn: '1 / -1' } : undefined}>
          {children(field)}
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The row being edited, `'new'` for a new one, or null when the drawer is closed. */
export type DrawerTarget = MasterRow | 'new' | null;

const NAME_CHECK_DEBOUNCE_MS = 300;

/** Create or edit a row of a master; closing a form with unsaved changes asks first. */
export function MasterDrawer({
  description,
  target,
  onClose,
  onDelete,
}: {
  description: MasterDescription;
  target: DrawerTarget;
  onClose: () => void;
  onDelete: (row: MasterRow) => void;
}) {
  const t = useT();
  const isDirty = useRef(() => false);
  const row = target === 'new' ? null : target;

  const requestClose = () => {
    if (!isDirty.current()) return onClose();
    confirmDestructive({
      title: t('masters.discard.title'),
      text: t('masters.discard.text'),
      confirm: t('masters.discard.confirm'),
      cancel: t('masters.discard.cancel'),
      onConfirm: onClose,
    });
  };

  return (
    <Drawer
      opened={target !== null}
      onClose={requestClose}
      position="right"
      size="lg"
      title={t(row ? `masters.${description.key}.edit` : `masters.${description.key}.new`)}
    >
      {target !== null && (
        <MasterForm
          key={row?.id ?? 'new'}
          description={description}
          row={row}
          isDirty={isDirty}
          onSaved={onClose}
          onCancel={requestClose}
          onDelete={onDelete}
        />
      )}
    </Drawer>
  );
}

function MasterForm({
  description,
  row,
  isDirty,
  onSaved,
  onCancel,
  onDelete,
}: {
  description: MasterDescription;
  row: MasterRow | null;
  isDirty: RefObject<() => boolean>;
  onSaved: () => void;
  onCancel: () => void;
  onDelete: (row: MasterRow) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { key, EditSection } = description;
  // the row as last read: its version goes with the save
  const [base, setBase] = useState(row);
  const [conflict, setConflict] = useState(false);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(description, row),
    validate: (values) => validateMasterInput(description, masterInputOf(description, values), locale),
  });
  useEffect(() => {
    isDirty.current = () => form.isDirty();
  });

  const name = String(form.values.name ?? '').trim();
  const [checkedName] = useDebouncedValue(name, NAME_CHECK_DEBOUNCE_MS);
  const nameCheck = useQuery({
    ...trpc.masters.checkName.queryOptions({
      type: key,
      value: checkedName,
      ...(base ? { excludeId: base.id } : {}),
    }),
    enabled: checkedName !== '',
    meta: { errorDisplay: 'silent' },
  });
  const nameTaken = checkedName === name && nameCheck.data?.available === false;
  const nameTakenText = t(`masters.${key}.nameTaken`);

  const save = useMutation({
    mutationFn: (input: MasterFields) =>
      base ? updateMaster(key, { id: base.id, version: base.version, ...input }) : createMaster(key, input),
    meta: { errorDisplay: 'inline' },
    onSuccess: async (saved) => {
      showSuccess(t(base ? 'masters.toast.saved' : 'masters.toast.created', { name: saved.name }));
      onSaved();
      await refreshMaster(key);
    },
    onError: (error, input) => {
      const code = errorCodeOf(error);
      if (code === 'version_conflict') setConflict(true);
      else if (code?.endsWith('_name_in_use')) form.setFieldError('name', errorMessageOf(error));
      else if (code === 'validation_error' && isApiError(error)) {
        form.setErrors(fieldMessages(description, messagesOfIssueTree(error.data?.issues), input, locale));
      }
    },
  });
  const saveError = saveBarError({ save, fieldErrors: form.errors, shownElsewhere: conflict });

  const submit = form.onSubmit(
    (values) => {
      if (nameTaken) return form.setFieldError('name', nameTakenText);
      setConflict(false);
      save.mutate(masterInputOf(description, values));
    },
    // a long form: the first refused field may be out of view
    (errors) => {
      const [first] = Object.keys(errors);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  /** After a conflict: the latest saved row, either shown in the form or only as the version to save over. */
  const takeLatest = async (showLatest: boolean) => {
    if (!base) return;
    const latest = await fetchLatest(key, base.id);
    setBase(latest);
    if (showLatest) showSavedValues(form, formValuesOf(description, latest));
    setConflict(false);
    save.reset();
  };

  return (
    <Stack gap="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FieldGrid fields={description.fields.filter((field) => !field.section)}>
            {(field) =>
              field.name === 'name' ? (
                <MasterField
                  field={field}
                  form={form}
                  error={nameTaken ? nameTakenText : undefined}
                  rightSection={nameCheck.isFetching ? <Loader size="xs" /> : undefined}
                />
              ) : (
                <MasterField field={field} form={form} />
              )
            }
          </FieldGrid>
          {sectionsOf(description.fields).map(([section, fields]) => (
            <Fieldset key={section} legend={t(`masters.section.${section}`)}>
              <Text size="sm" c="dimmed" mb="sm">
                {t(`masters.section.${section}Hint`)}
              </Text>
              <FieldGrid fields={fields}>{(field) => <MasterField field={field} form={form} />}</FieldGrid>
            </Fieldset>
          ))}
          {/* the footer stays in view, and with it what became of the last save */}
          <Stack
            gap="sm"
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            {conflict && (
              <ConflictAlert
                text={errorMessageOf(save.error)}
                hint={t('masters.conflict.hint')}
                reload={{ label: t('masters.conflict.reload'), onClick: () => void takeLatest(true) }}
                keep={{ label: t('masters.conflict.keep'), onClick: () => void takeLatest(false) }}
              />
            )}
            {saveError !== null && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {saveError}
              </Alert>
            )}
            <Group justify="space-between">
              {base ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => onDelete(base)}
                >
                  {t('masters.deleteAction')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="sm">
                <Button variant="default" onClick={onCancel}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending} disabled={Boolean(base) && !form.isDirty()}>
                  {base ? t('masters.save') : t('masters.createSubmit')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Stack>
      </form>
      {base && EditSection && (
        <Suspense fallback={<Loader size="sm" />}>
          <EditSection id={base.id} />
        </Suspense>
      )}
    </Stack>
  );
}
