import { type Db, schema } from '@bolo/db';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { forgetCachedSessions, revokeUserSessions } from '../auth';
import type { Services } from '../context';
import { enqueueMail } from '../mail';
import { AppError, type Locale } from '../shared/errors';
import { type Limit, takeSlots } from '../shared/rate-counter';
import { hashToken, newBase32Token } from '../shared/tokens';

const { emailChanges, users } = schema;

/** How long the new address has to confirm, and the old one to cancel: a day. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60_000;
/** Changes one user may ask for: each mails two addresses, so a stolen session cannot spam with it. */
const emailChangeRequests: Limit = { max: 5, windowMs: 60 * 60_000 };

const texts = {
  es: {
    confirmSubject: 'Bolo: confirme su nuevo email',
    confirm: (to: string, link: string) =>
      `Para que ${to} sea el email de su cuenta de Bolo, abra este enlace (válido durante 24 horas, un solo uso):\n\n${link}\n\nHasta entonces, su cuenta sigue con el email de antes. Si no lo ha pedido usted, ignore este mensaje.`,
    noticeSubject: 'Bolo: han pedido cambiar el email de su cuenta',
    notice: (from: string, to: string, link: string) =>
      `Han pedido cambiar el email de su cuenta de Bolo de ${from} a ${to}. El cambio se hará cuando se abra el enlace enviado a ${to}.\n\nSi no ha sido usted, anule el cambio con este enlace (válido durante 24 horas, también si ya se ha confirmado) y avise a un administrador de Bolo:\n\n${link}`,
  },
  en: {
    confirmSubject: 'Bolo: confirm your new email',
    confirm: (to: string, link: string) =>
      `To make ${to} the email of your Bolo account, open this link (valid for 24 hours, single use):\n\n${link}\n\nUntil then, your account keeps its old email. If you did not ask for it, ignore this message.`,
    noticeSubject: 'Bolo: a change of your account’s email was asked for',
    notice: (from: string, to: string, link: string) =>
      `Someone asked to change the email of your Bolo account from ${from} to ${to}. It changes when the link sent to ${to} is opened.\n\nIf it was not you, cancel the change with this link (valid for 24 hours, even once confirmed) and tell a Bolo administrator:\n\n${link}`,
  },
} as const;

const emailTaken = (db: Db, email: string, userId: number) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));

/**
 * Asks for user `userId`'s email to become `newEmail`: the account keeps its email until the link
 * mailed to the new address is opened; the old address is told, with a link to cancel. A new ask
 * replaces the one still waiting. Counted per user (`rate_limited` past five an hour).
 */
export async function requestEmailChange(
  db: Db,
  services: Services,
  change: { userId: number; oldEmail: string; newEmail: string },
  locale: Locale,
  now = new Date(),
): Promise<void> {
  await takeSlots(db, [{ key: `email-change:${change.userId}`, limit: emailChangeRequests }], now);
  const confirmToken = newBase32Token();
  const cancelToken = newBase32Token();
  const prefix = locale === 'en' ? '/en' : '';
  const link = (action: 'confirm' | 'cancel', token: string) =>
    `${services.publicUrl}${prefix}/email?${action}=${token}`;
  const text = texts[locale];
  await db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(emailChanges.userId, change.userId),
          isNull(emailChanges.confirmedAt),
          isNull(emailChanges.cancelledAt),
        ),
      );
    await tx.insert(emailChanges).values({
      ...change,
      confirmTokenHash: hashToken(confirmToken),
      cancelTokenHash: hashToken(cancelToken),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
      createdAt: now,
    });
    await enqueueMail(tx, {
      kind: 'email_change_confirm',
      to: [change.newEmail],
      subject: text.confirmSubject,
      text: text.confirm(change.newEmail, link('confirm', confirmToken)),
      createdBy: change.userId,
    });
    await enqueueMail(tx, {
      kind: 'email_change_notice',
      to: [change.oldEmail],
      subject: text.noticeSubject,
      text: text.notice(change.oldEmail, change.newEmail, link('cancel', cancelToken)),
      createdBy: change.userId,
    });
  });
}

const live = (now: Date) => and(isNull(emailChanges.cancelledAt), gt(emailChanges.expiresAt, now));

/**
 * Opens the link mailed to the new address: the account's email becomes it, once (a spent,
 * cancelled or expired link answers `code_not_valid`; an address taken meanwhile, `email_account_in_use`).
 */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<void> {
  const userId = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailChanges)
      .set({ confirmedAt: now })
      .where(
        and(eq(emailChanges.confirmTokenHash, hashToken(token)), isNull(emailChanges.confirmedAt), live(now)),
      )
      .returning();
    if (!spent) throw new AppError('code_not_valid');
    if ((await emailTaken(tx, spent.newEmail, spent.userId)).length > 0)
      throw new AppError('email_account_in_use');
    await tx
      .update(users)
      .set({ email: spent.newEmail, updatedAt: now, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, spent.userId), eq(users.email, spent.oldEmail)));
    return spent.userId;
  });
  await forgetCachedSessions(db, userId);
}

/**
 * Opens the link mailed to the old address: the change is cancelled, and if it was confirmed
 * already, the old address is the account's again and everyone signed in is signed out (whoever
 * changed it may hold a session).
 */
export async function cancelEmailChange(db: Db, token: string, now = new Date()): Promise<void> {
  const reverted = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(emailChanges)
      .set({ cancelledAt: now })
      .where(and(eq(emailChanges.cancelTokenHash, hashToken(token)), live(now)))
      .returning();
    if (!cancelled) throw new AppError('code_not_valid');
    if (!cancelled.confirmedAt) return null;
    await tx
      .update(users)
      .set({ email: cancelled.oldEmail, updatedAt: now, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, cancelled.userId), eq(users.email, cancelled.newEmail)));
    return cancelled.userId;
  });
  if (reverted !== null) await revokeUserSessions(db, reverted);
}
