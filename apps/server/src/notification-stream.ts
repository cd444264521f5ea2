import {
  AppError,
  createCaller,
  type NotificationFeed,
  type Services,
  startNotificationFeed,
  validateSessionToken,
} from '@bolo/api';
import type { Database } from '@bolo/db';
import type { FastifyInstance } from 'fastify';
import { createRequestContext, sessionTokenOf } from './context';

/**
 * `GET /api/notifications/stream`: server-sent events for the signed-in user (session cookie or
 * Bearer token, with `Notificaciones` access). The first event is the unread count, then one
 * `{unreadCount, notification}` per new notification they see. Closing the server ends every
 * stream, so the browser reconnects to another instance; so does the session's end (at the next beat).
 */
export function registerNotificationStream(
  app: FastifyInstance,
  database: Database,
  services: Services,
  heartbeatSeconds: number,
) {
  let feed: NotificationFeed | undefined;
  const open = new Set<() => void>();
  app.addHook('onReady', async () => {
    feed = await startNotificationFeed({ db: database.db, listen: database.listen, log: app.log });
  });
  app.addHook('preClose', async () => {
    for (const end of open) end();
    await feed?.stop();
  });

  app.get('/api/notifications/stream', async (req, reply) => {
    const ctx = await createRequestContext(database, services, req, reply);
    // the procedure checks the session, two-factor and access; a refusal answers {code, message}
    const first = await createCaller(ctx).notifications.unreadCount();
    const reader = ctx.auth?.user;
    if (!reader) throw new AppError('unauthorized');
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // a feed delivery or a beat that awaited may come after the stream ended
    const send = (update: object) => {
      if (!res.writableEnded) res.write(`data: ${JSON.stringify(update)}\n\n`);
    };
    send({ ...first, notification: null });
    const token = sessionTokenOf(req);
    // each beat also asks whether the session still holds: signed out elsewhere ends the stream
    const heartbeat = setInterval(async () => {
      const session = token ? await validateSessionToken(database.db, token).catch(() => null) : null;
      if (res.writableEnded) return;
      if (session) res.write(': ping\n\n');
      else end();
    }, heartbeatSeconds * 1000);
    const unsubscribe = feed?.subscribe(reader, send);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe?.();
      open.delete(end);
      res.end();
    };
    open.add(end);
    req.raw.on('close', end);
  });
}
