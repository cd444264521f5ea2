import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle } from '@tabler/icons-react';
import { useT } from '../../../i18n';

/**
 * A save refused with `version_conflict`: what was typed stays in the form; "Reload" shows the
 * saved version after a confirm, since it throws away what was typed.
 */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const t = useT();
  const confirmReload = () =>
    modals.openConfirmModal({
      title: t('editor.conflict.confirmTitle'),
      centered: true,
      children: <Text size="sm">{t('editor.conflict.confirmText')}</Text>,
      labels: { confirm: t('editor.conflict.reload'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: onReload,
    });
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      title={t('editor.conflict.title')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('editor.conflict.text')}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={confirmReload}>
            {t('editor.conflict.reload')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
