import {
  Alert,
  Badge,
  Button,
  ColorInput,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors';
import { showSuccess } from '../../lib/toast';
import { trpc } from '../../trpc';
import type { Phase } from '../events/look';
import { ConflictAlert } from '../forms/ConflictAlert';
import { showSavedValues } from '../forms/saved-values';
import { swatches } from '../masters/MasterField';

const LABEL_MAX = 60;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

type PhaseValues = Pick<Phase, 'labelEs' | 'labelEn' | 'color'>;
const valuesOf = ({ labelEs, labelEn, color }: Phase): PhaseValues => ({ labelEs, labelEn, color });

/** The phases fase0 … fase6 in their fixed order, each with its Spanish and English label and colour. */
export function PhasesTab() {
  const t = useT();
  const phases = useQuery(trpc.events.phases.list.queryOptions());
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('phases.intro')}
      </Text>
      {phases.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t('admin.loadError')}
        </Alert>
      )}
      <Paper withBorder radius="md" shadow="xs">
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('phases.col.order')}</Table.Th>
              <Table.Th w={90}>{t('phases.col.key')}</Table.Th>
              <Table.Th>{t('phases.col.labelEs')}</Table.Th>
              <Table.Th>{t('phases.col.labelEn')}</Table.Th>
              <Table.Th w={170}>{t('phases.col.color')}</Table.Th>
              <Table.Th>{t('phases.col.preview')}</Table.Th>
              <Table.Th w={200} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {phases.isLoading &&
              Array.from({ length: 7 }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart
                <Table.Tr key={row}>
                  <Table.Td colSpan={7}>
                    <Skeleton h={28} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {phases.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text size="sm" c="dimmed" ta="center">
                    {t('phases.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {phases.data?.map((phase) => (
              <PhaseRow key={phase.key} phase={phase} />
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

/** One phase's editable labels and colour, saved at the version read. */
function PhaseRow({ phase }: { phase: Phase }) {
  const t = useT();
  const queryClient = useQueryClient();
  // the phase as last read: its version goes with the save
  const [base, setBase] = useState(phase);
  const [conflict, setConflict] = useState(false);
  const labelError = (value: string) =>
    !value.trim() ? t('validation.required') : value.trim().length > LABEL_MAX ? t('phases.tooLong') : null;
  const form = useForm<PhaseValues>({
    mode: 'controlled',
    initialValues: valuesOf(phase),
    validate: {
      labelEs: (value) => labelError(value),
      labelEn: (value) => labelError(value),
      color: (value) => (HEX_COLOR.test(value.trim()) ? null : t('phases.badColor')),
    },
  });

  const showSaved = (saved: Phase) => {
    setBase(saved);
    showSavedValues(form, valuesOf(saved));
  };

  // a newer phase read elsewhere (another tab saved, a refetch) shows unless something is typed here
  useEffect(() => {
    if (phase.version > base.version && !form.isDirty()) showSaved(phase);
  });

  const save = useMutation(
    trpc.events.phases.update.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: async (saved) => {
        showSaved(saved);
        showSuccess(t('phases.saved', { label: saved.labelEs }));
        await queryClient.invalidateQueries({ queryKey: trpc.events.phases.list.queryKey() });
      },
      onError: (error) => setConflict(errorCodeOf(error) === 'version_conflict'),
    }),
  );

  const submit = form.onSubmit((values) => {
    setConflict(false);
    save.mutate({
      key: base.key,
      version: base.version,
      labelEs: values.labelEs.trim(),
      labelEn: values.labelEn.trim(),
      color: values.color.trim(),
    });
  });
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') submit();
  };

  /** After a conflict: the phase as saved now, shown in the form or only as the version to save over. */
  const takeLatest = async (showLatest: boolean) => {
    const phases = await queryClient.fetchQuery({ ...trpc.events.phases.list.queryOptions(), staleTime: 0 });
    const latest = phases.find((candidate) => candidate.key === base.key);
    if (!latest) return;
    if (showLatest) showSaved(latest);
    else setBase(latest);
    setConflict(false);
    save.reset();
  };

  const dirty = form.isDirty();
  const color = HEX_COLOR.test(form.values.color) ? form.values.color : base.color;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Text fw={600}>{base.position + 1}</Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" ff="monospace" c="dimmed">
            {base.key}
          </Text>
        </Table.Td>
        <Table.Td>
          <TextInput
            aria-label={t('phases.labelEsOf', { key: base.key })}
            maxLength={LABEL_MAX}
            onKeyDown={submitOnEnter}
            {...form.getInputProps('labelEs')}
          />
        </Table.Td>
        <Table.Td>
          <TextInput
            aria-label={t('phases.labelEnOf', { key: base.key })}
            maxLength={LABEL_MAX}
            onKeyDown={submitOnEnter}
            {...form.getInputProps('labelEn')}
          />
        </Table.Td>
        <Table.Td>
          <ColorInput
            aria-label={t('phases.colorOf', { key: base.key })}
            format="hex"
            swatches={swatches}
            swatchesPerRow={swatches.length}
            onKeyDown={submitOnEnter}
            {...form.getInputProps('color')}
          />
        </Table.Td>
        <Table.Td>
          <Badge variant="outline" color={color} radius="sm">
            {form.values.labelEs.trim() || base.labelEs}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconArrowBackUp size={14} />}
              disabled={!dirty || save.isPending}
              onClick={() => {
                form.reset();
                setConflict(false);
                save.reset();
              }}
            >
              {t('phases.reset')}
            </Button>
            <Button
              size="xs"
              leftSection={<IconDeviceFloppy size={14} />}
              aria-label={t('phases.saveOf', { key: base.key })}
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => submit()}
            >
              {t('phases.save')}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {save.isError && (
        <Table.Tr>
          <Table.Td colSpan={7} pt={0}>
            {conflict ? (
              <ConflictAlert
                text={t('phases.conflict')}
                reload={{ label: t('phases.reload'), onClick: () => void takeLatest(true) }}
                keep={{ label: t('phases.keep'), onClick: () => void takeLatest(false) }}
              />
            ) : (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {errorMessageOf(save.error)}
              </Alert>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
