import { type Db, schema } from '@bolo/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../access';
import {
  assertPasswordAllowed,
  type ClientMeta,
  forgetCachedSessions,
  hashPassword,
  passwordRechecks,
  phoneToStore,
  revokeOtherSessions,
  type SessionUser,
  smsPhone,
  verifyPassword,
} from '../auth';
import type { Services } from '../context';
import { enqueueMail } from '../mail';
import { AppError, type Locale } from '../shared/errors';
import { takeSlots } from '../shared/rate-counter';
import { requestEmailChange } from './email-change';
import type { changePasswordInput, updateDetailsInput } from './schemas';

const { users, loginLogs } = schema;
const WRONG_PASSWORD = 'invalid_password';
type Auth = SessionUser;

/** One's own profile, or anyone's for an administrator (spec §7 "only for oneself unless admin"). */
export function assertSelfOrAdmin(auth: Auth, userId: number): void {
  if (auth.user.id !== userId && auth.user.role.name !== ADMIN_ROLE) throw new AppError('forbidden');
}

const emailChangedTexts = {
  es: {
    subject: 'Bolo: el email de su cuenta ha cambiado',
    body: (from: string, to: string) =>
      `El email de su cuenta de Bolo ha cambiado de ${from} a ${to}. Desde ahora, los avisos y los enlaces para restablecer la contraseña irán a la dirección nueva.\n\nSi no ha sido usted, avise cuanto antes a un administrador de Bolo: alguien puede estar usando su cuenta.`,
  },
  en: {
    subject: 'Bolo: the email of your account has changed',
    body: (from: string, to: string) =>
      `The email of your Bolo account has changed from ${from} to ${to}. From now on, notices and password reset links go to the new address.\n\nIf it was not you, tell a Bolo administrator at once: someone may be using your account.`,
  },
} as const;

/** Tells the old address that the account's email changed, in case it was not its owner. */
export async function mailEmailChanged(
  db: Db,
  change: { from: string; to: string },
  locale: Locale,
  createdBy: number,
): Promise<void> {
  const text = emailChangedTexts[locale];
  await enqueueMail(db, {
    kind: 'email_changed',
    to: [change.from],
    subject: text.subject,
    text: text.body(change.from, change.to),
    createdBy,
  });
}

/** A new email or phone lets whoever set it take the account (a reset link goes to the new email). */
export const changesContact = (
  current: { email: string; phone: string | null },
  next: { email?: string; phone?: string | null },
): { email: boolean; phone: boolean } => ({
  email: next.email !== undefined && next.email.toLowerCase() !== current.email.toLowerCase(),
  // the same number written another way is no change
  phone: next.phone !== undefined && phoneToStore(next.phone, false) !== phoneToStore(current.phone, false),
});

/** The re-check before a change that could hand the account over: `currentPassword` is required. */
export async function requirePassword(
  db: Db,
  user: { id: number; email: string },
  currentPassword: string | undefined,
  meta: ClientMeta,
): Promise<void> {
  if (!currentPassword) throw new AppError('current_password_required');
  await checkOwnPassword(db, user, currentPassword, meta);
}

/**
 * Saves one's details. A new email or phone would let a stolen session take the account (a reset
 * link goes to the new email), so it needs the password of the person making the change. A new
 * email takes effect only once the link mailed to it is opened, and the old one is told, with a
 * link to cancel (`email-change.ts`): a typo never cuts the person off from password resets.
 */
export async function updateDetails(
  db: Db,
  auth: Auth,
  input: ReturnType<typeof updateDetailsInput.parse>,
  request: ClientMeta & { locale: Locale; services: Services },
) {
  assertSelfOrAdmin(auth, input.id);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), ne(users.id, input.id)));
  if (taken) throw new AppError('email_account_in_use');
  const [target] = await db
    .select({
      email: users.email,
      phone: users.phone,
      faEnabled: users.faEnabled,
      twoFactorMethod: users.twoFactorMethod,
    })
    .from(users)
    .where(eq(users.id, input.id));
  if (!target) throw new AppError('user_not_found');
  const phone = phoneToStore(input.phone, target.faEnabled && target.twoFactorMethod === 'sms');
  const changes = changesContact(target, { email: input.email, phone: input.phone ?? null });
  if (changes.email || changes.phone) await requirePassword(db, auth.user, input.currentPassword, request);
  if (changes.email) {
    const change = { userId: input.id, oldEmail: target.email, newEmail: input.email };
    await requestEmailChange(db, request.services, change, request.locale);
  }
  await db
    .update(users)
    .set({
      name: input.name,
      lastName: input.lastName,
      // the same email in another case is no change to confirm
      ...(!changes.email && { email: input.email }),
      phone,
      updatedAt: new Date(),
      updatedBy: auth.user.id,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, input.id));
  await forgetCachedSessions(db, input.id);
}

export async function changePassword(
  db: Db,
  auth: Auth,
  input: ReturnType<typeof changePasswordInput.parse>,
  meta: ClientMeta,
) {
  assertSelfOrAdmin(auth, input.id);
  if (input.newPassword !== input.confirmPassword) throw new AppError('Password_not_match');
  const [target] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.id));
  if (!target) throw new AppError('user_not_found');
  const ownPassword = auth.user.id === input.id;
  if (ownPassword) await checkOwnPassword(db, auth.user, input.currentPassword ?? '', meta);
  assertPasswordAllowed(input.newPassword, target.email);
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      updatedAt: new Date(),
      updatedBy: auth.user.id,
    })
    .where(eq(users.id, input.id));
  // everyone else signed in as this user is signed out; the person changing it stays
  await revokeOtherSessions(db, input.id, ownPassword ? auth.session.familyId : '');
}

/** Two-factor by SMS code, to the phone on the profile. */
export async function enableSmsTwoFactor(db: Db, auth: Auth): Promise<void> {
  smsPhone(auth.user.phone);
  await db.update(users).set({ faEnabled: true, twoFactorMethod: 'sms' }).where(eq(users.id, auth.user.id));
  await forgetCachedSessions(db, auth.user.id);
}

/**
 * Checks the signed-in person's password before a change that could hand the account over. Like
 * sign-ins, each check takes a slot of the database counter first, and only wrong ones keep it:
 * five in fifteen minutes stop the checks (`rate_limited`), so a stolen session cannot guess on.
 * Wrong ones are also kept in the sign-in log (`REJECTED invalid_password`).
 */
export async function checkOwnPassword(
  db: Db,
  { id, email }: { id: number; email: string },
  password: string,
  meta: ClientMeta,
  now = new Date(),
): Promise<void> {
  const slots = await takeSlots(db, [{ key: `password-recheck:${id}`, limit: passwordRechecks }], now);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
  if (user && (await verifyPassword(user.passwordHash, password))) {
    await slots.giveBack();
    return;
  }
  await db.insert(loginLogs).values({
    userId: id,
    email,
    label: 'REJECTED',
    code: WRONG_PASSWORD,
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent,
    createdAt: now,
  });
  throw new AppError(WRONG_PASSWORD);
}
