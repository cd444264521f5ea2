import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Something that failed, said where it happened (a read, a save, a check), announced to screen readers. */
export function ErrorAlert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {children}
    </Alert>
  );
}
