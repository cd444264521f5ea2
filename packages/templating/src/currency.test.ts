import { describe, expect, it } from 'vitest';
import { convertMinor, currencyDigits, isCurrencyCode, isExchangeRate } from './currency';
import { formatMoney } from './format';

/** Spaces as `Intl` writes them (narrow and no-break) made plain, to compare with what one reads. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currencies', () => {
  it('knows each currency’s decimals from ISO 4217', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
  });

  it('accepts ISO 4217 codes only, in capitals', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('EURO')).toBe(false);
  });

  it('writes JPY without decimals, BHD with three, and euros as before', () => {
    // the symbol is ICU's (¥, JP¥ or JPY by its version); the digits are the point
    expect(plain(formatMoney(150_000, 'es', 'JPY'))).toMatch(/^150\.000 \D+$/);
    expect(plain(formatMoney(150_000, 'en', 'JPY'))).toMatch(/^\D+150,000$/);
    expect(plain(formatMoney(1_234_567, 'en', 'BHD'))).toBe('BHD 1,234.567');
    expect(plain(formatMoney(1_000_000, 'es', 'USD'))).toBe('10.000,00 US$');
    expect(plain(formatMoney(123_456, 'es'))).toBe('1.234,56 €');
    expect(plain(formatMoney(0, 'es'))).toBe('0,00 €');
  });

  it('converts exactly at a typed rate, rounding half away from zero once', () => {
    // 10 000 USD at 0.9215 EUR a dollar
    expect(convertMinor(1_000_000, '0.9215', 'USD', 'EUR')).toBe(921_500);
    // 0.005 € rounds up, never down to the even cent
    expect(convertMinor(1, '0.5', 'USD', 'EUR')).toBe(1);
    expect(convertMinor(-1, '0.5', 'USD', 'EUR')).toBe(-1);
    // 1 000 000 yen (no decimals) at 0.0061 €: 6 100,00 €
    expect(convertMinor(1_000_000, '0.0061', 'JPY', 'EUR')).toBe(610_000);
    // a float would drift here: 0.1 + 0.2 ≠ 0.3, the BigInt product does not
    expect(convertMinor(3, '0.1', 'EUR', 'EUR')).toBe(0);
    expect(convertMinor(100_000_000_000, '1.00000001', 'GBP', 'EUR')).toBe(100_000_001_000);
  });

  it('takes a rate as a positive decimal with a point', () => {
    expect(isExchangeRate('0.9215')).toBe(true);
    expect(isExchangeRate('1')).toBe(true);
    expect(isExchangeRate('0')).toBe(false);
    expect(isExchangeRate('0,92')).toBe(false);
    expect(isExchangeRate('1e3')).toBe(false);
    expect(() => convertMinor(1, '-1', 'USD', 'EUR')).toThrow(RangeError);
  });
});
