/**
 * The documents of a tab (an event's emails, its contracts) as the person edits them: per document,
 * the row as last read or saved (its version goes with the next save) and the draft being typed.
 * Pure functions over plain objects, so the rules are tested without a browser.
 */
export interface DraftsState<Row, Draft> {
  rows: Record<string, Row>;
  drafts: Record<string, Draft>;
  /** Bumped when a draft is replaced from outside (a read, a save, a reset): the editor shows it anew. */
  revisions: Record<string, number>;
}

/** What the drafts need to know of a kind of document. */
export interface DraftsSpec<Row, Draft> {
  keyOf: (row: Row) => string;
  draftOf: (row: Row) => Draft;
  sameDraft: (a: Draft, b: Draft) => boolean;
  /**
   * The fields a new read may change under a draft being edited (an email's delivery state): they
   * are not what the person types, so they are shown as they are now.
   */
  live: readonly (keyof Row)[];
}

/** A stored document's version; null for one never stored. */
interface Versioned {
  version: number | null;
}

export const emptyDrafts = <Row, Draft>(): DraftsState<Row, Draft> => ({
  rows: {},
  drafts: {},
  revisions: {},
});

/** Whether the document's draft differs from its row. */
export function isDirty<Row, Draft>(
  state: DraftsState<Row, Draft>,
  spec: DraftsSpec<Row, Draft>,
  key: string,
): boolean {
  const row = state.rows[key];
  const draft = state.drafts[key];
  return row !== undefined && draft !== undefined && !spec.sameDraft(draft, spec.draftOf(row));
}

export const dirtyKeys = <Row, Draft>(state: DraftsState<Row, Draft>, spec: DraftsSpec<Row, Draft>) =>
  Object.keys(state.rows).filter((key) => isDirty(state, spec, key));

const pick = <Row>(row: Row, fields: readonly (keyof Row)[]): Partial<Row> =>
  Object.fromEntries(fields.map((field) => [field, row[field]])) as Partial<Row>;

/** `row` as the document's row and draft; the editor is told only when the draft's text changes. */
function shown<Row, Draft>(
  state: DraftsState<Row, Draft>,
  spec: DraftsSpec<Row, Draft>,
  row: Row,
): DraftsState<Row, Draft> {
  const key = spec.keyOf(row);
  const draft = spec.draftOf(row);
  const before = state.drafts[key];
  const changed = before === undefined || !spec.sameDraft(before, draft);
  return {
    rows: { ...state.rows, [key]: row },
    drafts: { ...state.drafts, [key]: draft },
    revisions: changed ? { ...state.revisions, [key]: (state.revisions[key] ?? 0) + 1 } : state.revisions,
  };
}

/** A read that left the server before a save of the person's answered: older than what is shown. */
const isOlder = (read: Versioned, shownRow: Versioned | undefined) =>
  shownRow !== undefined && (read.version ?? 0) < (shownRow.version ?? 0);

/**
 * A new read of the documents (the first, a poll while a mail is sent, a refetch): a document not
 * being edited shows what was read; one being edited keeps its draft and the version it was read
 * at — so its save still meets a change made meanwhile as a conflict — and takes only the live fields.
 */
export function mergeRead<Row extends Versioned, Draft>(
  state: DraftsState<Row, Draft>,
  spec: DraftsSpec<Row, Draft>,
  read: readonly Row[],
): DraftsState<Row, Draft> {
  let next = state;
  for (const row of read) {
    const key = spec.keyOf(row);
    const stored = state.rows[key];
    if (isOlder(row, stored)) continue;
    if (stored !== undefined && isDirty(state, spec, key))
      next = { ...next, rows: { ...next.rows, [key]: { ...stored, ...pick(row, spec.live) } } };
    else next = shown(next, spec, row);
  }
  return next;
}

/** Rows the server answered for the person's own action (save, reset, send): shown as they are, drafts and all. */
export function acceptRows<Row, Draft>(
  state: DraftsState<Row, Draft>,
  spec: DraftsSpec<Row, Draft>,
  rows: readonly Row[],
): DraftsState<Row, Draft> {
  return rows.reduce((next, row) => shown(next, spec, row), state);
}

/**
 * After a conflict, "keep my changes": the rows as saved now become the versions to save over,
 * while the drafts stay as typed.
 */
export function keepDraftsOver<Row, Draft>(
  state: DraftsState<Row, Draft>,
  spec: DraftsSpec<Row, Draft>,
  rows: readonly Row[],
): DraftsState<Row, Draft> {
  let next = state;
  for (const row of rows) {
    const key = spec.keyOf(row);
    // a document not shown yet is simply shown
    next =
      next.drafts[key] === undefined
        ? shown(next, spec, row)
        : { ...next, rows: { ...next.rows, [key]: row } };
  }
  return next;
}

/**
 * The answer to an action outside the text (an annex, a share link): `fields` as answered; the
 * text, when being edited, stays. The action may have stored a document that had no row, with
 * the text the person started from, so the answered version becomes the one to save over; a
 * stored one keeps the version it was read at (these actions do not change it).
 */
export function acceptSide<Row extends Versioned & { id: number | null }, Draft>(
  state: DraftsState<Row, Draft>,
  spec: DraftsSpec<Row, Draft>,
  row: Row,
  fields: readonly (keyof Row)[],
): DraftsState<Row, Draft> {
  const key = spec.keyOf(row);
  const stored = state.rows[key];
  if (stored === undefined || !isDirty(state, spec, key)) return shown(state, spec, row);
  const updated: Row = {
    ...stored,
    ...pick(row, fields),
    id: row.id,
    version: stored.version ?? row.version,
  };
  return { ...state, rows: { ...state.rows, [key]: updated } };
}

/** The person's edit of a document's draft. */
export function editDraft<Row, Draft>(
  state: DraftsState<Row, Draft>,
  key: string,
  patch: Partial<Draft>,
): DraftsState<Row, Draft> {
  const draft = state.drafts[key];
  if (draft === undefined) return state;
  return { ...state, drafts: { ...state.drafts, [key]: { ...draft, ...patch } } };
}

/** Back to the document's row: what was typed since is dropped. */
export function discardDraft<Row, Draft>(
  state: DraftsState<Row, Draft>,
  spec: DraftsSpec<Row, Draft>,
  key: string,
): DraftsState<Row, Draft> {
  const row = state.rows[key];
  return row === undefined ? state : shown(state, spec, row);
}
