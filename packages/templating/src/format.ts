/**
 * How documents, notifications, event names and screens write a date, a time, an amount, a number
 * or a percentage in each language: the one place that knows (issue 28). Pure `Intl`, so the
 * browser imports it too (`@bolo/templating/format`).
 */
import type { Label, Locale } from './catalogue';
import { currencyDigits, DEFAULT_CURRENCY } from './currency';
import { getOrMake } from './get-or-make';

export {
  convertMinor,
  currencyDigits,
  DEFAULT_CURRENCY,
  EXCHANGE_RATE_PATTERN,
  isCurrencyCode,
  isExchangeRate,
} from './currency';

export const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'es-ES');

/** Building an `Intl` formatter costs far more than using one: each is made once per setting. */
const formatters = new Map<string, { format(value: never): string }>();
const formatter = <F extends { format(value: never): string }>(key: string, make: () => F): F =>
  getOrMake(formatters, key, make) as F;

export type DayStyle = 'long' | 'medium' | 'short' | 'full';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A calendar day `YYYY-MM-DD` ("19 de marzo de 2027", "19 March 2027"): no time zone, it is the
 * day of the show wherever one reads it. A text that is no day is given back as it is.
 */
export function formatDay(day: string, locale: Locale, style: DayStyle = 'long'): string {
  if (!isDay(day)) return day;
  return formatter(
    `day ${locale} ${style}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }),
  ).format(new Date(`${day}T12:00:00Z`));
}

/** The first and last day of a span, one day when they are the same. */
export const formatDays = (from: string, to: string, locale: Locale, style: DayStyle = 'long'): string =>
  from === to
    ? formatDay(from, locale, style)
    : `${formatDay(from, locale, style)} – ${formatDay(to, locale, style)}`;

/** A moment as its day (and, unless `dayOnly`, its time) in `timeZone`. */
export function formatInstant(
  value: Date | string | number,
  locale: Locale,
  timeZone: string,
  { style = 'long', dayOnly = false }: { style?: DayStyle; dayOnly?: boolean } = {},
): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  return formatter(
    `instant ${locale} ${style} ${timeZone} ${dayOnly}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        dateStyle: style,
        ...(dayOnly ? {} : { timeStyle: 'short' }),
        timeZone,
      }),
  ).format(instant);
}

/** A time of day `HH:MM[:SS]` as `HH:MM`. */
export const formatTime = (time: string): string => time.slice(0, 5);

/** The calendar day `days` after `day` (before it when negative), `YYYY-MM-DD`. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day a production time falls on, counted from the show's, when the show has no date to count from. */
export const dayOffsetLabels: Record<string, Label> = {
  '-2': { es: 'dos días antes', en: 'two days before' },
  '-1': { es: 'día anterior', en: 'day before' },
  '0': { es: 'día del concierto', en: 'show day' },
  '1': { es: 'día siguiente', en: 'day after' },
  '2': { es: 'dos días después', en: 'two days after' },
};

/**
 * A production time as a document prints it: "09:00" on the show's day; on another, with that day
 * ("09:00 (18 de marzo de 2027)"), or with "día anterior" … when the show has no date yet.
 */
export function formatShowTime(
  time: string,
  dayOffset: number,
  showDay: string | null,
  locale: Locale,
): string {
  if (dayOffset === 0) return formatTime(time);
  const day = showDay
    ? formatDay(shiftDay(showDay, dayOffset), locale)
    : labelOf(dayOffsetLabels, String(dayOffset), locale);
  return `${formatTime(time)} (${day})`;
}

export const formatNumber = (value: number, locale: Locale): string =>
  formatter(`number ${locale}`, () => new Intl.NumberFormat(intlLocale(locale))).format(value);

/**
 * An amount in integer minor units of `currency` (cents of EUR unless said) with that currency's
 * own decimals (ISO 4217: none for JPY, three for BHD), grouped even under 10 000 (es-ES would not).
 */
export function formatMoney(minor: number, locale: Locale, currency: string = DEFAULT_CURRENCY): string {
  const digits = currencyDigits(currency);
  return formatter(
    `money ${locale} ${currency}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: 'always',
      }),
    // nothing taken off is 0,00 €, never -0,00 € (a withholding of 0 shown as a deduction)
  ).format(minor === 0 ? 0 : minor / 10 ** digits);
}

/** An exchange rate as typed ("0.9215"), with the locale's decimal separator, every digit kept. */
export const formatExchangeRate = (rate: string, locale: Locale): string =>
  locale === 'es' ? rate.replace('.', ',') : rate;

/** A percentage as typed (up to two decimals), e.g. "85 %" / "85%". */
export const formatPercent = (value: number, locale: Locale): string =>
  formatter(
    `percent ${locale}`,
    () => new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }),
  ).format(value / 100);

/**
 * A hiring block's payment method: the stored value keeps the legacy spelling ("Tranferencia",
 * spec §3), what is printed is its label.
 */
export const paymentLabels: Record<string, Label> = {
  Efectivo: { es: 'Efectivo', en: 'Cash' },
  Tranferencia: { es: 'Transferencia', en: 'Bank transfer' },
};

/** The contract a hiring block names (`tipoContrato`, spec §3: Promotor, Artista, Sala). */
export const contractTypeLabels: Record<string, Label> = {
  Promotor: { es: 'Promotor', en: 'Promoter' },
  Artista: { es: 'Artista', en: 'Artist' },
  Sala: { es: 'Sala', en: 'Venue' },
};

/** An event's type (spec §3 `eventType`), the stored value being its Spanish name. */
export const eventTypeLabels: Record<string, Label> = {
  Promotores: { es: 'Promotores', en: 'Promoters' },
  Managers: { es: 'Managers', en: 'Managers' },
  Bookers: { es: 'Bookers', en: 'Bookers' },
  Sala: { es: 'Sala', en: 'Venue' },
  Productores: { es: 'Productores', en: 'Producers' },
};

/** A yes/no value as a word. */
export const formatYesNo = (value: boolean, locale: Locale): string =>
  value ? { es: 'Sí', en: 'Yes' }[locale] : 'No';

/** The label of an enumerated value in `labels`; a value outside the catalogue (typed by hand) as it is. */
export const labelOf = (labels: Readonly<Record<string, Label>>, value: string, locale: Locale): string =>
  Object.hasOwn(labels, value) ? (labels[value] as Label)[locale] : value;
