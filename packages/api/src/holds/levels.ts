/**
 * The rules of a hall's queue of holds (issue 21), pure: which holds share days, the level a new
 * hold takes, the levels left after one leaves, and where an event clashes with a hold or another
 * event.
 */

/** Days as `YYYY-MM-DD`: compared as text, they sort as dates. */
export interface DateRange {
  dateFrom: string;
  dateTo: string;
}

export const overlaps = (a: DateRange, b: DateRange): boolean =>
  a.dateFrom <= b.dateTo && b.dateFrom <= a.dateTo;

/** A new hold goes below every active hold of the hall it shares a day with. */
export const nextLevel = (overlapping: readonly { level: number }[]): number =>
  1 + Math.max(0, ...overlapping.map((hold) => hold.level));

export interface QueuedHold extends DateRange {
  id: number;
  level: number;
  /** The draft event it was made from: that event being booked does not put the hold behind it. */
  eventId: number | null;
}

/** A day an event holds the hall (holds/booked.ts). */
export interface BookedEventDay {
  id: number;
  date: string;
}

/** Whether a booked event stands on a day of `hold` other than the hold's own draft: it is the 1st there. */
export const isBehindBooked = (
  hold: DateRange & { eventId: number | null },
  booked: readonly BookedEventDay[],
) =>
  booked.some(
    (event) => event.id !== hold.eventId && event.date >= hold.dateFrom && event.date <= hold.dateTo,
  );

/**
 * The levels of a hall's active holds kept in their order (level, then the older first) and closed
 * up: each hold is one below the lowest earlier hold it shares a day with, 1st when it shares none.
 * A booked day counts as a 1st above every hold (issue 27): a hold there is 2nd at best, and never
 * moves up to 1st while the date is booked. On one day the levels are then 1, 2, 3 … with no gap;
 * a hold that left frees its place.
 */
export function closedUpLevels(
  active: readonly QueuedHold[],
  booked: readonly BookedEventDay[] = [],
): Map<number, number> {
  const ordered = [...active].sort((a, b) => a.level - b.level || a.id - b.id);
  const levels = new Map<number, number>();
  ordered.forEach((hold, index) => {
    const above = ordered
      .slice(0, index)
      .filter((earlier) => overlaps(earlier, hold))
      .map((earlier) => ({ level: levels.get(earlier.id) ?? 1 }));
    if (isBehindBooked(hold, booked)) above.push({ level: 1 });
    levels.set(hold.id, nextLevel(above));
  });
  return levels;
}

/** The days of a range that fall within `within`, in order. */
export function daysOf(range: DateRange, within: DateRange): string[] {
  const [, from = within.dateFrom] = [range.dateFrom, within.dateFrom].sort();
  const [to = within.dateTo] = [range.dateTo, within.dateTo].sort();
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; ) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

export interface BookedEvent {
  id: number;
  hallId: number;
  date: string;
  /** Whether it holds the hall (holds/booked.ts): a hold there waits behind it. */
  booked: boolean;
}

export interface HeldRange extends DateRange {
  id: number;
  hallId: number;
  /** The draft event it was made from: it does not clash with its own hold. */
  eventId: number | null;
}

export const conflictKinds = ['date_booked', 'event_hold', 'confirmed_events'] as const;

export interface Conflict {
  hallId: number;
  date: string;
  kind: (typeof conflictKinds)[number];
  eventIds: number[];
  holdIds: number[];
}

/**
 * Where the calendar warns within `within`: an event that holds the hall and active holds on the
 * same hall and day (`date_booked`), another event and an active hold there (`event_hold`; the hold
 * made from an event does not clash with it), or two events that both hold the hall
 * (`confirmed_events`). Answered by day, then hall.
 */
export function conflictsOf(
  events: readonly BookedEvent[],
  holds: readonly HeldRange[],
  within: DateRange,
): Conflict[] {
  const slots = new Map<
    string,
    { hallId: number; date: string; events: BookedEvent[]; holds: HeldRange[] }
  >();
  const slot = (hallId: number, date: string) => {
    const key = `${date} ${String(hallId).padStart(10, '0')}`;
    const found = slots.get(key) ?? { hallId, date, events: [], holds: [] };
    slots.set(key, found);
    return found;
  };
  for (const event of events) {
    if (event.date >= within.dateFrom && event.date <= within.dateTo)
      slot(event.hallId, event.date).events.push(event);
  }
  for (const hold of holds) for (const day of daysOf(hold, within)) slot(hold.hallId, day).holds.push(hold);

  const conflicts: Conflict[] = [];
  const eventWithHolds = (
    hallId: number,
    date: string,
    kind: Conflict['kind'],
    clashing: BookedEvent[],
    held: HeldRange[],
  ) => {
    const holdIds = held
      .filter((hold) => clashing.some((event) => event.id !== hold.eventId))
      .map((h) => h.id);
    const eventIds = clashing
      .filter((event) => held.some((hold) => hold.eventId !== event.id))
      .map((e) => e.id);
    if (eventIds.length > 0) conflicts.push({ hallId, date, kind, eventIds, holdIds });
  };
  for (const [, { hallId, date, events: onDay, holds: held }] of [...slots].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const booked = onDay.filter((event) => event.booked);
    eventWithHolds(hallId, date, 'date_booked', booked, held);
    eventWithHolds(
      hallId,
      date,
      'event_hold',
      onDay.filter((event) => !event.booked),
      held,
    );
    if (booked.length > 1)
      conflicts.push({
        hallId,
        date,
        kind: 'confirmed_events',
        eventIds: booked.map((e) => e.id),
        holdIds: [],
      });
  }
  return conflicts;
}
