import { describe, expect, it } from 'vitest';
import { exportPath, monthLabel, yearOf } from './report-filter';

describe('report filter', () => {
  it('opens on the calendar year of the day', () => {
    expect(yearOf(new Date(2027, 5, 15))).toEqual({ from: '2027-01-01', to: '2027-12-31' });
  });

  it('puts the filters that are set and the format in the export’s address', () => {
    expect(exportPath({ from: '2027-01-01', to: undefined, hallId: 7, fase: 'Liquidado' }, 'xlsx')).toBe(
      '/api/informes/export?from=2027-01-01&hallId=7&fase=Liquidado&format=xlsx',
    );
  });

  it('names a month in the reader’s language', () => {
    expect(monthLabel('2027-03', 'es')).toBe('mar 2027');
    expect(monthLabel('2027-03', 'en')).toBe('Mar 2027');
  });
});
