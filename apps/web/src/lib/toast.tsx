import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A success toast (5000 ms, top-center: set on the Notifications provider). */
export const showSuccess = (message: string): void => {
  notifications.show({ color: 'green', message });
};

/** How long a toast offers to undo what was just done. */
const UNDO_MS = 10_000;

/**
 * A success toast with a button that undoes what was done, for ten seconds. The toast outlives
 * the page that showed it, so `onUndo` must not need that page.
 */
export function showUndoable({
  id,
  message,
  undo,
  onUndo,
}: {
  id: string;
  message: string;
  /** The button's text. */
  undo: string;
  onUndo: () => void;
}): void {
  notifications.show({
    id,
    color: 'green',
    autoClose: UNDO_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undo}
        </Button>
      </Group>
    ),
  });
}
