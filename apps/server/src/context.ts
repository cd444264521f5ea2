import { type Context, type Locale, type Services, validateSessionToken } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'bolo_session';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const TWO_FACTOR_COOKIE = '2FAToken';
const DEFAULT_TIME_ZONE = 'Europe/Madrid';

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return undefined;
}

/** The session a request names: its Bearer token (REST consumers), else the web app's cookie. */
export const sessionTokenOf = (req: FastifyRequest): string | undefined =>
  bearerToken(req) ?? req.cookies[SESSION_COOKIE];

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

/** Builds the procedure context from an HTTP request: one session lookup, no more. */
export async function createRequestContext(
  database: Database,
  services: Services,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const token = sessionTokenOf(req);
  const httpOnlyCookie = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
  } as const;
  return {
    db: database.db,
    dbKind: database.kind,
    auth: token ? await validateSessionToken(database.db, token) : null,
    locale: requestLocale(req),
    timeZone: requestTimeZone(req),
    ipAddress: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    cookies: {
      setSession: (value, expires) => reply.setCookie(SESSION_COOKIE, value, { ...httpOnlyCookie, expires }),
      clearSession: () => {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        reply.clearCookie(TWO_FACTOR_COOKIE, { path: '/' });
      },
      setTwoFactor: (value, expires) =>
        reply.setCookie(TWO_FACTOR_COOKIE, value, { ...httpOnlyCookie, expires }),
    },
    twoFactorCookie: req.cookies[TWO_FACTOR_COOKIE] ?? null,
    services,
  };
}
