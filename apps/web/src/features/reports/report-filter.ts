import {
  defaultPeriodOf,
  type ReportFilter,
  type ReportFormat,
  reportStatuses,
  reportStatusOf,
} from '@bolo/api/reports/public';
import type { Locale } from '../../i18n';
import { intlLocale } from '../../lib/format';
import { dayParam, idParam, oneOf, searchOf } from '../../lib/search-params';
import { listDefaults, pageParam, phaseNames, sizeParam } from '../events/list-search';

/** A bound of the period: a day the server takes (PostgreSQL's `date`, 1900–2999), or '' for none (the field emptied); absent, the default period's bound. */
const bound = (value: unknown) => {
  if (value === '') return value;
  const day = dayParam(value);
  return day && day >= '1900-01-01' && day <= '2999-12-31' ? day : undefined;
};

/**
 * The report's URL search params: the filter (the names the export's address uses) and the events
 * table's page and size. Every field is optional (absent = the default) and a bad value is dropped,
 * so a hand-edited or outdated address never breaks the page.
 */
export const parseReportSearch = searchOf({
  from: bound,
  to: bound,
  empresaId: idParam,
  artistId: idParam,
  hallId: idParam,
  promotorId: idParam,
  fase: oneOf(phaseNames),
  status: oneOf(reportStatuses),
  page: pageParam,
  size: sizeParam,
});
export type ReportSearch = ReturnType<typeof parseReportSearch>;

/** What a report's search params show: the filter with its defaults filled, the table's page and size. */
export interface ReportView {
  filter: ReportFilter;
  page: number;
  size: number;
}

const boundOf = (value: string | undefined, fallback: string | undefined) =>
  value === undefined ? fallback : value || undefined;

/** The object without its undefined fields (which TanStack Router would still see as keys). */
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/**
 * The search params read: an absent bound is the default period's, an empty one none. The server refuses a
 * period that ends before it starts: given backwards it is turned round, and the default period's bound
 * gives way to a given one past it (`?from=2030-01-01` is from 2030 on).
 */
export function reportViewOf(search: ReportSearch, today: Date): ReportView {
  const year = defaultPeriodOf(today);
  const { from: fromParam, to: toParam, page, size, ...rest } = search;
  const from = boundOf(fromParam, year.from);
  const to = boundOf(toParam, year.to);
  const backwards = from !== undefined && to !== undefined && to < from;
  const period = !backwards
    ? { from, to }
    : fromParam === undefined
      ? { to }
      : toParam === undefined
        ? { from }
        : { from: to, to: from };
  return {
    filter: withoutUndefined({ ...period, ...rest }),
    page: page ?? listDefaults.page,
    size: size ?? listDefaults.size,
  };
}

/**
 * The search params of a report: only what differs from the defaults (a bare `/reports` is the default period's
 * year's locked settlements).
 */
export function reportSearchOf({ filter, page, size }: ReportView, today: Date): ReportSearch {
  const year = defaultPeriodOf(today);
  const { from, to, status, ...rest } = filter;
  return withoutUndefined({
    from: from === year.from ? undefined : (from ?? ''),
    to: to === year.to ? undefined : (to ?? ''),
    ...rest,
    status: status === reportStatusOf({}) ? undefined : status,
    page: page === listDefaults.page ? undefined : pageParam(page),
    size: size === listDefaults.size ? undefined : sizeParam(size),
  });
}

/** The search params after a change of filter: the table goes back to its first page, keeping its size. */
export function withFilter(search: ReportSearch, patch: Partial<ReportFilter>, today: Date): ReportSearch {
  const view = reportViewOf(search, today);
  return reportSearchOf({ ...view, filter: { ...view.filter, ...patch }, page: listDefaults.page }, today);
}

/** The export's address: the filter's fields that are set, and the format. */
export function exportPath(filter: ReportFilter, format: ReportFormat): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined) query.set(name, String(value));
  }
  query.set('format', format);
  return `/api/informes/export?${query}`;
}

/** A report month `YYYY-MM` as people read it: "mar 2027", "Mar 2027". */
export const monthLabel = (month: string, locale: Locale): string =>
  new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The color of an amount below zero: red.9 (#c92a2a) keeps 5.4:1 against white, AA for text. */
export const NEGATIVE_COLOR = 'red.9';

/** A margin's color: red below zero (a loss), `otherwise` from zero up. */
export const marginColor = <T extends string | undefined>(
  cents: number,
  otherwise: T,
): typeof NEGATIVE_COLOR | T => (cents < 0 ? NEGATIVE_COLOR : otherwise);
