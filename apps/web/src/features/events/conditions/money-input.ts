import { useLocale } from '../../../i18n';

/** A number input for euros in the page's language: two decimals, grouped thousands, never negative. */
export function useMoneyInputProps() {
  const locale = useLocale();
  const es = locale === 'es';
  return {
    decimalScale: 2,
    fixedDecimalScale: true,
    decimalSeparator: es ? ',' : '.',
    thousandSeparator: es ? '.' : ',',
    allowNegative: false,
    min: 0,
    // the server's limit (api events/deal.ts)
    max: 100_000_000,
    hideControls: true,
    rightSection: '€',
  } as const;
}
