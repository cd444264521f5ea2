import {
  AppError,
  type ErrorCode,
  errorCodeOf,
  errorMessageOf,
  invalidFields,
  retryAfterOf,
  statusOf,
} from '@bolo/api';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './context';

/** Fastify's codes that name a catalogue code of their own; its other client errors are `validation_error`. */
const fastifyCodes: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

/** Fastify's own client errors (bad JSON, wrong content type, body too large …). */
function fastifyClientErrorCode(error: FastifyError): ErrorCode | undefined {
  const named = fastifyCodes[error.code];
  if (named) return named;
  if (error.statusCode === 413) return 'payload_too_large';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'validation_error';
  return undefined;
}

/** The catalogue code of any error a route ends with, Fastify's own among them. */
const routeErrorCode = (error: unknown): ErrorCode =>
  (isFastifyError(error) ? fastifyClientErrorCode(error) : undefined) ?? errorCodeOf(error);

/** Fastify's own client error as the catalogue's AppError (for tRPC's envelope); any other error as it is. */
export function withCatalogueCode(error: unknown): unknown {
  const code = isFastifyError(error) ? fastifyClientErrorCode(error) : undefined;
  return code ? new AppError(code, { cause: error }) : error;
}

/** A server-side failure goes to the log: as a warning when it is load turned away on purpose (`busy`). */
function logFailure(code: ErrorCode, error: unknown, req: FastifyRequest) {
  if (statusOf(code) < 500) return;
  if (code === 'busy') req.log.warn({ code }, 'request refused: busy');
  else req.log.error({ err: error }, 'request failed');
}

/**
 * Every failure on a REST path answers `{code, message}` with the catalogue's status; a
 * `validation_error` adds `fields`, the ones `input` failed its schema on (none known: empty).
 */
export function sendError(error: unknown, req: FastifyRequest, reply: FastifyReply, input?: unknown) {
  const code = routeErrorCode(error);
  logFailure(code, error, req);
  const retryAfter = retryAfterOf(error, code);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  const locale = requestLocale(req);
  const message = errorMessageOf(error, locale, code);
  if (code !== 'validation_error') return reply.status(statusOf(code)).send({ code, message });
  const fields = invalidFields(error, input ?? req.body, locale) ?? [];
  return reply.status(statusOf(code)).send({ code, message, fields });
}

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error &&
  typeof (error as FastifyError).code === 'string' &&
  (error as FastifyError).code.startsWith('FST_');
