import { AppError, openProcedures, validateSessionToken } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rememberSession, sessionTokenOf } from './context';
import { sendError } from './errors';
import { closeWithoutReading } from './unread-body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The procedures a REST route calls (`rest.ts`). */
    procedures?: string[];
  }
}

/** tRPC calls refused here (with their content type), for tRPC's `createContext` to answer. */
const refusedTrpcCalls = new WeakMap<FastifyRequest, string | undefined>();

const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** tRPC's route (`/trpc/:path`, Fastify's decoding of the URL already done); any other is REST's or the app's. */
const isTrpcRoute = (req: FastifyRequest) => req.routeOptions.url?.startsWith('/trpc/') ?? false;

/** The procedures a request calls: a tRPC path's (a batch names several), or a REST route's. */
const proceduresOf = (req: FastifyRequest): string[] | undefined =>
  isTrpcRoute(req)
    ? String((req.params as { path?: string }).path ?? '').split(',')
    : req.routeOptions.config.procedures;

/**
 * The caller is known before a body is read: a request with a body for a procedure that needs a
 * session (any procedure but `publicProcedure`'s), sent without a valid one, is answered
 * `401 unauthorized` at once and its connection closed, its body never parsed. A visitor cannot
 * make the server read and parse megabytes it will refuse anyway. Open procedures (sign-in, the
 * counterparty's link, which checks its token before any file) read their bodies as before.
 */
export function registerCallerFirst(app: FastifyInstance, database: Database) {
  app.addHook('onRequest', async (req, reply) => {
    if (!hasBody(req)) return;
    const procedures = proceduresOf(req);
    if (!procedures || procedures.every((path) => openProcedures.has(path))) return;
    const token = sessionTokenOf(req);
    const session = token ? await validateSessionToken(database.db, token) : null;
    if (session) {
      rememberSession(req, session);
      return;
    }
    closeWithoutReading(req, reply);
    if (!isTrpcRoute(req)) return sendError(new AppError('unauthorized'), req, reply);
    // tRPC answers in its envelope, which the web app reads. Fastify takes the request as bodiless
    // without its content type; tRPC gets the type back, or it refuses a batch with 415 instead.
    refusedTrpcCalls.set(req, req.headers['content-type']);
    delete req.headers['content-type'];
    delete req.headers['transfer-encoding'];
    req.headers['content-length'] = '0';
  });
  app.addHook('preValidation', async (req) => {
    if (refusedTrpcCalls.has(req)) req.headers['content-type'] = refusedTrpcCalls.get(req);
  });
}

/** For tRPC's `createContext`: throws `unauthorized` for a call refused before its body, so no procedure runs. */
export function refuseTrpcCallWithoutCaller(req: FastifyRequest) {
  if (refusedTrpcCalls.has(req)) throw new AppError('unauthorized');
}
