import { schema } from '@bolo/db';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** Promoters (spec §3 Promoter). */
export const promoters = defineMaster({
  key: 'promoter',
  table: schema.promoters,
  legacyPath: '/api/masterPromoter',
  schema: masterSchemas.promoter,
  searchFields: ['name', 'cif', 'type'],
  errors: { nameInUse: 'promotor_name_in_use', notFound: 'not_found' },
  usedBy: [{ column: schema.eventParties.promotorMaestroId, uses: { es: 'eventos', en: 'events' } }],
});
