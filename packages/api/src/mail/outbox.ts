import { type Db, schema } from '@bolo/db';
import { eq, sql } from 'drizzle-orm';

/** A mail to put in the outbox; the sender delivers it later, retrying with back-off. */
export interface OutboxMail {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  text: string;
  html?: string;
  /** The name it comes from (a department's); without it, the name of `MAIL_FROM`. */
  fromName?: string | null;
  /** Where answers go (a department's addresses or the agent's); without it, to `MAIL_FROM`. */
  replyTo?: string[];
  /** What the mail is (`password_reset`, `event_email` …): the mailbox shows it. */
  kind: string;
  /** The same key queues the mail once, however many times it is asked (a double click, a retry). */
  idempotencyKey?: string;
  /** The user who caused it: a failure notifies them. */
  createdBy?: number | null;
  /** Files sent with it, their bytes in base64. */
  attachments?: schema.MailAttachment[];
}

/** The PostgreSQL channel a queued mail is announced on, so the senders of every instance wake. */
export const MAIL_QUEUED_CHANNEL = 'bolo_mail_queued';

const queuedListeners = new Set<() => void>();

/** Calls `listener` whenever a mail is queued (or put back in the queue) in this process; answers the unsubscribe. */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** Wakes this process's senders: a mail is waiting. */
export function announceQueuedMail(): void {
  for (const listener of queuedListeners) listener();
}

/** Inserts `mail` unless its key is queued already; answers the new row's id, or undefined. */
async function insertMail(db: Db, mail: OutboxMail): Promise<number | undefined> {
  const [row] = await db
    .insert(schema.mails)
    .values(mail)
    .onConflictDoNothing({ target: schema.mails.idempotencyKey })
    .returning({ id: schema.mails.id, notified: sql`pg_notify(${MAIL_QUEUED_CHANNEL}, '')` });
  if (row) announceQueuedMail();
  return row?.id;
}

/**
 * Queues `mail` and answers its outbox id; with a key already queued, that mail's id. The insert
 * also NOTIFYs the other instances (PostgreSQL delivers it at commit, so a mail queued inside a
 * transaction wakes them when it can be claimed); this process's senders are woken at once.
 */
export async function enqueueMail(db: Db, mail: OutboxMail): Promise<number> {
  const id = await insertMail(db, mail);
  if (id !== undefined) return id;
  const [queued] = await db
    .select({ id: schema.mails.id })
    .from(schema.mails)
    .where(eq(schema.mails.idempotencyKey, mail.idempotencyKey ?? ''));
  if (!queued) throw new Error('enqueueMail: no row inserted and none with the key');
  return queued.id;
}

/**
 * Queues `mail` unless a mail with its key was ever queued, and answers whether it did: the
 * outbox's unique key is then the record that something was sent once, however many processes ask.
 */
export async function enqueueMailOnce(
  db: Db,
  mail: OutboxMail & { idempotencyKey: string },
): Promise<boolean> {
  return (await insertMail(db, mail)) !== undefined;
}
