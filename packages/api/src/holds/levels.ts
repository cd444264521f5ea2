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

/** Consecutive days of one hold that share a level: a hold row is one run (issue 27). */
export interface LevelRun extends DateRange {
  level: number;
}

/** The days with their levels merged into runs of consecutive days at the same level, in order. */
export function runsOf(days: readonly { day: string; level: number }[]): LevelRun[] {
  const runs: LevelRun[] = [];
  for (const { day, level } of days) {
    const last = runs.at(-1);
    if (last && last.level === level && nextDay(last.dateTo) === day) last.dateTo = day;
    else runs.push({ dateFrom: day, dateTo: day, level });
  }
  return runs;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Whether a booked event other than the hold's own draft stands on `day`. */
const bookedOn = (day: string, eventId: number | null, booked: readonly BookedEventDay[]) =>
  booked.some((event) => event.date === day && event.id !== eventId);

/**
 * The levels a new hold takes, day by day (issue 27): on each day below every active hold of the
 * hall there, and below a booked day, which counts as a 1st. Answered as runs: the hold is stored
 * as one row per run.
 */
export function newHoldRuns(
  range: DateRange & { eventId: number | null },
  active: readonly (DateRange & { level: number })[],
  booked: readonly BookedEventDay[] = [],
): LevelRun[] {
  return runsOf(
    daysOf(range, range).map((day) => {
      const above = active.filter((hold) => hold.dateFrom <= day && day <= hold.dateTo);
      if (bookedOn(day, range.eventId, booked)) above.push({ dateFrom: day, dateTo: day, level: 1 });
      return { day, level: nextLevel(above) };
    }),
  );
}

/**
 * The levels of a hall's active holds, day by day, kept in their order (level, then the older
 * first) and closed up: on each day the holds there are 1st, 2nd, 3rd … with no gap, behind a
 * booked day, which counts as a 1st (issue 27): a hold there is 2nd at best and never moves up to
 * 1st while the date is booked. A hold that left frees its place on its days only. Answered per
 * hold as runs of days at one level: a hold whose days now differ is split into them.
 */
export function closedUpLevels(
  active: readonly QueuedHold[],
  booked: readonly BookedEventDay[] = [],
): Map<number, LevelRun[]> {
  const ordered = [...active].sort((a, b) => a.level - b.level || a.id - b.id);
  const levels = new Map<number, LevelRun[]>();
  for (const [index, hold] of ordered.entries()) {
    const earlier = ordered.slice(0, index);
    const days = daysOf(hold, hold).map((day) => ({
      day,
      level:
        1 +
        earlier.filter((other) => other.dateFrom <= day && day <= other.dateTo).length +
        (bookedOn(day, hold.eventId, booked) ? 1 : 0),
    }));
    levels.set(hold.id, runsOf(days));
  }
  return levels;
}

/**
 * A hold's days split for a release or a confirmation of some of them: each day `taken` alone, the
 * others in runs between them, all at the hold's level.
 */
export function splitDays(hold: LevelRun, taken: ReadonlySet<string>): (LevelRun & { taken: boolean })[] {
  const runs: (LevelRun & { taken: boolean })[] = [];
  for (const day of daysOf(hold, hold)) {
    const last = runs.at(-1);
    if (!taken.has(day) && last && !last.taken) last.dateTo = day;
    else runs.push({ dateFrom: day, dateTo: day, level: hold.level, taken: taken.has(day) });
  }
  return runs;
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
