import { type Db, schema } from '@bolo/db';
import { type InvoiceDocument, type InvoiceTotal, renderInvoiceOnThread } from '@bolo/templating';
import {
  formatDay,
  formatExchangeRate,
  formatMoney,
  formatNumber,
  formatPercent,
} from '@bolo/templating/format';
import { and, eq, isNull } from 'drizzle-orm';
import { enqueueMail } from '../mail';
import type { FileAnswer } from '../rest';
import { AppError } from '../shared/errors';
import { asciiFileName } from '../shared/files';
import { asAppError } from '../shared/pdf-errors';
import { settlementPdfPool } from '../shared/render-pool';
import { firstRow } from '../shared/sql';
import { type FileStorage, printableImage } from '../storage';
import { QR_HEADING, QR_VERIFIABLE_LEGEND, qrPng } from './qr';
import type { InvoiceOutput } from './schemas';
import { findInvoice, type VerifactuSettings } from './service';

const { invoices, companies } = schema;

const titleOf = (invoice: InvoiceOutput) => {
  if (invoice.status === 'draft') return 'Borrador de factura (sin validez)';
  const kind = invoice.type.startsWith('R')
    ? 'Factura rectificativa'
    : invoice.type === 'F2'
      ? 'Factura simplificada'
      : 'Factura';
  return `${kind} ${invoice.numSerie}`;
};

const treatmentLabel = (line: InvoiceOutput['lines'][number]) =>
  line.treatment === 'S1'
    ? formatPercent(line.rate, 'es')
    : line.treatment === 'S2'
      ? 'ISP'
      : line.treatment.startsWith('E')
        ? 'Exenta'
        : 'No sujeta';

/** Each base and tax of the breakdown, and the total, written by `money`. */
const breakdownTotals = (
  figures: Pick<InvoiceOutput, 'breakdown' | 'total'>,
  taxName: string,
  money: (minor: number) => string,
): InvoiceTotal[] => [
  ...figures.breakdown.flatMap((group) => [
    {
      label: `Base imponible${group.treatment === 'S1' ? ` al ${formatPercent(group.rate, 'es')}` : ''}`,
      amount: money(group.base),
    },
    ...(group.treatment === 'S1'
      ? [{ label: `${taxName} ${formatPercent(group.rate, 'es')}`, amount: money(group.tax) }]
      : []),
  ]),
  { label: 'Total factura', amount: money(figures.total), strong: true },
];

/**
 * An invoice in another currency states its tax in euros, at the rate it names with its day and
 * source (RD 1619/2012 art. 12.1): the rate, then each base and tax and the total in euros.
 */
function eurosBlock(invoice: InvoiceOutput, taxName: string): InvoiceDocument['euros'] {
  const { euroFigures: euros, exchangeRate: rate } = invoice;
  if (!euros || !rate) return undefined;
  const taken = [
    invoice.exchangeRateDate && formatDay(invoice.exchangeRateDate, 'es', 'short'),
    invoice.exchangeRateSource,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    heading: 'Importes en euros (art. 12.1 del Reglamento de facturación, RD 1619/2012)',
    totals: [
      {
        label: `Tipo de cambio (${taken})`,
        amount: `${formatExchangeRate(rate, 'es')} €/${invoice.currency}`,
      },
      ...breakdownTotals(euros, taxName, (minor) => formatMoney(minor, 'es')),
    ],
  };
}

const partyLines = (party: InvoiceOutput['customer']) =>
  [
    party.name,
    party.taxId && `NIF: ${party.taxId}`,
    party.address,
    party.country !== 'ES' ? party.country : '',
  ].filter(Boolean);

/** The invoice as it prints: always in Spanish, the language of the legal mentions. */
export function invoiceDocument(
  invoice: InvoiceOutput,
  qrPng: Uint8Array | null,
  sends: boolean,
): InvoiceDocument {
  const taxName = invoice.tax === 'iva' ? 'IVA' : 'IGIC';
  const money = (minor: number) => formatMoney(minor, 'es', invoice.currency);
  const euros = eurosBlock(invoice, taxName);
  return {
    title: titleOf(invoice),
    parties: [
      { heading: 'Emisor', lines: partyLines(invoice.issuer) },
      { heading: 'Cliente', lines: partyLines(invoice.customer) },
    ],
    facts: [
      invoice.issueDate ? `Fecha de expedición: ${formatDay(invoice.issueDate, 'es', 'short')}` : '',
      invoice.operationDate && invoice.operationDate !== invoice.issueDate
        ? `Fecha de la operación: ${formatDay(invoice.operationDate, 'es', 'short')}`
        : '',
      invoice.description,
    ].filter(Boolean),
    columns: ['Concepto', 'Cantidad', 'Precio', taxName, 'Importe'],
    rows: invoice.lines.map((line) => [
      line.description,
      formatNumber(line.quantity, 'es'),
      money(line.unitPrice),
      treatmentLabel(line),
      money(line.quantity * line.unitPrice),
    ]),
    totals: [
      ...breakdownTotals(invoice, taxName, money),
      ...(invoice.withholding !== 0
        ? [
            {
              label: `Retención IRPF ${formatPercent(invoice.withholdingPorciento ?? 0, 'es')}`,
              amount: money(-invoice.withholding),
            },
            { label: 'Total a pagar', amount: money(invoice.payable), strong: true },
          ]
        : []),
    ],
    ...(euros ? { euros } : {}),
    legends: [...invoice.legends, ...(invoice.notes ? [invoice.notes] : [])],
    ...(qrPng
      ? { qr: { png: qrPng, above: QR_HEADING, ...(sends ? { below: QR_VERIFIABLE_LEGEND } : {}) } }
      : {}),
  };
}

