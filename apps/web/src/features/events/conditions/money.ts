import { currencyDigits, DEFAULT_CURRENCY } from '@bolo/templating/format';

/**
 * Amounts are stored in integer minor units of their currency (cents of EUR unless said: api
 * `events/deal.ts`) and typed in units of it, with its own decimals (ISO 4217). A number input
 * gives a number, '' while empty, or the number as text ('900.00') while its text is not a plain
 * number yet, e.g. with trailing zeros.
 */
export type Amount = number | string;

/** What a number input holds, or null while nothing numeric is typed. */
export function numberOf(value: Amount): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const scaleOf = (currency: string) => 10 ** currencyDigits(currency);

/** The euros (or units of `currency`) a person reads for an amount in cents (minor units). */
export const eurosOf = (cents: number, currency = DEFAULT_CURRENCY): number => cents / scaleOf(currency);

/** The euros of an amount that may not be there yet: blank (an empty input) when it is not. */
export const eurosOrBlank = (cents: number | null, currency = DEFAULT_CURRENCY): Amount =>
  cents === null ? '' : eurosOf(cents, currency);

/** Cents (minor units of `currency`) for typed euros (units), or null while nothing is typed. */
export function centsOf(euros: Amount, currency = DEFAULT_CURRENCY): number | null {
  const number = numberOf(euros);
  return number === null ? null : Math.round(number * scaleOf(currency));
}

/** A blank amount is worth nothing. */
export const centsOrZero = (euros: Amount, currency = DEFAULT_CURRENCY): number =>
  centsOf(euros, currency) ?? 0;
