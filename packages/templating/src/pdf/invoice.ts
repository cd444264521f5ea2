import { escapeHtml, paragraph, tableCell } from './html-pieces';
import { renderSettlementPdfOnThread } from './thread';

/** A figure under the lines: a label and an amount, the totals in bold. */
export interface InvoiceTotal {
  label: string;
  amount: string;
  strong?: boolean;
}

/** An invoice as it prints: every text already formatted, in the invoice's language (Spanish). */
export interface InvoiceDocument {
  title: string;
  /** The issuer's and the customer's blocks: a heading and its lines (name, tax id, address). */
  parties: { heading: string; lines: string[] }[];
  /** Lines under the parties: the issue date, the date of the supply, the event. */
  facts: string[];
  /** Concept, quantity, unit price, tax, amount. */
  columns: [string, string, string, string, string];
  rows: [string, string, string, string, string][];
  /** The breakdown and totals under the lines. */
  totals: InvoiceTotal[];
  /** An invoice in another currency: the rate, and its tax and total in euros, under a heading. */
  euros?: { heading: string; totals: InvoiceTotal[] };
  /** The mentions the law asks for (reverse charge, exemption, rectification). */
  legends: string[];
  /** The QR code of the AEAT's checking service, with the texts above and below it. */
  qr?: { png: Uint8Array; above: string; below?: string };
  header?: { image: Uint8Array };
  footer?: { image: Uint8Array };
}

/** Column widths (editor pixels): the concept widest, the figures right aligned. */
const widths = [250, 60, 100, 70, 100];
const row = (tag: 'td' | 'th', cells: readonly string[]) =>
  `<tr>${cells.map((text, i) => tableCell(tag, text, widths[i] ?? 0, i > 0)).join('')}</tr>`;

const totalsTable = (totals: readonly InvoiceTotal[]) =>
  `<table>${totals
    .map(
      (total) =>
        `<tr>${tableCell('td', total.label, 480, false, total.strong)}${tableCell('td', total.amount, 100, true, total.strong)}</tr>`,
    )
    .join('')}</table>`;

/** Millimetres as the typesetter's pixels (0.75 pt each): the QR prints 35 mm wide (30–40 mm, Orden HAC/1177/2024 art. 21). */
const QR_PIXELS = Math.round(((35 / 25.4) * 72) / 0.75);

export function invoiceHtml(invoice: InvoiceDocument): string {
  const parties = `<table><tr>${invoice.parties
    .map(
      (party) =>
        `<td colwidth="290"><p style="text-align: left"><strong>${escapeHtml(party.heading)}</strong></p>${party.lines.map(paragraph).join('')}</td>`,
    )
    .join('')}</tr></table>`;
  const qr = invoice.qr
    ? [
        paragraph(invoice.qr.above),
        `<p style="text-align: left"><img src="data:image/png;base64,${Buffer.from(invoice.qr.png).toString('base64')}" width="${QR_PIXELS}" height="${QR_PIXELS}"></p>`,
        ...(invoice.qr.below ? [paragraph(invoice.qr.below)] : []),
      ]
    : [];
  return [
    `<h1>${escapeHtml(invoice.title)}</h1>`,
    parties,
    ...invoice.facts.map(paragraph),
    `<table>${row('th', invoice.columns)}${invoice.rows.map((cells) => row('td', cells)).join('')}</table>`,
    totalsTable(invoice.totals),
    ...(invoice.euros
      ? [
          `<p style="text-align: left"><strong>${escapeHtml(invoice.euros.heading)}</strong></p>`,
          totalsTable(invoice.euros.totals),
        ]
      : []),
    ...invoice.legends.map(paragraph),
    ...qr,
  ].join('');
}

/** An invoice of a few pages at most: 200 lines of 500 characters fit in far fewer. */
export const MAX_INVOICE_PAGES = 60;

/** An invoice as a PDF, typeset like a contract with the company's letterhead, on the sheets' thread. */
export const renderInvoiceOnThread = (invoice: InvoiceDocument) =>
  renderSettlementPdfOnThread({
    html: invoiceHtml(invoice),
    header: invoice.header,
    footer: invoice.footer,
    signatories: [],
    lang: 'es',
    title: invoice.title,
    maxPages: MAX_INVOICE_PAGES,
  });
