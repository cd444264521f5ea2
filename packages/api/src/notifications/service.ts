import { type Db, type NotificationKind, notificationKinds, schema } from '@bolo/db';
import { and, count, desc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { type AccessName, hasAccess, mayRead, type RoleAccess } from '../access';
import { AppError } from '../shared/errors';
import type { NotificationListInput, NotificationOutput } from './schemas';

const { notifications, events } = schema;

/** Whom a notification is shown to: the user it names, and the role it may reach office-wide. */
export interface Reader {
  id: number;
  role: RoleAccess;
}

/**
 * An office-wide notification (no `userId`) is about an event, so it reaches those whose role may
 * open events (the events' own access rule); a personal one reaches only its user.
 */
export const seesOfficeWide = (role: RoleAccess) => mayRead(role, 'general');

/** Kinds about something behind its own access name: hidden from a role without it, even from their user. */
const accessOfKind: Partial<Record<NotificationKind, AccessName>> = {
  counterparty_advance_sent: 'Produccion',
  hold_promoted: 'Holds',
  hold_challenged: 'Holds',
  hold_released: 'Holds',
  hold_updated: 'Holds',
  hold_confirmed: 'Holds',
  hold_date_booked: 'Holds',
  hold_challenge_lost: 'Holds',
  hold_expiring: 'Holds',
  contract_signing_viewed: 'Contratos',
  contract_signing_signed: 'Contratos',
  contract_signing_declined: 'Contratos',
  contract_signing_completed: 'Contratos',
  contract_signing_expired: 'Contratos',
  contract_signing_voided: 'Contratos',
  advance_schedule_changed: 'Produccion',
};
const kindsHiddenFrom = (role: RoleAccess) =>
  notificationKinds.filter((kind) => {
    const access = accessOfKind[kind];
    return access !== undefined && !hasAccess(role, access);
  });

/** Whether `reader` sees a notification of `kind` for `userId` (null: office-wide). */
export const sees = (reader: Reader, { userId, kind }: { userId: number | null; kind: NotificationKind }) =>
  !kindsHiddenFrom(reader.role).includes(kind) &&
  (userId === null ? seesOfficeWide(reader.role) : userId === reader.id);

const visibleTo = (reader: Reader): SQL | undefined => {
  const hidden = kindsHiddenFrom(reader.role);
  return and(
    seesOfficeWide(reader.role)
      ? or(eq(notifications.userId, reader.id), isNull(notifications.userId))
      : eq(notifications.userId, reader.id),
    hidden.length > 0 ? notInArray(notifications.kind, hidden) : undefined,
  );
};

const rowColumns = {
  id: notifications.id,
  kind: notifications.kind,
  eventId: notifications.eventId,
  eventName: events.name,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

const rows = (db: Db) =>
  db.select(rowColumns).from(notifications).leftJoin(events, eq(events.id, notifications.eventId));

/** The reader's notifications, newest first. */
export async function listNotifications(db: Db, reader: Reader, input: NotificationListInput) {
  const where = and(
    visibleTo(reader),
    input.unreadOnly ? isNull(notifications.readAt) : undefined,
    input.kind ? eq(notifications.kind, input.kind) : undefined,
  );
  const [items, [total]] = await Promise.all([
    rows(db)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: input.page, size: input.size };
}

/** One notification the reader sees; `not_found` for any other, so ids of others tell nothing. */
export async function findNotification(db: Db, reader: Reader, id: number): Promise<NotificationOutput> {
  const [row] = await rows(db).where(and(eq(notifications.id, id), visibleTo(reader)));
  if (!row) throw new AppError('not_found');
  return row;
}

export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(visibleTo(reader), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks read the ones of `ids` the reader sees (all of them without `ids`). An office-wide one has
 * a single read state: read by one is read for the whole office (docs/decisions.md, issue 8).
 */
export async function markRead(db: Db, reader: Reader, ids?: number[]) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(visibleTo(reader), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined),
    );
  return { unreadCount: await unreadCount(db, reader) };
}
