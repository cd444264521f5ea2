import { type Db, schema } from '@bolo/db';
import { and, gte, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { hasAccess, mayRead, type RoleAccess } from '../access';
import { masters } from '../masters';
import type { MasterKey } from '../masters/public';
import { holdsEvery } from '../shared/text-search';
import { type PaletteQuery, readPaletteQuery } from './query';
import { PALETTE_GROUP_LIMIT, type PaletteEvent, type PaletteMaster, type PaletteOutput } from './schemas';

const { events } = schema;

const eventColumns = {
  id: events.id,
  name: events.name,
  date: events.date,
  artist: events.artistName,
  hall: events.hallName,
  city: events.city,
};

/** Live events whose search text holds every word (on the trigram index) and whose date is in `dates`. */
function eventsMatching({ terms, dates }: PaletteQuery): SQL | undefined {
  return and(
    isNull(events.deletedAt),
    holdsEvery(events.searchText, terms),
    ...(dates ? [gte(events.date, dates.from), lte(events.date, dates.to)] : []),
  );
}

/**
 * The events found, the nearest upcoming first (from `today` on), then the past ones, the most
 * recent first, then those without a date. Each part is a query in the order of the date index
 * (nulls placed as it holds them), so the database walks the index and stops after a few rows
 * when the words are common, or reads the few rows the trigram index finds when they are rare.
 * The dated parts run side by side; the undated one only when they leave room.
 */
async function findEvents(db: Db, query: PaletteQuery, today: string): Promise<PaletteEvent[]> {
  const matching = eventsMatching(query);
  const part = (where: SQL, order: SQL, limit = PALETTE_GROUP_LIMIT) =>
    db.select(eventColumns).from(events).where(and(matching, where)).orderBy(order).limit(limit);
  const [upcoming, past] = await Promise.all([
    part(gte(events.date, today), sql`${events.date} asc nulls first, ${events.id} asc nulls first`),
    part(lt(events.date, today), sql`${events.date} desc nulls last, ${events.id} desc nulls last`),
  ]);
  const dated = [...upcoming, ...past].slice(0, PALETTE_GROUP_LIMIT);
  const room = PALETTE_GROUP_LIMIT - dated.length;
  if (room === 0 || query.dates) return dated;
  return [...dated, ...(await part(isNull(events.date), sql`${events.id} desc`, room))];
}

/**
 * The order of the masters found, within a kind and across them: names that start with the first
 * word first, then by name. It names the result columns, as the order of a union must.
 */
const leadingNamesFirst = sql`leads desc, sort_name, kind, id`;

/** Rows of the master `key` whose search text holds every word, the first in palette order. */
function mastersMatching(db: Db, key: MasterKey, terms: readonly string[]) {
  const { table } = masters[key];
  return db
    .select({
      kind: sql<MasterKey>`${key}::text`.as('kind'),
      id: table.id,
      name: table.name,
      leads: sql<boolean>`starts_with(${table.nameKey}, ${terms[0] ?? ''})`.as('leads'),
      sortName: sql<string>`${table.nameKey}`.as('sort_name'),
    })
    .from(table)
    .where(holdsEvery(table.searchText, terms))
    .orderBy(leadingNamesFirst)
    .limit(PALETTE_GROUP_LIMIT);
}

/** Masters of every kind whose search text holds every word, in one query. */
async function findMasters(db: Db, terms: readonly string[]): Promise<PaletteMaster[]> {
  if (terms.length === 0) return [];
  const [artist, promoter, ...others] = (Object.keys(masters) as MasterKey[]).map((key) =>
    mastersMatching(db, key, terms),
  );
  // there are eleven kinds; the two named ones are there
  if (!artist || !promoter) return [];
  const rows = await unionAll(artist, promoter, ...others)
    .orderBy(leadingNamesFirst)
    .limit(PALETTE_GROUP_LIMIT);
  return rows.map(({ kind, id, name }) => ({ kind, id, name }));
}

const nothing = async () => [];

/** What the palette offers for `typed`: the groups `role` may see (`today`: `YYYY-MM-DD`). */
export async function searchPalette(
  db: Db,
  role: RoleAccess,
  typed: string,
  today: string,
): Promise<PaletteOutput> {
  const query = readPaletteQuery(typed, today);
  const [foundEvents, foundMasters] = await Promise.all([
    mayRead(role, 'general') ? findEvents(db, query, today) : nothing(),
    hasAccess(role, 'MasterData') ? findMasters(db, query.terms) : nothing(),
  ]);
  return { events: foundEvents, masters: foundMasters };
}
