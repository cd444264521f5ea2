/** What other server-side domains and the server may use of this one. */

export type { SheetColumn, SheetTable, SheetValue } from './export';
export { sheetFileOnThread } from './export-thread';
export { MAX_EXPORT_ROWS } from './public';
