import { type Db, schema } from '@bolo/db';
import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../errors';
import { cachedCount } from '../shared/count-cache';
import { containsPattern } from '../shared/sql';
import { perDatabase } from '../shared/ttl-cache';
import type { EventListInput, EventRow, EventSummary } from './schemas';

const { events } = schema;

const summaryColumns = {
  id: events.id,
  name: events.name,
  eventType: events.eventType,
  fase: events.fase,
  status: events.status,
  date: events.date,
  startTime: events.startTime,
  location: events.location,
  aforo: events.aforo,
};

/** Orders that the `(date desc nulls last, id desc)` index serves in either direction. */
function orderOf({ sort, order }: Pick<EventListInput, 'sort' | 'order'>): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  if (sort === 'date') {
    return order === 'asc'
      ? [sql`${events.date} asc nulls first`, asc(events.id)]
      : [sql`${events.date} desc nulls last`, desc(events.id)];
  }
  return [direction(events[sort]), direction(events.id)];
}

const listFilter = (searching: boolean) =>
  and(isNull(events.deletedAt), searching ? ilike(events.name, sql.placeholder('pattern')) : undefined);

type ListVariant = Pick<EventListInput, 'sort' | 'order'> & { searching: boolean };

/** The page query is built once per sort, order and search variant, then only executed. */
const pageQueriesOf = perDatabase((db: Db) => {
  const prepared = new Map<string, { execute(params: Record<string, unknown>): Promise<EventSummary[]> }>();
  return (variant: ListVariant) => {
    const key = `events_page_${variant.sort}_${variant.order}_${variant.searching ? 'q' : 'all'}`;
    let query = prepared.get(key);
    if (!query) {
      query = db
        .select(summaryColumns)
        .from(events)
        .where(listFilter(variant.searching))
        .orderBy(...orderOf(variant))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(key);
      prepared.set(key, query);
    }
    return query;
  };
});

export async function listEvents(db: Db, input: EventListInput) {
  const searching = Boolean(input.q);
  const pattern = containsPattern(input.q ?? '');
  const [items, total] = await Promise.all([
    pageQueriesOf(db)({ ...input, searching }).execute({
      pattern,
      limit: input.size,
      offset: (input.page - 1) * input.size,
    }),
    cachedCount(db, `events:${input.q ?? ''}`, async () => {
      const [row] = await db
        .select({ n: count() })
        .from(events)
        .where(listFilter(searching))
        .execute({ pattern });
      return row?.n ?? 0;
    }),
  ]);
  return { items, total, page: input.page, size: input.size };
}

export async function getEvent(db: Db, id: number): Promise<EventRow> {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), isNull(events.deletedAt)));
  if (!event) throw new AppError('event_not_found');
  return event;
}
