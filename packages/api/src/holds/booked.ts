/**
 * Which events hold their hall on their day (issue 27): a hold on that hall and day waits behind
 * them, the calendar warns of it, and confirming it is refused unless an administrator overrides.
 */
import { type Db, type phaseNames, schema } from '@bolo/db';
import { and, asc, eq, gte, inArray, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { EventStatus } from '../events/public';
import type { DateRange } from './levels';

const { events, eventParties, holds } = schema;

/** Statuses of a show whose date is taken: agreed, on sale, or played. */
export const bookingStatuses = ['Confirmado', 'Anunciado', 'Realizado'] as const satisfies EventStatus[];
/** Phases past the contract: production, promotion, the show and its settlement use the date. */
export const bookingPhases = [
  'Produccion',
  'Comunicacion',
  'Celebrado',
  'Liquidado',
] as const satisfies (typeof phaseNames)[number][];
/** Statuses that free the date whatever the phase: a cancelled or postponed show plays no more that day. */
const freeingStatuses = ['Cancelado', 'Aplazado'] as const satisfies EventStatus[];

/** Whether the event row holds its hall: a booking status or phase, or made from a confirmed hold. */
export const holdsTheHall = and(
  notInArray(events.status, freeingStatuses),
  or(
    inArray(events.status, bookingStatuses),
    inArray(events.fase, bookingPhases),
    sql`exists (select 1 from ${holds} where ${holds.eventId} = ${events.id} and ${holds.status} = 'confirmed')`,
  ),
);

export interface BookedDay {
  /** The event that holds the hall. */
  id: number;
  name: string;
  date: string;
}

/** The live events that hold `hallId` on a day of `range`, but `exceptEventId` (a hold's own draft). */
export function bookedAt(
  tx: Db,
  hallId: number,
  range: DateRange,
  exceptEventId: number | null = null,
): Promise<BookedDay[]> {
  return tx
    .select({ id: events.id, name: events.name, date: sql<string>`${events.date}` })
    .from(events)
    .innerJoin(eventParties, and(eq(eventParties.eventId, events.id), eq(eventParties.kind, 'sala')))
    .where(
      and(
        isNull(events.deletedAt),
        eq(eventParties.salaMaestroId, hallId),
        gte(events.date, range.dateFrom),
        lte(events.date, range.dateTo),
        exceptEventId === null ? undefined : ne(events.id, exceptEventId),
        holdsTheHall,
      ),
    )
    .orderBy(asc(events.date), asc(events.id));
}
