import { type Db, schema } from '@bolo/db';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, like, lte, type SQL, sql } from 'drizzle-orm';
import { cachedCount } from '../shared/count-cache';
import { perDatabase } from '../shared/per-database';
import { searchKey } from '../shared/search-key';
import { containsPattern } from '../shared/sql';
import { userName } from './audit';
import { glanceColumns, onCalendar } from './columns';
import type { EventListInput, EventSummary } from './schemas';

const { events, users } = schema;

const summaryColumns = { ...glanceColumns, aforo: events.aforo, city: events.city };

/** Each filter of the list, with its value bound by name when the prepared query runs. */
const filters = {
  q: () => like(events.searchText, sql.placeholder('q')),
  from: () => gte(events.date, sql.placeholder('from')),
  to: () => lte(events.date, sql.placeholder('to')),
  eventType: () => eq(events.eventType, sql.placeholder('eventType')),
  fase: () => eq(events.fase, sql.placeholder('fase')),
  status: () => eq(events.status, sql.placeholder('status')),
  calendarId: () => onCalendar(sql.placeholder('calendarId')),
  empresaId: () => eq(events.empresaId, sql.placeholder('empresaId')),
  mine: () => eq(events.createdBy, sql.placeholder('mine')),
} satisfies Record<string, () => SQL>;
type Filter = keyof typeof filters;
type FilterValues = Partial<Record<Filter, string | number>>;

/** The filters in use and the values they compare with; `mine` compares with the caller's id. */
function filterValues(input: EventListInput, userId: number): FilterValues {
  const q = searchKey(input.q ?? '');
  return {
    q: q ? containsPattern(q) : undefined,
    from: input.from,
    to: input.to,
    eventType: input.eventType,
    fase: input.fase,
    status: input.status,
    calendarId: input.calendarId,
    empresaId: input.empresaId,
    mine: input.mine ? userId : undefined,
  };
}

const inUse = (values: FilterValues) =>
  (Object.keys(filters) as Filter[]).filter((name) => values[name] !== undefined);

const whereOf = (used: readonly Filter[]) =>
  and(isNull(events.deletedAt), ...used.map((name) => filters[name]()));

/** Orders the `(…, date desc nulls last, id desc nulls last)` indexes serve in either direction. */
function orderOf({ sort, order }: Pick<EventListInput, 'sort' | 'order'>): SQL[] {
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

/** The page query is built once per sort, order and set of filters in use, then only executed. */
const pageQueriesOf = perDatabase((db: Db) => {
  const prepared = new Map<string, PageQuery>();
  return (input: Pick<EventListInput, 'sort' | 'order'>, used: readonly Filter[]): PageQuery => {
    const key = `events_page_${input.sort}_${input.order}_${used.join('_') || 'all'}`;
    let query = prepared.get(key);
    if (!query) {
      query = summaries(db)
        .where(whereOf(used))
        .orderBy(...orderOf(input))
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

export async function listEvents(db: Db, input: EventListInput, userId: number) {
  const values = filterValues(input, userId);
  const used = inUse(values);
  const countKey = `events:${generation}:${JSON.stringify(values)}`;
  const [items, total] = await Promise.all([
    pageQueriesOf(db)(input, used).execute({
      ...values,
      limit: input.size,
      offset: (input.page - 1) * input.size,
    }),
    cachedCount(db, countKey, async () => {
      const [row] = await db.select({ n: count() }).from(events).where(whereOf(used)).execute(values);
      return row?.n ?? 0;
    }),
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
