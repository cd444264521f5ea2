import { type Db, schema } from '@bolo/db';
import { sql } from 'drizzle-orm';

export type NewNotification = Omit<typeof schema.notifications.$inferInsert, 'id' | 'readAt' | 'createdAt'>;

/**
 * The channel a new notification's id is announced on. PostgreSQL delivers a NOTIFY at commit (to
 * every instance), PGlite in this process: the live stream never tells of a rolled-back one.
 */
export const NOTIFICATION_CHANNEL = 'bolo_notification';

/**
 * Tells staff something happened: for `userId`, or for everyone who works on the event when it
 * is null. Called inside the transaction of what happened, so a notification is never about
 * something that was rolled back.
 */
export async function notify(db: Db, notification: NewNotification): Promise<void> {
  const { notifications } = schema;
  await db
    .insert(notifications)
    .values(notification)
    .returning({ notified: sql`pg_notify(${NOTIFICATION_CHANNEL}, ${notifications.id}::text)` });
}
