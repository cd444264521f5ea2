import { type Db, schema } from '@bolo/db';
import { and, asc, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { FileStorage } from '../../storage';
import { type Change, recordChanges, userName } from '../audit';
import { liveEvent, lockEvent, nextVersion } from '../store';
import { batchScheduleChanges } from './notices';
import { advanceFromProduction, isOrderOf, notYetIn, templateItemsToAdd } from './rules';
import type { AdvanceList, AdvanceOutput } from './schemas';

const {
  eventScheduleItems,
  eventAdvanceChanges,
  eventAdvanceContacts,
  eventAdvanceItems,
  eventAdvanceFiles,
  eventProductionConditions,
  advanceTemplates,
  users,
} = schema;

/** The `part` of the advance's rows in `event_audit`. */
export const ADVANCE_AUDIT_PART = 'avance';

const tables = {
  schedule: eventScheduleItems,
  contacts: eventAdvanceContacts,
  items: eventAdvanceItems,
} as const;
type Tables = typeof tables;
/**
 * The three tables share their id, event, version and position: a query over any of them is built
 * on one's type, and its rows read back as the list's own.
 */
const tableOf = (list: AdvanceList) => tables[list] as unknown as typeof eventAdvanceContacts;
export type RowOf<L extends AdvanceList> = Tables[L]['$inferSelect'];
export type InsertOf<L extends AdvanceList> = Omit<Tables[L]['$inferInsert'], 'eventId' | 'position'>;

/** What the history keeps of a row: enough to tell it apart in a line, each list its own. */
export const summaryOf = {
  schedule: ({ day, time, endTime, kind, label, place, source }: RowOf<'schedule'>) => ({
    day,
    time,
    endTime,
    kind,
    label,
    place,
    source,
  }),
  contacts: ({ role, name, phone }: RowOf<'contacts'>) => ({ role, name, phone }),
  items: ({ section, title, state, owner, source }: RowOf<'items'>) => ({
    section,
    title,
    state,
    owner,
    source,
  }),
} satisfies { [L in AdvanceList]: (row: RowOf<L>) => object };

export const summary = <L extends AdvanceList>(list: L, row: RowOf<L> | undefined) =>
  row ? (summaryOf[list] as (row: RowOf<L>) => object)(row) : null;

/** Records the changes in the history; those of the schedule of a show about to happen are told too (`notices.ts`). */
export async function audit(db: Db, eventId: number, actorId: number | null, changes: Change[]) {
  await recordChanges(db, { eventId, part: ADVANCE_AUDIT_PART, userId: actorId }, changes);
  await batchScheduleChanges(db, eventId, changes);
}

export const rowsOf = <L extends AdvanceList>(db: Db, list: L, eventId: number) => {
  const table = tableOf(list);
  const order =
    list === 'schedule'
      ? [asc(eventScheduleItems.day), asc(eventScheduleItems.time), asc(table.position), asc(table.id)]
      : [asc(table.position), asc(table.id)];
  return db
    .select()
    .from(table)
    .where(eq(table.eventId, eventId))
    .orderBy(...order) as unknown as Promise<RowOf<L>[]>;
};

/** A row as the advance answers it: without its audit stamps and event. */
const shown = <
  T extends {
    eventId: number;
    createdAt: Date;
    updatedAt: Date;
    createdBy: number | null;
    updatedBy: number | null;
  },
>({
  eventId: _e,
  createdAt: _c,
  updatedAt: _u,
  createdBy: _b,
  updatedBy: _w,
  ...row
}: T) => row;

/** The names of the users `ids`, by id. */
export async function userNames(db: Db, ids: (number | null)[]): Promise<Map<number, string | null>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: userName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The advance of an event: its schedule in time order (with who accepted a step's confirmation),
 * its contacts, its checklist with its accepted files, and its company's templates.
 */
export async function getAdvance(db: Db, eventId: number): Promise<AdvanceOutput> {
  const event = await liveEvent(db, eventId);
  const [schedule, contacts, items, files, templates] = await Promise.all([
    rowsOf(db, 'schedule', eventId),
    rowsOf(db, 'contacts', eventId),
    rowsOf(db, 'items', eventId),
    db
      .select({
        id: eventAdvanceFiles.id,
        itemId: eventAdvanceFiles.itemId,
        name: eventAdvanceFiles.name,
        contentType: eventAdvanceFiles.contentType,
        size: eventAdvanceFiles.size,
        createdAt: eventAdvanceFiles.createdAt,
      })
      .from(eventAdvanceFiles)
      .where(and(eq(eventAdvanceFiles.eventId, eventId), eq(eventAdvanceFiles.pending, false)))
      .orderBy(asc(eventAdvanceFiles.id)),
    event.empresaId === null
      ? []
      : db
          .select({
            id: advanceTemplates.id,
            name: advanceTemplates.name,
            isDefault: advanceTemplates.isDefault,
          })
          .from(advanceTemplates)
          .where(eq(advanceTemplates.empresaId, event.empresaId))
          .orderBy(asc(advanceTemplates.name), asc(advanceTemplates.id)),
  ]);
  const confirmers = await userNames(
    db,
    schedule.map((step) => step.confirmedBy),
  );
  return {
    eventId,
    date: event.date,
    empresaId: event.empresaId,
    schedule: schedule.map((step) => ({
      ...shown(step),
      confirmedByName: step.confirmedBy === null ? null : (confirmers.get(step.confirmedBy) ?? null),
    })),
    contacts: contacts.map(shown),
    items: items.map(shown),
    files,
    templates,
  };
}

/** The next position at the end of the event's list. */
async function nextPosition(db: Db, list: AdvanceList, eventId: number): Promise<number> {
  const table = tableOf(list);
  const [last] = await db
    .select({ position: max(table.position) })
    .from(table)
    .where(eq(table.eventId, eventId));
  return (last?.position ?? -1) + 1;
}

/**
 * Who adds rows, and whether each goes to the history: not while the event is created, whose
 * history says it was created, as its other parts' first values are not listed either.
 */
export interface Writer {
  actorId: number | null;
  recorded: boolean;
}

/** Adds rows at the end of the event's list, each in the history when `writer` is recorded. */
export async function insertRows<L extends AdvanceList>(
  db: Db,
  list: L,
  eventId: number,
  values: InsertOf<L>[],
  { actorId, recorded }: Writer,
): Promise<RowOf<L>[]> {
  if (values.length === 0) return [];
  const table = tableOf(list);
  const first = await nextPosition(db, list, eventId);
  const rows = values.map((value, index) => ({
    ...value,
    eventId,
    position: first + index,
    createdBy: actorId,
    updatedBy: actorId,
  }));
  // the rows are the list's own table's, which the shared type of `tableOf` does not spell
  const inserted = (await db
    .insert(table)
    .values(rows as never)
    .onConflictDoNothing()
    .returning()) as RowOf<L>[];
  if (recorded)
    await audit(
      db,
      eventId,
      actorId,
      inserted.map((row) => ({ field: list, oldValue: null, newValue: summary(list, row) })),
    );
  return inserted;
}

/** Adds one row to a list of the event's advance. */
export async function createRow<L extends AdvanceList>(
  db: Db,
  list: L,
  { eventId, ...fields }: InsertOf<L> & { eventId: number },
  actorId: number,
): Promise<AdvanceOutput> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    await insertRows(tx, list, eventId, [fields as InsertOf<L>], { actorId, recorded: true });
  });
  return getAdvance(db, eventId);
}

