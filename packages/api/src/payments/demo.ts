import { type Db, schema } from '@bolo/db';
import { and, asc, gt, isNull } from 'drizzle-orm';
import { OFFICE_TIME_ZONE, todayIn } from '../shared/time-zone';
import { addDays } from './rules';
import { getSchedule, makeSchedule, recordPayment } from './service';

const { events, companies, paymentScheduleTemplates } = schema;

/** The install writes the demo: no person's name on its rows. */
const install = { id: null };

/** How many upcoming demo shows get schedules; the first of them keeps its deposit unpaid. */
const SCHEDULED_SHOWS = 6;
/** The demo deals were signed this many days before today. */
const SIGNED_DAYS_AGO = 20;

/**
 * The demo's payments (issue 30): a template of the first company's ("30 % at signing, the rest a
 * week before the show"), and the next upcoming shows' schedules with each party that has a fixed
 * fee, made from their deals as signed three weeks ago; the deposits paid, except the first
 * show's, which the receivables and payables view shows overdue.
 */
export async function seedDemoPayments(db: Db, now = new Date()): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  if (company) {
    await db.insert(paymentScheduleTemplates).values({
      empresaId: company.id,
      name: '30 % a la firma, resto una semana antes',
      lines: [
        {
          label: 'Depósito 30 %',
          percent: 30,
          amount: null,
          due: 'signing',
          days: 0,
          direction: 'receivable',
        },
        {
          label: 'Resto',
          percent: 70,
          amount: null,
          due: 'days_from_show',
          days: -7,
          direction: 'receivable',
        },
      ],
    });
  }
  const signed = new Date(now.getTime() - SIGNED_DAYS_AGO * 86_400_000);
  const signedDay = todayIn(OFFICE_TIME_ZONE, signed);
  const upcoming = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        isNull(events.deletedAt),
        gt(events.date, addDays(todayIn(OFFICE_TIME_ZONE, now), SIGNED_DAYS_AGO)),
      ),
    )
    .orderBy(asc(events.date), asc(events.id))
    .limit(SCHEDULED_SHOWS);
  for (const [index, { id: eventId }] of upcoming.entries()) {
    // the demo's promoters have no fixed fee: only the artists' schedules are made
    for (const { party, fee } of (await getSchedule(db, eventId, { readsDeal: true }, now)).parties) {
      if (fee) await makeSchedule(db, { eventId, party }, install, 'es', signed);
    }
    for (const { party, lines } of (await getSchedule(db, eventId, { readsDeal: true }, now)).parties) {
      const deposit = lines[0];
      if (!deposit || index === 0) continue;
      await recordPayment(
        db,
        {
          lineId: deposit.id,
          paidOn: addDays(signedDay, 3),
          amount: deposit.amountDue,
          method: 'transfer',
          reference: `TRF-${eventId}-${party === 'promotor' ? 'P' : 'A'}`,
        },
        install,
      );
    }
  }
}
