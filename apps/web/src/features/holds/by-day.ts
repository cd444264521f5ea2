import { addDays } from '../events/calendar/period';

interface DaySpan {
  dateFrom: string;
  dateTo: string;
}

/**
 * The holds each day of `from`–`to` shows, a hold of several days on each of them; within a day
 * by hall, then by level, so that a hall's queue reads 1st, 2nd … in a row.
 */
export function holdsByDay<H extends DaySpan & { hallName: string; level: number }>(
  holds: readonly H[],
  from: string,
  to: string,
): Map<string, H[]> {
  const days = new Map<string, H[]>();
  const ordered = [...holds].sort((a, b) => a.hallName.localeCompare(b.hallName) || a.level - b.level);
  for (const hold of ordered) {
    const last = hold.dateTo < to ? hold.dateTo : to;
    for (let day = hold.dateFrom > from ? hold.dateFrom : from; day <= last; day = addDays(day, 1))
      days.set(day, [...(days.get(day) ?? []), hold]);
  }
  return days;
}
