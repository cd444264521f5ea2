import { type Db, schema } from '@bolo/db';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import { cachedCount } from '../shared/count-cache';
import { perDatabase } from '../shared/per-database';
import { searchKey } from '../shared/search-key';
import { containsPattern } from '../shared/sql';
import { holdsEvery, searchWords, wordsShape, wordValue } from '../shared/text-search';
import { userName } from './audit';
import { glanceColumns, onCalendar } from './columns';
import type { EventSortField } from './options';
import type { EventListInput, EventSummary } from './schemas';

const { events, users } = schema;

const summaryColumns = { ...glanceColumns, aforo: events.aforo, city: events.city };

/** Each filter of the list, with its value bound by name when the prepared query runs. */
const filters = {
  from: () => gte(events.date, sql.placeholder('from')),
  to: () => lte(events.date, sql.placeholder('to')),
  eventType: () => eq(events.eventType, sql.placeholder('eventType')),
  fase: () => eq(events.fase, sql.placeholder('fase')),
  status: () => eq(events.status, sql.placeholder('status')),
  calendarId: () => onCalendar(sql.placeholder('calendarId')),
  empresaId: () => eq(events.empresaId, sql.placeholder('empresaId')),
  mine: () => eq(events.createdBy, sql.placeholder('mine')),
  // the two parts of the list by the next date, split at today
  fromToday: () => gte(events.date, sql.placeholder('fromToday')),
  beforeToday: () => sql`(${lt(events.date, sql.placeholder('beforeToday'))} or ${events.date} is null)`,
} satisfies Record<string, () => SQL>;
type Filter = keyof typeof filters;

/** The filters in use and the values they compare with, and the words of the text filter. */
interface Filtering {
  values: Partial<Record<Filter, string | number>>;
  words: string[];
}

/** `mine` compares with the caller's id. */
function filteringOf(input: EventListInput, userId: number): Filtering {
  return {
    values: {
      from: input.from,
      to: input.to,
      eventType: input.eventType,
      fase: input.fase,
      status: input.status,
      calendarId: input.calendarId,
      empresaId: input.empresaId,
      mine: input.mine ? userId : undefined,
    },
    words: searchWords(input.q ?? ''),
  };
}

const inUse = ({ values }: Filtering) =>
  (Object.keys(filters) as Filter[]).filter((name) => values[name] !== undefined);

/** The i-th word is bound as `q{i}`. */
const wordName = (i: number) => `q${i}`;

/** The values the filters' placeholders are bound to. */
const boundValues = ({ values, words }: Filtering) => ({
  ...values,
  ...Object.fromEntries(words.map((word, i) => [wordName(i), wordValue(word)])),
});

const whereOf = (filtering: Filtering) =>
  and(
    isNull(events.deletedAt),
    ...inUse(filtering).map((name) => filters[name]()),
    holdsEvery(
      events.searchText,
      filtering.words,
      filtering.words.map((_, i) => sql.placeholder(wordName(i))),
    ),
  );

interface ColumnOrder {
  sort: EventSortField;
  order: 'asc' | 'desc';
}

/** Orders the `(…, date desc nulls last, id desc nulls last)` indexes serve in either direction. */
function orderOf({ sort, order }: ColumnOrder): SQL[] {
  if (sort === 'date') {
    return order === 'asc'
      ? [sql`${events.date} asc nulls first`, sql`${events.id} asc nulls first`]
      : [sql`${events.date} desc nulls last`, sql`${events.id} desc nulls last`];
  }
  // the artist, hall and city an event may not have yet go last either way
  const direction = order === 'asc' ? asc : desc;
  return [sql`${events[sort]} ${sql.raw(order)} nulls last`, direction(events.id)];
}

const summaries = (db: Db) => db.select(summaryColumns).from(events);

interface PageQuery {
  execute(params: Record<string, unknown>): Promise<EventSummary[]>;
}

