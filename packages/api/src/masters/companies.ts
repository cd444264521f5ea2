import { schema } from '@bolo/db';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** Companies of the group (spec §3 Company); `imagenes` are filled by the uploads, not here. */
export const companies = defineMaster({
  key: 'company',
  table: schema.companies,
  legacyPath: '/api/empresa',
  schema: masterSchemas.company,
  searchFields: ['name', 'cif'],
  errors: { notFound: 'not_found' },
});
