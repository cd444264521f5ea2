/** The export's formats, bound and settlement statuses, shared by the schemas and the browser (`public.ts`). */

export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** The most events one export writes; a larger report is `report_too_large`. */
export const MAX_EXPORT_ROWS = 20_000;

/**
 * Which settlements a report counts: locked ones (the default: a draft's figures may still change),
 * drafts only, or both, the drafts then shown apart.
 */
export const reportStatuses = ['locked', 'draft', 'all'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** The settlements a filter counts: absent, locked ones only. */
export const reportStatusOf = (filter: { status?: ReportStatus }): ReportStatus => filter.status ?? 'locked';
