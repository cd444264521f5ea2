import type { Locale } from '../../../i18n';
import { intlLocale } from '../../../lib/format';
import { type CalendarView, rangeOf } from './period';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "12 de junio" (with the year when it is not this year's): the day a move goes to. */
export function dayLabel(day: string, locale: Locale, thisYear = new Date().getFullYear()): string {
  const withYear = Number(day.slice(0, 4)) !== thisYear;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(utc(day));
}

/** "Viernes, 12 de junio de 2026": a day heading of the agenda, and a day cell's name. */
export const fullDayLabel = (day: string, locale: Locale): string =>
  capitalized(
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(utc(day)),
  );

/** Monday … Sunday, short. */
export function weekdayNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday
  return Array.from({ length: 7 }, (_, i) => capitalized(format.format(utc(`2024-01-0${i + 1}`))));
}

/** The heading of the period shown: "Junio de 2026", "8–14 jun 2026" for a week, the whole day for a day. */
export function periodTitle(view: CalendarView, day: string, locale: Locale): string {
  if (view === 'day') return fullDayLabel(day, locale);
  if (view === 'week') {
    const { from, to } = rangeOf(view, day);
    return new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatRange(utc(from), utc(to));
  }
  return capitalized(
    new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      utc(day),
    ),
  );
}

/** "21:30", or null when the event has no start time yet. */
export const timeLabel = (startTime: string | null, porDefinir: boolean): string | null =>
  startTime && !porDefinir ? startTime.slice(0, 5) : null;
