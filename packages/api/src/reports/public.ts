/** What the browser may use of the reports: the export's formats and the report's types, no server code. */

export {
  MAX_EXPORT_ROWS,
  type ReportFormat,
  type ReportStatus,
  reportFormats,
  reportStatuses,
  reportStatusOf,
} from './formats';
export { defaultPeriodOf } from './period';
export type { ReportEventRow, ReportFilter, ReportSummary } from './schemas';
export {
  type UnpaidWithholdingRow,
  type WithholdingRow,
  type WithholdingsOutput,
  type WithholdingTotal,
  withholdingForms,
} from './withholdings-schemas';
