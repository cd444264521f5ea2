import { z } from 'zod';

/** A file's bytes: REST reads them from a multipart form; JSON cannot carry them. */
export const fileBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** What a procedure that answers a file gives (`FileAnswer`), sent as its bytes by the REST table. */
export const fileOutput = z.object({
  contentType: z.string(),
  bytes: fileBytes,
  filename: z.string().optional(),
});