/** The page query is built once per order, set of filters in use and words' shape, then only executed. */
const pageQueriesOf = perDatabase((db: Db) => {
  const prepared = new Map<string, PageQuery>();
  return (columnOrder: ColumnOrder, filtering: Filtering): PageQuery => {
    const used = [...inUse(filtering), wordsShape(filtering.words)].filter(Boolean);
    const key = `events_page_${columnOrder.sort}_${columnOrder.order}_${used.join('_') || 'all'}`;
    let query = prepared.get(key);
    if (!query) {
      query = summaries(db)
        .where(whereOf(filtering))
        .orderBy(...orderOf(columnOrder))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(key);
      prepared.set(key, query);
    }
    return query;
  };
});

/**
 * Bumped by every write that can move an event in or out of a filter, so that the totals are
 * counted anew (other instances reuse theirs for the few seconds they live).
 */
let generation = 0;
export const forgetEventCounts = () => {
  generation++;
};

/** How many live events pass the filters, kept a few seconds. */
const countOf = (db: Db, filtering: Filtering) =>
  cachedCount(db, `events:${generation}:${JSON.stringify(filtering)}`, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(events)
      .where(whereOf(filtering))
      .execute(boundValues(filtering));
    return row?.n ?? 0;
  });

/** The rows `offset` to `offset + limit` of the events that pass the filters, in `columnOrder`. */
const rowsOf = (db: Db, columnOrder: ColumnOrder, filtering: Filtering, offset: number, limit: number) =>
  pageQueriesOf(db)(columnOrder, filtering).execute({ ...boundValues(filtering), limit, offset });

/**
 * The list by the next date: the shows from `today` on, the nearest first, then the past ones,
 * the latest first, then those without a date. Each part is read in the order of the date index
 * and the page is cut across them with the count of the upcoming part, so the database never
 * sorts the whole list.
 */
async function rowsByNextDate(db: Db, filtering: Filtering, today: string, offset: number, limit: number) {
  const upcoming = { ...filtering, values: { ...filtering.values, fromToday: today } };
  const past = { ...filtering, values: { ...filtering.values, beforeToday: today } };
  const ahead = await countOf(db, upcoming);
  const first =
    offset < ahead ? await rowsOf(db, { sort: 'date', order: 'asc' }, upcoming, offset, limit) : [];
  const room = limit - first.length;
  if (room === 0) return first;
  const rest = await rowsOf(db, { sort: 'date', order: 'desc' }, past, Math.max(0, offset - ahead), room);
  return [...first, ...rest];
}

/** A page of the list (`today`: `YYYY-MM-DD`, where the order by the next date splits). */
export async function listEvents(db: Db, input: EventListInput, userId: number, today: string) {
  const filtering = filteringOf(input, userId);
  const offset = (input.page - 1) * input.size;
  const [items, total] = await Promise.all([
    input.sort === 'upcoming'
      ? rowsByNextDate(db, filtering, today, offset, input.size)
      : rowsOf(db, { sort: input.sort, order: input.order }, filtering, offset, input.size),
    countOf(db, filtering),
  ]);
  return { items, total, page: input.page, size: input.size };
}

/** The ten events created last. */
export const latestEvents = (db: Db) =>
  summaries(db).where(isNull(events.deletedAt)).orderBy(desc(events.createdAt), desc(events.id)).limit(10);

/** The legacy "by name" lookup: events whose name contains `name` (any case or accents), at most 50. */
export const eventsByName = (db: Db, name: string) =>
  summaries(db)
    .where(and(isNull(events.deletedAt), like(events.nameKey, containsPattern(searchKey(name)))))
    .orderBy(asc(events.nameKey), asc(events.id))
    .limit(50);

/** Deleted events, the last deleted first, with who deleted them: what restore can bring back. */
export async function listDeletedEvents(db: Db, input: { page: number; size: number }) {
  const deleted = isNotNull(events.deletedAt);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: events.id,
        name: events.name,
        date: events.date,
        deletedAt: events.deletedAt,
        updatedBy: events.updatedBy,
        deletedByName: userName,
      })
      .from(events)
      .leftJoin(users, eq(users.id, events.updatedBy))
      .where(deleted)
      .orderBy(desc(events.deletedAt), desc(events.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ n: count() }).from(events).where(deleted),
  ]);
  return { items, total: total?.n ?? 0, page: input.page, size: input.size };
}
