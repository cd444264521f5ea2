import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconPointFilled } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useT } from '../../../i18n';
import { errorMessageOf } from '../../../lib/api-errors';

/** Tells the editor shell whether the tab holds unsaved changes, as that changes. */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void): void {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}

/** A tab's data while it loads, or why it could not load with a way to try again. */
export function TabLoading({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  if (!error)
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{t('conditions.loading')}</Text>
        </Group>
      </Center>
    );
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('conditions.loadError')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessageOf(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('conditions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The foot of a conditions tab, always in view: whether there is something to save, what became
 * of the last save (a version conflict offers to reload or to keep what was typed), and the buttons;
 * discarding what was typed asks first.
 */
export function SaveBar({
  dirty,
  saving,
  conflict,
  error,
  onReload,
  onKeep,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  conflict: boolean;
  error: ReactNode;
  onReload: () => void;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  const confirmDiscard = () =>
    modals.openConfirmModal({
      title: t('conditions.discard.title'),
      centered: true,
      children: <Text size="sm">{t('conditions.discard.text')}</Text>,
      labels: { confirm: t('conditions.discard.confirm'), cancel: t('conditions.discard.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: onDiscard,
    });
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      pos="sticky"
      bottom={0}
      shadow="sm"
      style={{ zIndex: 3 }}
      bg="var(--mantine-color-body)"
    >
      <Stack gap="sm">
        {conflict && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('conditions.conflict')}</Text>
              <Text size="sm" c="dimmed">
                {t('conditions.conflict.hint')}
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={onReload}>
                  {t('conditions.conflict.reload')}
                </Button>
                <Button size="xs" variant="default" onClick={onKeep}>
                  {t('conditions.conflict.keep')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {error && !conflict && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          {dirty ? (
            <Group gap={4} c="orange.7">
              <IconPointFilled size={16} />
              <Text size="sm">{t('conditions.unsaved')}</Text>
            </Group>
          ) : (
            <Group gap={4} c="dimmed">
              <IconCircleCheck size={16} />
              <Text size="sm">{t('conditions.upToDate')}</Text>
            </Group>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={confirmDiscard} disabled={!dirty || saving}>
              {t('conditions.discard')}
            </Button>
            <Button type="submit" loading={saving} disabled={!dirty}>
              {t('conditions.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
