import { type Db, schema } from '@bolo/db';

export type NewNotification = Omit<typeof schema.notifications.$inferInsert, 'id' | 'readAt' | 'createdAt'>;

/**
 * Tells staff something happened: for `userId`, or for everyone who works on the event when it
 * is null. Called inside the transaction of what happened, so a notification is never about
 * something that was rolled back.
 */
export async function notify(db: Db, notification: NewNotification): Promise<void> {
  await db.insert(schema.notifications).values(notification);
}
