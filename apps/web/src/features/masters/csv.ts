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

/** What the file said that cannot become a field value (a members cell that is not JSON). */
export interface CellProblem {
  path: string;
  message: 'badJson';
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
      return FALSE_WORDS.has(word) ? false : text;
    }
    case 'number': {
      if (text.trim() === '') return undefined;
      const number = Number(text.trim());
      return Number.isNaN(number) ? text : number;
    }
    case 'color':
      return text.trim() === '' ? undefined : text;
    case 'signatory':
      return /^\s*\d+\s*$/.test(text) ? Number(text) : text.trim() === '' ? null : text;
    case 'members':
      return text.trim() === '' ? [] : JSON.parse(text);
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

export interface ParsedCsv {
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
    } catch {
      problems.push({ path: field.name, message: 'badJson' });
    }
  }
  return { input, problems };
}

/** The rows of a CSV file as the master's fields, by the names in its header row. */
export function parseMasterCsv(description: MasterDescription, text: string): ParsedCsv {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const columns = parsed.meta.fields ?? [];
  const known = new Set<string>(description.fields.map((field) => field.name));
  return {
    rows: parsed.data.map((record, index) => ({ row: index + 1, ...inputOf(description.fields, record) })),
    ignoredColumns: columns.filter((column) => column !== ID_COLUMN && !known.has(column)),
    hasNameColumn: columns.includes('name'),
  };
}
