import { schema } from '@bolo/db';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** Teams of the office: a name, a team address and its members. */
export const teams = defineMaster({
  key: 'team',
  table: schema.teams,
  legacyPath: '/api/teams',
  schema: masterSchemas.team,
  searchFields: ['name', 'members'],
  errors: { notFound: 'not_found' },
});
