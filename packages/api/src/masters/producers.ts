import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { masterName, optionalEmail, taxId, text } from './fields';

/** Producers (spec §3 Producer). */
export const producers = defineMaster({
  key: 'producer',
  table: schema.producers,
  legacyPath: '/api/masterProducer',
  schema: z.strictObject({
    name: masterName,
    cif: taxId,
    dniFirmante: taxId,
    address: text(),
    nameSignatory: text(200),
    email: optionalEmail,
  }),
  searchFields: ['name', 'cif'],
  errors: { notFound: 'not_found' },
});
