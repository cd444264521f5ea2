import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { errorMessageOf } from '../../../lib/api-errors';
import { ConflictAlert } from './ConflictAlert';

/**
 * The footer of a tab's form: what became of the last save (a version conflict, or an error not
 * shown on a field), discard and save. On a long form it stays in view.
 */
export function SaveBar({
  dirty,
  saving,
  conflict,
  onReload,
  error,
  onDiscard,
  sticky = true,
  extra,
}: {
  dirty: boolean;
  saving: boolean;
  conflict: boolean;
  onReload: () => void;
  /** A refused save the fields do not show, or null. */
  error: unknown;
  onDiscard: () => void;
  sticky?: boolean;
  /** Another action of the form, before discard and save. */
  extra?: ReactNode;
}) {
  const t = useT();
  return (
    <Paper
      pos={sticky ? 'sticky' : undefined}
      bottom={0}
      py="sm"
      px="md"
      withBorder
      shadow={sticky ? 'sm' : undefined}
      style={{ zIndex: 2 }}
    >
      <Stack gap="sm">
        {conflict && <ConflictAlert onReload={onReload} />}
        {!conflict && error !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {dirty ? t('editor.unsavedHint') : t('editor.saveHint')}
          </Text>
          <Group gap="sm">
            {extra}
            <Button variant="default" disabled={!dirty || saving} onClick={onDiscard}>
              {t('editor.discard')}
            </Button>
            <Button type="submit" loading={saving} disabled={!dirty}>
              {t('editor.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
