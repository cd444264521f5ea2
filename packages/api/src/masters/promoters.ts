import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { emailLists, masterName, optionalEmail, taxId, text } from './fields';

/** Promoters (spec §3 Promoter). */
export const promoters = defineMaster({
  key: 'promoter',
  table: schema.promoters,
  legacyPath: '/api/masterPromoter',
  schema: z.strictObject({
    name: masterName,
    cif: taxId,
    type: text(100),
    dniFirmante: taxId,
    address: text(),
    nameSignatory: text(200),
    email: optionalEmail,
    ...emailLists,
  }),
  searchFields: ['name', 'cif', 'type'],
  errors: { nameInUse: 'promotor_name_in_use', notFound: 'not_found' },
});
