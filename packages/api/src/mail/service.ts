import { type Db, type MailStatus, schema } from '@bolo/db';
import { and, count, desc, eq, gt, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { MailTransport } from '../context';
import { cachedCount } from '../shared/count-cache';
import { AppError } from '../shared/errors';
import { announceQueuedMail } from './outbox';
import type { MailListInput, MailOutput, MailState } from './schemas';

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

const isDelivered = (status: MailStatus) =>
  (schema.deliveredMailStatuses as readonly MailStatus[]).includes(status);

/**
 * Tries a mail that failed (or waits for its next attempt) now, with a fresh round of attempts.
 * A mail being delivered at this moment is left to that delivery; a delivered one (sent, or kept
 * in the local mailbox) is refused.
 */
export async function retryMail(db: Db, id: number): Promise<MailOutput> {
  const [retried] = await db
    .update(mails)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(mails.id, id),
        notInArray(mails.status, [...schema.deliveredMailStatuses]),
        or(isNull(mails.lockedUntil), lt(mails.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: mails.id });
  const mail = await findMail(db, id);
  if (retried) announceQueuedMail();
  else if (isDelivered(mail.status)) throw new AppError('mail_already_sent');
  return mail;
}

/**
 * What the administrator's header warns about: mail reaching nobody (no SMTP server, so it stays
 * in the local mailbox), or the last mail tried having failed (given up, or waiting to be tried
 * again after a failed attempt).
 */
export async function mailState(db: Db, transport: MailTransport): Promise<MailState> {
  const [last] = await db
    .select({ id: mails.id, status: mails.status, subject: mails.subject, error: mails.error })
    .from(mails)
    .where(or(ne(mails.status, 'queued'), gt(mails.attempts, 0)))
    .orderBy(desc(mails.id))
    .limit(1);
  const failed = last?.status === 'failed' || last?.status === 'queued';
  return { smtp: !transport.local, lastFailure: last && failed ? last : null };
}
