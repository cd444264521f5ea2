import { escapeHtml, paragraph, tableCell } from './html-pieces';
import { renderSettlementPdfOnThread } from './thread';

/** One line of a settlement sheet: what it is, how it is worked out, and the amount (formatted). */
export interface SettlementSheetRow {
  label: string;
  detail: string;
  amount: string;
  /** A subtotal or the total: set in bold. */
  strong?: boolean;
}

export interface SettlementSheet {
  title: string;
  /** Lines under the title: the event, its date and place, the artist. */
  heading: string[];
  /** The column titles: concept, detail, amount. */
  columns: [string, string, string];
  rows: SettlementSheetRow[];
  /** Paragraphs under the table: what a line's detail is too narrow to say (the reverse charge). */
  notes?: string[];
  lang: 'es' | 'en';
}

/** Column widths (editor pixels, as a contract table keeps them): the concept widest. */
const widths = [260, 200, 120];

const cell = (tag: 'td' | 'th', text: string, column: number, strong = false) =>
  tableCell(tag, text, widths[column] ?? 0, column === 2, strong);

/** The sheet as the HTML the contract typesetter reads: a title, its heading lines, one table. */
export function settlementSheetHtml(sheet: SettlementSheet): string {
  const header = `<tr>${sheet.columns.map((title, i) => cell('th', title, i)).join('')}</tr>`;
  const rows = sheet.rows.map(
    (row) =>
      `<tr>${[row.label, row.detail, row.amount].map((text, i) => cell('td', text, i, row.strong)).join('')}</tr>`,
  );
  return [
    `<h1>${escapeHtml(sheet.title)}</h1>`,
    ...sheet.heading.map(paragraph),
    `<table>${header}${rows.join('')}</table>`,
    ...(sheet.notes ?? []).map(paragraph),
  ].join('');
}

/**
 * The most pages a settlement sheet may take. 5 000 ticket lines of short names fill about 120;
 * lines of 400 characters each filled 959 (a minute of a thread and half a gigabyte).
 */
export const MAX_SETTLEMENT_PAGES = 250;

/** A settlement sheet as a PDF, typeset like a contract (no signatures) on its own PDF thread. */
export const renderSettlementSheetOnThread = (sheet: SettlementSheet) =>
  renderSettlementPdfOnThread({
    html: settlementSheetHtml(sheet),
    signatories: [],
    lang: sheet.lang,
    title: sheet.title,
    maxPages: MAX_SETTLEMENT_PAGES,
  });
