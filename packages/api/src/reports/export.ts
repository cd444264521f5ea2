import type { SettlementStatus } from '@bolo/db';
import ExcelJS from 'exceljs';
import type { FileAnswer } from '../rest';
import { type CsvCell, csvMoney, csvText } from '../shared/csv';
import type { Locale } from '../shared/errors';
import type { ReportFormat } from './formats';
import type { ReportEventRow } from './schemas';

/** How a column's values are written: text, a whole number, an amount in cents, or a day. */
type Kind = 'text' | 'count' | 'money' | 'date';
type Column = { key: keyof ReportEventRow; es: string; en: string; kind: Kind };

/** The export's columns, in order: what the drill-down shows of each event. */
const columns: readonly Column[] = [
  { key: 'eventId', es: 'Evento n.º', en: 'Event no.', kind: 'count' },
  { key: 'name', es: 'Evento', en: 'Event', kind: 'text' },
  { key: 'date', es: 'Fecha', en: 'Date', kind: 'date' },
  { key: 'empresaName', es: 'Empresa', en: 'Company', kind: 'text' },
  { key: 'artistName', es: 'Artista', en: 'Artist', kind: 'text' },
  { key: 'hallName', es: 'Sala', en: 'Hall', kind: 'text' },
  { key: 'fase', es: 'Fase', en: 'Phase', kind: 'text' },
  { key: 'status', es: 'Liquidación', en: 'Settlement', kind: 'text' },
  { key: 'ticketsSold', es: 'Entradas', en: 'Tickets', kind: 'count' },
  { key: 'gross', es: 'Bruto', en: 'Gross', kind: 'money' },
  { key: 'vat', es: 'IVA / IGIC entradas', en: 'Ticket VAT / IGIC', kind: 'money' },
  { key: 'sgae', es: 'SGAE', en: 'SGAE', kind: 'money' },
  { key: 'netBoxOffice', es: 'Taquilla neta', en: 'Net box office', kind: 'money' },
  { key: 'expenses', es: 'Gastos', en: 'Expenses', kind: 'money' },
  { key: 'artistFee', es: 'Caché artista', en: 'Artist fee', kind: 'money' },
  { key: 'artistFeeVat', es: 'IVA del caché', en: 'VAT on the fee', kind: 'money' },
  { key: 'withholding', es: 'Retención', en: 'Withholding', kind: 'money' },
  { key: 'artistPaid', es: 'Pagado al artista', en: 'Paid to the artist', kind: 'money' },
  { key: 'margin', es: 'Margen', en: 'Margin', kind: 'money' },
];

/** The settlement's status as the report page names it. */
const statusLabels: Record<SettlementStatus, Record<Locale, string>> = {
  locked: { es: 'Cerrada', en: 'Locked' },
  draft: { es: 'Borrador', en: 'Draft' },
};

/** The XLSX cells' number formats; text cells are typed text (`@`), never a formula. */
const numberFormats: Record<Kind, Record<Locale, string>> = {
  text: { es: '@', en: '@' },
  count: { es: '0', en: '0' },
  money: { es: '#,##0.00 "€"', en: '#,##0.00 "€"' },
  date: { es: 'dd/mm/yyyy', en: 'yyyy-mm-dd' },
};

const contentTypes: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ReportSheet {
  format: ReportFormat;
  locale: Locale;
  /** The phases' labels in `locale`, by the name an event's `fase` holds (an administrator's words). */
  phaseLabels: Readonly<Record<string, string>>;
}

type ShownRow = Omit<ReportEventRow, 'status'> & { status: string };
type Value = ShownRow[keyof ShownRow];

/** An event's row as people read it: its phase's and settlement status's labels, not their keys. */
const shownRow = (row: ReportEventRow, { locale, phaseLabels }: ReportSheet): ShownRow => ({
  ...row,
  fase: phaseLabels[row.fase] ?? row.fase,
  status: statusLabels[row.status][locale],
});

const csvCellOf = (value: Value, kind: Kind): CsvCell =>
  kind === 'money' && typeof value === 'number' ? csvMoney(value) : value;

/** Amounts in euros (the rows hold cents), days as dates (midnight UTC: the day itself). */
const sheetCellOf = (value: Value, kind: Kind) => {
  if (kind === 'money' && typeof value === 'number') return value / 100;
  if (kind === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  return value;
};

function xlsxBytes(rows: readonly ShownRow[], { locale }: ReportSheet) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(locale === 'es' ? 'Informe' : 'Report');
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: column[locale],
    width: column.key === 'name' ? 40 : 16,
    style: { numFmt: numberFormats[column.kind][locale] },
  }));
  for (const row of rows) sheet.addRow(columns.map((column) => sheetCellOf(row[column.key], column.kind)));
  return workbook.xlsx.writeBuffer();
}

function csvBytes(rows: readonly ShownRow[], { locale }: ReportSheet) {
  const header = columns.map((column) => column[locale]);
  const body = rows.map((row) => columns.map((column) => csvCellOf(row[column.key], column.kind)));
  return new TextEncoder().encode(csvText([header, ...body], locale));
}

/**
 * The report's events as one sheet: XLSX with typed cells, or CSV in the locale's convention
 * (`shared/csv.ts`: `;` and decimal commas in Spanish, `,` and points in English).
 */
export async function reportFile(
  rows: readonly ReportEventRow[],
  sheet: ReportSheet,
): Promise<FileAnswer & { filename: string }> {
  const shown = rows.map((row) => shownRow(row, sheet));
  const bytes = sheet.format === 'xlsx' ? await xlsxBytes(shown, sheet) : csvBytes(shown, sheet);
  return {
    contentType: contentTypes[sheet.format],
    bytes: new Uint8Array(bytes),
    filename: `${sheet.locale === 'es' ? 'informe' : 'report'}.${sheet.format}`,
  };
}
