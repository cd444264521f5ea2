import { type Db, schema } from '@bolo/db';
import { SMTP_POOL_SIZE } from '@bolo/templating';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MailTransport } from '../context';
import { notify } from '../notifications';
import { retryDelayMs } from '../shared/backoff';
import { leaseFree, secondsFromNow } from '../shared/lease';
import { MAIL_QUEUED_CHANNEL, onMailQueued } from './outbox';
import { afterFailure } from './retry';

const { mails, eventEmails } = schema;

type QueuedMail = typeof mails.$inferSelect;
type DeliveredStatus = (typeof schema.deliveredMailStatuses)[number];

/**
 * Mails claimed, sent and recorded together: a few times the SMTP pool, so a claim and a record (one
 * statement each) serve many mails. The sender runs two batches at once (one at the SMTP server, the
 * one before it being recorded), so a crash can deliver up to twice this many mails again (sent, not
 * yet recorded), each under its own Message-ID, so a receiver can tell.
 */
export const MAIL_BATCH_SIZE = 4 * SMTP_POOL_SIZE;

export interface SenderOptions {
  /** Mails claimed at once, then sent `SMTP_POOL_SIZE` at a time (`MAIL_BATCH_SIZE`). */
  batchSize: number;
  /**
   * How long a claim holds. A sender that dies leaves its claimed mails to the others after this.
   * A mail starts up to a quarter of it after its claim (`freshFor`), and the rest must outlast one
   * delivery (the SMTP timeouts), or two senders could both deliver a slow mail.
   */
  leaseMs: number;
}

/** What the sender writes to the server's log: a pino or Fastify logger fits. */
export interface SenderLog {
  error(details: object, message: string): void;
}

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
      and(eq(mails.status, 'queued'), lte(mails.nextAttemptAt, sql`now()`), leaseFree(mails.lockedUntil)),
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

/** Claimed mails and when the claim was asked for (`performance.now()`, no later than the lease began). */
interface Claim {
  mails: QueuedMail[];
  at: number;
}

/** Gives claimed mails back to the queue, unsent: any sender may claim them at once. */
async function releaseClaims(db: Db, claimed: QueuedMail[]): Promise<void> {
  await db
    .update(mails)
    .set({ lockedUntil: null })
    .where(
      inArray(
        mails.id,
        claimed.map((mail) => mail.id),
      ),
    );
}

/** A sent mail to record: its id and the recipients the server refused while taking the others. */
interface Sent {
  id: number;
  rejected: string[];
}

/**
 * Records a batch's deliveries in one statement: the mails are sent (or, without SMTP, kept in the
 * local mailbox: `local`), and so are the event emails they were queued for. Until this commits, a
 * crash would deliver them again. Recipients the server refused while taking the others are kept
 * in `error`, for the mailbox. The rows travel as one JSON parameter, which both drivers pass alike.
 */
