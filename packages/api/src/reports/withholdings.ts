import { type Db, type IrnrExemption, schema } from '@bolo/db';
import { convertMinor, DEFAULT_CURRENCY } from '@bolo/templating/format';
import { and, asc, eq, exists, gt, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FileAnswer } from '../rest';
import type { Locale } from '../shared/errors';
import type { SheetColumn } from './export';
import { sheetFileOnThread } from './export-thread';
import { type ArtistPayment, incomeByPayment, isUnpaid } from './withholdings-rules';
import {
  type UnpaidWithholdingRow,
  type WithholdingRow,
  type WithholdingsExportInput,
  type WithholdingsInput,
  type WithholdingsOutput,
  type WithholdingTax,
  type WithholdingTotal,
  withholdingForms,
} from './withholdings-schemas';

const { artists, eventParties, eventReceivedInvoices, eventSettlements, events, paymentLines, payments } =
  schema;

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

/** An invoice the forms declare: something withheld, or a non-resident's exempt income. */
const declared = or(
  gt(eventReceivedInvoices.withholding, 0),
  ne(eventReceivedInvoices.irnrExemption, 'none'),
);

/**
 * What we paid the artist of an event: the artist's payments, against a line we pay or no line,
 * and not the payments of an invoice we issued (the invoices' domain records those).
 */
const paidToTheArtist = and(
  eq(payments.party, 'artista'),
  isNull(payments.invoiceId),
  or(isNull(payments.lineId), eq(paymentLines.direction, 'payable')),
);

/**
 * An invoice the quarter may count: what the report shows of it (`row`), what it takes to split it
 * by its payments, and whom it paid (the forms count an artist once).
 */
type DeclaredInvoice = Awaited<ReturnType<typeof declaredInvoices>>[number];

/**
 * The artists' invoices of live events the quarter may count: dated by its end, or paid in it; the
 * tax by the residence on the artist's master (Spain for an artist without one), and the
 * settlement's rate when the invoice is in its deal's currency.
 */
async function declaredInvoices(db: Db, days: { from: string; to: string }) {
  const paidInQuarter = db
    .select({ id: payments.id })
    .from(payments)
    .leftJoin(paymentLines, eq(paymentLines.id, payments.lineId))
    .where(
      and(
        eq(payments.eventId, events.id),
        paidToTheArtist,
        gte(payments.paidOn, days.from),
        lte(payments.paidOn, days.to),
      ),
    );
  const rows = await db
    .select({
      id: eventReceivedInvoices.id,
      // the artist's master, else the party's tax id, else the event's own artist
      recipient: sql<string>`coalesce(${artists.id}::text, ${eventParties.cif}, 'event ' || ${events.id})`,
      vat: eventReceivedInvoices.vat,
      dealCurrency: sql<string | null>`${eventSettlements.deal}->>'currency'`,
      exchangeRate: eventSettlements.exchangeRate,
      shown: {
        eventId: events.id,
        eventName: events.name,
        artistName: eventParties.name,
        taxResidence: sql<string>`coalesce(${artists.taxResidence}, 'ES')`,
        number: eventReceivedInvoices.number,
        issueDate: eventReceivedInvoices.issueDate,
        currency: eventReceivedInvoices.currency,
        base: eventReceivedInvoices.base,
        withholding: eventReceivedInvoices.withholding,
        irnrExemption: eventReceivedInvoices.irnrExemption,
        irnrExemptionReference: eventReceivedInvoices.irnrExemptionReference,
      },
    })
    .from(eventReceivedInvoices)
    .innerJoin(events, and(eq(events.id, eventReceivedInvoices.eventId), isNull(events.deletedAt)))
    .leftJoin(eventParties, and(eq(eventParties.eventId, events.id), eq(eventParties.kind, 'artista')))
    .leftJoin(artists, eq(artists.id, eventParties.artistaMaestroId))
    .leftJoin(eventSettlements, eq(eventSettlements.eventId, events.id))
    .where(and(declared, or(lte(eventReceivedInvoices.issueDate, days.to), exists(paidInQuarter))))
    .orderBy(asc(eventReceivedInvoices.issueDate), asc(eventReceivedInvoices.id));
  return rows.flatMap(({ shown, ...invoice }) => {
    const tax = taxOf(shown.taxResidence);
    // an exemption is the IRNR's: a resident's invoice with nothing withheld declares nothing
    const irnrExemption: IrnrExemption = tax === 'IRNR' ? shown.irnrExemption : 'none';
    if (shown.withholding === 0 && irnrExemption === 'none') return [];
    const row: UnpaidWithholdingRow = { ...shown, tax, form: withholdingForms[tax], irnrExemption };
    return [{ ...invoice, row }];
  });
}

