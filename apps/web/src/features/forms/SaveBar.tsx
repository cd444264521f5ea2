import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconPointFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePhone } from '../../lib/phone';
import { ErrorAlert } from './ErrorAlert';

/** The words of a save bar, in the words of the form it closes. */
export type SaveBarLabels = { unsaved: string; saved: string; discard: string; save: string };

/**
 * The foot of a form: whether there is something to save, what became of the last save (a version
 * conflict, or an error not shown on a field), discard and save. On a long form it stays in view.
 */
export function SaveBar({
  labels,
  dirty,
  saving,
  conflict,
  error,
  onDiscard,
  sticky = true,
  extra,
}: {
  labels: SaveBarLabels;
  dirty: boolean;
  saving: boolean;
  /** The conflict alert while the last save met a newer version, else null. */
  conflict: ReactNode;
  /** A refused save the fields do not show, or null. */
  error: ReactNode;
  onDiscard: () => void;
  sticky?: boolean;
  /** Another action of the form, before discard and save. */
  extra?: ReactNode;
}) {
  // the phone: one short row, the state an icon (its words kept for screen readers), small buttons
  const phone = usePhone();
  const state = (text: string) =>
    phone ? <VisuallyHidden>{text}</VisuallyHidden> : <Text size="sm">{text}</Text>;
  const size = phone ? 'xs' : 'sm';
  return (
    <Paper
      withBorder
      radius="md"
      p={phone ? 6 : 'sm'}
      pos={sticky ? 'sticky' : undefined}
      bottom={0}
      shadow={sticky ? 'sm' : undefined}
      style={{ zIndex: 3 }}
    >
      <Stack gap="sm">
        {conflict}
        {!conflict && error && <ErrorAlert>{error}</ErrorAlert>}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {dirty ? (
            <Group gap={4} c="orange" wrap="nowrap">
              <IconPointFilled size={16} />
              {state(labels.unsaved)}
            </Group>
          ) : (
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconCircleCheck size={16} />
              {state(labels.saved)}
            </Group>
          )}
          <Group gap={phone ? 'xs' : 'sm'} justify="flex-end">
            {extra}
            <Button variant="default" size={size} disabled={!dirty || saving} onClick={onDiscard}>
              {labels.discard}
            </Button>
            <Button type="submit" size={size} loading={saving} disabled={!dirty}>
              {labels.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
