import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@bolo/db';
import { and, asc, desc, eq, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import type { FileAnswer } from '../../rest';
import { AppError } from '../../shared/errors';
import { asciiFileName } from '../../shared/files';
import { containsPattern } from '../../shared/sql';
import type { FileStorage } from '../../storage';
import { type CheckedImage, checkImage, type ImageRules, thumbnailKey } from '../../storage';
import { imageTypes, MAX_POSTER_BYTES } from '../../storage/public';
import { liveEvent, lockEvent } from '../store';
import type { Poster, PosterDescriptionInput, PosterSearchInput, PosterUploadInput } from './schemas';

const { eventPosters } = schema;
type PosterRow = typeof eventPosters.$inferSelect;

/** Who works on an event's posters, and with what. */
export interface PostersCaller {
  db: Db;
  storage: FileStorage;
  actorId: number;
}

const POSTER_MEGABYTES = MAX_POSTER_BYTES / 1024 / 1024;
/** Thumbnails big enough for a grid of posters on a wide screen, and for a phone's full width. */
const POSTER_THUMBNAIL_SIZE = 400;

/** A name in both languages' texts: the file's own. */
const named = (name: string) => ({ name: { es: name, en: name } });
export const posterTooLarge = (name: string) =>
  new AppError('poster_too_large', { params: { ...named(name), limit: POSTER_MEGABYTES } });

const posterRules = (name: string): ImageRules => ({
  maxBytes: MAX_POSTER_BYTES,
  thumbnailSize: POSTER_THUMBNAIL_SIZE,
  tooLarge: () => posterTooLarge(name),
  notImage: (cause) => new AppError('poster_not_image', { params: named(name), cause }),
});

const posterPath = (id: number) => `/api/carteles/${id}`;

const answer = (row: PosterRow): Poster => ({
  id: row.id,
  eventId: row.eventId,
  name: row.name,
  description: row.description,
  contentType: row.contentType,
  size: row.size,
  width: row.width,
  height: row.height,
  version: row.version,
  createdAt: row.createdAt,
  url: `${posterPath(row.id)}/original`,
  // the id is in the address and a poster's bytes never change: the browser keeps the thumbnail
  thumbnailUrl: `${posterPath(row.id)}/thumbnail`,
});

/** The posters of a live event, in the order they were uploaded. */
export async function listPosters(db: Db, eventId: number): Promise<Poster[]> {
  await liveEvent(db, eventId);
  const rows = await db
    .select()
    .from(eventPosters)
    .where(eq(eventPosters.eventId, eventId))
    .orderBy(asc(eventPosters.position), asc(eventPosters.id));
  return rows.map(answer);
}

const ofEvent = (eventId: number | undefined): SQL | undefined =>
  eventId === undefined ? undefined : eq(eventPosters.eventId, eventId);

/** The poster uploaded last (of the event, when given), or null when there is none. */
export async function latestPoster(db: Db, eventId: number | undefined): Promise<Poster | null> {
  const [row] = await db
    .select()
    .from(eventPosters)
    .where(ofEvent(eventId))
    .orderBy(desc(eventPosters.id))
    .limit(1);
  return row ? answer(row) : null;
}

/** Posters whose name or description holds `name`, newest first, at most 50. */
export async function searchPosters(db: Db, input: PosterSearchInput): Promise<Poster[]> {
  const pattern = containsPattern(input.name);
  const rows = await db
    .select()
    .from(eventPosters)
    .where(
      and(
        ofEvent(input.eventId),
        or(ilike(eventPosters.name, pattern), ilike(eventPosters.description, pattern)),
      ),
    )
    .orderBy(desc(eventPosters.id))
    .limit(50);
  return rows.map(answer);
}

async function posterRow(db: Db, id: number): Promise<PosterRow> {
  const [row] = await db.select().from(eventPosters).where(eq(eventPosters.id, id));
  if (!row) throw new AppError('not_found');
  return row;
}

export const findPoster = async (db: Db, id: number): Promise<Poster> => answer(await posterRow(db, id));

type Upload = PosterUploadInput['files'][number] & CheckedImage & { key: string };

/**
 * Adds posters to an event. Every file is checked from its bytes (type, size, that it decodes)
 * before any is stored: one refused file stores none, and the error names it.
 */
export async function uploadPosters(c: PostersCaller, input: PosterUploadInput): Promise<Poster[]> {
  await liveEvent(c.db, input.eventId);
  const checked: Upload[] = [];
  // One at a time: each decode takes a core and the memory of the whole picture.
  for (const file of input.files) {
    const image = await checkImage(file.bytes, posterRules(file.name));
    checked.push({ ...file, ...image, key: `posters/${input.eventId}/${randomUUID()}.${image.type}` });
  }
  const keys = checked.flatMap((upload) => [upload.key, thumbnailKey(upload.key)]);
  try {
    for (const upload of checked) {
      await c.storage.put(upload.key, upload.bytes, imageTypes[upload.type]);
      await c.storage.put(thumbnailKey(upload.key), upload.thumbnail, imageTypes.webp);
    }
    const rows = await c.db.transaction(async (tx) => {
      // the event's row lock makes concurrent uploads take turns for their positions
      await lockEvent(tx, input.eventId);
      const [last] = await tx
        .select({ position: max(eventPosters.position) })
        .from(eventPosters)
        .where(eq(eventPosters.eventId, input.eventId));
      const first = (last?.position ?? -1) + 1;
      return tx
        .insert(eventPosters)
        .values(
          checked.map((upload, index) => ({
            eventId: input.eventId,
            name: upload.name,
            contentType: imageTypes[upload.type],
            size: upload.bytes.byteLength,
            width: upload.width,
            height: upload.height,
            storageKey: upload.key,
            thumbnailKey: thumbnailKey(upload.key),
            position: first + index,
            createdBy: c.actorId,
            updatedBy: c.actorId,
          })),
        )
        .returning();
    });
    return rows.map(answer);
  } catch (error) {
    await deleteFiles(c.storage, keys);
    throw error;
  }
}

const deleteFiles = (storage: FileStorage, keys: string[]) =>
  Promise.all(keys.map((key) => storage.delete(key)));

/** Saves a poster's description if nobody changed the poster since `version` was read. */
export async function updateDescription(c: PostersCaller, input: PosterDescriptionInput): Promise<Poster> {
  const [row] = await c.db
    .update(eventPosters)
    .set({
      description: input.description,
      version: input.version + 1,
      updatedAt: new Date(),
      updatedBy: c.actorId,
    })
    .where(and(eq(eventPosters.id, input.id), eq(eventPosters.version, input.version)))
    .returning();
  if (row) return answer(row);
  await posterRow(c.db, input.id); // not_found when it is gone
  throw new AppError('version_conflict');
}

/** Deletes posters and then their files; ids already gone are skipped. Answers the ids deleted. */
export async function deletePosters(c: PostersCaller, ids: number[]): Promise<number[]> {
  const rows = await c.db.delete(eventPosters).where(inArray(eventPosters.id, ids)).returning({
    id: eventPosters.id,
    storageKey: eventPosters.storageKey,
    thumbnailKey: eventPosters.thumbnailKey,
  });
  await deleteFiles(
    c.storage,
    rows.flatMap((row) => [row.storageKey, row.thumbnailKey ?? thumbnailKey(row.storageKey)]),
  );
  return rows.map((row) => row.id);
}

async function storedBytes(storage: FileStorage, key: string): Promise<Uint8Array> {
  const bytes = await storage.get(key);
  if (!bytes) throw new AppError('not_found');
  return bytes;
}

/** The poster as it was uploaded, saved under its own name. */
export async function originalFile(c: PostersCaller, id: number): Promise<FileAnswer> {
  const row = await posterRow(c.db, id);
  return {
    contentType: row.contentType,
    bytes: await storedBytes(c.storage, row.storageKey),
    filename: asciiFileName(row.name, `cartel-${row.id}`),
  };
}

export async function thumbnailFile(c: PostersCaller, id: number): Promise<FileAnswer> {
  const row = await posterRow(c.db, id);
  return {
    contentType: imageTypes.webp,
    bytes: await storedBytes(c.storage, row.thumbnailKey ?? thumbnailKey(row.storageKey)),
  };
}
