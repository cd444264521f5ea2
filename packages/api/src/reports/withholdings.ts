import { type Db, schema } from '@bolo/db';
import { DEFAULT_CURRENCY } from '@bolo/templating/format';
import { and, asc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { FileAnswer } from '../rest';
import type { Locale } from '../shared/errors';
import type { SheetColumn } from './export';
import { sheetFileOnThread } from './export-thread';
import {
  type WithholdingRow,
  type WithholdingsExportInput,
  type WithholdingsInput,
  type WithholdingsOutput,
  type WithholdingTax,
  type WithholdingTotal,
  withholdingForms,
} from './withholdings-schemas';

const { artists, eventParties, eventReceivedInvoices, events } = schema;

/** The first and last day of a quarter. */
export function quarterDays({ year, quarter }: WithholdingsInput): { from: string; to: string } {
  const first = new Date(Date.UTC(year, (quarter - 1) * 3, 1));
  const last = new Date(Date.UTC(year, quarter * 3, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * The tax withheld from an artist: IRPF from one resident in Spain (modelo 111, art. 101 Ley
 * 35/2006 del IRPF), IRNR from a non-resident (modelo 216, art. 31 TRLIRNR, RDLeg 5/2004).
 */
const taxOf = (taxResidence: string): WithholdingTax => (taxResidence === 'ES' ? 'IRPF' : 'IRNR');

/** An invoice with whom it paid, which the forms count once however many invoices. */
type WithheldInvoice = WithholdingRow & { recipient: string };

/**
 * The artists' invoices dated in the quarter that had tax withheld, of live events, oldest first:
 * the tax by the residence on the artist's master (Spain for an artist without one).
 */
async function withheldInvoices(db: Db, days: { from: string; to: string }): Promise<WithheldInvoice[]> {
  const rows = await db
    .select({
      // the artist's master, else the party's tax id, else the event's own artist
      recipient: sql<string>`coalesce(${artists.id}::text, ${eventParties.cif}, 'event ' || ${events.id})`,
      eventId: events.id,
      eventName: events.name,
      artistName: eventParties.name,
      taxResidence: sql<string>`coalesce(${artists.taxResidence}, 'ES')`,
      number: eventReceivedInvoices.number,
      issueDate: eventReceivedInvoices.issueDate,
      currency: eventReceivedInvoices.currency,
      base: eventReceivedInvoices.base,
      withholding: eventReceivedInvoices.withholding,
    })
    .from(eventReceivedInvoices)
    .innerJoin(events, and(eq(events.id, eventReceivedInvoices.eventId), isNull(events.deletedAt)))
    .leftJoin(eventParties, and(eq(eventParties.eventId, events.id), eq(eventParties.kind, 'artista')))
    .leftJoin(artists, eq(artists.id, eventParties.artistaMaestroId))
    .where(
      and(
        gte(eventReceivedInvoices.issueDate, days.from),
        lte(eventReceivedInvoices.issueDate, days.to),
        gt(eventReceivedInvoices.withholding, 0),
      ),
    )
    .orderBy(asc(eventReceivedInvoices.issueDate), asc(eventReceivedInvoices.id));
  return rows.map((row) => {
    const tax = taxOf(row.taxResidence);
    return { ...row, tax, form: withholdingForms[tax] };
  });
}

/**
 * Each form's totals by currency: both forms in euros always (what the forms are filed in), and a
 * line apart for any invoice in another currency, which the office converts before filing. An
 * artist is counted once a form however many invoices it sent (the forms' "perceptores").
 */
function totalsOf(rows: readonly WithheldInvoice[]): WithholdingTotal[] {
  const totals = new Map<string, WithholdingTotal & { artists: Set<string> }>();
  const totalOf = (tax: WithholdingTax, currency: string) => {
    const key = `${tax} ${currency}`;
    const known = totals.get(key);
    if (known) return known;
    const made = {
      tax,
      form: withholdingForms[tax],
      currency,
      invoices: 0,
      recipients: 0,
      base: 0,
      withholding: 0,
      artists: new Set<string>(),
    };
    totals.set(key, made);
    return made;
  };
  totalOf('IRPF', DEFAULT_CURRENCY);
  totalOf('IRNR', DEFAULT_CURRENCY);
  for (const row of rows) {
    const total = totalOf(row.tax, row.currency);
    total.invoices += 1;
    total.base += row.base;
    total.withholding += row.withholding;
    total.artists.add(row.recipient);
  }
  return [...totals.values()].map(({ artists: paid, ...total }) => ({ ...total, recipients: paid.size }));
}

/** The quarter's withholdings from the artists' invoices, by tax and form, with the invoices behind them. */
export async function quarterWithholdings(db: Db, input: WithholdingsInput): Promise<WithholdingsOutput> {
  const days = quarterDays(input);
  const withheld = await withheldInvoices(db, days);
  return { ...days, totals: totalsOf(withheld), invoices: withheld.map(({ recipient: _, ...row }) => row) };
}

const column = (es: string, en: string, kind: SheetColumn['kind']): SheetColumn => ({
  header: { es, en },
  kind,
});
const columns: readonly SheetColumn[] = [
  column('Modelo', 'Form', 'text'),
  column('Impuesto', 'Tax', 'text'),
  column('Fecha factura', 'Invoice date', 'date'),
  column('Factura', 'Invoice', 'text'),
  column('Artista', 'Artist', 'text'),
  column('Residencia fiscal', 'Tax residence', 'text'),
  column('Evento', 'Event', 'text'),
  column('Moneda', 'Currency', 'currency'),
  column('Base', 'Base', 'amount'),
  column('Retención', 'Withheld', 'amount'),
];

/** The quarter's invoices with a withholding as CSV or XLSX, through the report's table writer. */
export async function exportWithholdings(
  db: Db,
  { format, ...quarter }: WithholdingsExportInput,
  locale: Locale,
): Promise<FileAnswer & { filename: string }> {
  const { invoices } = await quarterWithholdings(db, quarter);
  const period = { es: `${quarter.year}-T${quarter.quarter}`, en: `${quarter.year}-Q${quarter.quarter}` };
  return sheetFileOnThread({
    format,
    locale,
    name: { es: `Retenciones ${period.es}`, en: `Withholdings ${period.en}` },
    filename: { es: `retenciones-${period.es.toLowerCase()}`, en: `withholdings-${period.en.toLowerCase()}` },
    columns,
    rows: invoices.map((row) => [
      row.form,
      row.tax,
      row.issueDate,
      row.number,
      row.artistName,
      row.taxResidence,
      row.eventName,
      row.currency,
      row.base,
      row.withholding,
    ]),
  });
}
