import { schema } from '@bolo/db';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** Suppliers of the shows (sound, lights, backline, catering, transport …); not in the spec's fields. */
export const providers = defineMaster({
  key: 'provider',
  table: schema.providers,
  legacyPath: '/api/masterProvider',
  schema: masterSchemas.provider,
  searchFields: ['name', 'cif', 'serviceType', 'city', 'contactName'],
  errors: { notFound: 'not_found' },
});
