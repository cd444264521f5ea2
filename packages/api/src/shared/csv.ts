/**
 * The one CSV writer of every export (the report's on the server, the masters' in the browser):
 * UTF-8 with a byte-order mark (so spreadsheets read accents), CRLF line ends, and the locale's
 * convention: `;` and a decimal comma for Spanish (what Excel with Spanish settings splits on),
 * `,` and a decimal point for English.
 *
 * A field holding either separator, a quote or a line break is quoted, whichever separator the
 * file uses, so a reader splitting on the file's own separator keeps it in one cell. Text that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, TAB or CR where a cell may start) is
 * written with a `'` before it (OWASP's CSV injection advice). A cell may start at the start of
 * the text, and also after a separator, quote or line break inside it: quoting does not hold
 * there for a reader that splits a comma file on `;` (Excel with Spanish settings), since a
 * quote opens a quoted field only at a field's start, and `1,"Gira;=1+1;"` reads `1,"Gira` and
 * `=1+1`. Numbers and amounts are not text and are not escaped.
 */

export type CsvLocale = 'es' | 'en';

/**
 * An amount in integer minor units of its currency, whose minor unit has `digits` decimals (ISO
 * 4217: 2 for euros, 0 for yen): written with those decimals in the locale's convention.
 */
export interface CsvMoney {
  minor: number;
  digits: number;
}

export type CsvCell = string | number | CsvMoney | null | undefined;

export const csvMoney = (minor: number, digits = 2): CsvMoney => ({ minor, digits });

const conventions = {
  es: { separator: ';', decimal: ',', thousands: '.' },
  en: { separator: ',', decimal: '.', thousands: '' },
} as const satisfies Record<CsvLocale, { separator: string; decimal: string; thousands: string }>;

const NEEDS_QUOTES = /[,;"\r\n\t]/;
// where a cell may start (spaces after a separator are trimmed by some readers), before a formula's first character
const FORMULA_AT_CELL_START = /(^|[,;"\r\n] *)(?=[=+\-@\t\r])/g;
const ESCAPED_FORMULA = /(^|[,;"\r\n] *)'(?=[=+\-@\t\r])/g;

/** Text where no cell a spreadsheet may cut from it starts a formula: a `'` before each. */
export const formulaSafe = (text: string): string => text.replace(FORMULA_AT_CELL_START, "$1'");

/** A cell read back from one of these files as it was written: `formulaSafe` undone (the masters' import). */
export const formulaUnescaped = (text: string): string => text.replace(ESCAPED_FORMULA, '$1');

const quoted = (field: string) => (NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field);

/** `123456` cents as `1.234,56` (es) or `1234.56` (en); with no decimals (yen), `123.456` or `123456`. */
export function moneyText(minor: number, locale: CsvLocale, digits = 2): string {
  const { decimal, thousands } = conventions[locale];
  const scale = 10 ** digits;
  const whole = String(Math.trunc(Math.abs(minor) / scale)).replace(/\B(?=(\d{3})+$)/g, thousands);
  const fraction = digits > 0 ? `${decimal}${String(Math.abs(minor) % scale).padStart(digits, '0')}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}

function fieldOf(cell: CsvCell, locale: CsvLocale): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell).replace('.', conventions[locale].decimal);
  if (typeof cell === 'object') return moneyText(cell.minor, locale, cell.digits);
  return formulaSafe(cell);
}

/** The whole file: the rows (the header first) in the locale's convention, after the byte-order mark. */
export function csvText(rows: readonly (readonly CsvCell[])[], locale: CsvLocale): string {
  const { separator } = conventions[locale];
  const lines = rows.map((row) => row.map((cell) => quoted(fieldOf(cell, locale))).join(separator));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}
