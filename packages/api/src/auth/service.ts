import { setTimeout as sleep } from 'node:timers/promises';
import { type Db, type LoginLabel, schema } from '@bolo/db';
import { and, eq, gt, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Context } from '../context';
import { AppError } from '../shared/errors';
import { type Slot, type TakenSlots, takeSlotIfFree, takeSlots } from '../shared/rate-counter';
import { mailPasswordLink } from './password-links';
import { decoyPasswordHash, verifyPassword } from './passwords';
import {
  addressKey,
  OWN_ADDRESS_MS,
  passwordResetsByAccountAndAddress,
  passwordResetsByAddress,
  resetMailsByEmail,
  signInFailures,
  signInFailuresByAddress,
} from './rate-limit';
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
/** No user has the address typed. */
const UNKNOWN_USER = 'unknown_user';
/** The password was right, but the user is disabled. */
const USER_DISABLED = 'user_disabled';

export async function logLogin(
  db: Db,
  entry: { userId: number | null; email: string; label: LoginLabel; code?: string },
  meta: ClientMeta,
): Promise<void> {
  await db.insert(loginLogs).values({ ...entry, ...meta });
}

/** The slots a sign-in takes before its password is checked: the account at this address, and the address. */
const signInSlots = (email: string, meta: ClientMeta): Slot[] => {
  const address = addressKey(meta.ipAddress);
  return [
    { key: `sign-in:${email.toLowerCase()}|${address}`, limit: signInFailures },
    { key: `sign-in-address:${address}`, limit: signInFailuresByAddress },
  ];
};

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
  let slots: TakenSlots;
  try {
    slots = await takeSlots(db, signInSlots(email, meta), now);
  } catch (error) {
    await logLogin(db, { userId: user?.id ?? null, email, label: 'REJECTED', code: 'rate_limited' }, meta);
    throw error;
  }
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    credentials.password,
  );
  if (!user || !passwordOk || user.disabledAt) {
    // the person is told the same whatever failed; the log, which only administrators read, says what
    const code = !user ? UNKNOWN_USER : !passwordOk ? WRONG_PASSWORD : USER_DISABLED;
    await logLogin(db, { userId: user?.id ?? null, email, label: 'REJECTED', code }, meta);
    throw new AppError('login_failed');
  }
  // only wrong passwords count: a user signing in often from one place is never held up
  await slots.giveBack();
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
  const passes = await checkTwoFactorCode(ctx.db, user, code).catch(async (error: unknown) => {
    if (error instanceof AppError && error.appCode === 'rate_limited') {
      await logLogin(
        ctx.db,
        { userId: user.id, email: user.email, label: 'REJECTED', code: 'rate_limited' },
        ctx,
      );
    }
    throw error;
  });
  if (!passes) {
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

/**
 * The soonest a password-reset request answers. The work is the same for any email, but a commit
 * takes a little longer than a rollback, and on PGlite the sender delivering the new mail shares
 * the request's thread: the floor hides what is left.
 */
const RESET_ANSWER_FLOOR_MS = 250;

/** Whether the account signed in (password and any second factor) from `ipAddress` lately. */
async function signedInFrom(db: Db, userId: number, ipAddress: string | null, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: loginLogs.id })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.userId, userId),
        eq(loginLogs.ipAddress, addressKey(ipAddress)),
        eq(loginLogs.label, 'SUCCESS'),
        gt(loginLogs.createdAt, new Date(now.getTime() - OWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a reset mail may go: while the mailbox has had fewer than `resetMailsByEmail` this
 * hour, and always from an address the account signed in from lately, so that strangers filling
 * the mailbox's share never keep its owner's link from them. Both statements run for any email.
 */
async function resetMailAllowed(
  db: Db,
  request: { email: string; userId: number; ipAddress: string | null },
  now: Date,
): Promise<boolean> {
  const ownAddress = await signedInFrom(db, request.userId, request.ipAddress, now);
  const withinShare = await takeSlotIfFree(
    db,
    { key: `password-reset-mail:${request.email}`, limit: resetMailsByEmail },
    now,
  );
  return ownAddress || withinShare;
}

/**
 * Mails a reset link when the account exists and is active and the mailbox's limit allows. The
 * answer is the same either way, and so is the work: otherwise the same link and mail are written
 * and rolled back, so the time taken does not tell which emails have accounts.
 */
export async function rememberPassword(ctx: Context, email: string, now = new Date()): Promise<void> {
  const floor = sleep(RESET_ANSWER_FLOOR_MS);
  const normalized = email.trim().toLowerCase();
  const address = addressKey(ctx.ipAddress);
  await takeSlots(
    ctx.db,
    [
      { key: `password-reset:${normalized}|${address}`, limit: passwordResetsByAccountAndAddress },
      { key: `password-reset-address:${address}`, limit: passwordResetsByAddress },
    ],
    now,
  );
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalized));
  const mayMail = await resetMailAllowed(
    ctx.db,
    { email: normalized, userId: user?.id ?? 0, ipAddress: ctx.ipAddress },
    now,
  );
  const mailable = user !== undefined && !user.disabledAt && mayMail;
  await ctx.db
    .transaction(async (tx) => {
      const to = user ?? { id: 0, email: email.trim() };
      await mailPasswordLink(tx, ctx.services, to, 'reset', ctx.locale, null, now);
      if (!mailable) tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  await floor;
}

export const toMe = ({ session, user }: SessionUser): Me => ({
  ...user,
  twoFactorPassed: session.twoFactorPassedAt !== null,
});
