import { emailDepartments, mailStatuses } from '@bolo/db';
import { z } from 'zod';
import { id, version } from '../../shared/row-id';
import { plainText } from '../../shared/text';
import {
  chooseTemplateFields,
  documentBody,
  documentParty,
  documentSaveFields,
  documentStateFields,
  templateNameField,
} from '../documents/schemas';

/** The office department an email is for (spec §3 Email tabs): the email's `type`. */
export const department = z.enum(emailDepartments);

/** Checked by the service, which names the address that is not an email (`invalid_email`). */
const addresses = z.array(plainText(254)).max(50).default([]);

const kindFields = { type: department, subType: documentParty };
export const mailKeyInput = z.strictObject({ eventId: id, ...kindFields });
export type MailKey = z.infer<typeof mailKeyInput>;

export const mailChooseTemplateInput = z.strictObject({ ...chooseTemplateFields, ...kindFields });
export type MailChooseTemplateInput = z.infer<typeof mailChooseTemplateInput>;

export const mailListInput = z.strictObject({ eventId: id, type: department.optional() });

/** One email as the tab saves it, at the version of the stored row it read. */
const mailFields = {
  ...kindFields,
  to: addresses,
  cc: addresses,
  bcc: addresses,
  subject: plainText(500),
  body: documentBody,
  version: version.optional(),
};
export const mailSaveInput = z.strictObject({ ...documentSaveFields, ...mailFields });
export type MailSaveInput = z.infer<typeof mailSaveInput>;

export const mailSaveAllInput = z.strictObject({
  eventId: id,
  emails: z.array(z.strictObject(mailFields)).max(emailDepartments.length * documentParty.options.length),
});
export type MailSaveAllInput = z.infer<typeof mailSaveAllInput>;

/** The request's own id: the same id queues the mail once (a double click, a retry). */
const requestId = z.uuid();
export const mailSendInput = mailKeyInput.extend({ requestId });
export type MailSendInput = z.infer<typeof mailSendInput>;
export const mailSendAllInput = z.strictObject({ eventId: id, type: department.optional(), requestId });
export type MailSendAllInput = z.infer<typeof mailSendAllInput>;

export const mailNewTemplateInput = mailKeyInput.extend(templateNameField);

/** Where the last send of an email is: its outbox mail's state. */
const delivery = z
  .object({
    status: z.enum(mailStatuses),
    attempts: z.number().int(),
    error: z.string().nullable(),
    nextAttemptAt: z.date(),
  })
  .nullable();

/** One email of an event (spec §3 Email), with where it stands (spec §4). */
export const eventEmailOutput = z.object({
  ...documentStateFields,
  type: department,
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  /** Delivered at least once: the sender sets it on the row whose `outboxId` it delivered. */
  sent: z.boolean(),
  sentAt: z.date().nullable(),
  delivery,
});
export type EventEmail = z.infer<typeof eventEmailOutput>;
