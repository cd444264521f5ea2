import { type Db, schema } from '@bolo/db';
import { and, eq, ne, or } from 'drizzle-orm';
import { AppError } from '../shared/errors';
import { firstRow } from '../shared/sql';
import { certificateFields } from './schemas';
import type { MasterRow } from './service';

const { artists, eventParties } = schema;

/** Rows that may hold certificate keys: a master artist, an event's party. */
type Holder = Readonly<Record<string, unknown>> | null | undefined;

/** The certificate keys a save gives (an empty value clears the field and is not a key). */
const givenKeys = (given: Record<string, unknown>) =>
  certificateFields.flatMap((field) => {
    const key = given[field];
    return typeof key === 'string' && key !== '' ? [{ field, key }] : [];
  });

/**
 * Certificates are uploads, not text: a save may keep a key that one of `holders` (the row
 * itself, the master it copies) has in the same field, or clear it; any other key is refused
 * with `certificate_not_owned`. A key typed in could name any stored file (another event's
 * contract annex), and the counterparty's next upload deletes the file it replaces.
 */
export function refuseForeignCertificates(given: Record<string, unknown>, holders: Holder[]): void {
  for (const { field, key } of givenKeys(given)) {
    if (!holders.some((holder) => holder?.[field] === key)) throw new AppError('certificate_not_owned');
  }
}

/**
 * The artist master's rule (`checkRow`): its own keys, or those a counterparty uploaded to an
 * event whose artist was picked from it (what accepting its sending copies here).
 */
export async function refuseForeignArtistCertificates(
  db: Db,
  row: Record<string, unknown>,
  current?: MasterRow,
): Promise<void> {
  const given = givenKeys(row);
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
  const holds = (table: typeof artists | typeof eventParties) =>
    or(eq(table.ownershipCertificate, key), eq(table.cifCertificate, key));
  const [master, otherParty] = await Promise.all([
    firstRow(db.select({ id: artists.id }).from(artists).where(holds(artists))),
    firstRow(
      db
        .select({ id: eventParties.id })
        .from(eventParties)
        .where(and(holds(eventParties), ne(eventParties.id, party.id))),
    ),
  ]);
  return !master && !otherParty;
}
