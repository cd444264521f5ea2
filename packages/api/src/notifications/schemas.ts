import { schema } from '@bolo/db';
import { z } from 'zod';
import { pageFields, pageOf } from '../shared/page';
import { id } from '../shared/row-id';
import { idInput } from '../shared/schemas';

const kind = z.enum(schema.notificationKinds);

export const notificationListInput = z.object({
  ...pageFields,
  /** Only the ones not read yet; REST sends it as text. */
  unreadOnly: z.union([z.boolean(), z.stringbool()]).optional(),
  kind: kind.optional(),
});
export type NotificationListInput = z.infer<typeof notificationListInput>;

export const notificationIdInput = idInput;

export const markReadInput = z.object({
  ids: z.array(id).min(1).max(500),
});

/** A notification as the list words it: `data` holds what its kind names (party, subject …). */
export const notificationOutput = z.object({
  id: z.number().int(),
  kind,
  eventId: z.number().int().nullable(),
  eventName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  readAt: z.date().nullable(),
  createdAt: z.date(),
});
export type NotificationOutput = z.infer<typeof notificationOutput>;

export const notificationPageOutput = pageOf(notificationOutput);

/** What a change of read state leaves: the caller's unread count, for the header's bell. */
export const unreadOutput = z.object({ unreadCount: z.number().int() });
