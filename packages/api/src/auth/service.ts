import { type Db, type LoginLabel, schema } from '@bolo/db';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../errors';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { Me } from './schemas';
import { type ClientMeta, createSession, type IssuedSession, type SessionUser } from './session';

const { users, loginLogs } = schema;

export async function logLogin(
  db: Db,
  entry: { userId: number | null; email: string; label: LoginLabel; code?: string },
  meta: ClientMeta,
): Promise<void> {
  await db.insert(loginLogs).values({ ...entry, ...meta });
}

/**
 * Checks the password and opens a session. Unknown account, wrong password and disabled user
 * all answer `login_failed` after the same work, so the answer never tells which.
 */
export async function signIn(
  db: Db,
  credentials: { email: string; password: string },
  meta: ClientMeta,
): Promise<IssuedSession & { userId: number }> {
  const email = credentials.email.trim();
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
      faEnabled: users.faEnabled,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  await logLogin(db, { userId: user?.id ?? null, email, label: 'LOGIN' }, meta);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    credentials.password,
  );
  if (!user || !passwordOk || user.disabledAt) {
    await logLogin(
      db,
      { userId: user?.id ?? null, email, label: 'REJECTED', code: 'Password_not_match' },
      meta,
    );
    throw new AppError('login_failed');
  }
  const label = user.faEnabled ? 'SUCCESS_2FA_REQUIRED' : 'SUCCESS';
  await logLogin(db, { userId: user.id, email, label }, meta);
  return { ...(await createSession(db, user.id, meta)), userId: user.id };
}

export const toMe = ({ session, user }: SessionUser): Me => ({
  ...user,
  twoFactorPassed: session.twoFactorPassedAt !== null,
});