/** The row `id` of the event's list at the version read: `not_found` when gone, `version_conflict` when changed since. */
async function rowAtVersion<L extends AdvanceList>(
  db: Db,
  list: L,
  key: { eventId: number; id: number; version: number },
): Promise<RowOf<L>> {
  const table = tableOf(list);
  const [row] = (await db
    .select()
    .from(table)
    .where(and(eq(table.id, key.id), eq(table.eventId, key.eventId)))) as RowOf<L>[];
  if (!row) throw new AppError('not_found');
  if (row.version !== key.version) throw new AppError('version_conflict');
  return row;
}

/** Changes the fields given of one row, if it is still at the version read. */
export async function updateRow<L extends AdvanceList>(
  db: Db,
  list: L,
  {
    eventId,
    id,
    version,
    ...fields
  }: Partial<InsertOf<L>> & { eventId: number; id: number; version: number },
  actorId: number,
): Promise<AdvanceOutput> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const before = await rowAtVersion(tx, list, { eventId, id, version });
    const table = tableOf(list);
    const moved = list === 'schedule' && stepMoved(before as StepRow, fields as Partial<StepRow>);
    const [after] = (await tx
      .update(table)
      .set({ ...(fields as object), ...(moved ? unconfirmed : {}), ...nextVersion(table, actorId) })
      .where(eq(table.id, id))
      .returning()) as RowOf<L>[];
    const [was, is] = [summary(list, before), summary(list, after)];
    if (JSON.stringify(was) !== JSON.stringify(is))
      await audit(tx, eventId, actorId, [{ field: list, oldValue: was, newValue: is }]);
    if (moved) await dropWaitingConfirmation(tx, id);
  });
  return getAdvance(db, eventId);
}

