import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { dayPattern, emailPattern } from './patterns';

describe('the patterns the sign-in page and the addresses check by', () => {
  it('judge as zod’s own do, as the API checks the same values', () => {
    const addresses = [
      'ana@promotora.es',
      'ana.maria+bolo@sala-madrid.com',
      "o'neil@booking.co.uk",
      '.ana@promotora.es',
      'ana..maria@promotora.es',
      'ana@promotora',
      'ana@-promotora.es',
      'ana maria@promotora.es',
      'ana@promotora.e',
    ];
    for (const address of addresses)
      expect(emailPattern.test(address), address).toBe(regexes.email.test(address));
    const days = [
      '2028-02-29',
      '2027-02-29',
      '2000-02-29',
      '1900-02-29',
      '2027-04-31',
      '2027-12-31',
      '2027-13-01',
      '27-01-01',
    ];
    for (const day of days) expect(dayPattern.test(day), day).toBe(regexes.date.test(day));
  });

  it('take a real day and refuse one the calendar has not', () => {
    expect(dayPattern.test('2028-02-29')).toBe(true);
    expect(dayPattern.test('2027-02-29')).toBe(false);
    expect(dayPattern.test('2027-04-31')).toBe(false);
  });
});
