import { type Db, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_CHANNEL } from './notify';
import type { NotificationOutput } from './schemas';
import { findNotification, type Reader, sees, unreadCount } from './service';

/** What a reader's live stream receives: their new unread count, and the notification (none at the start). */
export interface LiveUpdate {
  unreadCount: number;
  notification: NotificationOutput | null;
}

export interface NotificationFeed {
  /** Calls `send` with each new notification `reader` sees; answers the unsubscribe. */
  subscribe(reader: Reader, send: (update: LiveUpdate) => void): () => void;
  stop(): Promise<void>;
}

/** What the feed writes to the server's log: a pino or Fastify logger fits. */
export interface FeedLog {
  error(details: object, message: string): void;
}

/**
 * Follows (once it answers: LISTEN is in place) the notifications `notify()` announces (LISTEN on PostgreSQL, across instances; in
 * memory on PGlite) and hands each one to the subscribed readers who see it, with their new
 * unread count.
 */
export async function startNotificationFeed({
  db,
  listen,
  log,
}: {
  db: Db;
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  log: FeedLog;
}): Promise<NotificationFeed> {
  const readers = new Map<(update: LiveUpdate) => void, Reader>();

  async function deliver(id: number) {
    const [row] = await db
      .select({ userId: schema.notifications.userId, kind: schema.notifications.kind })
      .from(schema.notifications)
      .where(eq(schema.notifications.id, id));
    if (!row) return;
    for (const [send, reader] of readers) {
      if (!sees(reader, row)) continue;
      const [notification, count] = await Promise.all([
        findNotification(db, reader, id),
        unreadCount(db, reader),
      ]);
      send({ unreadCount: count, notification });
    }
  }

  const unlisten = await listen(NOTIFICATION_CHANNEL, (payload) => {
    deliver(Number(payload)).catch((error: unknown) =>
      log.error({ err: error }, 'notifications: a live update failed'),
    );
  }).catch((error: unknown) => {
    log.error({ err: error }, 'notifications: LISTEN failed, no live updates');
    return async () => {};
  });

  return {
    subscribe(reader, send) {
      readers.set(send, reader);
      return () => readers.delete(send);
    },
    async stop() {
      readers.clear();
      await unlisten();
    },
  };
}
