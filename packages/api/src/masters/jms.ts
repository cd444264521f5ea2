import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { masterName, members, optionalEmail } from './fields';

/** JMS groups: a name, a group address and its members. */
export const jms = defineMaster({
  key: 'jms',
  table: schema.jms,
  legacyPath: '/api/jms',
  schema: z.strictObject({ name: masterName, email: optionalEmail, members }),
  searchFields: ['name', 'members'],
  errors: { notFound: 'not_found' },
});
