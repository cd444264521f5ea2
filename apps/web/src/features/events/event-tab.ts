import { useEffect } from 'react';

export interface EventTabProps {
  eventId: number;
  onDirtyChange: (dirty: boolean) => void;
}

/** Tells the editor shell whether the tab holds unsaved changes, as that changes. */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void): void {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}
