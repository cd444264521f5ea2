import { type Db, type LoginLabel, schema } from '@bolo/db';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Context } from '../context';
import { AppError } from '../errors';
import { mailPasswordLink } from './password-links';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { retryAfterSeconds, signInFailures, signInFailuresByAddress, windowStart } from './rate-limit';
import type { Me } from './schemas';
import {
  type ClientMeta,
  createSession,
  type IssuedSession,
  markTwoFactorPassed,
  type SessionUser,
} from './session';
import { checkTwoFactorCode } from './two-factor';

const { users, loginLogs } = schema;
const WRONG_PASSWORD = 'Password_not_match';

export async function logLogin(
  db: Db,
  entry: { userId: number | null; email: string; label: LoginLabel; code?: string },
  meta: ClientMeta,
): Promise<void> {
  await db.insert(loginLogs).values({ ...entry, ...meta });
}

/** Refuses a sign-in after too many wrong passwords in fifteen minutes, by account or by address. */
async function checkSignInRate(db: Db, email: string, meta: ClientMeta, now: Date): Promise<void> {
  const sameAccountOrAddress = meta.ipAddress
    ? or(eq(sql`lower(${loginLogs.email})`, email.toLowerCase()), eq(loginLogs.ipAddress, meta.ipAddress))
    : eq(sql`lower(${loginLogs.email})`, email.toLowerCase());
  const failures = await db
    .select({ email: loginLogs.email, ipAddress: loginLogs.ipAddress, createdAt: loginLogs.createdAt })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.code, WRONG_PASSWORD),
        gt(loginLogs.createdAt, windowStart(now, signInFailures)),
        sameAccountOrAddress,
      ),
    );
  const byAccount = failures.filter((f) => f.email.toLowerCase() === email.toLowerCase());
  const byAddress = failures.filter((f) => meta.ipAddress && f.ipAddress === meta.ipAddress);
  const wait = Math.max(
    retryAfterSeconds(
      byAccount.map((f) => f.createdAt),
      now,
      signInFailures,
    ) ?? 0,
    retryAfterSeconds(
      byAddress.map((f) => f.createdAt),
      now,
      signInFailuresByAddress,
    ) ?? 0,
  );
  if (wait > 0) throw new AppError('rate_limited', { retryAfterSeconds: wait });
}

/**
 * Checks the password and opens a session. Unknown account, wrong password and disabled user
 * all answer `login_failed` after the same work, so the answer never tells which.
 */
export async function signIn(
  db: Db,
  credentials: { email: string; password: string },
  meta: ClientMeta,
  now = new Date(),
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
  try {
    await checkSignInRate(db, email, meta, now);
  } catch (error) {
    await logLogin(db, { userId: user?.id ?? null, email, label: 'REJECTED', code: 'rate_limited' }, meta);
    throw error;
  }
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    credentials.password,
  );
  if (!user || !passwordOk || user.disabledAt) {
    await logLogin(db, { userId: user?.id ?? null, email, label: 'REJECTED', code: WRONG_PASSWORD }, meta);
    throw new AppError('login_failed');
  }
  await logLogin(
    db,
    { userId: user.id, email, label: user.faEnabled ? 'SUCCESS_2FA_REQUIRED' : 'SUCCESS' },
    meta,
  );
  return { ...(await createSession(db, user.id, meta, { now })), userId: user.id };
}

/** Passes two-factor for this session with a code; sets the legacy `2FAToken` cookie. */
export async function passTwoFactor(ctx: Context & { auth: SessionUser }, code: string): Promise<string> {
  const { user } = ctx.auth;
  await logLogin(ctx.db, { userId: user.id, email: user.email, label: 'VERIFYING_2FA' }, ctx);
  if (!(await checkTwoFactorCode(ctx.db, user, code))) {
    await logLogin(
      ctx.db,
      { userId: user.id, email: user.email, label: 'REJECTED', code: 'code_not_valid' },
      ctx,
    );
    throw new AppError('code_not_valid');
  }
  await logLogin(ctx.db, { userId: user.id, email: user.email, label: 'SUCCESS' }, ctx);
  return recordTwoFactorPassed(ctx);
}

/** Marks this session as past two-factor and sets the legacy `2FAToken` cookie. */
export async function recordTwoFactorPassed(ctx: Context & { auth: SessionUser }): Promise<string> {
  const faToken = await markTwoFactorPassed(ctx.db, ctx.auth.session.id);
  ctx.cookies.setTwoFactor(faToken, ctx.auth.session.expiresAt);
  return faToken;
}

/** Mails a reset link when the account exists and is active; the answer is the same either way. */
export async function rememberPassword(ctx: Context, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (user && !user.disabledAt) await mailPasswordLink(ctx.db, ctx.services, user, 'reset', ctx.locale);
}

export const toMe = ({ session, user }: SessionUser): Me => ({
  ...user,
  twoFactorPassed: session.twoFactorPassedAt !== null,
});
