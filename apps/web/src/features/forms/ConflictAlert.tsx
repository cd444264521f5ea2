import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A save refused with `version_conflict`: what was typed stays in the form; one button shows the
 * saved version, and where offered another keeps what was typed to save over it.
 */
export function ConflictAlert({
  title,
  text,
  hint,
  reload,
  keep,
}: {
  title?: string;
  text: ReactNode;
  hint?: string;
  reload: { label: string; onClick: () => void };
  keep?: { label: string; onClick: () => void };
}) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={reload.onClick}>
            {reload.label}
          </Button>
          {keep && (
            <Button size="xs" variant="default" onClick={keep.onClick}>
              {keep.label}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