const fileName = (invoice: InvoiceOutput) =>
  `${asciiFileName(invoice.numSerie ?? `borrador-${invoice.id}`, 'factura')}.pdf`;

/**
 * The invoice's PDF. An issued one is typeset once, on the first request, and stored: from then
 * on the stored bytes are served, never typeset again (the database refuses to change them). A
 * draft's is typeset each time, marked as without validity.
 */
export async function invoicePdf(
  db: Db,
  id: number,
  storage: FileStorage,
  settings: VerifactuSettings & { sends: boolean },
): Promise<FileAnswer> {
  const invoice = await findInvoice(db, id, settings);
  const stored = await firstRow(db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, id)));
  const answer = (bytes: Uint8Array) => ({
    contentType: 'application/pdf',
    bytes,
    filename: fileName(invoice),
  });
  if (stored?.pdf) return answer(stored.pdf);
  const company = await firstRow(
    db.select({ imagenes: companies.imagenes }).from(companies).where(eq(companies.id, invoice.empresaId)),
  );
  const bytes = await settlementPdfPool.run(async () => {
    const [header, footer, qr] = await Promise.all([
      printableImage(storage, company?.imagenes.principal[0]),
      printableImage(storage, company?.imagenes.pie[0]),
      invoice.checkingUrl ? qrPng(invoice.checkingUrl) : null,
    ]);
    return renderInvoiceOnThread({
      ...invoiceDocument(invoice, qr, settings.sends),
      ...(header ? { header: { image: header } } : {}),
      ...(footer ? { footer: { image: footer } } : {}),
    }).catch((error: unknown) => {
      throw asAppError(error);
    });
  });
  if (invoice.status === 'draft') return answer(bytes);
  await db
    .update(invoices)
    .set({ pdf: bytes })
    .where(and(eq(invoices.id, id), isNull(invoices.pdf)));
  // another request may have stored its copy first: serve the one kept
  const kept = await firstRow(db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, id)));
  return answer(kept?.pdf ?? bytes);
}

/**
 * Queues an issued invoice's PDF to `to` through the outbox (the sender delivers it, retrying),
 * in Spanish, the invoice's language. The same invoice to the same addresses in the same minute is
 * queued once: a double click sends one mail.
 */
export async function sendInvoice(
  db: Db,
  input: { id: number; to: string[] },
  storage: FileStorage,
  settings: VerifactuSettings & { sends: boolean },
  actorId: number | null,
  now = new Date(),
): Promise<void> {
  const invoice = await findInvoice(db, input.id, settings);
  if (invoice.status === 'draft') throw new AppError('invoice_not_issued');
  const pdf = await invoicePdf(db, input.id, storage, settings);
  const total = formatMoney(invoice.total, 'es', invoice.currency);
  await enqueueMail(db, {
    to: input.to,
    subject: `Factura ${invoice.numSerie} de ${invoice.issuer.name}`,
    text: [
      `Le enviamos la factura ${invoice.numSerie}, de ${formatDay(invoice.issueDate ?? '', 'es', 'long')}, por ${total}.`,
      invoice.checkingUrl
        ? `Puede comprobarla en la sede electrónica de la AEAT: ${invoice.checkingUrl}`
        : '',
      '',
      invoice.issuer.name,
    ].join('\n'),
    kind: 'invoice',
    idempotencyKey: `invoice:${invoice.id}:${[...input.to].sort().join(',')}:${Math.floor(now.getTime() / 60_000)}`,
    createdBy: actorId,
    attachments: [
      {
        filename: pdf.filename ?? 'factura.pdf',
        contentType: 'application/pdf',
        content: Buffer.from(pdf.bytes).toString('base64'),
      },
    ],
  });
}