/** A payment to the artist in the currency it was made in. */
type PaidIn = ArtistPayment & { currency: string };

/** The artists' payments of the events with a declared invoice, made by the quarter's end, oldest first, by event. */
async function artistPaymentsBy(db: Db, to: string): Promise<Map<number, PaidIn[]>> {
  const rows = await db
    .select({
      eventId: eventReceivedInvoices.eventId,
      paidOn: payments.paidOn,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(payments)
    .innerJoin(eventReceivedInvoices, eq(eventReceivedInvoices.eventId, payments.eventId))
    .leftJoin(paymentLines, eq(paymentLines.id, payments.lineId))
    .where(and(declared, paidToTheArtist, lte(payments.paidOn, to)))
    .orderBy(asc(payments.paidOn), asc(payments.id));
  const byEvent = new Map<number, PaidIn[]>();
  for (const { eventId, ...payment } of rows) {
    const known = byEvent.get(eventId);
    if (known) known.push(payment);
    else byEvent.set(eventId, [payment]);
  }
  return byEvent;
}

/**
 * The invoice's total (what the artist is paid: base + IVA − withholding) and its payments in one
 * currency: the invoice's own, or euros when the invoice is in its deal's currency and the
 * settlement has the rate (the artist is paid in euros); a payment in a currency it cannot be
 * put in is left out.
 */
function measured(
  invoice: DeclaredInvoice,
  paid: readonly PaidIn[],
): { total: number; payments: ArtistPayment[] } {
  const { currency, base, withholding } = invoice.row;
  const rate =
    currency !== DEFAULT_CURRENCY && invoice.dealCurrency === currency ? invoice.exchangeRate : null;
  const inMeasure = (amount: number, paidIn: string): number | null => {
    if (rate === null) return paidIn === currency ? amount : null;
    if (paidIn === DEFAULT_CURRENCY) return amount;
    return paidIn === currency ? convertMinor(amount, rate, currency, DEFAULT_CURRENCY) : null;
  };
  const total = inMeasure(base + invoice.vat - withholding, currency) ?? 0;
  return {
    total,
    payments: paid.flatMap((payment) => {
      const counted = inMeasure(payment.amount, payment.currency);
      return counted === null ? [] : [{ paidOn: payment.paidOn, amount: counted }];
    }),
  };
}

type CountedRow = WithholdingRow & { invoiceId: number; recipient: string };

/**
 * Each form's totals by currency: both forms in euros always (what the forms are filed in), and a
 * line apart for any invoice in another currency, which the office converts before filing. An
 * artist is counted once a form however many invoices it sent (the forms' "perceptores"), an
 * invoice once however many payments paid it in the quarter; exempt income is counted apart.
 */
function totalsOf(rows: readonly CountedRow[]): WithholdingTotal[] {
  type Sum = WithholdingTotal & { withheld: Set<number>; exempt: Set<number>; artists: Set<string> };
  const totals = new Map<string, Sum>();
  const totalOf = (tax: WithholdingTax, currency: string): Sum => {
    const key = `${tax} ${currency}`;
    const known = totals.get(key);
    if (known) return known;
    const made: Sum = {
      tax,
      form: withholdingForms[tax],
      currency,
      invoices: 0,
      recipients: 0,
      base: 0,
      withholding: 0,
      exemptInvoices: 0,
      exemptBase: 0,
      withheld: new Set(),
      exempt: new Set(),
      artists: new Set(),
    };
    totals.set(key, made);
    return made;
  };
  totalOf('IRPF', DEFAULT_CURRENCY);
  totalOf('IRNR', DEFAULT_CURRENCY);
  for (const row of rows) {
    const total = totalOf(row.tax, row.currency);
    if (row.irnrExemption === 'none') {
      total.withheld.add(row.invoiceId);
      total.base += row.base;
      total.withholding += row.withholding;
      total.artists.add(row.recipient);
    } else {
      total.exempt.add(row.invoiceId);
      total.exemptBase += row.base;
    }
  }
  return [...totals.values()].map(({ withheld, exempt, artists: paid, ...total }) => ({
    ...total,
    invoices: withheld.size,
    exemptInvoices: exempt.size,
    recipients: paid.size,
  }));
}

/**
 * The quarter's withholdings from the artists' invoices, by tax and form: each invoice counts in
 * the quarter it is paid, in the parts it is paid (art. 78.1 RD 439/2007: the obligation to withhold
 * arises when the income is paid), with the payments behind the totals; apart, what was dated by the
 * quarter's end and not paid by then.
 */
export async function quarterWithholdings(db: Db, input: WithholdingsInput): Promise<WithholdingsOutput> {
  const days = quarterDays(input);
  const [invoices, paidBy] = await Promise.all([declaredInvoices(db, days), artistPaymentsBy(db, days.to)]);
  const counted: CountedRow[] = [];
  const unpaid: UnpaidWithholdingRow[] = [];
  for (const invoice of invoices) {
    const { row } = invoice;
    const { total, payments: paid } = measured(invoice, paidBy.get(row.eventId) ?? []);
    const split = incomeByPayment(row, total, paid);
    for (const part of split.parts) {
      if (part.paidOn >= days.from)
        counted.push({ ...row, ...part, invoiceId: invoice.id, recipient: invoice.recipient });
    }
    if (row.issueDate <= days.to && isUnpaid(split.unpaid)) unpaid.push({ ...row, ...split.unpaid });
  }
  counted.sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.issueDate.localeCompare(b.issueDate));
  return {
    ...days,
    totals: totalsOf(counted),
    invoices: counted.map(({ invoiceId: _, recipient: __, ...row }) => row),
    unpaid,
  };
}

const column = (es: string, en: string, kind: SheetColumn['kind']): SheetColumn => ({
  header: { es, en },
  kind,
});
const columns: readonly SheetColumn[] = [
  column('Modelo', 'Form', 'text'),
  column('Impuesto', 'Tax', 'text'),
  column('Fecha de pago', 'Paid on', 'date'),
  column('Fecha factura', 'Invoice date', 'date'),
  column('Factura', 'Invoice', 'text'),
  column('Artista', 'Artist', 'text'),
  column('Residencia fiscal', 'Tax residence', 'text'),
  column('Evento', 'Event', 'text'),
  column('Moneda', 'Currency', 'currency'),
  column('Base', 'Base', 'amount'),
  column('Retención', 'Withheld', 'amount'),
  column('Exención', 'Exemption', 'text'),
  column('Convenio y certificado', 'Treaty and certificate', 'text'),
];

/** Why nothing was withheld, as the export writes it; nothing for an invoice with its withholding. */
const exemptionLabels: Record<IrnrExemption, Record<Locale, string>> = {
  none: { es: '', en: '' },
  treaty: { es: 'Convenio de doble imposición', en: 'Double taxation treaty' },
  eu_exempt: { es: 'Exenta (UE)', en: 'Exempt (EU)' },
};

/** The quarter's payments of invoices with a withholding or exempt, as CSV or XLSX, through the report's table writer. */
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
      row.paidOn,
      row.issueDate,
      row.number,
      row.artistName,
      row.taxResidence,
      row.eventName,
      row.currency,
      row.base,
      row.withholding,
      exemptionLabels[row.irnrExemption][locale],
      row.irnrExemptionReference,
    ]),
  });
}
