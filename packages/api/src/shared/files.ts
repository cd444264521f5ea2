import { z } from 'zod';

/** A file's bytes: REST reads them from a multipart form; JSON cannot carry them. */
export const fileBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** What a procedure that answers a file gives (`FileAnswer`), sent as its bytes by the REST table. */
export const fileOutput = z.object({
  contentType: z.string(),
  bytes: fileBytes,
  filename: z.string().optional(),
});

/** Storage keys never change their bytes, so browsers keep what they fetched. */
export const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * A file's name as a Content-Disposition header carries it: ASCII letters, digits, `._-` (accents
 * dropped, anything else a dash), never empty.
 */
export const asciiFileName = (name: string, fallback: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(-150) || fallback;