/** A change the party proposed that staff have not decided yet. */
export const pending = and(isNull(eventAdvanceChanges.acceptedAt), isNull(eventAdvanceChanges.rejectedAt));

type StepRow = typeof eventScheduleItems.$inferSelect;
const stepTime = (step: Pick<StepRow, 'day' | 'time' | 'endTime'>) =>
  [step.day, step.time, step.endTime].join(' ');

/**
 * A step moved to another day or time is no longer what the party confirmed: it loses its
 * confirmation (`unconfirmed`), and one waiting for staff is dropped, so the party's link asks
 * it to confirm the new time. A note or a place changed keeps it.
 */
const stepMoved = (before: StepRow, fields: Partial<StepRow>) =>
  stepTime(before) !==
  stepTime({
    day: fields.day ?? before.day,
    time: fields.time ?? before.time,
    endTime: fields.endTime === undefined ? before.endTime : fields.endTime,
  });
const unconfirmed = { confirmedAt: null, confirmedBy: null };

async function dropWaitingConfirmation(db: Db, stepId: number) {
  await db
    .delete(eventAdvanceChanges)
    .where(
      and(
        eq(eventAdvanceChanges.kind, 'confirm_schedule'),
        eq(eventAdvanceChanges.targetId, stepId),
        pending,
      ),
    );
}

/** Deletes one row, if it is still at the version read; with a point go its files, their bytes once committed. */
export async function deleteRow(
  db: Db,
  storage: FileStorage,
  list: AdvanceList,
  key: { eventId: number; id: number; version: number },
  actorId: number,
): Promise<AdvanceOutput> {
  const files = await db.transaction(async (tx) => {
    await lockEvent(tx, key.eventId);
    const before = await rowAtVersion(tx, list, key);
    const table = tableOf(list);
    const held =
      list === 'items'
        ? await tx
            .select({ key: eventAdvanceFiles.storageKey })
            .from(eventAdvanceFiles)
            .where(eq(eventAdvanceFiles.itemId, key.id))
        : [];
    await tx.delete(table).where(eq(table.id, key.id));
    await audit(tx, key.eventId, actorId, [{ field: list, oldValue: summary(list, before), newValue: null }]);
    return held;
  });
  for (const file of files) await storage.delete(file.key);
  return getAdvance(db, key.eventId);
}

/** Puts a list's rows in the order given: every row of the list, each once (`validation_error` otherwise). */
export async function reorderRows(
  db: Db,
  input: { eventId: number; list: AdvanceList; ids: number[] },
  actorId: number,
): Promise<AdvanceOutput> {
  const { eventId, list, ids } = input;
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const table = tableOf(list);
    const rows = await rowsOf(tx, list, eventId);
    if (!isOrderOf(ids, rows)) throw new AppError('validation_error');
    for (const [position, id] of ids.entries())
      await tx
        .update(table)
        .set({ position, ...nextVersion(table, actorId) })
        .where(eq(table.id, id));
    await audit(tx, eventId, actorId, [{ field: 'reordered', oldValue: null, newValue: list }]);
  });
  return getAdvance(db, eventId);
}

