import type { AppRouter } from '@bolo/api';
import { TRPCClientError } from '@trpc/client';

export type ApiError = TRPCClientError<AppRouter>;

export const isApiError = (error: unknown): error is ApiError => error instanceof TRPCClientError;

/** The catalogue code of an API error (`login_failed`, `unauthorized`, …), if it is one. */
export const errorCodeOf = (error: unknown): string | undefined =>
  isApiError(error) ? error.data?.code : undefined;

/** The HTTP status an error stands for: the API's, or 500 for anything else. */
export const httpStatusOf = (error: unknown): number =>
  isApiError(error) ? (error.data?.httpStatus ?? 500) : 500;

/** 4xx means the request itself is refused: asking again gives the same answer. */
export const isClientError = (error: unknown): boolean => {
  if (!isApiError(error) || !error.data) return false;
  return error.data.httpStatus >= 400 && error.data.httpStatus < 500;
};

/** The text a person reads: the API message is already localized by the server. */
export const errorMessageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
