import { type Db, schema } from '@bolo/db';
import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../errors';
import { cachedCount } from '../shared/count-cache';
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Orders that the `(date desc nulls last, id desc)` index serves in either direction. */
function orderOf({ sort, order }: EventListInput): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  if (sort === 'date') {
    return order === 'asc'
      ? [sql`${events.date} asc nulls first`, asc(events.id)]
      : [sql`${events.date} desc nulls last`, desc(events.id)];
  }
  return [direction(events[sort]), direction(events.id)];
}

export async function listEvents(db: Db, input: EventListInput) {
  const filters: SQL[] = [isNull(events.deletedAt)];
  if (input.q) filters.push(ilike(events.name, `%${escapeLike(input.q)}%`));
  const where = and(...filters);
  const [items, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(events)
      .where(where)
      .orderBy(...orderOf(input))
      .limit(input.size)
      .offset((input.page - 1) * input.size) as Promise<EventSummary[]>,
    cachedCount(db, `events:${input.q ?? ''}`, async () => {
      const [row] = await db.select({ n: count() }).from(events).where(where);
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
