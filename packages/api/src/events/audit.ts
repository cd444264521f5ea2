import { type Db, schema } from '@bolo/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RoleAccess } from '../access';
import type { Locale } from '../shared/errors';
import { readableAuditParts } from './visibility';

const { eventAudit, users, eventPhases } = schema;

/** The fields whose values are ids of a master (or a list of them): the history shows their names. */
const masterOfField = {
  empresaId: schema.companies,
  calendars: schema.calendars,
  artistaMaestroId: schema.artists,
  promotorMaestroId: schema.promoters,
  salaMaestroId: schema.halls,
  productorMaestroId: schema.producers,
} as const;
type MasterField = keyof typeof masterOfField;
const isMasterField = (field: string): field is MasterField => Object.hasOwn(masterOfField, field);

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');

interface AuditValues {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/**
 * The values of `rows` as the history shows them: a master's id as its name (a list of ids as
 * the list of names; one deleted since as `null`), a phase as its label in `locale`.
 */
async function valuesInWords<T extends AuditValues>(db: Db, rows: T[], locale: Locale): Promise<T[]> {
  const names = new Map<string, string>();
  const wanted = new Map<MasterField, Set<number>>();
  for (const row of rows)
    if (isMasterField(row.field))
      for (const id of [...idsIn(row.oldValue), ...idsIn(row.newValue)])
        wanted.set(row.field, (wanted.get(row.field) ?? new Set()).add(id));
  const phases = rows.some((row) => row.field === 'fase')
    ? await db
        .select({
          name: eventPhases.name,
          label: locale === 'en' ? eventPhases.labelEn : eventPhases.labelEs,
        })
        .from(eventPhases)
    : [];
  await Promise.all(
    [...wanted].map(async ([field, ids]) => {
      const table = masterOfField[field];
      const found = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.id, [...ids]));
      for (const { id, name } of found) names.set(`${field} ${id}`, name);
    }),
  );
  const phaseLabel = new Map(phases.map(({ name, label }) => [name, label]));
  const inWords = (field: string, value: unknown): unknown => {
    if (field === 'fase' && typeof value === 'string') return phaseLabel.get(value) ?? value;
    if (!isMasterField(field)) return value;
    if (Array.isArray(value)) return idsIn(value).map((id) => names.get(`${field} ${id}`) ?? null);
    return typeof value === 'number' ? (names.get(`${field} ${value}`) ?? null) : value;
  };
  return rows.map((row) => ({
    ...row,
    oldValue: inWords(row.field, row.oldValue),
    newValue: inWords(row.field, row.newValue),
  }));
}

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
 * the parts `role` may read (a hiring change's old and new fee is the fee). Masters and phases are
 * named (`valuesInWords`); the screen words the rest (`apps/web/…/history/audit-text.ts`).
 */
export async function auditPage(
  db: Db,
  input: { id: number; page: number; size: number },
  role: RoleAccess,
  locale: Locale,
) {
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
  return {
    items: await valuesInWords(db, items, locale),
    total: total?.n ?? 0,
    page: input.page,
    size: input.size,
  };
}
