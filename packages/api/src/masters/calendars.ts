import { schema } from '@bolo/db';
import { defineMaster } from './factory';
import { masterSchemas } from './schemas';

/** The calendars events are shown on, each with its colour. */
export const calendars = defineMaster({
  key: 'calendar',
  table: schema.calendars,
  legacyPath: '/api/calendarioMestro',
  schema: masterSchemas.calendar,
  searchFields: ['name'],
  errors: { notFound: 'not_found' },
  usedBy: [{ column: schema.eventCalendars.calendarId, uses: { es: 'eventos', en: 'events' } }],
});
