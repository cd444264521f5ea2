import { schema } from '@bolo/db';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** People who sign contracts for a company (spec §3 Signatory); `firma`: storage key of the signature. */
export const signatories = defineMaster({
  key: 'signatory',
  table: schema.signatories,
  legacyPath: '/api/firmantes',
  schema: masterSchemas.signatory,
  searchFields: ['name', 'apellido', 'dni', 'cargo'],
  errors: { notFound: 'not_found' },
  usedBy: [{ column: schema.companies.firmanteId, uses: { es: 'empresas', en: 'companies' } }],
});
