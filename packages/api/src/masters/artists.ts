import { schema } from '@bolo/db';
import { certificateHeldElsewhere, checkCertificate, refuseForeignArtistCertificates } from './certificates';
import { defineMaster } from './factory';
import { certificateFields, masterSchemas } from './schemas';
import { masterFiles } from './stored-files';

const identity = { key: 'artist', table: schema.artists, legacyPath: '/api/masterArtist' } as const;

/** The artist's certificates as staff open, upload and replace them (`masters.artist.files.*`). */
const certificates = masterFiles({
  master: identity,
  fields: certificateFields,
  check: checkCertificate,
  heldElsewhere: (db, key, artistId) => certificateHeldElsewhere(db, key, { artistId }),
  downloadName: (field, artistId) => `${field}-${artistId}`,
});

const artist = defineMaster({
  ...identity,
  schema: masterSchemas.artist,
  searchFields: ['name', 'cif', 'companyName'],
  errors: { nameInUse: 'artista_name_in_use', notFound: 'artista_not_found' },
  usedBy: [
    { column: schema.eventParties.artistaMaestroId, uses: { es: 'eventos', en: 'events' } },
    { column: schema.holds.artistId, uses: { es: 'reservas', en: 'holds' } },
  ],
  checkRow: refuseForeignArtistCertificates,
  afterDelete: certificates.afterDelete,
});

/** Artists (spec §3 Artist); `isTelonero`: a support act; the certificates are uploads. */
export const artists = {
  ...artist,
  router: { ...artist.router, files: certificates.router },
  rest: [...artist.rest, ...certificates.rest],
};
