import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  acceptRows,
  acceptSide,
  type DraftsSpec,
  type DraftsState,
  dirtyKeys,
  discardDraft,
  editDraft,
  emptyDrafts,
  keepDraftsOver,
  mergeRead,
} from './drafts';

/**
 * A documents tab's drafts (see `drafts.ts`) over its latest read: every read merges in, and the
 * answers of the person's own actions are taken as they come. `spec` must be a stable object.
 */
export function useDocumentDrafts<Row extends { id: number | null; version: number | null }, Draft>(
  spec: DraftsSpec<Row, Draft>,
  read: readonly Row[] | undefined,
) {
  const [state, setState] = useState<DraftsState<Row, Draft>>(emptyDrafts);
  useEffect(() => {
    if (read) setState((current) => mergeRead(current, spec, read));
  }, [spec, read]);

  const dirty = useMemo(() => dirtyKeys(state, spec), [state, spec]);
  const actions = useMemo(
    () => ({
      edit: (key: string, patch: Partial<Draft>) => setState((current) => editDraft(current, key, patch)),
      accept: (rows: readonly Row[]) => setState((current) => acceptRows(current, spec, rows)),
      keepDraftsOver: (rows: readonly Row[]) => setState((current) => keepDraftsOver(current, spec, rows)),
      acceptSide: (row: Row, fields: readonly (keyof Row)[]) =>
        setState((current) => acceptSide(current, spec, row, fields)),
      discard: (key: string) => setState((current) => discardDraft(current, spec, key)),
    }),
    [spec],
  );
  const isDirty = useCallback((key: string) => dirty.includes(key), [dirty]);
  return {
    rows: state.rows,
    drafts: state.drafts,
    revisions: state.revisions,
    dirty,
    isDirty,
    ...actions,
  };
}

export type DocumentDrafts<Row extends { id: number | null; version: number | null }, Draft> = ReturnType<
  typeof useDocumentDrafts<Row, Draft>
>;

/** The documents whose last save met a newer version: each shows the conflict until it is settled. */
export function useConflictKeys() {
  const [conflicts, setConflicts] = useState<ReadonlySet<string>>(new Set());
  const markConflict = useCallback((keys: readonly string[], on: boolean) => {
    setConflicts((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }, []);
  return { conflicts, markConflict };
}
