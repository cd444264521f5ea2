import { type Db, schema } from '@bolo/db';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq, sql } from 'drizzle-orm';
import { perDatabase, TtlCache } from '../shared/ttl-cache';

/** spec §9: access token max age 1209600 s, refresh token max age 2592000 s. */
export const ACCESS_TOKEN_SECONDS = 1_209_600;
export const REFRESH_TOKEN_SECONDS = 2_592_000;
/** A session used in the second half of its life is extended to a full life again. */
const RENEW_WITHIN_MS = (ACCESS_TOKEN_SECONDS * 1000) / 2;

const { sessions, users, roles } = schema;

/**
 * Validated sessions are kept 5 s in this process, which halves the database round trips of a
 * busy client. Sign-out on this instance forgets the entry at once; on other instances of a
 * scaled-out deployment a revoked or disabled session stops working within those 5 s.
 */
const SESSION_CACHE_MS = 5_000;
const sessionCacheOf = perDatabase<Db, TtlCache<SessionUser>>(() => new TtlCache(SESSION_CACHE_MS));

const sessionQueryOf = perDatabase((db: Db) =>
  db
    .select({
      session: {
        id: sessions.id,
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

export interface SessionUser {
  session: { id: string; expiresAt: Date; twoFactorPassedAt: Date | null };
  user: {
    id: number;
    email: string;
    name: string;
    lastName: string;
    phone: string | null;
    faEnabled: boolean;
    role: { name: string; access: string[] };
  };
}

export interface ClientMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export const hashToken = (token: string): string =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export async function createSession(
  db: Db,
  userId: number,
  meta: ClientMeta,
  now = new Date(),
): Promise<IssuedSession> {
  const token = generateToken();
  const refreshToken = generateToken();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000);
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt,
    refreshTokenHash: hashToken(refreshToken),
    refreshExpiresAt,
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent,
    createdAt: now,
  });
  return { token, expiresAt, refreshToken, refreshExpiresAt };
}

/** The session and its user for a token, or null when unknown, expired or the user is disabled. */
export async function validateSessionToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const id = hashToken(token);
  const cache = sessionCacheOf(db);
  const cached = cache.get(id, now.getTime());
  if (cached && cached.session.expiresAt.getTime() - now.getTime() >= RENEW_WITHIN_MS) return cached;
  const [row] = await sessionQueryOf(db).execute({ id });
  if (!row) return null;
  if (row.session.expiresAt.getTime() <= now.getTime() || row.user.disabledAt) {
    await invalidateSession(db, id);
    return null;
  }
  if (row.session.expiresAt.getTime() - now.getTime() < RENEW_WITHIN_MS) {
    row.session.expiresAt = new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000);
    await db.update(sessions).set({ expiresAt: row.session.expiresAt }).where(eq(sessions.id, id));
  }
  const { disabledAt: _, ...user } = row.user;
  const found = { session: row.session, user: { ...user, role: row.role } };
  cache.set(id, found, now.getTime());
  return found;
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  sessionCacheOf(db).delete(sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
