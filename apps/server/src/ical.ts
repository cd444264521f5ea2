import { AppError, calendarFeedText, type Services, userFeedText } from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

const feedFile = /^([a-z0-9]{16,64})\.ics$/i;

/** A calendar's feed, or else a user's own ("all my shows", "all shows"), or null. */
async function feedText(database: Database, token: string, publicUrl: string) {
  const options = { publicUrl };
  return (await calendarFeedText(database.db, token, options)) ?? userFeedText(database.db, token, options);
}

/**
 * `GET /ical/{token}.ics`: a calendar's events, or a user's shows and holds, for phones and
 * desktop calendars to subscribe to. No session: the unguessable token is the secret, and
 * rotating it cuts off the old address.
 */
export function registerCalendarFeeds(app: FastifyInstance, database: Database, services: Services) {
  app.get<{ Params: { file: string } }>('/ical/:file', async (req, reply) => {
    const token = feedFile.exec(req.params.file)?.[1];
    const text = token ? await feedText(database, token, services.publicUrl) : null;
    if (text === null) return sendError(new AppError('not_found'), req, reply);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .header('cache-control', 'private, max-age=300')
      .send(text);
  });
}