async function markSent(db: Db, status: DeliveredStatus, delivered: Sent[]): Promise<void> {
  if (delivered.length === 0) return;
  const rows = JSON.stringify(
    delivered.map(({ id, rejected }) => ({
      id,
      error: rejected.length > 0 ? `Refused: ${rejected.join(', ')}` : null,
    })),
  );
  await db.execute(sql`
    with delivered as (
      select * from jsonb_to_recordset(${rows}::jsonb) as r(id integer, error text)
    ), sent as (
      update ${mails}
      set status = ${status}, sent_at = now(), locked_until = null, error = delivered.error
      from delivered
      where ${mails.id} = delivered.id and ${mails.status} = 'queued'
      returning ${mails.id}, ${mails.sentAt}
    )
    update ${eventEmails} set sent = true, sent_at = sent.sent_at
    from sent where ${eventEmails.outboxId} = sent.id`);
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Records a failed attempt: tried again after the back-off, or, after the last attempt or a
 * permanent refusal, failed for good with a notification to whoever caused the mail.
 */
async function markFailed(tx: Db, mail: QueuedMail, error: unknown): Promise<void> {
  const { attempts, gaveUp } = afterFailure(mail.attempts, error);
  const reason = reasonOf(error);
  const [updated] = await tx
    .update(mails)
    .set({
      attempts,
      error: reason,
      lockedUntil: null,
      ...(gaveUp ? { status: 'failed' as const } : { nextAttemptAt: secondsFromNow(retryDelayMs(attempts)) }),
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
}

type Outcome = { mail: QueuedMail; rejected: string[] } | { mail: QueuedMail; error: unknown };

/** Hands one claimed mail to `transport`; never throws: a refusal is an outcome to record. */
async function attempt(transport: MailTransport, mail: QueuedMail): Promise<Outcome> {
  try {
    const report = await transport.send({
      to: mail.to,
      cc: mail.cc,
      bcc: mail.bcc,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      fromName: mail.fromName,
      replyTo: mail.replyTo,
      key: mail.idempotencyKey,
      attachments: mail.attachments.map(({ content, ...file }) => ({
        ...file,
        content: Buffer.from(content, 'base64'),
      })),
    });
    return { mail, rejected: report?.rejected ?? [] };
  } catch (error) {
    return { mail, error };
  }
}

/**
 * Records a batch's outcomes in one transaction: the deliveries in one statement, then each
 * failure (rare) with its back-off or its notification.
 */
async function recordOutcomes(db: Db, transport: MailTransport, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const delivered: Sent[] = [];
  const failed: { mail: QueuedMail; error: unknown }[] = [];
  for (const outcome of outcomes) {
    if ('error' in outcome) failed.push(outcome);
    else delivered.push({ id: outcome.mail.id, rejected: outcome.rejected });
  }
  const status = transport.local ? 'local' : 'sent';
  if (failed.length === 0) return markSent(db, status, delivered);
  await db.transaction(async (tx) => {
    await markSent(tx, status, delivered);
    for (const { mail, error } of failed) await markFailed(tx, mail, error);
  });
}

/**
 * Sends a claim's mails `SMTP_POOL_SIZE` at a time, one per pool connection. A mail is started only
 * while its claim is fresh (younger than `freshForMs`): one that waited longer behind slow
 * deliveries could outlive its lease and be taken by another sender meanwhile, so it is answered
 * unsent, for the caller to give back to the queue.
 */
async function attemptAll(
  transport: MailTransport,
  claim: Claim,
  freshForMs: number,
): Promise<{ outcomes: Outcome[]; unsent: QueuedMail[] }> {
  const outcomes: Outcome[] = [];
  const unsent: QueuedMail[] = [];
  const waiting = [...claim.mails];
  const connection = async () => {
    for (let mail = waiting.shift(); mail; mail = waiting.shift()) {
      if (performance.now() - claim.at > freshForMs) unsent.push(mail);
      else outcomes.push(await attempt(transport, mail));
    }
  };
  await Promise.all(Array.from({ length: SMTP_POOL_SIZE }, connection));
  return { outcomes, unsent };
}

/**
 * How long after its claim a mail may still be started: a quarter of the lease, so a delivery
 * bounded by the SMTP timeouts (40 s) ends inside a lease of 54 s or more.
 */
const freshFor = ({ leaseMs }: SenderOptions) => leaseMs / 4;

/** Records what was sent and gives back to the queue what was not. */
async function settle(db: Db, transport: MailTransport, sent: Awaited<ReturnType<typeof attemptAll>>) {
  await Promise.all([
    recordOutcomes(db, transport, sent.outcomes),
    sent.unsent.length > 0 ? releaseClaims(db, sent.unsent) : undefined,
  ]);
}

/** Claims one batch of due mails, delivers them and records them; answers how many it claimed. */
export async function deliverDueMails(
  db: Db,
  transport: MailTransport,
  options: SenderOptions,
): Promise<number> {
  const at = performance.now();
  const claim = { mails: await claimDueMails(db, options), at };
  await settle(db, transport, await attemptAll(transport, claim, freshFor(options)));
  return claim.mails.length;
}

export interface MailSender {
  /** Settles once other instances' NOTIFYs reach this one (at once without `listen`, or if LISTEN failed). */
  listening: Promise<void>;
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

  const failed = (error: unknown) => log.error({ err: error }, 'mail sender: a batch failed');
  const freshForMs = freshFor(options);
  const claimAhead = (): Promise<Claim> => {
    const at = performance.now();
    return claimDueMails(db, options).then(
      (mails) => ({ mails, at }),
      (error: unknown) => {
        failed(error);
        return { mails: [], at };
      },
    );
  };

  /**
   * A pipeline of batches: while one is at the SMTP server, the one before it is recorded and the
   * one after it is claimed, so the pool waits for neither write. A batch is recorded before the
   * one after the next is sent: a crash redelivers at most two batches.
   */
  const loop = (async () => {
    let recording: Promise<void> = Promise.resolve();
    let next: Promise<Claim> | undefined;
    // a batch claimed while stopping is still delivered, so no claim is left behind
    while (running || next) {
      woken = false;
      const claim = await (next ?? claimAhead());
      next = undefined;
      if (claim.mails.length === 0) {
        await sleep();
        continue;
      }
      if (running) next = claimAhead();
      const sent = await attemptAll(transport, claim, freshForMs);
      await recording;
      recording = settle(db, transport, sent).catch(failed);
    }
    await recording;
  })();

  return {
    listening: Promise.resolve(unlisten).then(() => undefined),
    async stop() {
      running = false;
      unsubscribe();
      wakeUp?.();
      await loop;
      await (await unlisten)?.();
    },
  };
}
