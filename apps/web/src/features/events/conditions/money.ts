/**
 * Amounts are stored in integer cents (api `events/deal.ts`) and typed in euros. A number input
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

/** The euros a person reads for an amount in cents. */
export const eurosOf = (cents: number): number => cents / 100;

/** The euros of an amount that may not be there yet: blank (an empty input) when it is not. */
export const eurosOrBlank = (cents: number | null): Amount => (cents === null ? '' : eurosOf(cents));

/** Cents for typed euros, or null while nothing is typed. */
export function centsOf(euros: Amount): number | null {
  const number = numberOf(euros);
  return number === null ? null : Math.round(number * 100);
}

/** A blank amount is worth nothing. */
export const centsOrZero = (euros: Amount): number => centsOf(euros) ?? 0;
