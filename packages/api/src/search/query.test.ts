import { describe, expect, it } from 'vitest';
import { todayIn } from '../shared/time-zone';
import { readPaletteQuery } from './query';

const today = '2026-11-23';
const read = (typed: string) => readPaletteQuery(typed, today);
const on = (date: string) => ({ from: date, to: date });

describe('what the palette reads in the typed text', () => {
  it('takes the words without case or accents', () => {
    expect(read('  José  ÁLVAREZ ')).toEqual({ terms: ['jose', 'alvarez'], dates: null });
  });

  it('reads a full date typed day first, with a four- or two-digit year', () => {
    expect(read('12/06/2026')).toEqual({ terms: [], dates: on('2026-06-12') });
    expect(read('12-6-26')).toEqual({ terms: [], dates: on('2026-06-12') });
    expect(read('3.7.2027')).toEqual({ terms: [], dates: on('2027-07-03') });
  });

  it('reads an ISO date', () => {
    expect(read('2026-06-12')).toEqual({ terms: [], dates: on('2026-06-12') });
  });

  it('reads a day and month without a year as this year', () => {
    expect(read('12/06')).toEqual({ terms: [], dates: on('2026-06-12') });
    expect(read('12 de junio')).toEqual({ terms: [], dates: on('2026-06-12') });
  });

  it('reads a month name with a year, in Spanish or English, as the whole month', () => {
    expect(read('Junio 2026')).toEqual({ terms: [], dates: { from: '2026-06-01', to: '2026-06-30' } });
    expect(read('february 2028')).toEqual({ terms: [], dates: { from: '2028-02-01', to: '2028-02-29' } });
    expect(read('06/2026')).toEqual({ terms: [], dates: { from: '2026-06-01', to: '2026-06-30' } });
  });

  it('keeps the words beside a date', () => {
    expect(read('riviera 12/06/2026 rosalia')).toEqual({
      terms: ['riviera', 'rosalia'],
      dates: on('2026-06-12'),
    });
  });

  it('takes a month name alone, or a day that does not exist, as words', () => {
    expect(read('Junio en Madrid')).toEqual({ terms: ['junio', 'en', 'madrid'], dates: null });
    expect(read('31/02/2026')).toEqual({ terms: ['31/02/2026'], dates: null });
  });

  it('takes a date in a year nobody books in as words', () => {
    expect(read('0000-06-12')).toEqual({ terms: ['0000-06-12'], dates: null });
    expect(read('12/06/0000')).toEqual({ terms: ['12/06/0000'], dates: null });
    expect(read('junio 0000')).toEqual({ terms: ['junio', '0000'], dates: null });
    expect(read('0001-01-01')).toEqual({ terms: ['0001-01-01'], dates: null });
    expect(read('06/1899')).toEqual({ terms: ['06/1899'], dates: null });
    expect(read('12 de junio de 2200')).toEqual({ terms: ['12', 'de', 'junio', 'de', '2200'], dates: null });
  });

  it('reads the first and last years of the range it books in', () => {
    expect(read('1900-01-01')).toEqual({ terms: [], dates: on('1900-01-01') });
    expect(read('31/12/2199')).toEqual({ terms: [], dates: on('2199-12-31') });
  });
});

describe('today', () => {
  it('is the date on the given wall clock', () => {
    const lateEvening = new Date('2026-06-11T23:30:00Z');
    expect(todayIn('Europe/Madrid', lateEvening)).toBe('2026-06-12');
    expect(todayIn('UTC', lateEvening)).toBe('2026-06-11');
  });
});
