import { describe, expect, it } from 'vitest';
import { dateFormats, writtenDate } from './date-formats';

describe("a date written as the date field's stand-in shows it", () => {
  it('writes day first in Spanish and month first in English', () => {
    expect(writtenDate('2027-05-20', dateFormats.es)).toBe('20/05/2027');
    expect(writtenDate('2027-05-20', dateFormats.en)).toBe('05/20/2027');
  });

  it('leaves an empty value empty', () => {
    expect(writtenDate('', dateFormats.es)).toBe('');
  });
});
