/**
 * Amounts are stored in integer cents (api `events/deal.ts`) and typed in euros: a number input
 * gives a number, or '' (or an unfinished text) while it holds none.
 */
export type Amount = number | string;

/** The euros a person reads for an amount in cents. */
export const eurosOf = (cents: number): number => cents / 100;

/** Cents for typed euros, or null while nothing (or nothing numeric) is typed. */
export const centsOf = (euros: Amount): number | null =>
  typeof euros === 'number' && Number.isFinite(euros) ? Math.round(euros * 100) : null;

/** A blank amount is worth nothing. */
export const centsOrZero = (euros: Amount): number => centsOf(euros) ?? 0;
