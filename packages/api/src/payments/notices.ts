/**
 * The owner of an event is told when a line of its payment schedule falls due unpaid (issue 30):
 * once per line, in the app and by email, however many processes run the job at once.
 */
import { type Db, schema } from '@bolo/db';
import { formatDay, formatMoney } from '@bolo/templating/format';
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { tellUser } from '../mail';
import type { Locale } from '../shared/errors';
import { fillIn } from '../shared/fill-in';
import { OFFICE_TIME_ZONE, todayIn } from '../shared/time-zone';
import { balanceSql } from './amounts-sql';
import { partyLabels } from './labels';

const { events, eventParties, paymentLines, mails } = schema;

/** The most lines one pass tells of; the next pass goes on. */
const NOTICE_BATCH_SIZE = 100;

/** The outbox key of a line's notice: its record that the owner was told. */
const noticeKey = sql<string>`'payment-overdue:' || ${paymentLines.id}`;

const wordings: Record<Locale, { receivable: string; payable: string; subject: string }> = {
  es: {
    subject: 'Pago vencido: {label} de {event}',
    receivable:
      '{party} ({name}) no ha pagado «{label}» de {event}, vencido el {dueDate}: quedan {balance} por cobrar.',
    payable:
      '«{label}» a {party} ({name}) de {event} venció el {dueDate} y no está pagado: quedan {balance} por pagar.',
  },
  en: {
    subject: 'Payment overdue: {label} of {event}',
    receivable:
      '{party} ({name}) has not paid “{label}” of {event}, due on {dueDate}: {balance} is left to collect.',
    payable:
      '“{label}” to {party} ({name}) of {event} fell due on {dueDate} and is not paid: {balance} is left to pay.',
  },
};

type Overdue = {
  eventName: string;
  party: keyof typeof partyLabels;
  name: string;
  label: string;
  dueDate: string;
  direction: 'receivable' | 'payable';
  currency: string;
  balance: number;
};

/** The notice's mail in `locale`. */
export function overdueMail(line: Overdue, locale: Locale): { subject: string; text: string } {
  const values: Record<string, string> = {
    event: line.eventName,
    party: partyLabels[line.party][locale],
    name: line.name,
    label: line.label,
    dueDate: formatDay(line.dueDate, locale),
    balance: formatMoney(line.balance, locale, line.currency),
  };
  const fill = (text: string) => fillIn(text, values);
  const wording = wordings[locale];
  return { subject: fill(wording.subject), text: fill(wording[line.direction]) };
}

/**
 * Tells each event's owner (who created it) of the lines past their due date and not paid in full,
 * once per line: the outbox's key is the record, so a second process, or the next pass, finds it
 * told. Answers the lines told of.
 */
export async function noticeOverdueLines(db: Db, now: Date): Promise<number[]> {
  const today = todayIn(OFFICE_TIME_ZONE, now);
  const due = await db
    .select({ id: paymentLines.id, key: noticeKey })
    .from(paymentLines)
    .innerJoin(events, eq(events.id, paymentLines.eventId))
    .where(
      and(
        lt(paymentLines.dueDate, today),
        isNull(events.deletedAt),
        isNotNull(events.createdBy),
        sql`${balanceSql} > 0`,
        sql`not exists (select 1 from ${mails} where ${mails.idempotencyKey} = ${noticeKey})`,
      ),
    )
    .orderBy(asc(paymentLines.dueDate), asc(paymentLines.id))
    .limit(NOTICE_BATCH_SIZE);
  const told: number[] = [];
  for (const { id, key } of due) {
    const done = await db.transaction(async (tx) => {
      const [line] = await tx
        .select({
          eventId: events.id,
          ownerId: events.createdBy,
          eventName: events.name,
          party: paymentLines.party,
          name: sql<string>`coalesce(${eventParties.name}, '')`,
          label: paymentLines.label,
          dueDate: paymentLines.dueDate,
          direction: paymentLines.direction,
          currency: paymentLines.currency,
          balance: balanceSql,
        })
        .from(paymentLines)
        .innerJoin(events, eq(events.id, paymentLines.eventId))
        .leftJoin(
          eventParties,
          and(eq(eventParties.eventId, paymentLines.eventId), eq(eventParties.kind, paymentLines.party)),
        )
        .where(eq(paymentLines.id, id));
      if (!line || line.ownerId === null || line.balance <= 0) return false;
      const { eventId, ownerId, ...overdue } = line;
      return tellUser(
        tx,
        ownerId,
        {
          kind: 'payment_overdue',
          eventId,
          data: { lineId: id, ...overdue },
          mail: (locale) => overdueMail(overdue, locale),
        },
        key,
      );
    });
    if (done) told.push(id);
  }
  return told;
}
