import { defaultPeriodOf } from '@bolo/api/reports/public';
import { describe, expect, it } from 'vitest';
import {
  exportPath,
  marginColor,
  monthLabel,
  parseReportSearch,
  type ReportSearch,
  reportSearchOf,
  reportViewOf,
  withFilter,
} from './report-filter';

const today = new Date(2027, 5, 15);
const parse = (params: Record<string, unknown>) => parseReportSearch(params);
/** The search params as the router hands them to the page, read. */
const viewOf = (params: Record<string, unknown>) => reportViewOf(parse(params), today);

describe('report filter', () => {
  it('opens on the twelve months before this one and the three after it', () => {
    expect(defaultPeriodOf(new Date(2027, 5, 15))).toEqual({ from: '2026-06-01', to: '2027-09-30' });
    expect(defaultPeriodOf(new Date(2027, 0, 31))).toEqual({ from: '2026-01-01', to: '2027-04-30' });
  });

  it('puts the filters that are set and the format in the export’s address', () => {
    expect(exportPath({ from: '2026-06-01', to: undefined, hallId: 7, fase: 'Liquidado' }, 'xlsx')).toBe(
      '/api/informes/export?from=2026-06-01&hallId=7&fase=Liquidado&format=xlsx',
    );
  });

  it('draws a loss in red and anything from zero up in its own color', () => {
    expect(marginColor(-1, undefined)).toBe('red.9');
    expect(marginColor(-1, 'teal.6')).toBe('red.9');
    expect(marginColor(0, 'teal.6')).toBe('teal.6');
    expect(marginColor(12_345, undefined)).toBeUndefined();
  });

  it('names a month in the reader’s language', () => {
    expect(monthLabel('2027-03', 'es')).toBe('mar 2027');
    expect(monthLabel('2027-03', 'en')).toBe('Mar 2027');
  });
});

describe('the report’s search params → the filter', () => {
  it('reads every filter and the table’s page', () => {
    expect(
      viewOf({
        from: '2026-03-01',
        to: '2026-09-30',
        empresaId: 4,
        artistId: '12',
        hallId: 7,
        promotorId: '5',
        fase: 'Liquidado',
        status: 'all',
        page: 3,
        size: 50,
      }),
    ).toEqual({
      filter: {
        from: '2026-03-01',
        to: '2026-09-30',
        empresaId: 4,
        artistId: 12,
        hallId: 7,
        promotorId: 5,
        fase: 'Liquidado',
        status: 'all',
      },
      page: 3,
      size: 50,
    });
  });

  it('opens a bare address on the default period, page 1 of 20', () => {
    expect(viewOf({})).toEqual({ filter: { from: '2026-06-01', to: '2027-09-30' }, page: 1, size: 20 });
  });

  it('keeps a bound emptied on purpose open, and the other one the default period’s', () => {
    expect(viewOf({ from: '' }).filter).toEqual({ to: '2027-09-30' });
    expect(viewOf({ from: '', to: '' }).filter).toEqual({});
  });

  it('drops a bad value for its default, keeping the good ones', () => {
    expect(
      viewOf({
        from: '2026-02-30',
        to: 'tomorrow',
        empresaId: -3,
        artistId: 'abc',
        hallId: 1.5,
        promotorId: 0,
        fase: 'Bailando',
        status: 'LOCKED',
        page: 0,
        size: 30,
        sort: 'name',
      }),
    ).toEqual({ filter: { from: '2026-06-01', to: '2027-09-30' }, page: 1, size: 20 });
    expect(viewOf({ from: '0001-01-01', empresaId: 99_999_999_999, hallId: 7 }).filter).toEqual({
      from: '2026-06-01',
      to: '2027-09-30',
      hallId: 7,
    });
    expect(viewOf({ fase: ['Liquidado', 'Creacion'], page: '2', size: { n: 50 } })).toEqual(viewOf({}));
  });

  it('turns a period given backwards round', () => {
    expect(viewOf({ from: '2026-09-30', to: '2026-03-01' }).filter).toEqual({
      from: '2026-03-01',
      to: '2026-09-30',
    });
  });

  it('leaves the default period’s bound out when a bound given is past it', () => {
    expect(viewOf({ from: '2030-01-01' }).filter).toEqual({ from: '2030-01-01' });
    expect(viewOf({ to: '2020-12-31' }).filter).toEqual({ to: '2020-12-31' });
    expect(viewOf({ from: '2027-03-01' }).filter).toEqual({ from: '2027-03-01', to: '2027-09-30' });
  });
});

describe('the filter → the report’s search params', () => {
  it('writes only what differs from the defaults', () => {
    expect(reportSearchOf({ filter: defaultPeriodOf(today), page: 1, size: 20 }, today)).toEqual({});
    expect(
      reportSearchOf(
        { filter: { from: '2026-06-01', to: '2027-06-30', hallId: 7, status: 'draft' }, page: 2, size: 100 },
        today,
      ),
    ).toEqual({ to: '2027-06-30', hallId: 7, status: 'draft', page: 2, size: 100 });
  });

  it('leaves the default of locked settlements only out, and writes drafts asked for', () => {
    expect(
      reportSearchOf({ filter: { ...defaultPeriodOf(today), status: 'locked' }, page: 1, size: 20 }, today),
    ).toEqual({});
    expect(withFilter({ promotorId: 5 }, { status: 'all' }, today)).toEqual({ promotorId: 5, status: 'all' });
    expect(withFilter({ status: 'all' }, { status: 'locked' }, today)).toEqual({});
  });

  it('writes an open bound as empty', () => {
    expect(reportSearchOf({ filter: { to: '2027-09-30' }, page: 1, size: 20 }, today)).toEqual({ from: '' });
  });

  it('reads back what it writes', () => {
    const search: ReportSearch = { from: '', to: '2026-05-31', empresaId: 4, fase: 'Creacion', page: 4 };
    expect(reportSearchOf(reportViewOf(search, today), today)).toEqual(search);
  });

  it('goes back to the first page on a change of filter, keeping the page size', () => {
    expect(withFilter({ hallId: 7, page: 5, size: 50 }, { empresaId: 4 }, today)).toEqual({
      hallId: 7,
      empresaId: 4,
      size: 50,
    });
    expect(withFilter({ hallId: 7, artistId: 2 }, { hallId: undefined }, today)).toEqual({ artistId: 2 });
    expect(withFilter({}, { from: undefined }, today)).toEqual({ from: '' });
    expect(withFilter({ to: '2027-06-30' }, { to: '2027-09-30' }, today)).toEqual({});
  });
});
