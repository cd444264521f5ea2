import { schema } from '@bolo/db';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** JMS groups: a name, a group address and its members. */
export const jms = defineMaster({
  key: 'jms',
  table: schema.jms,
  legacyPath: '/api/jms',
  schema: masterSchemas.jms,
  searchFields: ['name', 'members'],
  errors: { notFound: 'not_found' },
});
