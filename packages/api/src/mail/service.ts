import { type Db, schema } from '@bolo/db';
import { and, count, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { cachedCount } from '../shared/count-cache';
import { AppError } from '../shared/errors';
import { announceQueuedMail } from './outbox';
import type { MailListInput, MailOutput } from './schemas';

const { mails } = schema;

const summaryColumns = {
  id: mails.id,
  createdAt: mails.createdAt,
  kind: mails.kind,
  to: mails.to,
  subject: mails.subject,
  status: mails.status,
  attempts: mails.attempts,
  error: mails.error,
  sentAt: mails.sentAt,
  nextAttemptAt: mails.nextAttemptAt,
};

/** The outbox, newest first: the administrator's mailbox. A status's total is reused for 5 s. */
export async function listMails(db: Db, input: MailListInput) {
  const where = input.status ? eq(mails.status, input.status) : undefined;
  const [items, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(mails)
      .where(where)
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    cachedCount(db, `mail.list:${input.status ?? ''}`, async () => {
      const [row] = await db.select({ n: count() }).from(mails).where(where);
      return row?.n ?? 0;
    }),
  ]);
  return { items, total, page: input.page, size: input.size };
}

export async function findMail(db: Db, id: number): Promise<MailOutput> {
  const [mail] = await db
    .select({
      ...summaryColumns,
      cc: mails.cc,
      bcc: mails.bcc,
      text: mails.text,
      html: mails.html,
      idempotencyKey: mails.idempotencyKey,
      createdBy: mails.createdBy,
    })
    .from(mails)
    .where(eq(mails.id, id));
  if (!mail) throw new AppError('mail_not_found');
  return mail;
}

/**
 * Tries a mail that failed (or waits for its next attempt) now, with a fresh round of attempts.
 * A mail being delivered at this moment is left to that delivery; a sent one is refused.
 */
export async function retryMail(db: Db, id: number): Promise<MailOutput> {
  const [retried] = await db
    .update(mails)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(mails.id, id),
        ne(mails.status, 'sent'),
        or(isNull(mails.lockedUntil), lt(mails.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: mails.id });
  const mail = await findMail(db, id);
  if (retried) announceQueuedMail();
  else if (mail.status === 'sent') throw new AppError('mail_already_sent');
  return mail;
}
