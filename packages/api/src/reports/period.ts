import type { ReportFilter } from './schemas';

const REPORT_MONTHS_BACK = 12;
const REPORT_MONTHS_AHEAD = 3;

/** The day of a local date, `YYYY-MM-DD`. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * What a report opens with (issue 28): the twelve months before `today`'s and the three after it,
 * whole months, so the shows settled over the last year and those coming up are both in it.
 */
export const defaultPeriodOf = (today: Date): ReportFilter => ({
  from: dayOf(new Date(today.getFullYear(), today.getMonth() - REPORT_MONTHS_BACK, 1)),
  to: dayOf(new Date(today.getFullYear(), today.getMonth() + REPORT_MONTHS_AHEAD + 1, 0)),
});
