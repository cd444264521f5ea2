import { currencyDigits, DEFAULT_CURRENCY } from '@bolo/templating/format';
import { useLocale } from '../../../i18n';

/**
 * A number input for euros (or `currency`, with its own decimals and its code beside) in the
 * page's language: grouped thousands, never negative.
 */
export function useMoneyInputProps(currency = DEFAULT_CURRENCY) {
  const locale = useLocale();
  const es = locale === 'es';
  return {
    decimalScale: currencyDigits(currency),
    fixedDecimalScale: true,
    decimalSeparator: es ? ',' : '.',
    thousandSeparator: es ? '.' : ',',
    allowNegative: false,
    min: 0,
    // the server's limit (api events/deal.ts)
    max: 100_000_000,
    hideControls: true,
    rightSection: currency === DEFAULT_CURRENCY ? '€' : currency,
    rightSectionWidth: currency === DEFAULT_CURRENCY ? undefined : 48,
  } as const;
}
