import { AppError, CSRF_HEADER, CSRF_HEADER_VALUE } from '@bolo/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, sessionCookieOf } from './context';
import { sendError } from './errors';

/** What a request tells about where it comes from, as the forgery rule reads it. */
export interface RequestOrigin {
  method: string;
  /** The path of the route the request reached, or its path without the query when none. */
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
const isTrpcPath = (path: string) => /^\/trpc(\/|$)/.test(path);
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
  const needsAppHeader = request.sessionCookie || isTrpcPath(request.path);
  return needsAppHeader && request.appHeader !== CSRF_HEADER_VALUE;
}

const headerOf = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The tRPC calls the guard refused, for tRPC's `createContext` to answer. */
const refusedTrpcCalls = new WeakSet<FastifyRequest>();

/**
 * Refuses forged changes with 403 `csrf_rejected` before any route reads the request. A REST path
 * answers `{code, message}` here; a tRPC call is answered by `refuseForgedTrpcCall`, in tRPC's own
 * error envelope, which the web app's tRPC client reads (each call of a batch gets it).
 */
export function registerCsrfGuard(app: FastifyInstance, publicUrl: string) {
  const publicHost = hostOf(publicUrl);
  app.addHook('onRequest', async (req, reply) => {
    // the route Fastify matched after decoding the URL, so that `/%74rpc/…` counts as tRPC too
    const path = req.routeOptions.url ?? req.url.split('?')[0] ?? '';
    const forged = isForgery({
      method: req.method,
      path,
      bearer: bearerToken(req) !== undefined,
      sessionCookie: sessionCookieOf(req) !== undefined,
      appHeader: headerOf(req, CSRF_HEADER),
      fetchSite: headerOf(req, 'sec-fetch-site'),
      origin: headerOf(req, 'origin'),
      hosts: publicHost ? [req.host, publicHost] : [req.host],
    });
    if (!forged) return;
    if (isTrpcPath(path)) refusedTrpcCalls.add(req);
    else return sendError(new AppError('csrf_rejected'), req, reply);
  });
}

/** For tRPC's `createContext`: throws `csrf_rejected` for a call the guard refused, so no procedure runs. */
export function refuseForgedTrpcCall(req: FastifyRequest) {
  if (refusedTrpcCalls.has(req)) throw new AppError('csrf_rejected');
}
