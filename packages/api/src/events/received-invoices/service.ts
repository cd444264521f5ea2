import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { downloadOf } from '../../masters';
import type { FileAnswer } from '../../rest';
import { AppError } from '../../shared/errors';
import { certificateType, type FileStorage } from '../../storage';
import { certificateTypes, MAX_FILE_BYTES } from '../../storage/public';
import { changesOf, recordChanges } from '../audit';
import { getSettlement } from '../settlements/service';
import { insertedOnce, liveEvent, lockEvent, nextVersion } from '../store';
import { invoiceMismatches } from './rules';
import type { ReceivedInvoiceOutput, ReceivedInvoiceSaveInput } from './schemas';

const { eventReceivedInvoices } = schema;
type Row = typeof eventReceivedInvoices.$inferSelect;

/** The `part` of the invoice's rows in `event_audit`. */
const AUDIT_PART = 'facturaArtista';

const savedInvoice = async (db: Db, eventId: number): Promise<Row | undefined> =>
  (await db.select().from(eventReceivedInvoices).where(eq(eventReceivedInvoices.eventId, eventId)))[0];

/**
 * The artist's invoice of an event (null when none is recorded) and where it differs from the
 * settlement's figures: a locked one's as it was locked, a draft's as they are now.
 */
export async function getReceivedInvoice(db: Db, eventId: number): Promise<ReceivedInvoiceOutput> {
  const settlement = await getSettlement(db, eventId);
  const row = await savedInvoice(db, eventId);
  return {
    invoice: row
      ? {
          version: row.version,
          number: row.number,
          issueDate: row.issueDate,
          currency: row.currency,
          base: row.base,
          vat: row.vat,
          withholding: row.withholding,
          irnrExemption: row.irnrExemption,
          irnrExemptionReference: row.irnrExemptionReference,
          fileName: row.fileKey ? row.fileName : null,
        }
      : null,
    settlementStatus: settlement.status,
    taxSituation: settlement.figures.taxSituation,
    mismatches: row ? invoiceMismatches(row, settlement.figures) : [],
  };
}

/**
 * Records the artist's invoice at the version read (0: none yet); a corrected one replaces it. Only
 * a non-resident's invoice may be exempt from IRNR, by the artist's situation on the settlement.
 */
export async function saveReceivedInvoice(
  db: Db,
  { eventId, version, ...fields }: ReceivedInvoiceSaveInput,
  actorId: number,
): Promise<ReceivedInvoiceOutput> {
  if (fields.irnrExemption !== 'none') {
    const { figures } = await getSettlement(db, eventId);
    if (figures.taxSituation !== 'non_resident') throw new AppError('received_invoice_exemption_resident');
  }
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const row = await savedInvoice(tx, eventId);
    if ((row?.version ?? 0) !== version) throw new AppError('version_conflict');
    if (row) {
      await tx
        .update(eventReceivedInvoices)
        .set({ ...fields, ...nextVersion(eventReceivedInvoices, actorId) })
        .where(eq(eventReceivedInvoices.id, row.id));
    } else {
      await insertedOnce(() =>
        tx
          .insert(eventReceivedInvoices)
          .values({ ...fields, eventId, createdBy: actorId, updatedBy: actorId }),
      );
    }
    await recordChanges(tx, { eventId, part: AUDIT_PART, userId: actorId }, changesOf(row ?? {}, fields));
  });
  return getReceivedInvoice(db, eventId);
}

/** The invoice's file from its bytes: a PDF, PNG or JPEG up to the uploads' limit. */
function checkedFile(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_FILE_BYTES) throw new AppError('payload_too_large');
  const type = certificateType(bytes);
  if (!type) throw new AppError('received_invoice_file_type');
  return { extension: type, contentType: certificateTypes[type] };
}

/**
 * Stores the file of the recorded invoice (`not_found` before one is recorded), replacing the
 * one it had, which is deleted once the new key is committed.
 */
export async function uploadReceivedInvoiceFile(
  db: Db,
  storage: FileStorage,
  input: { eventId: number; file: Uint8Array; name: string },
  actorId: number,
): Promise<ReceivedInvoiceOutput> {
  const { extension, contentType } = checkedFile(input.file);
  if (!(await savedInvoice(db, input.eventId))) throw new AppError('not_found');
  const key = `received-invoices/${input.eventId}/${randomUUID()}.${extension}`;
  await storage.put(key, input.file, contentType);
  const before = await db
    .transaction(async (tx) => {
      await lockEvent(tx, input.eventId);
      const row = await savedInvoice(tx, input.eventId);
      if (!row) throw new AppError('not_found');
      await tx
        .update(eventReceivedInvoices)
        .set({ fileKey: key, fileName: input.name, ...nextVersion(eventReceivedInvoices, actorId) })
        .where(eq(eventReceivedInvoices.id, row.id));
      return row.fileKey;
    })
    .catch(async (error: unknown) => {
      await storage.delete(key);
      throw error;
    });
  if (before) await storage.delete(before);
  return getReceivedInvoice(db, input.eventId);
}

/** The invoice's file, saved by the browser as what its bytes are. */
export async function receivedInvoiceFile(
  db: Db,
  storage: FileStorage,
  eventId: number,
): Promise<FileAnswer & { filename?: string }> {
  await liveEvent(db, eventId);
  const row = await savedInvoice(db, eventId);
  return downloadOf(storage, row?.fileKey ?? '', `factura-artista-${eventId}`);
}
