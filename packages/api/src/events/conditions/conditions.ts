import { type Db, schema } from '@bolo/db';
import { and, asc, desc, eq, getTableColumns, isNull, like } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError, type ErrorCode } from '../../shared/errors';
import { searchKey } from '../../shared/search-key';
import { containsPattern } from '../../shared/sql';
import { changesOf, recordChanges } from '../audit';
import {
  changesAny,
  type EventRow,
  insertedOnce,
  liveEvent,
  lockEvent,
  nextVersion,
  refuseWhileSettled,
} from '../store';

const { events } = schema;

/** What the hiring and production condition tables share: one or more blocks per event. */
type ConditionsTable = PgTable & {
  id: PgColumn;
  eventId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

/** What every block has; `Row` is the table's own row type. */
type Block = {
  id: number;
  eventId: number;
  version: number;
};

interface ConditionsOptions<Row extends Block> {
  table: ConditionsTable;
  notFound: ErrorCode;
  /** The audit trail's name of a block's part of the event. */
  part(block: Partial<Row>): string;
  /** Refuses a block the event does not allow (throws). */
  check?(event: EventRow, block: Partial<Row>): void;
  /** What a new block holds where the fields given say nothing; the table's defaults otherwise. */
  defaults?(block: Partial<Row>): Partial<Row>;
  /** The fields a locked settlement was worked out from: kept as they are until it is reopened. */
  settled?: readonly (keyof Row)[];
}

/** The event of a request that names none: `mandatory_eventId` (spec §8). */
function requiredEventId(eventId: number | undefined): number {
  if (eventId === undefined) throw new AppError('mandatory_eventId');
  return eventId;
}

/**
 * The generic verbs over the condition blocks of live events (spec §7 `/api/contractConditions`,
 * `/api/contractProduction`): saves are at the version read, and every change goes to the audit.
 */
export function conditionsService<Row extends Block>({
  table,
  notFound,
  part,
  check = () => {},
  defaults = () => ({}),
  settled = [],
}: ConditionsOptions<Row>) {
  const columns = getTableColumns(table);
  const blocks = (db: Db) =>
    db
      .select(columns)
      .from(table)
      .innerJoin(events, and(eq(events.id, table.eventId), isNull(events.deletedAt)));

  async function ofEvent(db: Db, eventId: number | undefined): Promise<Row[]> {
    const event = await liveEvent(db, requiredEventId(eventId));
    return (await blocks(db).where(eq(table.eventId, event.id)).orderBy(asc(table.id))) as Row[];
  }

  async function find(db: Db, id: number): Promise<Row> {
    const [block] = await blocks(db).where(eq(table.id, id));
    if (!block) throw new AppError(notFound);
    return block as Row;
  }

  /** `settlement_locked` while the event's settlement is locked; the event's row lock held till the end. */
  async function refuseSettled(db: Db, eventId: number): Promise<void> {
    await lockEvent(db, eventId);
    await refuseWhileSettled(db, eventId);
  }

  /** The ten blocks saved last. */
  const latest = async (db: Db) =>
    (await blocks(db).orderBy(desc(table.updatedAt), desc(table.id)).limit(10)) as Row[];

  /** The blocks of the events whose name contains `name` (any case or accents), at most 50. */
  const byName = async (db: Db, name: string) =>
    (await blocks(db)
      .where(like(events.nameKey, containsPattern(searchKey(name))))
      .orderBy(asc(events.nameKey), asc(table.id))
      .limit(50)) as Row[];

  /** A block the event lacks; one that exists already is a `version_conflict`. */
  async function create(db: Db, input: Partial<Row>, actorId: number): Promise<Row> {
    const id = requiredEventId(input.eventId);
    const values = { ...defaults(input), ...input, eventId: id };
    return db.transaction(async (tx) => {
      check(await liveEvent(tx, id), values);
      const [created] = await insertedOnce(() =>
        tx
          .insert(table)
          .values({ ...values, createdBy: actorId, updatedBy: actorId })
          .returning(),
      );
      await recordChanges(tx, { eventId: id, part: part(values), userId: actorId }, [
        { field: 'created', oldValue: null, newValue: values },
      ]);
      return created as Row;
    });
  }

  /** Saves the fields given if the block is still at the version read. */
  async function update(
    db: Db,
    { id, version, ...fields }: Partial<Row> & { id: number; version: number },
    actorId: number,
  ): Promise<Row> {
    return db.transaction(async (tx) => {
      const current = await find(tx, id);
      if (current.version !== version) throw new AppError('version_conflict');
      if (changesAny(current, fields as Partial<Row>, settled)) await refuseSettled(tx, current.eventId);
      check(await liveEvent(tx, current.eventId), { ...current, ...fields });
      const [updated] = await tx
        .update(table)
        .set({ ...fields, ...nextVersion(table, actorId) })
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning();
      if (!updated) throw new AppError('version_conflict');
      await recordChanges(
        tx,
        { eventId: current.eventId, part: part(current), userId: actorId },
        changesOf(current, fields),
      );
      return updated as Row;
    });
  }

  async function remove(db: Db, id: number, actorId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const current = await find(tx, id);
      if (settled.length > 0) await refuseSettled(tx, current.eventId);
      await tx.delete(table).where(eq(table.id, id));
      await recordChanges(tx, { eventId: current.eventId, part: part(current), userId: actorId }, [
        { field: 'removed', oldValue: current, newValue: null },
      ]);
    });
  }

  return { ofEvent, find, latest, byName, create, update, remove };
}

export type ConditionsService<Row extends Block> = ReturnType<typeof conditionsService<Row>>;
