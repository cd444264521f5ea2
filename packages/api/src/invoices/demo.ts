import { type Db, schema } from '@bolo/db';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { AppError } from '../shared/errors';
import { OFFICE_TIME_ZONE } from '../shared/time-zone';
import { SYSTEM_VERSION } from './records';
import {
  createSeries,
  deleteInvoice,
  findInvoice,
  invoiceFromEvent,
  issueInvoice,
  rectifyInvoice,
  updateInvoice,
  type VerifactuSettings,
  voidInvoice,
} from './service';

const { companies, events, eventSettlements, invoices } = schema;

const settings: VerifactuSettings = { environment: 'production', installation: '1', version: SYSTEM_VERSION };
/** Noon at the office on `day`: when a demo invoice is issued. */
const noonOf = (day: string) => ({ now: new Date(`${day}T11:00:00Z`), timeZone: OFFICE_TIME_ZONE });

/**
 * The demo's invoices (issue 30): the promoter of each settled show invoiced the day after the
 * show, in date order, in the first company's series A; then, today, the second one rectified by
 * difference (a discount agreed afterwards) in series R and the third voided. Issued through the
 * invoices' own service: their numbers and records are those of real issues. Nothing when the
 * office already has invoices, or a settled show's promoter has no valid tax id (skipped).
 */
export async function seedDemoInvoices(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(invoices);
  if ((existing?.n ?? 0) > 0) return 0;
  const [company] = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  if (!company) return 0;
  const ordinary = await createSeries(
    db,
    { empresaId: company.id, code: 'A', kind: 'ordinary', description: 'Facturas' },
    null,
  );
  const rectifying = await createSeries(
    db,
    { empresaId: company.id, code: 'R', kind: 'rectifying', description: 'Rectificativas' },
    null,
  );
  const settled = await db
    .select({ id: events.id, date: events.date })
    .from(events)
    .innerJoin(eventSettlements, eq(eventSettlements.eventId, events.id))
    .where(
      and(eq(eventSettlements.status, 'locked'), eq(events.empresaId, company.id), isNotNull(events.date)),
    )
    .orderBy(asc(events.date), asc(events.id));
  const issued: number[] = [];
  for (const show of settled) {
    const id = await invoiceFromEvent(
      db,
      { eventId: show.id, seriesId: ordinary.id, party: 'promotor' },
      null,
    );
    const day = new Date(Date.parse(`${show.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    try {
      await issueInvoice(db, { id, version: 1 }, null, noonOf(day), settings);
      issued.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // a party the office must mend first: no half-made draft is left behind
      await deleteInvoice(db, { id, version: 1 });
    }
  }
  const today = { now, timeZone: OFFICE_TIME_ZONE };
  const [, second, third] = issued;
  if (second !== undefined) {
    const id = await rectifyInvoice(
      db,
      {
        id: second,
        seriesId: rectifying.id,
        type: 'R1',
        kind: 'I',
        reason: 'Descuento acordado tras el concierto',
      },
      null,
    );
    const draft = await findInvoice(db, id, settings);
    await updateInvoice(
      db,
      {
        id,
        version: draft.version,
        seriesId: rectifying.id,
        customer: draft.customer,
        lines: [
          {
            description: 'Descuento acordado',
            quantity: 1,
            unitPrice: -30_000,
            treatment: 'S1',
            rate: draft.tax === 'iva' ? 21 : 7,
          },
        ],
        tax: draft.tax,
        withholdingPorciento: null,
        description: draft.description,
        notes: '',
        operationDate: draft.operationDate,
        currency: 'EUR',
        exchangeRate: null,
        exchangeRateDate: null,
        exchangeRateSource: null,
      },
      null,
    );
    await issueInvoice(db, { id, version: draft.version + 1 }, null, today, settings);
  }
  if (third !== undefined) {
    const invoice = await findInvoice(db, third, settings);
    await voidInvoice(
      db,
      { id: third, version: invoice.version, reason: 'Emitida por error: el cliente era otro' },
      null,
      today,
      settings,
    );
  }
  return issued.length;
}
