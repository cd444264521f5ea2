import { schema } from '@bolo/db';
import { z } from 'zod';
import { defineMaster } from './factory';
import { color, masterName, text } from './fields';

/** The calendars events are shown on, each with its colour. */
export const calendars = defineMaster({
  key: 'calendar',
  table: schema.calendars,
  legacyPath: '/api/calendarioMestro',
  schema: z.strictObject({ name: masterName, color, description: text() }),
  searchFields: ['name'],
  errors: { notFound: 'not_found' },
});
