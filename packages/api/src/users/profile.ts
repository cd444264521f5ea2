import { type Db, schema } from '@bolo/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../access';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { forgetCachedSessions, revokeOtherSessions, type SessionUser } from '../auth/session';
import { phoneToStore, smsPhone } from '../auth/two-factor';
import { AppError } from '../errors';
import type { changePasswordInput, updateDetailsInput } from './schemas';

const { users } = schema;
type Auth = SessionUser;

/** One's own profile, or anyone's for an administrator (spec §7 "only for oneself unless admin"). */
export function assertSelfOrAdmin(auth: Auth, userId: number): void {
  if (auth.user.id !== userId && auth.user.role.name !== ADMIN_ROLE) throw new AppError('forbidden');
}

export async function updateDetails(db: Db, auth: Auth, input: ReturnType<typeof updateDetailsInput.parse>) {
  assertSelfOrAdmin(auth, input.id);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), ne(users.id, input.id)));
  if (taken) throw new AppError('email_account_in_use');
  const [target] = await db
    .select({ faEnabled: users.faEnabled, twoFactorMethod: users.twoFactorMethod })
    .from(users)
    .where(eq(users.id, input.id));
  if (!target) throw new AppError('user_not_found');
  await db
    .update(users)
    .set({
      name: input.name,
      lastName: input.lastName,
      email: input.email,
      phone: phoneToStore(input.phone, target.faEnabled && target.twoFactorMethod === 'sms'),
      updatedAt: new Date(),
      updatedBy: auth.user.id,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, input.id));
}

export async function changePassword(
  db: Db,
  auth: Auth,
  input: ReturnType<typeof changePasswordInput.parse>,
) {
  assertSelfOrAdmin(auth, input.id);
  if (input.newPassword !== input.confirmPassword) throw new AppError('Password_not_match');
  const [target] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.id));
  if (!target) throw new AppError('user_not_found');
  const ownPassword = auth.user.id === input.id;
  if (ownPassword && !(await verifyPassword(target.passwordHash, input.currentPassword ?? ''))) {
    throw new AppError('invalid_password');
  }
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

export async function checkOwnPassword(db: Db, userId: number, password: string): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw new AppError('invalid_password');
}
