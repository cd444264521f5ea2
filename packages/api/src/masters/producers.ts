import { schema } from '@bolo/db';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** Producers (spec §3 Producer). */
export const producers = defineMaster({
  key: 'producer',
  table: schema.producers,
  legacyPath: '/api/masterProducer',
  schema: masterSchemas.producer,
  searchFields: ['name', 'cif'],
  errors: { notFound: 'not_found' },
  usedBy: [{ column: schema.eventParties.productorMaestroId, uses: { es: 'eventos', en: 'events' } }],
});
