import { type CsvCell, csvText, formulaUnescaped } from '@bolo/api/csv';
import Papa from 'papaparse';
import type { Locale } from '../../i18n';
import { downloadBlob } from '../../lib/download';
import type { MasterFields, MasterRow } from './api';
import type { FieldKind, FieldSpec, MasterDescription } from './descriptions';

/**
 * A master's CSV file: a header row naming the columns (`id`, then the fields by their names in
 * the API, so a file exported in either language imports back), one row per record. Lists of
 * addresses are separated by commas; a JSON group's or team's members are a JSON list.
 */
const ID_COLUMN = 'id';

/** The most rows a file may bring in one import. */
export const MAX_IMPORT_FILE_ROWS = 5_000;

function cellOf(kind: FieldKind, value: unknown): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (kind === 'emails' && Array.isArray(value)) return value.join(', ');
  if (kind === 'members') return Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : '';
  return String(value);
}

/**
 * The CSV file of `rows`, written by the exports' one CSV writer (`@bolo/api/csv`): the locale's
 * separator, quoting, and a spreadsheet formula at the start of a cell escaped with `'`.
 */
export function masterCsv(
  description: MasterDescription,
  rows: readonly MasterRow[],
  locale: Locale,
): string {
  const header = [ID_COLUMN, ...description.fields.map((field) => field.name)];
  const body = rows.map((row) => [
    row.id,
    ...description.fields.map((field) => cellOf(field.kind, row[field.name])),
  ]);
  return csvText([header, ...body], locale);
}

/** Saves the file's `text` (with its byte-order mark) as `fileName` through the browser's download. */
export function downloadCsv(text: string, fileName: string): void {
  downloadBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** What the file said that cannot become a field value: a members cell not JSON, a yes/no or number cell that is not one. */
export interface CellProblem {
  path: string;
  message: 'badJson' | 'badBoolean' | 'badNumber';
}

/** A cell that does not say what its field needs; the row is refused with `message`. */
class CellError extends Error {
  constructor(readonly problem: CellProblem['message']) {
    super(problem);
  }
}

const TRUE_WORDS = new Set(['true', '1', 'sí', 'si', 'yes', 'x']);
const FALSE_WORDS = new Set(['false', '0', 'no', '']);

function cellValue(kind: FieldKind, text: string): unknown {
  switch (kind) {
    case 'emails':
      return text.split(/[,;\s]+/).filter(Boolean);
    case 'switch': {
      const word = text.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      throw new CellError('badBoolean');
    }
    case 'number':
    case 'minutes': {
      if (text.trim() === '') return kind === 'minutes' ? null : undefined;
      const number = Number(text.trim());
      if (Number.isNaN(number)) throw new CellError('badNumber');
      return number;
    }
    case 'color':
      return text.trim() === '' ? undefined : text;
    case 'signatory':
      return /^\s*\d+\s*$/.test(text) ? Number(text) : text.trim() === '' ? null : text;
    case 'members':
      try {
        return text.trim() === '' ? [] : JSON.parse(text);
      } catch {
        throw new CellError('badJson');
      }
    case 'country':
      return text.trim() === '' ? undefined : text.trim().toUpperCase();
    default:
      return text;
  }
}

/** One data row of the file: its number (1 for the first under the header), its fields, what failed. */
export interface CsvRow {
  row: number;
  input: MasterFields;
  problems: CellProblem[];
}

/**
 * Why a whole file is refused before any row is looked at: a quote opened and never closed (the
 * rows after it would run together into one), or a row with another number of fields than the
 * header. `line` is the file's line, the header being line 1.
 */
export type FileProblem =
  | { kind: 'brokenQuote'; line: number }
  | { kind: 'fieldCount'; line: number; expected: number; found: number };

export interface ParsedCsv {
  /** The file's problem: then no row is imported. */
  problem: FileProblem | null;
  rows: CsvRow[];
  /** Columns the master has no field for (left out). */
  ignoredColumns: string[];
  hasNameColumn: boolean;
}

function inputOf(fields: readonly FieldSpec[], record: Record<string, string | undefined>) {
  const input: MasterFields = {};
  const problems: CellProblem[] = [];
  for (const field of fields) {
    const cell = record[field.name];
    if (cell === undefined) continue;
    try {
      const value = cellValue(field.kind, formulaUnescaped(cell));
      if (value !== undefined) input[field.name] = value;
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      problems.push({ path: field.name, message: error.problem });
    }
  }
  return { input, problems };
}

/** The encodings a file is read in: UTF-8, or what Spanish Excel writes by default. */
export type CsvEncoding = 'utf-8' | 'windows-1252';

/**
 * A file's bytes as text: UTF-8 (with or without its byte-order mark) when they are valid UTF-8,
 * else Windows-1252, which is what Excel in Spanish saves a CSV in ("Corazón" as 0xF3).
 */
export function decodeCsv(bytes: ArrayBuffer): { text: string; encoding: CsvEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** How many line breaks `text` holds from `from` to `to` (a CR LF is one). */
const breaksIn = (text: string, from: number, to: number) =>
  text.slice(from, to).split(/\r\n|\n|\r/).length - 1;

/** The file's records, each with the line it starts on, and the line of its first broken quote if any. */
function recordsOf(text: string) {
  const records: { cells: string[]; line: number }[] = [];
  let brokenQuote: number | null = null;
  // the line a record starts on, counted on from the last record's start: each character once
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    header: false,
    // also keeps the separator's guess off the blank lines (a file's last line break)
    skipEmptyLines: 'greedy',
    step: (result) => {
      const quote = result.errors.find((error) => error.type === 'Quotes');
      if (quote && brokenQuote === null) brokenQuote = line + breaksIn(text, start, quote.index ?? start);
      records.push({ cells: result.data, line });
      line += breaksIn(text, start, result.meta.cursor);
      start = result.meta.cursor;
    },
  });
  return { records, brokenQuote: brokenQuote as number | null };
}

/**
 * The rows of a CSV file as the master's fields, by the names in its header row. A file with a
 * broken quote or a row of another length than the header is refused whole (`problem`): a guess
 * at what it meant would import rows nobody wrote.
 */
export function parseMasterCsv(description: MasterDescription, file: string): ParsedCsv {
  const text = file.replace(/^\uFEFF/, '');
  const { records, brokenQuote } = recordsOf(text);
  const [header, ...body] = records;
  const columns = (header?.cells ?? []).map((column) => column.trim());
  const known = new Set<string>(description.fields.map((field) => field.name));
  const wrongLength = body.find((record) => record.cells.length !== columns.length);
  const problem: FileProblem | null =
    brokenQuote !== null
      ? { kind: 'brokenQuote', line: brokenQuote }
      : wrongLength
        ? {
            kind: 'fieldCount',
            line: wrongLength.line,
            expected: columns.length,
            found: wrongLength.cells.length,
          }
        : null;
  return {
    problem,
    rows: problem
      ? []
      : body.map((record, index) => ({
          row: index + 1,
          ...inputOf(
            description.fields,
            Object.fromEntries(columns.map((column, i) => [column, record.cells[i]])),
          ),
        })),
    ignoredColumns: columns.filter((column) => column !== ID_COLUMN && !known.has(column)),
    hasNameColumn: columns.includes('name'),
  };
}
