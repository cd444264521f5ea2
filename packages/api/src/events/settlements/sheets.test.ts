import { describe, expect, it } from 'vitest';
import { formatEuros, formatPorciento } from './sheets';

describe('settlement sheet amounts', () => {
  it('groups every thousand and keeps the cents and the sign', () => {
    expect(formatEuros(123_456_789)).toBe('1.234.567,89 €');
    expect(formatEuros(100_000)).toBe('1.000,00 €');
    expect(formatEuros(99_999)).toBe('999,99 €');
    expect(formatEuros(-5)).toBe('-0,05 €');
    expect(formatEuros(0)).toBe('0,00 €');
  });

  it('writes percentages with a decimal comma', () => {
    expect(formatPorciento(21)).toBe('21 %');
    expect(formatPorciento(12.5)).toBe('12,5 %');
  });
});
