import { type Db, schema } from '@bolo/db';
import type { DeliveryReport } from '@bolo/templating';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { MailTransport } from '../context';
import { notify } from '../notifications';
import { MAIL_QUEUED_CHANNEL, onMailQueued } from './outbox';
import { afterFailure, retryDelayMs } from './retry';

const { mails, eventEmails } = schema;

type QueuedMail = typeof mails.$inferSelect;
type DeliveredStatus = (typeof schema.deliveredMailStatuses)[number];

export interface SenderOptions {
  /** Mails claimed at once and delivered in parallel: the SMTP pool's connections. */
  batchSize: number;
  /**
   * How long a claim holds. A sender that dies leaves its claimed mails to the others after this;
   * it must be longer than one delivery can take (the SMTP timeouts), or two senders could both
   * deliver a slow mail.
   */
  leaseMs: number;
}

/** What the sender writes to the server's log: a pino or Fastify logger fits. */
export interface SenderLog {
  error(details: object, message: string): void;
}

const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Claims up to `batchSize` mails that are due and not claimed (or whose claim ran out) for
 * `leaseMs`. One UPDATE over a `SELECT … FOR UPDATE SKIP LOCKED`: it is its own transaction, so
 * it commits before any delivery starts (PGlite's one connection is free during SMTP), and two
 * senders never claim the same mail.
 */
export function claimDueMails(db: Db, { batchSize, leaseMs }: SenderOptions): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mails.id })
    .from(mails)
    .where(
      and(
        eq(mails.status, 'queued'),
        lte(mails.nextAttemptAt, sql`now()`),
        or(isNull(mails.lockedUntil), lt(mails.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mails.nextAttemptAt), asc(mails.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mails)
    .set({ lockedUntil: secondsFromNow(leaseMs) })
    .where(inArray(mails.id, due))
    .returning();
}

/**
 * Records a delivery, right after the SMTP server's 250 and in one statement: the mail is sent
 * (or, without SMTP, kept in the local mailbox: `local`), and so is the event email it was queued
 * for. Until this commits, a crash would deliver it again. Recipients the server refused while
 * taking the others are kept in `error`, for the mailbox.
 */
async function markSent(db: Db, id: number, status: DeliveredStatus, rejected: string[]): Promise<void> {
  const error = rejected.length > 0 ? `Refused: ${rejected.join(', ')}` : null;
  const sent = db.$with('sent').as(
    db
      .update(mails)
      .set({ status, sentAt: sql`now()`, lockedUntil: null, error })
      .where(and(eq(mails.id, id), eq(mails.status, 'queued')))
      .returning({ id: mails.id, sentAt: mails.sentAt }),
  );
  await db
    .with(sent)
    .update(eventEmails)
    .set({ sent: true, sentAt: sql`(select ${sent.sentAt} from ${sent})` })
    .where(inArray(eventEmails.outboxId, db.select({ id: sent.id }).from(sent)));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Records a failed attempt: tried again after the back-off, or, after the last attempt or a
 * permanent refusal, failed for good with a notification to whoever caused the mail.
 */
async function markFailed(db: Db, mail: QueuedMail, error: unknown): Promise<void> {
  const { attempts, gaveUp } = afterFailure(mail.attempts, error);
  const reason = reasonOf(error);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(mails)
      .set({
        attempts,
        error: reason,
        lockedUntil: null,
        ...(gaveUp
          ? { status: 'failed' as const }
          : { nextAttemptAt: secondsFromNow(retryDelayMs(attempts)) }),
      })
      .where(and(eq(mails.id, mail.id), eq(mails.status, 'queued')))
      .returning({ id: mails.id });
    if (!updated || !gaveUp) return;
    const [email] =
      mail.kind === 'event_email'
        ? await tx
            .select({ eventId: eventEmails.eventId })
            .from(eventEmails)
            .where(eq(eventEmails.outboxId, mail.id))
            .limit(1)
        : [];
    await notify(tx, {
      userId: mail.createdBy,
      kind: 'email_failed',
      eventId: email?.eventId ?? null,
      data: { mailId: mail.id, subject: mail.subject, to: mail.to, error: reason },
    });
  });
}

/** Delivers one claimed mail through `transport` and records what happened. */
async function deliver(db: Db, transport: MailTransport, mail: QueuedMail): Promise<void> {
  let report: DeliveryReport | undefined;
  try {
    report = await transport.send({
      to: mail.to,
      cc: mail.cc,
      bcc: mail.bcc,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      key: mail.idempotencyKey,
    });
  } catch (error) {
    await markFailed(db, mail, error);
    return;
  }
  await markSent(db, mail.id, transport.local ? 'local' : 'sent', report?.rejected ?? []);
}

/**
 * Claims one batch of due mails and delivers them in parallel; answers how many it claimed. Every
 * delivery is awaited even when one fails to be recorded, so none is still running after it.
 */
export async function deliverDueMails(
  db: Db,
  transport: MailTransport,
  options: SenderOptions,
): Promise<number> {
  const claimed = await claimDueMails(db, options);
  const results = await Promise.allSettled(claimed.map((mail) => deliver(db, transport, mail)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return claimed.length;
}

export interface MailSender {
  /** Finishes the batch in flight (so no claim is left behind) and stops. */
  stop(): Promise<void>;
}

/**
 * The outbox's sender: delivers batches while mails are due, then sleeps until a mail is queued
 * in this process, a NOTIFY comes from another (PostgreSQL), or `pollMs` passes (mails whose
 * back-off ended, claims of a sender that died).
 */
export function startMailSender({
  db,
  transport,
  options,
  log,
  listen,
  pollMs = 1000,
}: {
  db: Db;
  transport: MailTransport;
  options: SenderOptions;
  log: SenderLog;
  /** `Database.listen`: other instances' NOTIFYs on PostgreSQL (on PGlite, a second wake-up of this one). */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  pollMs?: number;
}): MailSender {
  let running = true;
  let woken = false;
  let wakeUp: (() => void) | null = null;
  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve();
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const unsubscribe = onMailQueued(wake);
  const unlisten = listen?.(MAIL_QUEUED_CHANNEL, wake).catch((error: unknown) => {
    log.error({ err: error }, 'mail sender: LISTEN failed, polling only');
    return undefined;
  });

  const loop = (async () => {
    while (running) {
      woken = false;
      let claimed = 0;
      try {
        claimed = await deliverDueMails(db, transport, options);
      } catch (error) {
        log.error({ err: error }, 'mail sender: a batch failed');
      }
      if (claimed === 0) await sleep();
    }
  })();

  return {
    async stop() {
      running = false;
      unsubscribe();
      wakeUp?.();
      await loop;
      await (await unlisten)?.();
    },
  };
}
