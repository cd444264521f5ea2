/**
 * Currencies (issue 30): an amount is an integer in its currency's minor unit, and the currency's
 * own decimals (ISO 4217, as `Intl` knows them: JPY 0, EUR 2, BHD 3) say what that unit is. Pure
 * `Intl` and `BigInt`, so the browser imports it too (through `@bolo/templating/format`).
 */
import { getOrMake } from './get-or-make';

export const DEFAULT_CURRENCY = 'EUR';

const digits = new Map<string, number>();

/** The digits of `code`'s minor unit (ISO 4217): 2 for EUR and USD, 0 for JPY, 3 for BHD. */
export const currencyDigits = (code: string): number =>
  getOrMake(
    digits,
    code,
    () =>
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2,
  );

let known: ReadonlySet<string> | undefined;

/** An ISO 4217 code: three upper-case letters that `Intl` knows as a currency. */
export function isCurrencyCode(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(code) && known.has(code);
}

/**
 * An exchange rate as typed: how many units of one currency one unit of another buys, a decimal
 * with a point, at most six whole digits and eight decimals ("0.9215"). Kept as this text, never a
 * float, so the rate a settlement was worked out with is the one it shows.
 */
export const EXCHANGE_RATE_PATTERN = /^\d{1,6}(\.\d{1,8})?$/;

export const isExchangeRate = (rate: string): boolean =>
  EXCHANGE_RATE_PATTERN.test(rate) && /[1-9]/.test(rate);

const pow10 = (n: number) => 10n ** BigInt(n);

/**
 * `minor` units of `from` in units of `to` at `rate` (units of `to` for one of `from`), exact in
 * integers and rounded once, half away from zero, to `to`'s minor unit.
 */
export function convertMinor(minor: number, rate: string, from: string, to: string): number {
  if (!isExchangeRate(rate)) throw new RangeError(`Not an exchange rate: ${rate}`);
  const [whole = '0', fraction = ''] = rate.split('.');
  const numerator = BigInt(minor) * BigInt(whole + fraction) * pow10(currencyDigits(to));
  const denominator = pow10(currencyDigits(from) + fraction.length);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(numerator < 0n ? -rounded : rounded);
}
