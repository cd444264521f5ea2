import { MAX_ANNEX_PAGES, MAX_SETTLEMENT_PAGES, PDF_THREAD_SECONDS, PdfInputError } from '@bolo/templating';
import { AppError } from './errors';

/** The typesetter's refusals as the catalogue's 4xx; anything else is left as it is. */
export const asAppError = (error: unknown) =>
  error instanceof PdfInputError
    ? new AppError(error.code, {
        cause: error,
        params: { limit: MAX_ANNEX_PAGES, seconds: PDF_THREAD_SECONDS, pages: MAX_SETTLEMENT_PAGES },
      })
    : error;
