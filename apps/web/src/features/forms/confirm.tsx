import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before an action that loses or removes something; the confirm button is red. */
export function confirmDestructive({
  title,
  text,
  confirm,
  cancel,
  onConfirm,
}: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
}): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm, cancel },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
