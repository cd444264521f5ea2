import { schema } from '@bolo/db';
import { refuseForeignArtistCertificates } from './certificates';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** Artists (spec §3 Artist); `isTelonero`: a support act. */
export const artists = defineMaster({
  key: 'artist',
  table: schema.artists,
  legacyPath: '/api/masterArtist',
  schema: masterSchemas.artist,
  searchFields: ['name', 'cif', 'companyName'],
  errors: { nameInUse: 'artista_name_in_use', notFound: 'artista_not_found' },
  usedBy: [{ column: schema.eventParties.artistaMaestroId, uses: { es: 'eventos', en: 'events' } }],
  checkRow: refuseForeignArtistCertificates,
});
