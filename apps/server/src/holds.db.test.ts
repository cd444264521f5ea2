import { accessNames, appRouter, createUser, restRoutes } from '@bolo/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Method, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
let artistId: number;
let hallId: number;

beforeAll(async () => {
  server = await serverWithStaff(undefined, { HOLDS_RELEASE_SECONDS: '1' });
  artistId = (await send('POST', '/api/masterArtist', { name: 'Vetusta Morla' })).json().id;
  hallId = (await send('POST', '/api/masterHall', { name: 'La Riviera', city: 'Madrid' })).json().id;
});
afterAll(() => server.close());

const send = (method: Method, url: string, payload?: unknown) => server.send(method, url, payload);
const holdOn = async (dateFrom: string, extra: object = {}) => {
  const res = await send('POST', '/api/holds', { artistId, hallId, dateFrom, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; level: number; version: number; notes: string };
};

describe('holds over REST', () => {
  it('holds, edits, challenges, confirms and releases through /api/holds', async () => {
    const first = await holdOn('2027-09-10');
    const second = await holdOn('2027-09-10');
    expect([first.level, second.level]).toEqual([1, 2]);

    const edited = await send('PUT', `/api/holds/${second.id}`, {
      version: second.version,
      notes: 'Gira otoño',
    });
    expect(edited.json()).toMatchObject({ notes: 'Gira otoño', level: 2 });
    const challenged = await send('POST', `/api/holds/${second.id}/challenge`, { hours: 24 });
    expect(challenged.json()).toMatchObject({ id: first.id, challengedBy: second.id });
    const refused = await send('POST', `/api/holds/${second.id}/confirm`, {});
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'hold_not_first']);

    const confirmed = await send('POST', `/api/holds/${first.id}/confirm`, { eventType: 'Sala' });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    const event = await send('GET', `/api/evento/${confirmed.json().eventId}`);
    expect(event.json()).toMatchObject({ fase: 'Contratacion', eventType: 'Sala', date: '2027-09-10' });

    const listed = await send('GET', `/api/holds?hallId=${hallId}&dateFrom=2027-09-01&dateTo=2027-09-30`);
    expect(listed.json()).toMatchObject([{ id: second.id, level: 1, artistName: 'Vetusta Morla' }]);
    const conflicts = await send('GET', '/api/holds/conflicts?dateFrom=2027-09-01&dateTo=2027-09-30');
    expect(conflicts.json()).toMatchObject([
      { date: '2027-09-10', kind: 'event_hold', holdIds: [second.id] },
    ]);

    const released = await send('DELETE', `/api/holds/${second.id}`);
    expect(released.json()).toMatchObject({ status: 'released' });
  });

  it('releases an expired hold by itself while the server runs', async () => {
    const soon = await holdOn('2027-10-01', { expiresAt: new Date(Date.now() + 1_000).toISOString() });
    await expect
      .poll(async () => (await send('GET', `/api/holds/${soon.id}`)).json().status, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe('released');
  });
});

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;

