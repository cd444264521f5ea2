import { type Database, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, callerWithRole, recordingServices, withAdminAndClerk } from '../../testing';
import { calendarFeedText } from './calendar';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let clerk: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();
const ids = { tours: 0, festivals: 0, june: 0, july: 0, festival: 0, deleted: 0 };

beforeAll(async () => {
  ({ database, admin, clerk } = await withAdminAndClerk(services));
  ids.tours = (await admin.masters.calendar.create({ name: 'Giras' })).id;
  ids.festivals = (await admin.masters.calendar.create({ name: 'Festivales' })).id;
  const artistId = (await admin.masters.artist.create({ name: 'Rosalía Vega' })).id;
  const create = async (name: string, date: string, calendars: number[], extra: object = {}) =>
    (
      await admin.events.create({
        name,
        eventType: 'Promotores',
        date,
        calendars,
        artista: { artistaMaestroId: artistId },
        ...extra,
      })
    ).id;
  ids.june = await create('Junio en Madrid', '2026-06-12', [ids.tours], {
    startTime: '21:30',
    location: 'La Riviera, Madrid',
  });
  ids.july = await create('Julio en Bilbao', '2026-07-03', [ids.tours]);
  ids.festival = await create('Festival de Verano', '2026-06-20', [ids.festivals]);
  ids.deleted = await create('Cancelado y borrado', '2026-06-15', [ids.tours]);
  await admin.events.delete({ id: ids.deleted });
});
afterAll(() => database.close());

describe('the calendar view', () => {
  it('gives the live events of the days shown, the earliest first, with the version a drag saves at', async () => {
    const june = await admin.events.calendar.events({ from: '2026-06-01', to: '2026-06-30' });
    expect(june.capped).toBe(false);
    expect(june.items.map((event) => event.name)).toEqual(['Junio en Madrid', 'Festival de Verano']);
    expect(june.items[0]).toMatchObject({ id: ids.june, date: '2026-06-12', startTime: '21:30', version: 1 });
  });

  it('shows only the events of the calendar chosen', async () => {
    const tours = await admin.events.calendar.events({
      from: '2026-06-01',
      to: '2026-07-31',
      calendarId: ids.tours,
    });
    expect(tours.items.map((event) => event.id)).toEqual([ids.june, ids.july]);
  });

  it('refuses a range that ends before it starts or is longer than a quarter', async () => {
    await expect(admin.events.calendar.events({ from: '2026-06-30', to: '2026-06-01' })).rejects.toThrow();
    await expect(admin.events.calendar.events({ from: '2026-01-01', to: '2026-12-31' })).rejects.toThrow();
  });

  it('lists the calendars with their colours for the filter', async () => {
    expect(await admin.events.calendar.calendars()).toEqual([
      expect.objectContaining({ id: ids.festivals, name: 'Festivales', color: '#228be6' }),
      expect.objectContaining({ id: ids.tours, name: 'Giras' }),
    ]);
  });

  it('gives the day view each show’s schedule in time order, the day before first', async () => {
    const step = (fields: { day?: number; time: string; kind: 'get_in' | 'soundcheck' | 'doors' }) =>
      admin.advance.scheduleCreate({ eventId: ids.july, ...fields });
    await step({ time: '20:30', kind: 'doors' });
    await step({ day: -1, time: '22:00', kind: 'get_in' });
    await step({ time: '18:00', kind: 'soundcheck' });
    const day = await admin.events.calendar.schedule({ from: '2026-07-03', to: '2026-07-03' });
    expect(day.items.map(({ eventId, day, time, kind }) => ({ eventId, day, time, kind }))).toEqual([
      { eventId: ids.july, day: -1, time: '22:00', kind: 'get_in' },
      { eventId: ids.july, day: 0, time: '18:00', kind: 'soundcheck' },
      { eventId: ids.july, day: 0, time: '20:30', kind: 'doors' },
    ]);
    expect((await admin.events.calendar.schedule({ from: '2026-07-04', to: '2026-07-31' })).items).toEqual(
      [],
    );
  });

  it('shows the schedules only to a role that may read the advance', async () => {
    await admin.admin.roles.create({ name: 'Agenda', access: ['InfoGeneral', 'Calendario'] });
    const reader = await callerWithRole(database, 'Agenda', services);
    const range = { from: '2026-06-01', to: '2026-06-30' };
    expect((await reader.events.calendar.events(range)).items).toHaveLength(2);
    await expect(reader.events.calendar.schedule(range)).rejects.toThrow(/permisos/);
  });

  it('is closed to a role without the Calendario access', async () => {
    await expect(clerk.events.calendar.events({ from: '2026-06-01', to: '2026-06-30' })).rejects.toThrow(
      /permisos/,
    );
    await expect(clerk.events.calendar.feed({ calendarId: ids.tours })).rejects.toThrow(/permisos/);
  });
});

describe('the iCal feed of a calendar', () => {
  it('gives every calendar its own secret address, never shown with the master', async () => {
    const tours = await admin.events.calendar.feed({ calendarId: ids.tours });
    const festivals = await admin.events.calendar.feed({ calendarId: ids.festivals });
    expect(tours.url).toMatch(/^http:\/\/bolo\.test\/ical\/[a-z0-9]{32}\.ics$/);
    expect(festivals.url).not.toBe(tours.url);
    const master = await admin.masters.calendar.find({ id: ids.tours });
    expect(master).not.toHaveProperty('icalToken');
    expect(JSON.stringify(await admin.masters.calendar.list({}))).not.toContain(tokenOf(tours.url));
  });

  it('holds the live events of its calendar only', async () => {
    const { url } = await admin.events.calendar.feed({ calendarId: ids.tours });
    const text = await calendarFeedText(database.db, tokenOf(url), {
      publicUrl: 'http://bolo.test',
      now: new Date('2026-05-01T00:00:00Z'),
    });
    expect(text).toContain(`UID:event-${ids.june}@bolo.test`);
    expect(text).toContain('SUMMARY:Junio en Madrid');
    expect(text).toContain('DTSTART:20260612T193000Z');
    expect(text).toContain('LOCATION:La Riviera\\, Madrid');
    expect(text).toContain(`URL;VALUE=URI:http://bolo.test/event/${ids.june}`);
    expect(text).toContain('DTSTART;VALUE=DATE:20260703');
    expect(text).not.toContain('Festival de Verano');
    expect(text).not.toContain('Cancelado y borrado');
  });

  it('stops answering the old address once rotated', async () => {
    const before = await admin.events.calendar.feed({ calendarId: ids.festivals });
    const after = await admin.events.calendar.rotateFeed({ calendarId: ids.festivals });
    expect(after.url).not.toBe(before.url);
    expect(
      await calendarFeedText(database.db, tokenOf(before.url), { publicUrl: 'http://bolo.test' }),
    ).toBeNull();
    expect(
      await calendarFeedText(database.db, tokenOf(after.url), { publicUrl: 'http://bolo.test' }),
    ).toContain('Festival de Verano');
  });

  it('answers not found for a calendar that does not exist', async () => {
    await expect(admin.events.calendar.feed({ calendarId: 999_999 })).rejects.toThrow(/No encontrado/);
  });

  it('gives a new calendar a random token from the database itself', async () => {
    const rows = await database.db
      .select({ token: schema.calendars.icalToken })
      .from(schema.calendars)
      .where(eq(schema.calendars.id, ids.tours));
    expect(rows[0]?.token).toMatch(/^[a-z0-9]{32}$/);
  });
});

const tokenOf = (url: string) => url.replace(/^.*\/ical\/([a-z0-9]+)\.ics$/, '$1');
