import { AppError, checkCallerOf, maxBodyOf, openProcedures, validateSessionToken } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rememberSession, sessionTokenOf } from './context';
import { sendError, withCatalogueCode } from './errors';
import { closeWithoutReading } from './unread-body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The procedures a REST route calls (`rest.ts`). */
    procedures?: string[];
    /** The largest `multipart/form-data` body a REST route that takes files reads (`rest.ts`). */
    multipartBytes?: number;
  }
}

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';

/** tRPC calls refused before their body (with why), for tRPC's `createContext` to answer. */
const refusedTrpcCalls = new WeakMap<FastifyRequest, unknown>();

const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** The body's size as its head announces it; none for a chunked body, which the parsers count as it comes. */
const announcedBytes = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] === undefined ? Number(req.headers['content-length']) : 0;

/** The body's media type without its parameters (`application/json; charset=utf-8` → `application/json`). */
const mediaTypeOf = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The media types a route's body may have, each with its largest size: JSON within the route's
 * limit (1 MiB unless the route says less) everywhere, tRPC included, and `multipart/form-data`
 * only on a REST route that takes files, within its files' limits.
 */
function bodyLimitsOf(req: FastifyRequest): Map<string, number> {
  // the route's own limit, else the server's (1 MiB)
  const limits = new Map([[JSON_TYPE, req.routeOptions.bodyLimit]]);
  const { multipartBytes } = req.routeOptions.config;
  if (multipartBytes) limits.set(MULTIPART_TYPE, multipartBytes);
  return limits;
}

/** tRPC's route (`/trpc/:path`, Fastify's decoding of the URL already done); any other is REST's or the app's. */
const isTrpcRoute = (req: FastifyRequest) => req.routeOptions.url?.startsWith('/trpc/') ?? false;

/** The procedures a request calls: a tRPC path's (a batch names several), or a REST route's. */
const proceduresOf = (req: FastifyRequest): string[] | undefined =>
  isTrpcRoute(req)
    ? String((req.params as { path?: string }).path ?? '').split(',')
    : req.routeOptions.config.procedures;

/**
 * Answers `error` without reading the body and closes the connection. REST answers here; a tRPC
 * call is handed to tRPC without its body (Fastify then reads none), so that `createContext`
 * throws `error` in tRPC's envelope, which the web app reads (each call of a batch gets it).
 */
function refuseUnread(req: FastifyRequest, reply: FastifyReply, error: unknown) {
  closeWithoutReading(req, reply);
  if (!isTrpcRoute(req)) return sendError(error, req, reply);
  refusedTrpcCalls.set(req, error);
  delete req.headers['content-type'];
  delete req.headers['transfer-encoding'];
  req.headers['content-length'] = '0';
}

/** Why a signed-in caller, or a visitor, may not send this request a body; nothing when they may. */
async function callerRefusal(req: FastifyRequest, database: Database): Promise<unknown> {
  const procedures = proceduresOf(req);
  if (!procedures || procedures.every((path) => openProcedures.has(path))) return undefined;
  const token = sessionTokenOf(req);
  const session = token ? await validateSessionToken(database.db, token) : null;
  if (session) rememberSession(req, session);
  try {
    checkCallerOf(procedures, session);
    return undefined;
  } catch (error) {
    return error;
  }
}

/**
 * One body policy for every route, REST and tRPC alike, decided from the request's head before a
 * byte of its body is read: a media type the route does not take is refused `415
 * unsupported_media_type`, a size past the route's limit `413 body_too_large` (past its procedure's
 * own, `maxBody`, as the procedure says: a template's text), and a caller the
 * route's procedures turn away whatever the input (a visitor on a closed procedure, a role without
 * the procedure's access, a non-administrator on an administrator's) `401`/`403` as the procedure
 * would. The connection is then closed, its body never parsed: a visitor, or a colleague without
 * the access, cannot make the server read megabytes it will refuse anyway. A chunked body announces
 * no size: the parsers stop at the limit as they read (Fastify's for JSON, busboy's per part).
 */
export function registerBodyPolicy(app: FastifyInstance, database: Database) {
  app.addHook('onRequest', async (req, reply) => {
    if (!hasBody(req)) return;
    const limit = bodyLimitsOf(req).get(mediaTypeOf(req));
    if (limit === undefined) return refuseUnread(req, reply, new AppError('unsupported_media_type'));
    if (announcedBytes(req) > limit) return refuseUnread(req, reply, new AppError('body_too_large'));
    // a procedure may read less than its route (a template's text): refused as the procedure says
    const own = mediaTypeOf(req) === JSON_TYPE ? maxBodyOf(proceduresOf(req) ?? []) : undefined;
    if (own && announcedBytes(req) > own.bytes) return refuseUnread(req, reply, own.tooLarge());
    const refusal = await callerRefusal(req, database);
    if (refusal) return refuseUnread(req, reply, refusal);
  });
  // tRPC answers a refused call in its envelope only for a type it reads: it is handed an empty JSON body
  app.addHook('preValidation', async (req) => {
    if (!refusedTrpcCalls.has(req)) return;
    req.headers['content-type'] = JSON_TYPE;
    req.body = '';
  });
}

/** For tRPC's `createContext`: throws why a call was refused before its body, so no procedure runs. */
export function refuseTrpcCallBeforeBody(req: FastifyRequest) {
  if (refusedTrpcCalls.has(req)) throw refusedTrpcCalls.get(req);
}

/**
 * The error handler of tRPC's scope: what Fastify refuses while reading a tRPC call's body (a
 * chunked JSON body past 1 MiB: `body_too_large`) is answered by `answer`, tRPC's own handler, in
 * its envelope as any refused call, and the connection closed without reading the rest.
 */
export const trpcBodyErrorHandler =
  (answer: (req: FastifyRequest, reply: FastifyReply) => Promise<void>) =>
  async (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    closeWithoutReading(req, reply);
    refusedTrpcCalls.set(req, withCatalogueCode(error));
    req.headers['content-type'] = JSON_TYPE;
    req.body = '';
    await answer(req, reply);
  };
