import type { Db, DbKind } from '@bolo/db';
import type { SessionUser } from './auth/session';
import type { Locale } from './errors';

/** What the transport (tRPC over HTTP, the REST table, tests) gives every procedure. */
export interface Context {
  db: Db;
  dbKind: DbKind;
  /** The signed-in session, validated by the transport before the call; null for visitors. */
  auth: SessionUser | null;
  locale: Locale;
  /** The browser's IANA time zone from the X-Timezone header (spec §7). */
  timeZone: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** The web app's session cookie; REST and test callers pass a no-op. */
  sessionCookie: SessionCookie;
}

export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export const noSessionCookie: SessionCookie = { set: () => {}, clear: () => {} };
