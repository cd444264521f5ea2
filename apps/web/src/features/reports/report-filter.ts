import type { ReportFilter, ReportFormat } from '@bolo/api/reports/public';
import type { Locale } from '../../i18n';
import { intlLocale } from '../../lib/format';

/** What a report opens with: the calendar year of `today`. */
export const yearOf = (today: Date): ReportFilter => {
  const year = today.getFullYear();
  return { from: `${year}-01-01`, to: `${year}-12-31` };
};

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
