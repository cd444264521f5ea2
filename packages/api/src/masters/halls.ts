import { schema } from '@bolo/db';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** Halls (spec §3 Hall); `capacity` is the hall's aforo. */
export const halls = defineMaster({
  key: 'hall',
  table: schema.halls,
  legacyPath: '/api/masterHall',
  schema: masterSchemas.hall,
  searchFields: ['name', 'city', 'cif', 'companyName'],
  errors: { nameInUse: 'sala_name_in_use', notFound: 'not_found' },
  usedBy: [
    { column: schema.eventParties.salaMaestroId, uses: { es: 'eventos', en: 'events' } },
    { column: schema.holds.hallId, uses: { es: 'reservas', en: 'holds' } },
  ],
});
