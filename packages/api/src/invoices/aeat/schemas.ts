import { submissionStatuses, verifactuRecordKinds } from '@bolo/db';
import { z } from 'zod';
import { id } from '../../shared/row-id';

export const submissionsInput = z.strictObject({ invoiceId: id });

/**
 * Where each record of an invoice stands with the AEAT: `not_taken` while the sender has not
 * taken it (sending off, or not yet), then its submission's state; for a refused record, or one
 * accepted with errors, the AEAT's code and text.
 */
export const submissionsOutput = z.object({
  sending: z.boolean(),
  records: z.array(
    z.object({
      recordId: z.number(),
      kind: z.enum(verifactuRecordKinds),
      status: z.enum([...submissionStatuses, 'not_taken']),
      attempts: z.number(),
      csv: z.string().nullable(),
      errorCode: z.string().nullable(),
      errorText: z.string().nullable(),
      lastAttemptAt: z.date().nullable(),
      answeredAt: z.date().nullable(),
      /** While pending: when the next submission may go, and why the last one got no answer. */
      nextAttemptAt: z.date().nullable(),
      lastFailure: z.string().nullable(),
    }),
  ),
});
export type SubmissionsOutput = z.infer<typeof submissionsOutput>;
