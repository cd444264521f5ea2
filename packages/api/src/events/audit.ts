import { type Db, schema } from '@bolo/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RoleAccess } from '../access';
import { readableAuditParts } from './visibility';

const { eventAudit, users } = schema;

export interface Change {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/** A user's full name; null for a user no longer there. */
export const userName = sql<string | null>`trim(${users.name} || ' ' || ${users.lastName})`;

/**
 * A value with every object's keys in one order: a jsonb column gives its objects back with the
 * keys in its own order (shortest first), a parsed input in the schema's, and the same value must
 * compare equal whichever way it came.
 */
const keysInOrder = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(keysInOrder);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, keysInOrder((value as Record<string, unknown>)[key])]),
  );
};

const same = (a: unknown, b: unknown) =>
  JSON.stringify(keysInOrder(a ?? null)) === JSON.stringify(keysInOrder(b ?? null));

/** The fields of `after` whose value differs from `before`, old → new. */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  return Object.entries(after)
    .filter(([field, value]) => value !== undefined && !same(before[field], value))
    .map(([field, newValue]) => ({ field, oldValue: before[field] ?? null, newValue }));
}

/** Writes who changed which fields of `part` of an event, now. */
export async function recordChanges(
  db: Db,
  entry: { eventId: number; part: string; userId: number | null },
  changes: readonly Change[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(eventAudit).values(changes.map((change) => ({ ...entry, ...change })));
}

/**
 * An event's audit trail, newest first, with the name of who made each change: only the rows of
 * the parts `role` may read (a hiring change's old and new fee is the fee).
 */
export async function auditPage(db: Db, input: { id: number; page: number; size: number }, role: RoleAccess) {
  const readable = and(eq(eventAudit.eventId, input.id), inArray(eventAudit.part, readableAuditParts(role)));
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: eventAudit.id,
        part: eventAudit.part,
        field: eventAudit.field,
        oldValue: eventAudit.oldValue,
        newValue: eventAudit.newValue,
        at: eventAudit.at,
        userId: eventAudit.userId,
        userName,
      })
      .from(eventAudit)
      .leftJoin(users, eq(users.id, eventAudit.userId))
      .where(readable)
      .orderBy(desc(eventAudit.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ n: count() }).from(eventAudit).where(readable),
  ]);
  return { items, total: total?.n ?? 0, page: input.page, size: input.size };
}
