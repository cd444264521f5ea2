import type { SettlementStatus } from '@bolo/db';
import { currencyDigits, DEFAULT_CURRENCY } from '@bolo/templating/format';
import ExcelJS from 'exceljs';
import type { FileAnswer } from '../rest';
import { type CsvCell, csvMoney, csvText } from '../shared/csv';
import type { Locale } from '../shared/errors';
import type { ReportFormat } from './formats';
import type { ReportEventRow } from './schemas';

/**
 * How a column's values are written: text, a whole number, an amount in minor units (of the row's
 * `currency`, EUR when it has none), or a day.
 */
type Kind = 'text' | 'count' | 'money' | 'date';
export type ExportColumn<R> = { key: keyof R & string; es: string; en: string; kind: Kind };

/** The export's columns, in order: what the drill-down shows of each event. */
const columns: readonly ExportColumn<ShownRow>[] = [
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

/** An event's row as people read it: its phase's and settlement status's labels, not their keys. */
const shownRow = (row: ReportEventRow, { locale, phaseLabels }: ReportSheet): ShownRow => ({
  ...row,
  fase: phaseLabels[row.fase] ?? row.fase,
  status: statusLabels[row.status][locale],
});

/** A row's cells: strings, numbers or nothing, and its currency when it has one. */
type ExportRow = Readonly<Record<string, string | number | null | undefined>> & { currency?: string };

/** Amounts in the row's currency with its own decimals (ISO 4217). */
const digitsOf = (row: ExportRow) => currencyDigits(row.currency ?? DEFAULT_CURRENCY);

function csvCellOf(row: ExportRow, { key, kind }: ExportColumn<ExportRow>): CsvCell {
  const value = row[key];
  if (kind !== 'money' || typeof value !== 'number') return value;
  const digits = digitsOf(row);
  return digits === 2 ? csvMoney(value) : value / 10 ** digits;
}

/** Amounts in units of their currency (the rows hold minor units), days as dates (midnight UTC: the day itself). */
function sheetCellOf(row: ExportRow, { key, kind }: ExportColumn<ExportRow>) {
  const value = row[key];
  if (kind === 'money' && typeof value === 'number') return value / 10 ** digitsOf(row);
  if (kind === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  return value;
}

/** An amount's number format in a currency other than the sheet's euros: its own decimals and code. */
const foreignMoneyFormat = (row: ExportRow) => {
  const digits = digitsOf(row);
  return `#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''} "${row.currency}"`;
};

/** What one export writes: its columns, in order, and its rows. */
export interface ExportTable<R extends ExportRow> {
  columns: readonly ExportColumn<R>[];
  rows: readonly R[];
  /** The sheet's name in the XLSX and the file's name, without its extension. */
  name: string;
}

async function xlsxBytes<R extends ExportRow>(table: ExportTable<R>, locale: Locale) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.name);
  const columns = table.columns as readonly ExportColumn<ExportRow>[];
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: column[locale],
    width: column.key === 'name' ? 40 : 16,
    style: { numFmt: numberFormats[column.kind][locale] },
  }));
  for (const row of table.rows) {
    const added = sheet.addRow(columns.map((column) => sheetCellOf(row, column)));
    if ((row.currency ?? DEFAULT_CURRENCY) === DEFAULT_CURRENCY) continue;
    columns.forEach((column, index) => {
      if (column.kind === 'money') added.getCell(index + 1).numFmt = foreignMoneyFormat(row);
    });
  }
  return workbook.xlsx.writeBuffer();
}

function csvBytes<R extends ExportRow>(table: ExportTable<R>, locale: Locale) {
  const columns = table.columns as readonly ExportColumn<ExportRow>[];
  const header = columns.map((column) => column[locale]);
  const body = table.rows.map((row) => columns.map((column) => csvCellOf(row, column)));
  return new TextEncoder().encode(csvText([header, ...body], locale));
}

/**
 * A table as one file: XLSX with typed cells, or CSV in the locale's convention (`shared/csv.ts`:
 * `;` and decimal commas in Spanish, `,` and points in English). The report's events and the
 * quarter's withholdings are written through it.
 */
export async function tableFile<R extends ExportRow>(
  table: ExportTable<R>,
  format: ReportFormat,
  locale: Locale,
): Promise<FileAnswer & { filename: string }> {
  const bytes = format === 'xlsx' ? await xlsxBytes(table, locale) : csvBytes(table, locale);
  return {
    contentType: contentTypes[format],
    bytes: new Uint8Array(bytes),
    filename: `${table.name.toLowerCase()}.${format}`,
  };
}

/** The report's events as one sheet (`tableFile`). */
export const reportFile = (
  rows: readonly ReportEventRow[],
  sheet: ReportSheet,
): Promise<FileAnswer & { filename: string }> =>
  tableFile(
    {
      columns,
      rows: rows.map((row) => shownRow(row, sheet)),
      name: sheet.locale === 'es' ? 'Informe' : 'Report',
    },
    sheet.format,
    sheet.locale,
  );
