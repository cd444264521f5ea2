import { TRPCError } from '@trpc/server';
import { AppError, type ErrorCode, errorText, type Locale, type Status, statusOf } from './shared/errors';
import { isDatabaseUnreachable } from './shared/sql';

/** Where a service's AppError meets the transports: tRPC's codes, and the code of any error that reached one. */

const trpcCodeByStatus = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<Status, TRPCError['code']>;

/**
 * An AppError as tRPC carries it out of a procedure: tRPC's code for its status, and its code,
 * text, params, wait and cause as they were.
 */
export class AppTRPCError extends TRPCError {
  readonly appCode: ErrorCode;
  readonly retryAfterSeconds?: number;
  readonly params: AppError['params'];

  constructor(error: AppError) {
    super({ code: trpcCodeByStatus[statusOf(error.appCode)], message: error.message, cause: error.cause });
    this.appCode = error.appCode;
    this.retryAfterSeconds = error.retryAfterSeconds;
    this.params = error.params;
  }
}

type AppErrorFields = Pick<AppError, 'appCode' | 'params' | 'retryAfterSeconds'>;

/** The AppError `error` is, carries, or was wrapped in by tRPC (thrown outside a procedure). */
export function appErrorIn(error: unknown): AppErrorFields | undefined {
  if (error instanceof AppError || error instanceof AppTRPCError) return error;
  if (error instanceof TRPCError && error.cause instanceof AppError) return error.cause;
  return undefined;
}

/** The TRPCError tRPC should answer with: an AppError's, with its status and code, or tRPC's own. */
export function toTRPCError(error: TRPCError): TRPCError {
  return !(error instanceof AppTRPCError) && error.cause instanceof AppError
    ? new AppTRPCError(error.cause)
    : error;
}

const appCodeByTrpcCode: Partial<Record<TRPCError['code'], ErrorCode>> = {
  PARSE_ERROR: 'validation_error',
  BAD_REQUEST: 'validation_error',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  METHOD_NOT_SUPPORTED: 'not_found',
  CONFLICT: 'version_conflict',
  PAYLOAD_TOO_LARGE: 'body_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported_media_type',
  TOO_MANY_REQUESTS: 'rate_limited',
};

/** The catalogue code of any error that reached a transport. */
export function errorCodeOf(error: unknown): ErrorCode {
  const appError = appErrorIn(error);
  if (appError) return appError.appCode;
  if (isDatabaseUnreachable(error)) return 'db_unavailable';
  if (error instanceof TRPCError) return appCodeByTrpcCode[error.code] ?? 'server_error';
  return 'server_error';
}

/** How long a database that went away is given before a client asks again. */
const DB_RETRY_AFTER_SECONDS = 5;

/** The `Retry-After` of an answer, in seconds: a rate limit's wait, or the database's return. */
export function retryAfterOf(error: unknown, code = errorCodeOf(error)): number | undefined {
  const wait = appErrorIn(error)?.retryAfterSeconds;
  if (wait) return wait;
  return code === 'db_unavailable' ? DB_RETRY_AFTER_SECONDS : undefined;
}

/** What a person reads for any error that reached a transport, in their language. */
export const errorMessageOf = (error: unknown, locale: Locale, code = errorCodeOf(error)): string =>
  errorText(code, locale, appErrorIn(error)?.params);
