import { DEFAULT_CURRENCY, formatMoney, isCurrencyCode, isExchangeRate } from '@bolo/templating/format';
import { z } from 'zod';
import { AppError, type Locale } from './errors';
import { calendarDay } from './schemas';
import { plainText } from './text';

/**
 * Money is integer cents. A figure worked out from amounts (a gross, a total, a fee) is multiplied
 * by at most 10 000 (a percentage in hundredths) before it is rounded, so it is bounded at
 * 9 000 million euros: that product stays below 2^53 and exact in a double.
 */
export const MAX_TOTAL_CENTS = 900_000_000_000;
/** One amount typed (a fee, an expense, a bonus, a tier's limit): up to 100 million euros. */
export const MAX_AMOUNT_CENTS = 10_000_000_000;
/** One ticket's price: up to 100 000 euros. */
export const MAX_TICKET_PRICE_CENTS = 10_000_000;
/** The tickets of one line, or a bonus's threshold. */
export const MAX_TICKETS = 10_000_000;

const euros = (cents: number, locale: Locale) => `${(cents / 100).toLocaleString(locale)} €`;

const amountMessage = (locale: Locale, max: number) =>
  locale === 'es'
    ? `Importe no válido: céntimos enteros, de 0 a ${euros(max, locale)}.`
    : `Invalid amount: whole cents, from 0 to ${euros(max, locale)}.`;

/** An amount in whole cents, from 0 to `max` (100 million euros unless said). */
export const cents = (locale: Locale, max = MAX_AMOUNT_CENTS) =>
  z
    .number()
    .int(amountMessage(locale, max))
    .min(0, amountMessage(locale, max))
    .max(max, amountMessage(locale, max));

/** What a total adds up, as the refusal names it. */
export interface Figure {
  es: string;
  en: string;
}

/** `total` itself, refused with `amount_too_large` past `MAX_TOTAL_CENTS` either way. */
export function boundedTotal(figure: Figure, total: number): number {
  if (!(Math.abs(total) <= MAX_TOTAL_CENTS)) {
    throw new AppError('amount_too_large', { params: { figure, max: MAX_TOTAL_CENTS / 100 } });
  }
  return total;
}

/**
 * The sum of `values`, checked after each one: with every value a bounded amount (or a ticket
 * line's price × quantity) no partial sum leaves the safe range before it is refused.
 */
export const boundedSum = (figure: Figure, values: readonly number[]): number =>
  values.reduce((total, value) => boundedTotal(figure, total + value), 0);

/** An ISO 4217 code (issue 30): three capitals that `Intl` knows as a currency. */
export const currencyCode = z
  .string()
  .refine(isCurrencyCode, { error: 'Moneda no válida: un código ISO 4217 (EUR, USD, GBP…).' });

/** A currency that is EUR when none is given: amounts saved before issue 30 were euros. */
export const currencyOf = (held: { currency?: string | undefined }): string =>
  held.currency ?? DEFAULT_CURRENCY;

/** An exchange rate as typed, a decimal with a point ("0.9215"): kept as text, never a float. */
export const exchangeRate = z.string().refine(isExchangeRate, {
  error: 'Tipo de cambio no válido: un número mayor que cero con punto decimal (0.9215), hasta 8 decimales.',
});

/**
 * The rate an amount in another currency is put in euros at (issue 30): euros for one unit of it,
 * as typed, the day it was taken and where from. The settlement's deal and an invoice carry it.
 */
export const exchangeRateFields = {
  exchangeRate: exchangeRate.nullable().default(null),
  exchangeRateDate: calendarDay.nullable().default(null),
  exchangeRateSource: plainText(200).trim().nullable().default(null),
};

type ExchangeRateInput = {
  exchangeRate: string | null;
  exchangeRateDate: string | null;
  exchangeRateSource: string | null;
};

/**
 * A rate goes with its day and source, and only with an amount in another currency: `inEuros` says
 * what is in euros already ("El trato", "La factura").
 */
export function checkExchangeRate(
  input: ExchangeRateInput,
  currency: string,
  inEuros: string,
  context: z.RefinementCtx,
) {
  if (input.exchangeRate === null) return;
  if (currency === DEFAULT_CURRENCY)
    context.addIssue({
      code: 'custom',
      path: ['exchangeRate'],
      message: `${inEuros} está en euros: no lleva tipo de cambio.`,
    });
  if (input.exchangeRateDate === null)
    context.addIssue({
      code: 'custom',
      path: ['exchangeRateDate'],
      message: 'Diga de qué día es el tipo de cambio.',
    });
  if ((input.exchangeRateSource ?? '') === '')
    context.addIssue({
      code: 'custom',
      path: ['exchangeRateSource'],
      message: 'Diga de dónde sale el tipo de cambio (BCE, banco…).',
    });
}

/** An amount in its currency as an error text's placeholder, written in each language. */
export const moneyParam = (amount: number, currency: string) => ({
  es: formatMoney(amount, 'es', currency),
  en: formatMoney(amount, 'en', currency),
});
