import { type Database, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, callerWithRole, recordingServices, withSignedInAdmin } from '../testing';
import { type NotificationFeed, startNotificationFeed } from './live';
import { type NewNotification, notify } from './notify';

const services = recordingServices();
let database: Database;
let adminId: number;
let eventId: number;
let admin: Awaited<ReturnType<typeof callerFor>>;
/** Sees the notifications page and opens events: office-wide ones reach them. */
let office: Awaited<ReturnType<typeof callerFor>>;
/** Sees the notifications page but not events: only their own reach them. */
let outsider: Awaited<ReturnType<typeof callerFor>>;
/** Opens events but has no notifications page. */
let withoutNotifications: Awaited<ReturnType<typeof callerFor>>;

const userIdOf = async (caller: typeof admin) => (await caller.auth.me())?.id ?? 0;
const mailFailed = (userId: number | null): NewNotification => ({
  userId,
  kind: 'email_failed',
  eventId,
  data: { subject: 'Rider', to: ['sala@example.com'], error: '550 no such user' },
});
const linkOpened = (party = 'artista'): NewNotification => ({
  userId: null,
  kind: 'contract_link_opened',
  eventId,
  data: { party },
});

beforeAll(async () => {
  ({ database, adminId, admin } = await withSignedInAdmin(services));
  await admin.admin.roles.create({ name: 'Oficina', access: ['InfoGeneral', 'Notificaciones'] });
  await admin.admin.roles.create({ name: 'Avisos', access: ['Notificaciones'] });
  office = await callerWithRole(database, 'Oficina', services);
  outsider = await callerWithRole(database, 'Avisos', services);
  await admin.admin.roles.create({ name: 'Producción', access: ['InfoGeneral', 'Produccion'] });
  withoutNotifications = await callerWithRole(database, 'Producción', services);
  eventId = (
    await admin.events.create({
      name: 'Rozalén en el Wizink',
      eventType: 'Promotores',
      artista: { name: 'Rozalén' },
    })
  ).id;
});
afterAll(() => database.close());

