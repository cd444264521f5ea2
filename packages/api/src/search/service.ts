import { type Db, schema } from '@bolo/db';
import { and, asc, desc, gte, isNull, like, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { hasAccess, type RoleAccess } from '../access';
import { masters } from '../masters';
import { containsPattern } from '../shared/sql';
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
    ...terms.map((term) => like(events.searchText, containsPattern(term))),
    ...(dates ? [gte(events.date, dates.from), lte(events.date, dates.to)] : []),
  );
}

/**
 * The events found, the nearest upcoming first (from `today` on), then the past ones, the most
 * recent first, then those without a date. Two small ordered queries rather than one sorted by a
 * computed key, so each can stop after a few rows of an index.
 */
async function findEvents(db: Db, query: PaletteQuery, today: string): Promise<PaletteEvent[]> {
  const matching = eventsMatching(query);
  const upcoming = await db
    .select(eventColumns)
    .from(events)
    .where(and(matching, gte(events.date, today)))
    .orderBy(asc(events.date), asc(events.id))
    .limit(PALETTE_GROUP_LIMIT);
  if (upcoming.length === PALETTE_GROUP_LIMIT) return upcoming;
  const past = await db
    .select(eventColumns)
    .from(events)
    .where(and(matching, or(lt(events.date, today), isNull(events.date))))
    .orderBy(sql`${events.date} desc nulls last`, desc(events.id))
    .limit(PALETTE_GROUP_LIMIT - upcoming.length);
  return [...upcoming, ...past];
}

/** Masters of every kind whose search text holds every word: names starting with the first word first, then by name. */
async function findMasters(db: Db, terms: readonly string[]): Promise<PaletteMaster[]> {
  if (terms.length === 0) return [];
  const found = await Promise.all(
    Object.values(masters).map(async ({ key, service }) =>
      (await service.matching(db, terms, PALETTE_GROUP_LIMIT)).map((row) => ({ ...row, kind: key })),
    ),
  );
  const startsWithFirst = (nameKey: string) => (nameKey.startsWith(terms[0] ?? '') ? 0 : 1);
  return found
    .flat()
    .sort(
      (a, b) => startsWithFirst(a.nameKey) - startsWithFirst(b.nameKey) || a.nameKey.localeCompare(b.nameKey),
    )
    .slice(0, PALETTE_GROUP_LIMIT)
    .map(({ kind, id, name }) => ({ kind, id, name }));
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
    hasAccess(role, 'InfoGeneral') ? findEvents(db, query, today) : nothing(),
    hasAccess(role, 'MasterData') ? findMasters(db, query.terms) : nothing(),
  ]);
  return { events: foundEvents, masters: foundMasters };
}
