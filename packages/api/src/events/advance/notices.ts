/**
 * A show's schedule changed close to the day (issue 32): its owner and its day's contacts are told
 * by one email per batch of changes, however many processes run the job at once.
 */
import { type Db, schema } from '@bolo/db';
import { formatDay, formatShowTime, formatTime, shiftDay } from '@bolo/templating/format';
import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { mayRead } from '../../access';
import { enqueueMailOnce, tellUser } from '../../mail';
import type { Locale } from '../../shared/errors';
import { fillIn } from '../../shared/fill-in';
import { type JobLog, type PeriodicJob, startPeriodic } from '../../shared/periodic';
import { OFFICE_TIME_ZONE } from '../../shared/time-zone';
import type { Change } from '../audit';
import { zonedToUtc } from '../calendar/ical';
import { stepTitle } from './labels';

const { events, eventAdvanceContacts, advanceNoticeBatches: batches, users, roles } = schema;
type NoticedStep = schema.NoticedStep;
type ScheduleChange = schema.ScheduleChange;

/** A change to the schedule of a show that starts within this is told; one further off is not. */
export const NOTICE_HORIZON_MS = 72 * 3_600_000;
/** The most changes one mail lists; the others are counted. */
export const MAX_LISTED_CHANGES = 50;
/** The most batches one pass sends; the next pass goes on. */
const BATCHES_PER_PASS = 50;
/** However long the window, a batch due is sent within this of falling due. */
const MAX_PASS_INTERVAL_MS = 60_000;

interface Show {
  date: string | null;
  startTime: string | null;
  porDefinirHoraInicio: boolean;
}

/**
 * Whether a show is close enough for its schedule's changes to be told: it starts within 72 hours and
 * has not started. A show without its start time counts from its day's midnight until the day ends.
 */
export function isShowClose(show: Show, now: Date): boolean {
  if (show.date === null) return false;
  const timed = show.startTime !== null && !show.porDefinirHoraInicio;
  const start = zonedToUtc(show.date, timed ? (show.startTime ?? '') : '00:00', OFFICE_TIME_ZONE);
  const over = timed ? start : zonedToUtc(shiftDay(show.date, 1), '00:00', OFFICE_TIME_ZONE);
  return now < over && start.getTime() - now.getTime() <= NOTICE_HORIZON_MS;
}

/** The step the history keeps, as a notice tells it. */
const noticed = (value: unknown): NoticedStep | null => {
  if (value === null || typeof value !== 'object') return null;
  const { day, time, endTime, kind, label, place } = value as NoticedStep;
  return { day, time, endTime, kind, label, place };
};

/**
 * Puts the schedule's changes among `changes` (the advance's history lines) in the event's open
 * batch, opening one if none is, when the show is close; inside the change's transaction, whose lock
 * on the event orders the changes of one show.
 */
export async function batchScheduleChanges(db: Db, eventId: number, changes: Change[], now = new Date()) {
  const told = changes
    .filter((change) => change.field === 'schedule')
    .map((change): ScheduleChange => ({ before: noticed(change.oldValue), after: noticed(change.newValue) }));
  if (told.length === 0) return;
  const [show] = await db
    .select({
      date: events.date,
      startTime: events.startTime,
      porDefinirHoraInicio: events.porDefinirHoraInicio,
    })
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.deletedAt), ne(events.status, 'Cancelado')));
  if (!show || !isShowClose(show, now)) return;
  await db
    .insert(batches)
    .values({ eventId, changes: told.slice(0, MAX_LISTED_CHANGES), changeCount: told.length })
    .onConflictDoUpdate({
      target: batches.eventId,
      targetWhere: sql`${batches.sentAt} is null`,
      set: {
        changes: sql`case when jsonb_array_length(${batches.changes}) < ${MAX_LISTED_CHANGES}
          then ${batches.changes} || excluded.changes else ${batches.changes} end`,
        changeCount: sql`${batches.changeCount} + excluded.change_count`,
      },
    });
}

const wordings: Record<
  Locale,
  {
    subject: string;
    intro: string;
    added: string;
    changed: string;
    removed: string;
    more: string;
    link: string;
  }
> = {
  es: {
    subject: 'Cambios en el horario: {event} ({date})',
    intro: 'El horario de {event}, el {date}, ha cambiado:',
    added: 'Añadido: {step}',
    changed: 'Cambiado: {before} → {after}',
    removed: 'Quitado: {step}',
    more: 'Cambios sin listar: {count}',
    link: 'El horario completo: {url}',
  },
  en: {
    subject: 'Schedule changes: {event} ({date})',
    intro: 'The schedule of {event}, on {date}, has changed:',
    added: 'Added: {step}',
    changed: 'Changed: {before} → {after}',
    removed: 'Removed: {step}',
    more: 'Changes not listed: {count}',
    link: 'The whole schedule: {url}',
  },
};

export interface ChangesMail {
  eventName: string;
  /** The show's day, `YYYY-MM-DD`. */
  date: string;
  changes: readonly ScheduleChange[];
  changeCount: number;
  /** The event's page, for staff. */
  url?: string;
}

