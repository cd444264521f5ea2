/** What the browser may use of the reports: the export's formats and bound, no server code. */

export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** The most events one export writes; a larger report is `report_too_large`. */
export const MAX_EXPORT_ROWS = 20_000;
