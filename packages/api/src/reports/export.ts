import ExcelJS from 'exceljs';
import type { FileAnswer } from '../rest';
import type { Locale } from '../shared/errors';
import type { ReportFormat } from './formats';
import type { ReportEventRow } from './schemas';

type Column = { key: keyof ReportEventRow; es: string; en: string; money?: true };

/** The export's columns, in order: what the drill-down shows of each event. */
const columns: readonly Column[] = [
  { key: 'eventId', es: 'Evento n.º', en: 'Event no.' },
  { key: 'name', es: 'Evento', en: 'Event' },
  { key: 'date', es: 'Fecha', en: 'Date' },
  { key: 'empresaName', es: 'Empresa', en: 'Company' },
  { key: 'artistName', es: 'Artista', en: 'Artist' },
  { key: 'hallName', es: 'Sala', en: 'Hall' },
  { key: 'fase', es: 'Fase', en: 'Phase' },
  { key: 'status', es: 'Liquidación', en: 'Settlement' },
  { key: 'ticketsSold', es: 'Entradas', en: 'Tickets' },
  { key: 'gross', es: 'Bruto', en: 'Gross', money: true },
  { key: 'netBoxOffice', es: 'Taquilla neta', en: 'Net box office', money: true },
  { key: 'expenses', es: 'Gastos', en: 'Expenses', money: true },
  { key: 'artistFee', es: 'Caché artista', en: 'Artist fee', money: true },
  { key: 'artistPaid', es: 'Pagado al artista', en: 'Paid to the artist', money: true },
  { key: 'margin', es: 'Margen', en: 'Margin', money: true },
];

const contentTypes: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A cell's value: amounts in euros (the rows hold cents), the rest as they are. */
const cellOf = (row: ReportEventRow, column: Column) => {
  const value = row[column.key];
  return column.money && typeof value === 'number' ? value / 100 : value;
};

/**
 * Text a spreadsheet opening the CSV would run as a formula (an event named `=HYPERLINK(…)`) is
 * written with a leading `'`, as the masters' CSV does (OWASP's CSV injection advice). XLSX cells
 * are typed: text there stays text.
 */
export const formulaSafe = (value: unknown) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** The report's events as one sheet, written as XLSX or CSV (UTF-8 with a BOM, which Excel reads). */
export async function reportFile(
  rows: readonly ReportEventRow[],
  format: ReportFormat,
  locale: Locale,
): Promise<FileAnswer & { filename: string }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(locale === 'es' ? 'Informe' : 'Report');
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: column[locale],
    width: column.key === 'name' ? 40 : 16,
    style: column.money ? { numFmt: '#,##0.00 "€"' } : {},
  }));
  const written = format === 'csv' ? formulaSafe : (value: unknown) => value;
  for (const row of rows) sheet.addRow(columns.map((column) => written(cellOf(row, column))));
  const bytes =
    format === 'xlsx'
      ? await workbook.xlsx.writeBuffer()
      : await workbook.csv.writeBuffer({ formatterOptions: { writeBOM: true } });
  return {
    contentType: contentTypes[format],
    bytes: new Uint8Array(bytes),
    filename: `${locale === 'es' ? 'informe' : 'report'}.${format}`,
  };
}