describe('a role without Holds', () => {
  /** A call of a tRPC procedure as the web app makes it, with `token`'s session. */
  const trpc = (path: string, input: unknown, token = server.adminToken) =>
    procedures[path]?._def.type === 'query'
      ? server.app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
          headers: { authorization: `Bearer ${token}` },
        })
      : server.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          payload: { json: input },
          headers: { authorization: `Bearer ${token}` },
        });
  const answer = async (path: string, input: unknown, token?: string) => {
    const res = await trpc(path, input, token);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().result.data.json;
  };

  it('sees no hold through any path: holds procedures, REST, calendar, palette, notifications, history, iCal feed', async () => {
    // only the holds' notes say this
    const secret = 'NOTA-DE-RESERVA-7391';
    const day = '2027-11-20';
    const role = await answer('admin.roles.create', { name: 'Agente', access: [...accessNames] });
    await createUser(server.database.db, {
      email: 'agente@bolo.test',
      password: 'agent-pass',
      name: 'Agente',
      role: 'Agente',
    });
    const agent = await server.signIn('agente@bolo.test', 'agent-pass');
    const calendarId = (await send('POST', '/api/calendarioMestro', { name: 'Salas' })).json().id;
    const draft = await send('POST', '/api/evento', {
      name: 'Vetusta Morla en borrador',
      eventType: 'Sala',
      date: day,
      calendars: [calendarId],
      artista: { artistaMaestroId: artistId },
      sala: { salaMaestroId: hallId },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const eventId = draft.json().id;

    // the agent holds the draft's date; the office's 2nd challenges it; the agent's hold of another
    // day moves up; then the agent confirms the draft's hold
    const first = await answer('holds.createFromEvent', { eventId, notes: secret }, agent);
    const second = await holdOn(day, { notes: secret });
    await answer('holds.challenge', { id: second.id });
    const above = await holdOn('2027-11-21', { notes: secret });
    const below = await answer(
      'holds.create',
      { artistId, hallId, dateFrom: '2027-11-21', notes: secret },
      agent,
    );
    await answer('holds.release', { id: above.id });
    await answer('holds.confirm', { id: first.id }, agent);
    expect((await send('GET', `/api/holds/${below.id}`)).json()).toMatchObject({ level: 1, notes: secret });
    const kinds = await answer('notifications.list', { page: 1, size: 100 }, agent);
    expect(kinds.items.map((n: { kind: string }) => n.kind).sort()).toEqual([
      'hold_challenged',
      'hold_promoted',
    ]);

    // the agent's role loses Holds and keeps every other access name
    await answer('admin.roles.update', {
      id: role.id,
      version: role.version,
      name: 'Agente',
      access: accessNames.filter((name) => name !== 'Holds'),
    });

    const holdCalls = Object.keys(procedures).filter((path) => path.startsWith('holds.'));
    expect(holdCalls.length).toBeGreaterThan(5);
    for (const path of holdCalls) {
      const res = await trpc(path, { id: below.id }, agent);
      expect({ path, status: res.statusCode, code: res.json().error?.json?.data?.code }).toEqual({
        path,
        status: 403,
        code: 'forbidden',
      });
    }
    const holdPaths = restRoutes.filter((route) => route.procedure.startsWith('holds.'));
    for (const { method, path } of holdPaths) {
      const res = await server.send(
        method,
        path.replace(':id', String(below.id)),
        method === 'GET' ? undefined : {},
        agent,
      );
      expect({ method, path, status: res.statusCode, code: res.json().code }).toEqual({
        method,
        path,
        status: 403,
        code: 'forbidden',
      });
    }

    const answers = [
      await answer('events.calendar.events', { from: '2027-11-01', to: '2027-11-30' }, agent),
      await answer('search.palette', { q: 'Vetusta' }, agent),
      await answer('search.palette', { q: 'Riviera' }, agent),
      await answer('events.audit', { id: eventId, page: 1, size: 100 }, agent),
      await answer('events.find', { id: eventId }, agent),
      await answer('notifications.list', { page: 1, size: 100 }, agent),
      await answer('notifications.unreadCount', undefined, agent),
    ];
    const [calendar, , , history, , notices, unread] = answers;
    // what the agent still sees: the event (in Contratación now) and its history, none of the holds
    expect(calendar.items.map((e: { id: number }) => e.id)).toContain(eventId);
    expect(JSON.stringify(history)).toContain('Contratacion');
    expect(notices).toMatchObject({ items: [], total: 0 });
    expect(unread).toEqual({ unreadCount: 0 });
    const feedUrl = (await answer('events.calendar.feed', { calendarId }, agent)).url;
    const feed = await server.app.inject({ method: 'GET', url: new URL(feedUrl).pathname });
    expect(feed.body).toContain(`UID:event-${eventId}@`);
    for (const text of [...answers.map((a) => JSON.stringify(a)), feed.body]) {
      expect(text).not.toContain(secret);
      expect(text).not.toMatch(/hold_promoted|hold_challenged|"level"|holdId/);
    }
  });
});
