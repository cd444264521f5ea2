import { z } from 'zod';
import { fileBytes } from '../../shared/files';
import { id, version } from '../../shared/row-id';
import { plainText } from '../../shared/text';
import { MAX_FILES } from '../../storage/public';

export const posterListInput = z.strictObject({ eventId: id });
export const posterIdInput = z.strictObject({ id });
/** The generic `latest` and `search/:name` of the legacy resource, within one event when given. */
export const posterLatestInput = z.strictObject({ eventId: id.optional() });
export const posterSearchInput = z.strictObject({
  name: plainText(200).min(1),
  eventId: id.optional(),
});
export type PosterSearchInput = z.infer<typeof posterSearchInput>;

/** One uploaded file: the browser's name for it (shown, never trusted for its type) and its bytes. */
const posterFile = z.strictObject({ name: plainText(255).min(1), bytes: fileBytes });
export const posterUploadInput = z.strictObject({
  eventId: id,
  files: z.array(posterFile).min(1).max(MAX_FILES),
});
export type PosterUploadInput = z.infer<typeof posterUploadInput>;

export const posterDescriptionInput = z.strictObject({
  id,
  description: plainText(2000),
  version,
});
export type PosterDescriptionInput = z.infer<typeof posterDescriptionInput>;

export const posterDeleteInput = z.strictObject({ ids: z.array(id).min(1).max(200) });

/** A poster as the tab shows it, with the addresses of its original and its thumbnail. */
export const posterOutput = z.object({
  id: z.number(),
  eventId: z.number(),
  name: z.string(),
  description: z.string(),
  contentType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  version: z.number(),
  createdAt: z.date(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type Poster = z.infer<typeof posterOutput>;
