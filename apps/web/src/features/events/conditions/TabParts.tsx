import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { errorMessageOf } from '../../../lib/api-errors';
import { ConflictAlert } from '../../forms/ConflictAlert';
import { confirmDestructive } from '../../forms/confirm';
import { SaveBar as FormSaveBar } from '../../forms/SaveBar';

/**
 * A tab's data while it loads, or why it could not load with a way to try again; `texts` name
 * what is loading (the conditions unless told).
 */
export function TabLoading({
  error,
  onRetry,
  texts,
}: {
  error: unknown;
  onRetry: () => void;
  texts?: { loading: string; loadError: string };
}) {
  const t = useT();
  if (!error)
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{texts?.loading ?? t('conditions.loading')}</Text>
        </Group>
      </Center>
    );
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={texts?.loadError ?? t('conditions.loadError')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessageOf(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('conditions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A titled part of a conditions tab, named by its title for assistive technology. */
export function TabSection({
  title,
  children,
  hidden = false,
}: {
  title: string;
  children: ReactNode;
  /** Not shown; the form keeps its values (a cancelled show's tickets and deal). */
  hidden?: boolean;
}) {
  if (hidden) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The foot of a conditions tab (or another tab saved the same way), always in view: a version
 * conflict offers to reload or to keep what was typed; discarding what was typed asks first.
 * `conflictText` names what someone else saved (the conditions unless told).
 */
export function SaveBar({
  dirty,
  saving,
  conflict,
  conflictText,
  error,
  onReload,
  onKeep,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  conflict: boolean;
  conflictText?: string;
  error: ReactNode;
  onReload: () => void;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  const confirmDiscard = () =>
    confirmDestructive({
      title: t('conditions.discard.title'),
      text: t('conditions.discard.text'),
      confirm: t('conditions.discard.confirm'),
      cancel: t('conditions.discard.cancel'),
      onConfirm: onDiscard,
    });
  return (
    <FormSaveBar
      labels={{
        unsaved: t('conditions.unsaved'),
        saved: t('conditions.upToDate'),
        discard: t('conditions.discard'),
        save: t('conditions.save'),
      }}
      dirty={dirty}
      saving={saving}
      conflict={
        conflict && (
          <ConflictAlert
            text={conflictText ?? t('conditions.conflict')}
            hint={t('conditions.conflict.hint')}
            reload={{ label: t('conditions.conflict.reload'), onClick: onReload }}
            keep={{ label: t('conditions.conflict.keep'), onClick: onKeep }}
          />
        )
      }
      error={error}
      onDiscard={confirmDiscard}
    />
  );
}