/** The mail of a batch in `locale`: each change a line, old → new, its times on the show's day or dated. */
export function changesMail(batch: ChangesMail, locale: Locale): { subject: string; text: string } {
  const wording = wordings[locale];
  const when = (step: NoticedStep) =>
    `${formatShowTime(step.time, step.day, batch.date, locale)}${step.endTime ? `–${formatTime(step.endTime)}` : ''}${step.place ? ` (${step.place})` : ''}`;
  const described = (step: NoticedStep) => `${stepTitle(step, locale)}, ${when(step)}`;
  const line = ({ before, after }: ScheduleChange) => {
    if (before && after) {
      // the same step: its new time alone
      const now = stepTitle(before, locale) === stepTitle(after, locale) ? when(after) : described(after);
      return fillIn(wording.changed, { before: described(before), after: now });
    }
    if (after) return fillIn(wording.added, { step: described(after) });
    return before ? fillIn(wording.removed, { step: described(before) }) : '';
  };
  const values = { event: batch.eventName, date: formatDay(batch.date, locale) };
  const unlisted = batch.changeCount - batch.changes.length;
  const text = [
    fillIn(wording.intro, values),
    '',
    ...batch.changes.map((change) => `- ${line(change)}`),
    ...(unlisted > 0 ? ['', fillIn(wording.more, { count: String(unlisted) })] : []),
    ...(batch.url ? ['', fillIn(wording.link, { url: batch.url })] : []),
  ].join('\n');
  return { subject: fillIn(wording.subject, values), text };
}

/** A mail for people whose language Bolo does not know: Spanish, then English. */
const bilingual = (es: { subject: string; text: string }, en: { subject: string; text: string }) => ({
  subject: `${es.subject} / ${en.subject}`,
  text: `${es.text}\n\n---\n\n${en.text}`,
});

/** The outbox key of a batch's mail to the owner; its contacts' mail adds `:contacts`. */
const batchKey = (batchId: number) => `advance-schedule:${batchId}`;

/**
 * Sends one batch, if no other process has: marking it sent is the claim, in the transaction that
 * queues its mails (the owner's in their language, with the bell's notice; the day's contacts' in
 * Spanish and English). Answers whether it was sent here.
 */
async function sendBatch(db: Db, batchId: number, now: Date, publicUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .update(batches)
      .set({ sentAt: now })
      .where(and(eq(batches.id, batchId), isNull(batches.sentAt)))
      .returning();
    if (!batch) return false;
    const [event] = await tx
      .select({
        name: events.name,
        date: events.date,
        ownerId: events.createdBy,
        ownerRole: { name: roles.name, access: roles.access },
      })
      .from(events)
      .leftJoin(users, eq(users.id, events.createdBy))
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(events.id, batch.eventId), isNull(events.deletedAt)));
    // a show deleted (or undated) since is no one's concern any more: the batch is closed untold
    if (!event?.date) return true;
    const content = {
      eventName: event.name,
      date: event.date,
      changes: batch.changes,
      changeCount: batch.changeCount,
    };
    const kind = 'advance_schedule_changed' as const;
    // an owner whose role may not read the advance is not told what it holds
    if (event.ownerId !== null && event.ownerRole && mayRead(event.ownerRole, 'production'))
      await tellUser(
        tx,
        event.ownerId,
        {
          kind,
          eventId: batch.eventId,
          data: { changeCount: batch.changeCount },
          mail: (locale) => changesMail({ ...content, url: `${publicUrl}/event/${batch.eventId}` }, locale),
        },
        batchKey(batch.id),
      );
    const contacts = await tx
      .selectDistinct({ email: sql<string>`lower(${eventAdvanceContacts.email})` })
      .from(eventAdvanceContacts)
      .where(and(eq(eventAdvanceContacts.eventId, batch.eventId), ne(eventAdvanceContacts.email, '')));
    if (contacts.length > 0)
      await enqueueMailOnce(tx, {
        kind,
        to: contacts.map((contact) => contact.email),
        ...bilingual(changesMail(content, 'es'), changesMail(content, 'en')),
        idempotencyKey: `${batchKey(batch.id)}:contacts`,
      });
    return true;
  });
}

/** Sends the batches opened `windowMs` or more before `now`; answers the ids of the batches sent. */
export async function sendScheduleNotices(
  db: Db,
  { now, windowMs, publicUrl }: { now: Date; windowMs: number; publicUrl: string },
): Promise<number[]> {
  const due = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(isNull(batches.sentAt), lte(batches.openedAt, new Date(now.getTime() - windowMs))))
    .orderBy(asc(batches.openedAt), asc(batches.id))
    .limit(BATCHES_PER_PASS);
  const sent: number[] = [];
  for (const { id } of due) if (await sendBatch(db, id, now, publicUrl)) sent.push(id);
  return sent;
}

/**
 * Sends the schedule's change batches as they fall due, while the server runs: every `windowMs`
 * or every minute, whichever is sooner. Every process may run it: each batch is sent once.
 */
export const startScheduleNotices = ({
  db,
  windowMs,
  publicUrl,
  log,
  clock = () => new Date(),
}: {
  db: Db;
  windowMs: number;
  publicUrl: string;
  log: JobLog;
  clock?: () => Date;
}): PeriodicJob =>
  startPeriodic({
    intervalMs: Math.min(windowMs, MAX_PASS_INTERVAL_MS),
    log,
    steps: [
      {
        run: () => sendScheduleNotices(db, { now: clock(), windowMs, publicUrl }),
        failure: 'advance: sending the schedule changes failed',
      },
    ],
  });
