import type { Locale } from '../i18n';

export const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'es-ES');

/** A calendar date `YYYY-MM-DD` (no time zone: it is the day of the show wherever one reads it). */
export function formatEventDate(date: string | null, startTime: string | null, locale: Locale): string {
  if (!date) return '—';
  const day = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return startTime ? `${day} · ${startTime.slice(0, 5)}` : day;
}

export const formatCount = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale(locale)).format(value);

/** An amount in integer cents as euros with two decimals, grouped even under 10 000 (es-ES would not). */
export const formatMoney = (cents: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(cents / 100);

/** A percentage as typed (up to two decimals), e.g. "85 %" / "85%". */
export const formatPercent = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );

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
