import { type Context, type Locale, validateSessionToken } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'bolo_session';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
const DEFAULT_TIME_ZONE = 'Europe/Madrid';

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return undefined;
}

const asLocale = (value: unknown): Locale | undefined =>
  value === 'es' || value === 'en' ? value : undefined;

export function requestLocale(req: FastifyRequest): Locale {
  return (
    asLocale(req.headers['x-locale']) ??
    asLocale(req.cookies[LOCALE_COOKIE]) ??
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
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const token = bearerToken(req) ?? req.cookies[SESSION_COOKIE];
  const secure = req.protocol === 'https';
  return {
    db: database.db,
    dbKind: database.kind,
    auth: token ? await validateSessionToken(database.db, token) : null,
    locale: requestLocale(req),
    timeZone: requestTimeZone(req),
    ipAddress: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    sessionCookie: {
      set: (value, expiresAt) =>
        reply.setCookie(SESSION_COOKIE, value, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          expires: expiresAt,
        }),
      clear: () => reply.clearCookie(SESSION_COOKIE, { path: '/' }),
    },
  };
}
