import { randomUUID } from 'node:crypto';
import { type Db, type PartyKind, schema } from '@bolo/db';
import { and, eq } from 'drizzle-orm';
import { checkCertificate, downloadOf } from '../../masters';
import type { FileAnswer } from '../../rest';
import { AppError } from '../../shared/errors';
import { asciiFileName } from '../../shared/files';
import type { FileStorage } from '../../storage';
import { lockEvent } from '../store';
import type { AdvanceFileUpload, AdvanceOutput } from './schemas';
import { audit, getAdvance } from './service';

const { eventAdvanceFiles, eventAdvanceItems } = schema;
type ItemRow = typeof eventAdvanceItems.$inferSelect;
export type FileRow = typeof eventAdvanceFiles.$inferSelect;

/** Who sends files to a point: a staff user, or a counterparty's link (whose files wait for staff). */
export type FileSender = { userId: number } | { party: PartyKind; linkId: number };

/** What the history keeps of a file: its point and its name. */
export const fileSummary = (item: Pick<ItemRow, 'title' | 'source'>, file: Pick<FileRow, 'name'>) => ({
  title: item.title,
  source: item.source,
  name: file.name,
});

/** The point `itemId` of the event, of `section` when given; `not_found` otherwise (another event's, gone). */
export async function itemOf(
  db: Db,
  eventId: number,
  itemId: number,
  section?: ItemRow['section'],
): Promise<ItemRow> {
  const [item] = await db
    .select()
    .from(eventAdvanceItems)
    .where(
      and(
        eq(eventAdvanceItems.id, itemId),
        eq(eventAdvanceItems.eventId, eventId),
        section ? eq(eventAdvanceItems.section, section) : undefined,
      ),
    );
  if (!item) throw new AppError('not_found');
  return item;
}

/**
 * Files onto a point of the event's checklist. Each is checked from its bytes as a certificate is
 * (PDF, PNG or JPEG within the upload limit) before any is stored: one refused file stores none.
 * From a link they are pending until staff accept them; `then` adds what goes with the rows in the
 * same transaction (the history, the link's proposed changes).
 */
export async function storeFiles(
  db: Db,
  storage: FileStorage,
  target: { eventId: number; itemId: number; section?: ItemRow['section'] },
  files: AdvanceFileUpload[],
  sender: FileSender,
  then: (tx: Db, item: ItemRow, rows: FileRow[]) => Promise<void>,
): Promise<void> {
  await itemOf(db, target.eventId, target.itemId, target.section);
  const checked = [];
  for (const file of files) checked.push({ ...file, ...(await checkCertificate(file.bytes)) });
  const stored = checked.map((file) => ({
    ...file,
    key: `advance/${target.eventId}/${target.itemId}/${randomUUID()}.${file.extension}`,
  }));
  try {
    for (const file of stored) await storage.put(file.key, file.bytes, file.contentType);
    await db.transaction(async (tx) => {
      await lockEvent(tx, target.eventId);
      const item = await itemOf(tx, target.eventId, target.itemId, target.section);
      const fromLink = 'linkId' in sender;
      const rows = await tx
        .insert(eventAdvanceFiles)
        .values(
          stored.map((file) => ({
            eventId: target.eventId,
            itemId: target.itemId,
            storageKey: file.key,
            name: file.name,
            contentType: file.contentType,
            size: file.bytes.byteLength,
            uploadedBy: fromLink ? null : sender.userId,
            party: fromLink ? sender.party : null,
            linkId: fromLink ? sender.linkId : null,
            pending: fromLink,
          })),
        )
        .returning();
      await then(tx, item, rows);
    });
  } catch (error) {
    await Promise.all(stored.map((file) => storage.delete(file.key)));
    throw error;
  }
}

/** Staff attach files to a point: at once one of its files, in the event's history. */
export async function uploadFiles(
  db: Db,
  storage: FileStorage,
  input: { eventId: number; itemId: number; files: AdvanceFileUpload[] },
  actorId: number,
): Promise<AdvanceOutput> {
  await storeFiles(db, storage, input, input.files, { userId: actorId }, (tx, item, rows) =>
    audit(
      tx,
      input.eventId,
      actorId,
      rows.map((row) => ({ field: 'file', oldValue: null, newValue: fileSummary(item, row) })),
    ),
  );
  return getAdvance(db, input.eventId);
}

/** A file of the event's points, `not_found` when it is another event's or gone. */
export async function fileOf(db: Db, key: { eventId: number; id: number }): Promise<FileRow> {
  const [file] = await db
    .select()
    .from(eventAdvanceFiles)
    .where(and(eq(eventAdvanceFiles.id, key.id), eq(eventAdvanceFiles.eventId, key.eventId)));
  if (!file) throw new AppError('not_found');
  return file;
}

/** A point's file for staff to download (one still to accept too, to look at it first), under its own name. */
export async function downloadFile(
  db: Db,
  storage: FileStorage,
  key: { eventId: number; id: number },
): Promise<FileAnswer> {
  const file = await fileOf(db, key);
  return downloadOf(
    storage,
    file.storageKey,
    asciiFileName(file.name.replace(/\.\w+$/, ''), `avance-${file.id}`),
  );
}

/** Deletes one of a point's files (one still to accept is rejected instead), then its bytes. */
export async function deleteFile(
  db: Db,
  storage: FileStorage,
  key: { eventId: number; id: number },
  actorId: number,
): Promise<AdvanceOutput> {
  const deleted = await db.transaction(async (tx) => {
    await lockEvent(tx, key.eventId);
    const file = await fileOf(tx, key);
    if (file.pending) throw new AppError('not_found');
    const item = await itemOf(tx, key.eventId, file.itemId);
    await tx.delete(eventAdvanceFiles).where(eq(eventAdvanceFiles.id, file.id));
    await audit(tx, key.eventId, actorId, [
      { field: 'file', oldValue: fileSummary(item, file), newValue: null },
    ]);
    return file;
  });
  await storage.delete(deleted.storageKey);
  return getAdvance(db, key.eventId);
}
