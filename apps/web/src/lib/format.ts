import { formatDay, formatTime, intlLocale } from '@bolo/templating/format';
import type { Locale } from '../i18n';

/** Dates, amounts, numbers and percentages are written as the documents write them: one module. */
export {
  formatExchangeRate,
  formatMoney,
  formatNumber as formatCount,
  formatPercent,
  intlLocale,
} from '@bolo/templating/format';

/** A calendar date `YYYY-MM-DD` (no time zone: it is the day of the show wherever one reads it). */
export function formatEventDate(date: string | null, startTime: string | null, locale: Locale): string {
  if (!date) return '—';
  const day = formatDay(date, locale, 'medium');
  return startTime ? `${day} · ${formatTime(startTime)}` : day;
}

/** A moment (a note, a change, a sign-in) as a date and a time in the reader's time zone; '—' when there is none. */
export const formatDateTime = (value: Date | null | undefined, locale: Locale): string =>
  value
    ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(value)
    : '—';

/** A file's size as a person reads it: kB under a megabyte, else MB with one decimal. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(bytes / (mega ? 1024 * 1024 : 1024));
}
