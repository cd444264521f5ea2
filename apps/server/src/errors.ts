import {
  type ErrorCode,
  errorCodeOf,
  errorMessageOf,
  invalidFields,
  retryAfterOf,
  statusOf,
} from '@bolo/api';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './context';

/** Fastify's own client errors (bad JSON, wrong content type, body too large …). */
function fastifyClientErrorCode(error: FastifyError): ErrorCode | undefined {
  if (error.statusCode === 413) return 'payload_too_large';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'validation_error';
  return undefined;
}

/**
 * Every failure on a REST path answers `{code, message}` with the catalogue's status; a
 * `validation_error` adds `fields`, the ones `input` failed its schema on (none known: empty).
 */
export function sendError(error: unknown, req: FastifyRequest, reply: FastifyReply, input?: unknown) {
  const code = (isFastifyError(error) ? fastifyClientErrorCode(error) : undefined) ?? errorCodeOf(error);
  if (statusOf(code) >= 500) req.log.error({ err: error }, 'request failed');
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
