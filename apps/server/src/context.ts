import {
  type Context,
  type Locale,
  rememberLocale,
  type Services,
  type SessionUser,
  validateSessionToken,
} from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'bolo_session';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const TWO_FACTOR_COOKIE = '2FAToken';
const DEFAULT_TIME_ZONE = 'Europe/Madrid';

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return undefined;
}

/** Served over HTTPS, directly or behind a proxy that says so (`TRUST_PROXY`, `X-Forwarded-Proto`). */
const isHttps = (req: FastifyRequest) => req.protocol === 'https';

/**
 * Over HTTPS the session cookie takes the `__Host-` prefix: browsers then accept it only Secure,
 * for `/` and this exact host, so a neighbouring subdomain cannot plant a session of its own.
 */
export const sessionCookieName = (https: boolean) => (https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** The web app's session cookie, under the name this request's scheme gives it. */
export const sessionCookieOf = (req: FastifyRequest): string | undefined =>
  req.cookies[sessionCookieName(isHttps(req))];

/** The session a request names: its Bearer token (REST consumers), else the web app's cookie. */
export const sessionTokenOf = (req: FastifyRequest): string | undefined =>
  bearerToken(req) ?? sessionCookieOf(req);

/**
 * The session's cookies: out of reach of scripts, sent by the browser only to requests Bolo's own
 * pages make (the app is one page calling its API, so Strict breaks no link: mailed links open
 * public pages), and Secure over HTTPS.
 */
const sessionCookieOptions = (req: FastifyRequest) =>
  ({ path: '/', httpOnly: true, sameSite: 'strict', secure: isHttps(req) }) as const;

const asLocale = (value: unknown): Locale | undefined =>
  value === 'es' || value === 'en' ? value : undefined;

export function requestLocale(req: FastifyRequest): Locale {
  return (
    asLocale(req.headers['x-locale']) ??
    // no cookies yet when Fastify refuses the path before its hooks run
    asLocale(req.cookies?.[LOCALE_COOKIE]) ??
    (req.headers['accept-language']?.toLowerCase().startsWith('en') ? 'en' : 'es')
  );
}

function requestTimeZone(req: FastifyRequest): string {
  const zone = req.headers['x-timezone'];
  if (typeof zone !== 'string' || zone.length > 64) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Sessions already looked up for a request (`body-policy.ts`), so its context does not look again. */
const sessionsFound = new WeakMap<FastifyRequest, SessionUser>();
export const rememberSession = (req: FastifyRequest, session: SessionUser) => sessionsFound.set(req, session);

/** Builds the procedure context from an HTTP request: one session lookup, no more. */
export async function createRequestContext(
  database: Database,
  services: Services,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const token = sessionTokenOf(req);
  const cookie = sessionCookieOptions(req);
  const sessionCookie = sessionCookieName(isHttps(req));
  const auth = sessionsFound.get(req) ?? (token ? await validateSessionToken(database.db, token) : null);
  // the language switch's choice, kept for what is mailed to the person later
  const chosen = asLocale(req.cookies?.[LOCALE_COOKIE]);
  if (auth && chosen) await rememberLocale(database.db, auth, chosen);
  return {
    db: database.db,
    dbKind: database.kind,
    auth,
    locale: requestLocale(req),
    timeZone: requestTimeZone(req),
    ipAddress: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    cookies: {
      setSession: (value, expires) => reply.setCookie(sessionCookie, value, { ...cookie, expires }),
      clearSession: () => {
        reply.clearCookie(sessionCookie, cookie);
        reply.clearCookie(TWO_FACTOR_COOKIE, cookie);
      },
      setTwoFactor: (value, expires) => reply.setCookie(TWO_FACTOR_COOKIE, value, { ...cookie, expires }),
    },
    twoFactorCookie: req.cookies[TWO_FACTOR_COOKIE] ?? null,
    services,
  };
}
