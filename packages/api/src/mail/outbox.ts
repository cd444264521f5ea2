import { type Db, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';

/** A mail to put in the outbox; the sender delivers it later, retrying with back-off. */
export interface OutboxMail {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  text: string;
  html?: string;
  /** What the mail is (`password_reset`, `event_email` …): the mailbox shows it. */
  kind: string;
  /** The same key queues the mail once, however many times it is asked (a double click, a retry). */
  idempotencyKey?: string;
  /** The user who caused it: a failure notifies them. */
  createdBy?: number | null;
}

/** Queues `mail` and answers its outbox id; with a key already queued, that mail's id. */
export async function enqueueMail(db: Db, mail: OutboxMail): Promise<number> {
  const [row] = await db
    .insert(schema.mails)
    .values(mail)
    .onConflictDoNothing({ target: schema.mails.idempotencyKey })
    .returning({ id: schema.mails.id });
  if (row) return row.id;
  const [queued] = await db
    .select({ id: schema.mails.id })
    .from(schema.mails)
    .where(eq(schema.mails.idempotencyKey, mail.idempotencyKey ?? ''));
  if (!queued) throw new Error('enqueueMail: no row inserted and none with the key');
  return queued.id;
}