/**
 * Adds to the advance what the production conditions give it (`advanceFromProduction`) and it
 * lacks: a time or need brought in before, edited since or not, is not brought again while it is there.
 */
async function fillFromProduction(db: Db, eventId: number, writer: Writer): Promise<void> {
  const event = await lockEvent(db, eventId);
  const [sheet] = await db
    .select()
    .from(eventProductionConditions)
    .where(eq(eventProductionConditions.eventId, eventId));
  if (!sheet) return;
  const { schedule, items } = advanceFromProduction(sheet, event.aperturaPuertas);
  const [scheduleSources, itemSources] = await Promise.all([
    db
      .select({ source: eventScheduleItems.source })
      .from(eventScheduleItems)
      .where(eq(eventScheduleItems.eventId, eventId)),
    db
      .select({ source: eventAdvanceItems.source })
      .from(eventAdvanceItems)
      .where(eq(eventAdvanceItems.eventId, eventId)),
  ]);
  const sources = (rows: { source: string | null }[]) => new Set(rows.map((row) => row.source));
  await insertRows(db, 'schedule', eventId, notYetIn(schedule, sources(scheduleSources)), writer);
  await insertRows(
    db,
    'items',
    eventId,
    notYetIn(items, sources(itemSources)).map((item) => ({ ...item, title: '' })),
    writer,
  );
}

/** Adds the template's points the checklist lacks; a template of another company is `not_found`. */
async function addTemplateItems(db: Db, eventId: number, templateId: number, writer: Writer) {
  const event = await lockEvent(db, eventId);
  const [template] = await db.select().from(advanceTemplates).where(eq(advanceTemplates.id, templateId));
  if (!template || template.empresaId !== event.empresaId) throw new AppError('not_found');
  const existing = await rowsOf(db, 'items', eventId);
  await insertRows(db, 'items', eventId, templateItemsToAdd(template.items, existing), writer);
}

export async function applyTemplate(
  db: Db,
  input: { eventId: number; templateId: number },
  actorId: number,
): Promise<AdvanceOutput> {
  await db.transaction((tx) =>
    addTemplateItems(tx, input.eventId, input.templateId, { actorId, recorded: true }),
  );
  return getAdvance(db, input.eventId);
}

export async function fillAdvanceFromProduction(
  db: Db,
  eventId: number,
  actorId: number,
): Promise<AdvanceOutput> {
  await db.transaction((tx) => fillFromProduction(tx, eventId, { actorId, recorded: true }));
  return getAdvance(db, eventId);
}

/**
 * A new event's advance, inside its creation: its company's default template (or, with none
 * marked, its first) and what its production conditions already give; its history says only that
 * the event was created.
 */
export async function startAdvance(
  db: Db,
  eventId: number,
  empresaId: number | null,
  actorId: number | null,
): Promise<void> {
  const creation = { actorId, recorded: false };
  if (empresaId !== null) {
    const [template] = await db
      .select({ id: advanceTemplates.id })
      .from(advanceTemplates)
      .where(eq(advanceTemplates.empresaId, empresaId))
      .orderBy(desc(advanceTemplates.isDefault), asc(advanceTemplates.id))
      .limit(1);
    if (template) await addTemplateItems(db, eventId, template.id, creation);
  }
  await fillFromProduction(db, eventId, creation);
}

/** Rows the install writes into an advance (the demo's), outside its history: nobody typed them. */
export const installAdvanceRows = <L extends AdvanceList>(
  db: Db,
  list: L,
  eventId: number,
  values: InsertOf<L>[],
) => insertRows(db, list, eventId, values, { actorId: null, recorded: false });
