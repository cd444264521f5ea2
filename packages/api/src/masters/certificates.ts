import { type Db, schema } from '@bolo/db';
import { and, eq, ne, or } from 'drizzle-orm';
import { AppError } from '../shared/errors';
import { firstRow } from '../shared/sql';
import { certificateType } from '../storage';
import { certificateTypes, MAX_FILE_BYTES } from '../storage/public';
import { certificateFields } from './schemas';
import type { MasterRow } from './service';
import { type CheckedFile, givenKeys, type Holder, refuseForeignKeys } from './stored-files';

const { artists, eventParties } = schema;

/**
 * Certificates are uploads, not text (`refuseForeignKeys`): a save may keep a key that one of
 * `holders` (the row itself, the master it copies) has in the same field, or clear it.
 */
export const refuseForeignCertificates = (given: Record<string, unknown>, holders: Holder[]) =>
  refuseForeignKeys(given, certificateFields, holders, 'certificate_not_owned');

/**
 * The artist master's rule (`checkRow`): its own keys, or those a counterparty uploaded to an
 * event whose artist was picked from it (what accepting its sending copies here).
 */
export async function refuseForeignArtistCertificates(
  db: Db,
  row: Record<string, unknown>,
  current?: MasterRow,
): Promise<void> {
  const given = givenKeys(row, certificateFields);
  if (given.length === 0) return;
  const sent = current
    ? await db
        .select({
          ownershipCertificate: eventParties.ownershipCertificate,
          cifCertificate: eventParties.cifCertificate,
        })
        .from(eventParties)
        .where(
          and(
            eq(eventParties.artistaMaestroId, current.id),
            or(...given.map(({ field, key }) => eq(eventParties[field], key))),
          ),
        )
    : [];
  refuseForeignCertificates(row, [current, ...sent]);
}

/**
 * Whether an artist master or an event's party holds `key` as a certificate, other than those
 * named in `except` (the row that lets it go).
 */
export async function certificateHeldElsewhere(
  db: Db,
  key: string,
  except: { artistId?: number; partyId?: number },
): Promise<boolean> {
  const holds = (table: typeof artists | typeof eventParties) =>
    or(eq(table.ownershipCertificate, key), eq(table.cifCertificate, key));
  const [master, party] = await Promise.all([
    firstRow(
      db
        .select({ id: artists.id })
        .from(artists)
        .where(and(holds(artists), except.artistId ? ne(artists.id, except.artistId) : undefined)),
    ),
    firstRow(
      db
        .select({ id: eventParties.id })
        .from(eventParties)
        .where(and(holds(eventParties), except.partyId ? ne(eventParties.id, except.partyId) : undefined)),
    ),
  ]);
  return Boolean(master || party);
}

/**
 * Whether a replaced certificate's file may be deleted: it was uploaded for this very party (its
 * key under the party's own folder) and no other row holds it (accepting copies it into the
 * master, duplicating an event into the copy's party).
 */
export async function isOwnUnsharedCertificate(
  db: Db,
  key: string,
  party: { id: number; eventId: number; kind: string },
): Promise<boolean> {
  if (!key.startsWith(`counterparty/${party.eventId}/${party.kind}/`)) return false;
  return !(await certificateHeldElsewhere(db, key, { partyId: party.id }));
}

/** A certificate upload from its bytes: a PDF, PNG or JPEG up to the uploads' limit, else refused. */
export async function checkCertificate(bytes: Uint8Array): Promise<CheckedFile> {
  if (bytes.byteLength > MAX_FILE_BYTES) throw new AppError('payload_too_large');
  const type = certificateType(bytes);
  if (!type) throw new AppError('counterparty_file_type');
  return { extension: type, contentType: certificateTypes[type] };
}
