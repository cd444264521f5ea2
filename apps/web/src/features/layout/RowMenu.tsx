import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A table row's "…" menu of `Menu.Item`s; its clicks stay off the row, whose click opens the editor. */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stops the row click only; the menu has its own buttons
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div onClick={(event) => event.stopPropagation()}>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={label}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{children}</Menu.Dropdown>
      </Menu>
    </div>
  );
}
