import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { masterName, members, optionalEmail } from './fields';

/** Teams of the office: a name, a team address and its members. */
export const teams = defineMaster({
  key: 'team',
  table: schema.teams,
  legacyPath: '/api/teams',
  schema: z.strictObject({ name: masterName, email: optionalEmail, members }),
  searchFields: ['name', 'members'],
  errors: { notFound: 'not_found' },
});
