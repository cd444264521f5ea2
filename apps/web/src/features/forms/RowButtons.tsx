import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** Adds a row at the end of a list of inputs. */
export function AddRowButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Group>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        disabled={disabled}
        onClick={onClick}
      >
        {label}
      </Button>
    </Group>
  );
}

/** Removes its row from a list of inputs; `mt` or `mb` lines it up with the row's inputs. */
export function RemoveRowButton({
  label,
  onClick,
  mt,
  mb,
}: {
  label: string;
  onClick: () => void;
  mt?: number;
  mb?: number;
}) {
  return (
    <ActionIcon variant="subtle" color="red" mt={mt} mb={mb} aria-label={label} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
