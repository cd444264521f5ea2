import { type Db, type NotificationKind, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { notify } from '../notifications';
import type { Locale } from '../shared/errors';
import { enqueueMail, enqueueMailOnce } from './outbox';

/** A notice for one user: the notification's kind, event and data, and its mail worded in a language. */
export interface UserNotice {
  kind: NotificationKind;
  eventId: number | null;
  data: Record<string, unknown>;
  mail: (locale: Locale) => { subject: string; text: string };
}

/**
 * Tells `userId` of `notice` in the app and by email (in the language they last chose), inside the
 * transaction of what happened. With `once`, only if no mail with that key was ever queued (the
 * outbox's key is the record): answers whether it told. A disabled user is told nothing.
 */
export async function tellUser(tx: Db, userId: number, notice: UserNotice, once?: string): Promise<boolean> {
  const [user] = await tx
    .select({ email: schema.users.email, locale: schema.users.locale, disabledAt: schema.users.disabledAt })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user || user.disabledAt !== null) return false;
  const mail = { kind: notice.kind, to: [user.email], ...notice.mail(user.locale) };
  if (once === undefined) await enqueueMail(tx, mail);
  else if (!(await enqueueMailOnce(tx, { ...mail, idempotencyKey: once }))) return false;
  await notify(tx, { userId, kind: notice.kind, eventId: notice.eventId, data: notice.data });
  return true;
}
