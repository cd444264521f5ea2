import { type Db, schema } from '@bolo/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { AppError, type Locale } from '../shared/errors';
import { perDatabase } from '../shared/per-database';
import { hashToken, newBase32Token } from '../shared/tokens';

/** spec §9: access token max age 1209600 s, refresh token max age 2592000 s. */
export const ACCESS_TOKEN_SECONDS = 1_209_600;
export const REFRESH_TOKEN_SECONDS = 2_592_000;
/** A session used in the second half of its life is extended to a full life again. */
const RENEW_WITHIN_MS = (ACCESS_TOKEN_SECONDS * 1000) / 2;

const { sessions, refreshTokens, users, roles } = schema;

export interface SessionUser {
  session: { id: string; familyId: string; expiresAt: Date; twoFactorPassedAt: Date | null };
  user: {
    id: number;
    email: string;
    name: string;
    lastName: string;
    phone: string | null;
    faEnabled: boolean;
    twoFactorMethod: 'sms' | 'totp';
    /** The language the person last chose in the app: their mails are in it. */
    locale: Locale;
    role: { name: string; access: string[] };
  };
}

export interface ClientMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Validated sessions are kept 5 s in this process, which halves the database round trips of a
 * busy client. Every change made here (sign-out, two-factor, force sign-out, a user's or a role's
 * change) forgets the entries at once, and announces itself on SESSIONS_CHANGED_CHANNEL so that the
 * other processes of a scaled-out deployment forget theirs too (`listenForSessionChanges`).
 */
const SESSION_CACHE_MS = 5_000;
const sessionCacheOf = perDatabase<Db, LRUCache<string, SessionUser>>(
  () => new LRUCache({ ttl: SESSION_CACHE_MS, max: 10_000 }),
);

/** Drops this process's cached sessions that `test` picks. */
function forgetCachedWhere(db: Db, test: (entry: SessionUser) => boolean): void {
  const cache = sessionCacheOf(db);
  for (const [id, entry] of [...cache.entries()]) if (test(entry)) cache.delete(id);
}

export const SESSIONS_CHANGED_CHANNEL = 'bolo_sessions_changed';

/** Tells every process on this database to drop its cached sessions (sign-outs are rare: all of them). */
const announceSessionsChanged = async (db: Db): Promise<void> => {
  await db.execute(sql`select pg_notify(${SESSIONS_CHANGED_CHANNEL}, '')`);
};

/** Drops this process's cached sessions whenever any process announces a change; answers the unlisten. */
export const listenForSessionChanges = (
  db: Db,
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>,
): Promise<() => Promise<void>> => listen(SESSIONS_CHANGED_CHANNEL, () => sessionCacheOf(db).clear());

const sessionQueryOf = perDatabase((db: Db) =>
  db
    .select({
      session: {
        id: sessions.id,
        familyId: sessions.familyId,
        expiresAt: sessions.expiresAt,
        twoFactorPassedAt: sessions.twoFactorPassedAt,
      },
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        lastName: users.lastName,
        phone: users.phone,
        faEnabled: users.faEnabled,
        twoFactorMethod: users.twoFactorMethod,
        locale: users.locale,
        disabledAt: users.disabledAt,
      },
      role: { name: roles.name, access: roles.access },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id'),
);

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  refreshToken: string;
}

interface SessionOptions {
  familyId?: string;
  twoFactorPassedAt?: Date | null;
  now?: Date;
}

/** Opens a session with its first refresh token; a renewal passes the family it continues. */
export async function createSession(
  db: Db,
  userId: number,
  meta: ClientMeta,
  { familyId = newBase32Token(), twoFactorPassedAt = null, now = new Date() }: SessionOptions = {},
): Promise<IssuedSession> {
  const token = newBase32Token();
  const refreshToken = newBase32Token();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000);
  await db.insert(sessions).values({
    id: hashToken(token),
    familyId,
    userId,
    expiresAt,
    twoFactorPassedAt,
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent,
    createdAt: now,
  });
  await db.insert(refreshTokens).values({
    id: hashToken(refreshToken),
    familyId,
    userId,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    createdAt: now,
  });
  return { token, expiresAt, refreshToken };
}

/** The session and its user for a token, or null when unknown, expired or the user is disabled. */
export async function validateSessionToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const id = hashToken(token);
  const cache = sessionCacheOf(db);
  const cached = cache.get(id);
  if (cached && cached.session.expiresAt.getTime() - now.getTime() >= RENEW_WITHIN_MS) return cached;
  const [row] = await sessionQueryOf(db).execute({ id });
  if (!row) return null;
  if (row.session.expiresAt.getTime() <= now.getTime() || row.user.disabledAt) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (row.session.expiresAt.getTime() - now.getTime() < RENEW_WITHIN_MS) {
    row.session.expiresAt = new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000);
    await db.update(sessions).set({ expiresAt: row.session.expiresAt }).where(eq(sessions.id, id));
  }
  const { disabledAt: _, ...user } = row.user;
  const found = { session: row.session, user: { ...user, role: row.role } };
  cache.set(id, found);
  return found;
}

