/** The export's formats and bound, shared by the schemas and the browser (`public.ts`). */

export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** The most events one export writes; a larger report is `report_too_large`. */
export const MAX_EXPORT_ROWS = 20_000;
