import type { Locale } from '../../i18n';

const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'es-ES');

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
