import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { masterName, taxId, text } from './fields';

/** People who sign contracts for a company (spec §3 Signatory); `firma`: storage key of the signature. */
export const signatories = defineMaster({
  key: 'signatory',
  table: schema.signatories,
  legacyPath: '/api/firmantes',
  schema: z.strictObject({
    name: masterName,
    apellido: text(200),
    dni: taxId,
    cargo: text(200),
    firma: text(),
    domicilio: text(),
  }),
  searchFields: ['name', 'apellido', 'dni', 'cargo'],
  errors: { notFound: 'not_found' },
});
