import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorCodeOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/toast';
import { useReportDirty } from '../event-tab';
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

/** A stored document (its row) or one only generated (no id, no version). */
type DocumentRow = { id: number | null; version: number | null };

/**
 * A documents tab's drafts (see `drafts.ts`) over its latest read: every read merges in, and the
 * answers of the person's own actions are taken as they come. `spec` must be a stable object.
 */
export function useDocumentDrafts<Row extends DocumentRow, Draft>(
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
    keyOf: spec.keyOf,
    dirty,
    isDirty,
    ...actions,
  };
}

export type DocumentDrafts<Row extends DocumentRow, Draft> = ReturnType<typeof useDocumentDrafts<Row, Draft>>;

/** The documents whose last save met a newer version: each shows the conflict until it is settled. */
function useConflictKeys() {
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

/** What a documents tab gives each of its documents. */
export interface DocumentsContext<Row extends DocumentRow, Draft> {
  eventId: number;
  docs: DocumentDrafts<Row, Draft>;
  conflicts: ReadonlySet<string>;
  markConflict: (keys: readonly string[], on: boolean) => void;
  /** The documents as saved now (to settle a conflict). */
  latest: () => Promise<Row[]>;
}

/** A documents tab's drafts and conflicts, reporting to the editor whether anything is unsaved. */
export function useDocumentsTab<Row extends DocumentRow, Draft>(
  spec: DraftsSpec<Row, Draft>,
  read: readonly Row[] | undefined,
  onDirtyChange: (dirty: boolean) => void,
) {
  const docs = useDocumentDrafts(spec, read);
  useReportDirty(docs.dirty.length > 0, onDirtyChange);
  return { docs, ...useConflictKeys() };
}

/**
 * What every document's card does the same way: save at the version read (a conflict is shown,
 * not overwritten), reset to the template's text, and settle a conflict by showing the saved
 * version or keeping what was typed over it.
 */
export function useDocumentActions<Row extends DocumentRow & { save: boolean }, Draft>(
  context: DocumentsContext<Row, Draft>,
  key: string,
  calls: {
    save: (row: Row, draft: Draft) => Promise<Row>;
    reset: () => Promise<Row>;
    saved: string;
    resetDone: string;
  },
) {
  const { docs, markConflict, latest } = context;
  const save = useMutation({
    mutationFn: ({ row, draft }: { row: Row; draft: Draft }) => calls.save(row, draft),
    meta: { errorDisplay: 'inline' },
    onSuccess: (saved) => {
      docs.accept([saved]);
      markConflict([key], false);
      showSuccess(calls.saved);
    },
    onError: (error) => {
      if (errorCodeOf(error) === 'version_conflict') markConflict([key], true);
    },
  });
  const reset = useMutation({
    mutationFn: calls.reset,
    meta: { errorDisplay: 'inline' },
    onSuccess: (generated) => {
      docs.accept([generated]);
      markConflict([key], false);
      save.reset();
      showSuccess(calls.resetDone);
    },
  });
  const takeLatest = async (showLatest: boolean) => {
    const now = (await latest()).find((row) => docs.keyOf(row) === key);
    if (now) (showLatest ? docs.accept : docs.keepDraftsOver)([now]);
    markConflict([key], false);
    save.reset();
  };
  return {
    save,
    reset,
    /** What the card's DocumentSaveBar shows of these. */
    bar: {
      dirty: docs.isDirty(key),
      saving: save.isPending,
      resetting: reset.isPending,
      // a document never saved already is the template's text
      canReset: docs.rows[key]?.save ?? false,
      onReset: () => reset.mutate(),
      onDiscard: () => {
        docs.discard(key);
        save.reset();
      },
      conflict: context.conflicts.has(key)
        ? { onReload: () => void takeLatest(true), onKeep: () => void takeLatest(false) }
        : null,
    },
  };
}