/**
 * Spends a refresh token for a new access token and a new refresh token. A token already spent
 * means it was copied: the whole family (every session of that sign-in) is revoked.
 */
export async function refreshSession(
  db: Db,
  refreshToken: string,
  meta: ClientMeta,
  now = new Date(),
): Promise<IssuedSession> {
  const id = hashToken(refreshToken);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning();
  if (!spent) {
    const [reused] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
    if (reused) await revokeFamily(db, reused.familyId);
    throw new AppError('unauthorized');
  }
  if (spent.expiresAt.getTime() <= now.getTime()) throw new AppError('unauthorized');
  const [previous] = await db
    .select({ twoFactorPassedAt: sessions.twoFactorPassedAt })
    .from(sessions)
    .where(eq(sessions.familyId, spent.familyId));
  await forgetSessions(db, eq(sessions.familyId, spent.familyId));
  await db.delete(sessions).where(eq(sessions.familyId, spent.familyId));
  return createSession(db, spent.userId, meta, {
    familyId: spent.familyId,
    twoFactorPassedAt: previous?.twoFactorPassedAt ?? null,
    now,
  });
}

/** Drops the cached entries of the sessions a change is about to touch. */
async function forgetSessions(db: Db, where: ReturnType<typeof eq>): Promise<void> {
  const ids = new Set((await db.select({ id: sessions.id }).from(sessions).where(where)).map((r) => r.id));
  forgetCachedWhere(db, (entry) => ids.has(entry.session.id));
  await announceSessionsChanged(db);
}

/** Sign-out: the session, its renewals and its refresh tokens stop working at once. */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  forgetCachedWhere(db, (entry) => entry.session.familyId === familyId);
  await db.delete(sessions).where(eq(sessions.familyId, familyId));
  await db.delete(refreshTokens).where(eq(refreshTokens.familyId, familyId));
  await announceSessionsChanged(db);
}

/** After a change to a user's role or two-factor: their next request reads the new state. */
export async function forgetCachedSessions(db: Db, userId: number): Promise<void> {
  forgetCachedWhere(db, (entry) => entry.user.id === userId);
  await announceSessionsChanged(db);
}

/** After a change to a role's access list: every user's next request reads the new list. */
export async function forgetAllCachedSessions(db: Db): Promise<void> {
  sessionCacheOf(db).clear();
  await announceSessionsChanged(db);
}

/** Force sign-out of every session of a user (administration, password change, disable). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await forgetCachedSessions(db, userId);
}

/** After a password change: every other sign-in of the user ends, this one goes on. */
export async function revokeOtherSessions(db: Db, userId: number, keepFamilyId: string): Promise<void> {
  forgetCachedWhere(db, (entry) => entry.user.id === userId && entry.session.familyId !== keepFamilyId);
  const others = and(eq(sessions.userId, userId), ne(sessions.familyId, keepFamilyId));
  await db.delete(sessions).where(others);
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId)));
  await announceSessionsChanged(db);
}

/** Records that this session passed two-factor; answers the legacy `2FAToken` for its cookie. */
export async function markTwoFactorPassed(db: Db, sessionId: string, now = new Date()): Promise<string> {
  const faToken = newBase32Token();
  sessionCacheOf(db).delete(sessionId);
  await db
    .update(sessions)
    .set({ twoFactorPassedAt: now, twoFactorTokenHash: hashToken(faToken) })
    .where(eq(sessions.id, sessionId));
  await announceSessionsChanged(db);
  return faToken;
}

/** Whether a `2FAToken` cookie value belongs to this session. */
export async function checkTwoFactorToken(db: Db, sessionId: string, faToken: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.twoFactorTokenHash, hashToken(faToken))));
  return row !== undefined;
}

/**
 * Keeps the language the signed-in person chose in the app (the locale cookie the language switch
 * sets), so that what is mailed to them later is in it; a write only when it changed.
 */
export async function rememberLocale(db: Db, auth: SessionUser, chosen: Locale): Promise<void> {
  if (auth.user.locale === chosen) return;
  await db.update(users).set({ locale: chosen }).where(eq(users.id, auth.user.id));
  // the cached session (shared by the requests of this process) says so from now on
  auth.user.locale = chosen;
}
