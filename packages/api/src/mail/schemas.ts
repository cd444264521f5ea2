import { schema } from '@bolo/db';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { pageFields, pageOf } from '../shared/page';
import { id } from '../shared/row-id';

export const mailListInput = z.object({
  ...pageFields,
  status: z.enum(schema.mailStatuses).optional(),
});
export type MailListInput = z.infer<typeof mailListInput>;

export const mailIdInput = z.object({ id });

const mailRow = createSelectSchema(schema.mails, { status: z.enum(schema.mailStatuses) });

/** A row of the mailbox: what the list shows. */
export const mailSummary = mailRow.pick({
  id: true,
  createdAt: true,
  kind: true,
  to: true,
  subject: true,
  status: true,
  attempts: true,
  error: true,
  sentAt: true,
  nextAttemptAt: true,
});
export const mailPageOutput = pageOf(mailSummary);

/** One mail as it was written, to read it. */
export const mailOutput = mailSummary.extend(
  mailRow.pick({ cc: true, bcc: true, text: true, html: true, idempotencyKey: true, createdBy: true }).shape,
);
export type MailOutput = z.infer<typeof mailOutput>;

/** Whether mail reaches people (an SMTP server is configured), and the last mail tried if it failed. */
export const mailStateOutput = z.object({
  smtp: z.boolean(),
  lastFailure: mailSummary.pick({ id: true, status: true, subject: true, error: true }).nullable(),
});
export type MailState = z.infer<typeof mailStateOutput>;
