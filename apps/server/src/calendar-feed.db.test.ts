import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
const ids = { tours: 0, festivals: 0, tourEvent: 0, festivalEvent: 0 };

/** A date some days from now, so the feed (which starts a year back) holds it whenever the test runs. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await serverWithStaff();
  const { send } = server;
  ids.tours = (await send('POST', '/api/calendarioMestro', { name: 'Giras' })).json().id;
  ids.festivals = (await send('POST', '/api/calendarioMestro', { name: 'Festivales' })).json().id;
  const artistId = (await send('POST', '/api/masterArtist', { name: 'Rosalía Vega' })).json().id;
  const create = async (name: string, calendarId: number) => {
    const res = await send('POST', '/api/evento', {
      name,
      eventType: 'Sala',
      date: daysFromNow(30),
      startTime: '21:00',
      location: 'Sala Apolo, Barcelona',
      calendars: [calendarId],
      artista: { artistaMaestroId: artistId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  ids.tourEvent = await create('Rosalía Vega en Apolo', ids.tours);
  ids.festivalEvent = await create('Festival de Otoño', ids.festivals);
});
afterAll(() => server.close());

/** The feed address of a calendar, as the calendar page shows it, without its host. */
async function feedPath(calendarId: number): Promise<string> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/trpc/events.calendar.feed?input=${encodeURIComponent(JSON.stringify({ json: { calendarId } }))}`,
    headers: { authorization: `Bearer ${server.adminToken}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().result.data.json.url).pathname;
}

describe('the iCal feed at its secret address', () => {
  it('serves the events of its calendar, and only those, as text/calendar without a session', async () => {
    const path = await feedPath(ids.tours);
    expect(path).toMatch(/^\/ical\/[a-z0-9]{32}\.ics$/);
    const res = await server.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.body).toContain(`UID:event-${ids.tourEvent}@`);
    expect(res.body).toContain('SUMMARY:Rosalía Vega en Apolo');
    expect(res.body).toContain('LOCATION:Sala Apolo\\, Barcelona');
    expect(res.body).not.toContain('Festival de Otoño');
    expect(res.body).not.toContain(`UID:event-${ids.festivalEvent}@`);
  });

  it('answers an unknown or malformed token with the catalogue 404', async () => {
    for (const url of [
      '/ical/abcdefghijklmnopqrstuvwxyz234567.ics',
      '/ical/..%2F..%2Fetc.ics',
      '/ical/short.ics',
    ]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'No encontrado.' });
    }
  });

  it('stops serving the old address once the token is rotated', async () => {
    const old = await feedPath(ids.festivals);
    const rotated = await server.app.inject({
      method: 'POST',
      url: '/trpc/events.calendar.rotateFeed',
      payload: { json: { calendarId: ids.festivals } },
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    const fresh = await server.app.inject({ method: 'GET', url: await feedPath(ids.festivals) });
    expect(fresh.body).toContain('SUMMARY:Festival de Otoño');
  });

  it('does not give the address to a role without the Calendario or MasterData access', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/trpc/events.calendar.feed?input=${encodeURIComponent(JSON.stringify({ json: { calendarId: ids.tours } }))}`,
      headers: { authorization: `Bearer ${server.clerkToken}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
