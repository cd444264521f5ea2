import { AppError, CSRF_HEADER, CSRF_HEADER_VALUE } from '@bolo/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, sessionCookieOf } from './context';
import { sendError } from './errors';

/** What a request tells about where it comes from, as the forgery rule reads it. */
export interface RequestOrigin {
  method: string;
  /** The path without the query. */
  path: string;
  /** Signed by `Authorization: Bearer` (a REST consumer), which no other site can make a browser send. */
  bearer: boolean;
  /** Carries the session cookie, which a browser adds to requests other sites start too. */
  sessionCookie: boolean;
  /** The value of the web app's `x-bolo-csrf` header. */
  appHeader: string | undefined;
  /** `Sec-Fetch-Site`, which browsers set and pages cannot. */
  fetchSite: string | undefined;
  origin: string | undefined;
  /** The hosts this server answers for: the request's own, and the public address's. */
  hosts: string[];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : undefined);

/**
 * Whether a request is a cross-site forgery to refuse. Reads change nothing and Bearer calls need
 * no check. Any other change must not come from another site (by the browser's `Sec-Fetch-Site`
 * or `Origin`), and when it rides on the session cookie, or is a tRPC call (the sign-in that sets
 * the cookie among them), it must carry the header only the web app's own pages can send.
 */
export function isForgery(request: RequestOrigin): boolean {
  if (READS.has(request.method) || request.bearer) return false;
  if (request.fetchSite !== undefined && !['same-origin', 'none'].includes(request.fetchSite)) return true;
  if (request.origin !== undefined && !request.hosts.includes(hostOf(request.origin) ?? '')) return true;
  const needsAppHeader = request.sessionCookie || /^\/trpc(\/|$)/.test(request.path);
  return needsAppHeader && request.appHeader !== CSRF_HEADER_VALUE;
}

const headerOf = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Refuses forged changes with 403 `csrf_rejected` before any route reads the request. */
export function registerCsrfGuard(app: FastifyInstance, publicUrl: string) {
  const publicHost = hostOf(publicUrl);
  app.addHook('onRequest', async (req, reply) => {
    const forged = isForgery({
      method: req.method,
      path: req.url.split('?')[0] ?? '',
      bearer: bearerToken(req) !== undefined,
      sessionCookie: sessionCookieOf(req) !== undefined,
      appHeader: headerOf(req, CSRF_HEADER),
      fetchSite: headerOf(req, 'sec-fetch-site'),
      origin: headerOf(req, 'origin'),
      hosts: publicHost ? [req.host, publicHost] : [req.host],
    });
    // answered here: a tRPC route's own error handling would not give the catalogue's answer
    if (forged) return sendError(new AppError('csrf_rejected'), req, reply);
  });
}