describe('notifications', () => {
  it('show a personal one to its user only and an office-wide one to those who open events', async () => {
    await notify(database.db, mailFailed(await userIdOf(outsider)));
    await notify(database.db, linkOpened());

    const mine = await outsider.notifications.list({ page: 1, size: 20 });
    expect(mine.items.map((n) => n.kind)).toEqual(['email_failed']);
    expect(mine.items[0]).toMatchObject({ eventId, eventName: 'Rozalén en el Wizink', readAt: null });

    const ofOffice = await office.notifications.list({ page: 1, size: 20 });
    expect(ofOffice.items.map((n) => n.kind)).toEqual(['contract_link_opened']);
    expect((await admin.notifications.list({ page: 1, size: 20 })).total).toBe(1);
    await expect(withoutNotifications.notifications.unreadCount()).rejects.toMatchObject({
      appCode: 'forbidden',
    });
  });

  it('lists newest first, in pages, and only unread ones when asked', async () => {
    await notify(database.db, mailFailed(adminId));
    await notify(database.db, { ...mailFailed(adminId), data: { subject: 'Contrato' } });
    const first = await admin.notifications.list({ page: 1, size: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((n) => n.data.subject)).toEqual(['Contrato', 'Rider']);
    const second = await admin.notifications.list({ page: 2, size: 2 });
    expect(second.items.map((n) => n.kind)).toEqual(['contract_link_opened']);
    expect((await admin.notifications.list({ page: 1, size: 20, kind: 'contract_link_opened' })).total).toBe(
      1,
    );
  });

  it('marks read only what the reader sees, and counts what is left', async () => {
    const [outsiders] = (await outsider.notifications.list({ page: 1, size: 20 })).items;
    const adminRows = (await admin.notifications.list({ page: 1, size: 20 })).items;
    expect(await admin.notifications.unreadCount()).toEqual({ unreadCount: 3 });

    // an id of someone else's is ignored, not read for them
    const after = await admin.notifications.markRead({ ids: [adminRows[0]?.id ?? 0, outsiders?.id ?? 0] });
    expect(after).toEqual({ unreadCount: 2 });
    expect(await outsider.notifications.unreadCount()).toEqual({ unreadCount: 1 });
    await expect(admin.notifications.find({ id: outsiders?.id ?? 0 })).rejects.toMatchObject({
      appCode: 'not_found',
    });
    const unread = await admin.notifications.list({ page: 1, size: 20, unreadOnly: true });
    expect(unread.items.map((n) => n.id)).not.toContain(adminRows[0]?.id);
  });

  it('reads an office-wide one for the whole office when one person reads it', async () => {
    expect(await office.notifications.unreadCount()).toEqual({ unreadCount: 1 });
    expect(await admin.notifications.markAllRead()).toEqual({ unreadCount: 0 });
    expect(await office.notifications.unreadCount()).toEqual({ unreadCount: 0 });
    expect(await outsider.notifications.unreadCount()).toEqual({ unreadCount: 1 });
  });

  it('refuses an empty or malformed list of ids', async () => {
    await expect(admin.notifications.markRead({ ids: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the live feed', () => {
  let feed: NotificationFeed;
  beforeAll(async () => {
    feed = await startNotificationFeed({ db: database.db, listen: database.listen, log: console });
  });
  afterAll(() => feed.stop());

  const nextUpdate = (reader: { id: number; role: { name: string; access: string[] } }) =>
    new Promise<unknown>((resolve) => {
      const unsubscribe = feed.subscribe(reader, (update) => {
        unsubscribe();
        resolve(update);
      });
    });

  it('hands a notification to its readers once its transaction commits, never a rolled-back one', async () => {
    const me = await admin.auth.me();
    if (!me) throw new Error('the admin is signed in');
    // a rolled-back notify announces nothing: the first update is the committed one after it
    await database.db
      .transaction(async (tx) => {
        await notify(tx, linkOpened('sala'));
        tx.rollback();
      })
      .catch(() => {});
    const received = nextUpdate(me);
    await database.db.transaction((tx) => notify(tx, linkOpened()));
    expect(await received).toMatchObject({
      unreadCount: 1,
      notification: {
        kind: 'contract_link_opened',
        data: { party: 'artista' },
        eventName: 'Rozalén en el Wizink',
      },
    });
    expect(await database.db.$count(schema.notifications)).toBe(5);
  });

  it('keeps a hold’s notices from a reader whose role lacks Holds, in the list, the count and the feed', async () => {
    const outsiderId = await userIdOf(outsider);
    const promoted = (userId: number): NewNotification => ({
      userId,
      kind: 'hold_promoted',
      eventId: null,
      data: { holdId: 1, artist: 'Rozalén', hall: 'Sala 1', dateFrom: '2027-05-14', dateTo: '2027-05-14' },
    });
    const unreadBefore = (await outsider.notifications.unreadCount()).unreadCount;
    const received = nextUpdate({ id: outsiderId, role: { name: 'Avisos', access: ['Notificaciones'] } });
    await notify(database.db, promoted(outsiderId));
    await notify(database.db, mailFailed(outsiderId));
    expect(await received).toMatchObject({ notification: { kind: 'email_failed' } });

    const listed = await outsider.notifications.list({ page: 1, size: 100 });
    expect(listed.items.map((n) => n.kind)).not.toContain('hold_promoted');
    expect(await outsider.notifications.list({ page: 1, size: 100, kind: 'hold_promoted' })).toMatchObject({
      items: [],
      total: 0,
    });
    expect(await outsider.notifications.unreadCount()).toEqual({ unreadCount: unreadBefore + 1 });
    const [hidden] = await database.db
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(eq(schema.notifications.kind, 'hold_promoted'));
    await expect(outsider.notifications.find({ id: hidden?.id ?? 0 })).rejects.toMatchObject({
      appCode: 'not_found',
    });

    // the same notice reaches a role with Holds
    await notify(database.db, promoted(adminId));
    expect((await admin.notifications.list({ page: 1, size: 100, kind: 'hold_promoted' })).total).toBe(1);
  });
});
