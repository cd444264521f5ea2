import { type Db, schema } from '@bolo/db';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { SubmissionsOutput } from './schemas';

const { invoices, verifactuRecords, verifactuSubmissions, verifactuSendQueues } = schema;

/** The sending state of the records of invoice `invoiceId`, in the order they were made. */
export async function invoiceSubmissions(
  db: Db,
  invoiceId: number,
  sending: boolean,
): Promise<SubmissionsOutput> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new AppError('invoice_not_found');
  const rows = await db
    .select({
      recordId: verifactuRecords.id,
      kind: verifactuRecords.kind,
      submission: verifactuSubmissions,
      queue: { nextAttemptAt: verifactuSendQueues.nextAttemptAt, lastError: verifactuSendQueues.lastError },
    })
    .from(verifactuRecords)
    .leftJoin(verifactuSubmissions, eq(verifactuSubmissions.recordId, verifactuRecords.id))
    .leftJoin(
      verifactuSendQueues,
      and(
        eq(verifactuSendQueues.issuerNif, verifactuRecords.issuerNif),
        eq(verifactuSubmissions.status, 'pending'),
      ),
    )
    .where(eq(verifactuRecords.invoiceId, invoiceId))
    .orderBy(asc(verifactuRecords.id));
  return {
    sending,
    records: rows.map(({ recordId, kind, submission, queue }) => ({
      recordId,
      kind,
      status: submission?.status ?? 'not_taken',
      attempts: submission?.attempts ?? 0,
      csv: submission?.csv ?? null,
      errorCode: submission?.errorCode ?? null,
      errorText: submission?.errorText ?? null,
      lastAttemptAt: submission?.lastAttemptAt ?? null,
      answeredAt: submission?.answeredAt ?? null,
      nextAttemptAt: queue?.nextAttemptAt ?? null,
      lastFailure: queue?.lastError ?? null,
    })),
  };
}
