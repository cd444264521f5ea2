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
}

/**
 * The levels of a hall's active holds kept in their order (level, then the older first) and closed
 * up: each hold is one below the lowest earlier hold it shares a day with, 1st when it shares none.
 * On one day the levels are then 1, 2, 3 … with no gap; a hold that left frees its place.
 */
export function closedUpLevels(active: readonly QueuedHold[]): Map<number, number> {
  const ordered = [...active].sort((a, b) => a.level - b.level || a.id - b.id);
  const levels = new Map<number, number>();
  ordered.forEach((hold, index) => {
    const above = ordered.slice(0, index).filter((earlier) => overlaps(earlier, hold));
    levels.set(hold.id, nextLevel(above.map((earlier) => ({ level: levels.get(earlier.id) ?? 1 }))));
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
  confirmed: boolean;
}

export interface HeldRange extends DateRange {
  id: number;
  hallId: number;
  /** The draft event it was made from: it does not clash with its own hold. */
  eventId: number | null;
}

export const conflictKinds = ['event_hold', 'confirmed_events'] as const;

export interface Conflict {
  hallId: number;
  date: string;
  kind: (typeof conflictKinds)[number];
  eventIds: number[];
  holdIds: number[];
}

/**
 * Where the calendar warns within `within`: an event and an active hold on the same hall and day
 * (other than the hold made from that event), or two confirmed events there. Answered by day, then
 * hall.
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
  for (const [, { hallId, date, events: booked, holds: held }] of [...slots].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const clashing = booked.filter((event) => held.some((hold) => hold.eventId !== event.id));
    if (clashing.length > 0)
      conflicts.push({
        hallId,
        date,
        kind: 'event_hold',
        eventIds: clashing.map((e) => e.id),
        holdIds: held.filter((hold) => clashing.some((event) => event.id !== hold.eventId)).map((h) => h.id),
      });
    const confirmed = booked.filter((event) => event.confirmed);
    if (confirmed.length > 1)
      conflicts.push({
        hallId,
        date,
        kind: 'confirmed_events',
        eventIds: confirmed.map((e) => e.id),
        holdIds: [],
      });
  }
  return conflicts;
}
