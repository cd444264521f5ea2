import { isExchangeRate } from '@bolo/templating/format';
import type { Locale } from '../../i18n';

/**
 * The rate an amount in another currency is put in euros at (issue 30), as typed: euros for one
 * unit of it ('0,9215' or '0.9215'), the day it was taken and where from. The settlement's deal and
 * an invoice carry it; the server's rule is the same (api `shared/money.ts`).
 */
export interface ExchangeRateValues {
  exchangeRate: string;
  exchangeRateDate: string;
  exchangeRateSource: string;
}

/** The rate as the server has it: each field null when there is none. */
export interface ExchangeRateInput {
  exchangeRate: string | null;
  exchangeRateDate: string | null;
  exchangeRateSource: string | null;
}

export const exchangeRateValuesOf = (saved: Partial<ExchangeRateInput>): ExchangeRateValues => ({
  exchangeRate: saved.exchangeRate ?? '',
  exchangeRateDate: saved.exchangeRateDate ?? '',
  exchangeRateSource: saved.exchangeRateSource ?? '',
});

/** A rate as the server takes it: a decimal point, whichever separator was typed; null when blank. */
export const rateOf = (typed: string): string | null =>
  typed.trim() === '' ? null : typed.trim().replace(',', '.');

const textOrNull = (typed: string): string | null => (typed.trim() === '' ? null : typed.trim());

export const exchangeRateInputOf = (values: ExchangeRateValues): ExchangeRateInput => ({
  exchangeRate: rateOf(values.exchangeRate),
  exchangeRateDate: textOrNull(values.exchangeRateDate),
  exchangeRateSource: textOrNull(values.exchangeRateSource),
});

const rateMessages: Record<Locale, string> = {
  es: 'Un número mayor que cero, hasta 8 decimales (0,9215).',
  en: 'A number above zero, up to 8 decimals (0.9215).',
};

/** What a typed rate lacks, by field: a number the server takes, its day and its source. */
export function exchangeRateErrors(
  values: ExchangeRateValues,
  locale: Locale,
  required: string,
): Partial<Record<keyof ExchangeRateValues, string>> {
  const rate = rateOf(values.exchangeRate);
  if (rate === null) return {};
  return {
    ...(isExchangeRate(rate) ? {} : { exchangeRate: rateMessages[locale] }),
    ...(values.exchangeRateDate === '' ? { exchangeRateDate: required } : {}),
    ...(values.exchangeRateSource.trim() === '' ? { exchangeRateSource: required } : {}),
  };
}
