import { shiftDay } from '@bolo/templating/format';

/**
 * The days a calendar view shows. Days are `YYYY-MM-DD` strings, computed in UTC so that no
 * time zone or daylight-saving change moves them; weeks start on Monday (Spain).
 */

export const calendarViews = ['month', 'week', 'agenda', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

const DAY_MS = 86_400_000;

const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

/** Today in the browser's own zone: the day the person sees on their wall calendar. */
export function today(now = new Date()): string {
  return format(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

export const addDays = shiftDay;

/** The Monday of the week of `day`. */
export function startOfWeek(day: string): string {
  const weekday = (parse(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export const startOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** The first day of the month `months` away from the month of `day`. */
export function addMonths(day: string, months: number): string {
  const date = parse(startOfMonth(day));
  date.setUTCMonth(date.getUTCMonth() + months);
  return format(date);
}

const endOfMonth = (day: string): string => addDays(addMonths(day, 1), -1);

/** The days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const count = Math.round((parse(to).getTime() - parse(from).getTime()) / DAY_MS) + 1;
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** The first and last day a view of the period around `day` shows. */
export function rangeOf(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'day') return { from: day, to: day };
  if (view === 'week') {
    const from = startOfWeek(day);
    return { from, to: addDays(from, 6) };
  }
  if (view === 'agenda') return { from: startOfMonth(day), to: endOfMonth(day) };
  // whole weeks around the month, so the grid has no holes
  const from = startOfWeek(startOfMonth(day));
  return { from, to: addDays(startOfWeek(endOfMonth(day)), 6) };
}

/** The days of a view, in rows of seven (month and week) or as one list (agenda, day). */
export function weeksOf(view: CalendarView, day: string): string[][] {
  const { from, to } = rangeOf(view, day);
  const days = daysBetween(from, to);
  if (view === 'agenda' || view === 'day') return [days];
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The days of the period itself: a month's own days (not the grid's days of its neighbours), a week's, the day. */
export function daysOfPeriod(view: CalendarView, day: string): string[] {
  return view === 'week' || view === 'day'
    ? weeksOf(view, day).flat()
    : daysBetween(startOfMonth(day), endOfMonth(day));
}

const periodDays: Partial<Record<CalendarView, number>> = { day: 1, week: 7 };

/** The day the previous (`-1`) or next (`1`) period is shown around. */
export function shiftPeriod(view: CalendarView, day: string, step: -1 | 1): string {
  const days = periodDays[view];
  return days ? addDays(day, step * days) : addMonths(day, step);
}

export const isSameMonth = (a: string, b: string): boolean => a.slice(0, 7) === b.slice(0, 7);
