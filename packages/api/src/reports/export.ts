import type { SettlementStatus } from '@bolo/db';
import { currencyDigits, DEFAULT_CURRENCY } from '@bolo/templating/format';
import ExcelJS from 'exceljs';
import type { FileAnswer } from '../rest';
import { type CsvCell, csvMoney, csvText } from '../shared/csv';
import type { Locale } from '../shared/errors';
import type { ReportFormat } from './formats';
import type { ReportEventRow } from './schemas';

/**
 * How a column's values are written: text, a whole number, euros, an amount in its row's currency
 * (the row's `currency` column, EUR without one) with that currency's decimals, a currency's code, or
 * a day.
 */
export type SheetKind = 'text' | 'count' | 'money' | 'amount' | 'currency' | 'date';
export type SheetValue = string | number | null;

/** A column of an exported sheet: its header in each language, how its values are written, its width. */
export interface SheetColumn {
  header: Record<Locale, string>;
  kind: SheetKind;
  width?: number;
}

/** A sheet to export: plain data, so it crosses to the export thread. */
export interface SheetTable {
  format: ReportFormat;
  locale: Locale;
  /** The worksheet's name and the file's name without its extension, in each language. */
  name: Record<Locale, string>;
  filename: Record<Locale, string>;
  columns: readonly SheetColumn[];
  rows: readonly (readonly SheetValue[])[];
}

type Column = { key: keyof ReportEventRow; es: string; en: string; kind: SheetKind };

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
const numberFormats: Record<SheetKind, Record<Locale, string>> = {
  text: { es: '@', en: '@' },
  count: { es: '0', en: '0' },
  money: { es: '#,##0.00 "€"', en: '#,##0.00 "€"' },
  amount: { es: '#,##0.00', en: '#,##0.00' },
  currency: { es: '@', en: '@' },
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

/** The decimals of the amounts of each row: euros' for 'money', the row's currency's for 'amount'. */
function digitsOfRows(columns: readonly SheetColumn[]) {
  const currencyAt = columns.findIndex((column) => column.kind === 'currency');
  return (row: readonly SheetValue[], kind: SheetKind): number | undefined => {
    if (kind === 'money') return currencyDigits(DEFAULT_CURRENCY);
    if (kind !== 'amount') return undefined;
    const code = row[currencyAt];
    return currencyDigits(typeof code === 'string' && code ? code : DEFAULT_CURRENCY);
  };
}

const csvCellOf = (value: SheetValue, digits: number | undefined): CsvCell =>
  digits !== undefined && typeof value === 'number' ? csvMoney(value, digits) : value;

/** Amounts in units (the rows hold minor units), days as dates (midnight UTC: the day itself). */
const sheetCellOf = (value: SheetValue, kind: SheetKind, digits: number | undefined) => {
  if (digits !== undefined && typeof value === 'number') return value / 10 ** digits;
  if (kind === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  return value;
};

/** An amount's number format with its currency's decimals: `#,##0` for yen, `#,##0.000` for dinars. */
const amountFormat = (digits: number) => (digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0');

function xlsxBytes({ locale, name, columns, rows }: SheetTable) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name[locale]);
  sheet.columns = columns.map((column) => ({
    header: column.header[locale],
    width: column.width ?? 16,
    style: { numFmt: numberFormats[column.kind][locale] },
  }));
  const digitsOf = digitsOfRows(columns);
  for (const row of rows) {
    const digits = columns.map((column) => digitsOf(row, column.kind));
    const added = sheet.addRow(
      columns.map((column, index) => sheetCellOf(row[index] ?? null, column.kind, digits[index])),
    );
    // an amount is written with its own currency's decimals, whatever the column's format says
    columns.forEach((column, index) => {
      const places = digits[index];
      if (column.kind === 'amount' && places !== undefined)
        added.getCell(index + 1).numFmt = amountFormat(places);
    });
  }
  return workbook.xlsx.writeBuffer();
}

function csvBytes({ locale, columns, rows }: SheetTable) {
  const header = columns.map((column) => column.header[locale]);
  const digitsOf = digitsOfRows(columns);
  const body = rows.map((row) =>
    columns.map((column, index) => csvCellOf(row[index] ?? null, digitsOf(row, column.kind))),
  );
  return new TextEncoder().encode(csvText([header, ...body], locale));
}

/**
 * A table as one sheet: XLSX with typed cells, or CSV in the locale's convention
 * (`shared/csv.ts`: `;` and decimal commas in Spanish, `,` and points in English).
 */
export async function sheetFile(table: SheetTable): Promise<FileAnswer & { filename: string }> {
  const bytes = table.format === 'xlsx' ? await xlsxBytes(table) : csvBytes(table);
  return {
    contentType: contentTypes[table.format],
    bytes: new Uint8Array(bytes),
    filename: `${table.filename[table.locale]}.${table.format}`,
  };
}

/** The report's events as one sheet (`sheetFile`). */
export const reportFile = (
  rows: readonly ReportEventRow[],
  sheet: ReportSheet,
): Promise<FileAnswer & { filename: string }> =>
  sheetFile({
    format: sheet.format,
    locale: sheet.locale,
    name: { es: 'Informe', en: 'Report' },
    filename: { es: 'informe', en: 'report' },
    columns: columns.map(({ key, es, en, kind }) => ({
      header: { es, en },
      kind,
      width: key === 'name' ? 40 : 16,
    })),
    rows: rows.map((row) => {
      const shown = shownRow(row, sheet);
      return columns.map((column) => shown[column.key]);
    }),
  });
