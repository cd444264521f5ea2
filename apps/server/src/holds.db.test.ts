import { accessNames, appRouter, createUser, restRoutes } from '@bolo/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Method, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
let artistId: number;
/** Another artist: one artist holds a hall's day once (issue 27). */
let otherArtistId: number;
let hallId: number;

beforeAll(async () => {
  server = await serverWithStaff(undefined, { HOLDS_RELEASE_SECONDS: '1' });
  artistId = (await send('POST', '/api/masterArtist', { name: 'Vetusta Morla' })).json().id;
  otherArtistId = (await send('POST', '/api/masterArtist', { name: 'Love of Lesbian' })).json().id;
  hallId = (await send('POST', '/api/masterHall', { name: 'La Riviera', city: 'Madrid' })).json().id;
});
afterAll(() => server.close());

const DAY = 86_400_000;
/** The day `days` from today (weeks ahead: the office's zone makes no difference): holds are of days to come. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const send = (method: Method, url: string, payload?: unknown) => server.send(method, url, payload);
const holdOn = async (dateFrom: string, extra: object = {}) => {
  const res = await send('POST', '/api/holds', { artistId, hallId, dateFrom, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; level: number; version: number; notes: string };
};

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
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

describe('holds over REST', () => {
  it('releases the days a body names, and answers 400 hold_days_not_held for a day the hold does not cover', async () => {
    const [from, middle, to] = [dayAhead(40), dayAhead(41), dayAhead(42)];
    const range = await holdOn(from, { dateTo: to });
    const outside = await send('POST', `/api/holds/${range.id}/release`, { days: [dayAhead(43)] });
    expect([outside.statusCode, outside.json().code]).toEqual([400, 'hold_days_not_held']);
    const released = await send('POST', `/api/holds/${range.id}/release`, { days: [middle] });
    expect(released.json()).toMatchObject({ dateFrom: middle, dateTo: middle, status: 'released' });
    const left = await send('GET', `/api/holds?hallId=${hallId}&dateFrom=${from}&dateTo=${to}`);
    expect(left.json().map((h: { dateFrom: string; dateTo: string }) => [h.dateFrom, h.dateTo])).toEqual([
      [from, from],
      [to, to],
    ]);
    // the day released keeps the hold's id; DELETE without a body releases a whole hold, as before
    expect(released.json().id).toBe(range.id);
    const [firstDay] = left.json() as { id: number }[];
    expect((await send('DELETE', `/api/holds/${firstDay?.id}`)).json()).toMatchObject({ status: 'released' });
  });

  it('holds, edits, challenges, confirms and releases through /api/holds', async () => {
    const day = dayAhead(30);
    const first = await holdOn(day);
    const second = await holdOn(day, { artistId: otherArtistId });
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
    const eventId = confirmed.json().eventId;
    const event = await send('GET', `/api/evento/${eventId}`);
    expect(event.json()).toMatchObject({
      fase: 'Contratacion',
      status: 'Confirmado',
      eventType: 'Sala',
      date: day,
    });

    // the 2nd waits behind the booked date
    const range = `dateFrom=${dayAhead(25)}&dateTo=${dayAhead(35)}`;
    const listed = await send('GET', `/api/holds?hallId=${hallId}&${range}`);
    expect(listed.json()).toMatchObject([{ id: second.id, level: 2, artistName: 'Love of Lesbian' }]);
    const conflicts = await send('GET', `/api/holds/conflicts?${range}`);
    expect(conflicts.json()).toEqual([
      { hallId, date: day, kind: 'date_booked', eventIds: [eventId], holdIds: [second.id] },
    ]);

    const released = await send('DELETE', `/api/holds/${second.id}`);
    expect(released.json()).toMatchObject({ status: 'released' });
  });

  it('releases an expired hold by itself while the server runs', async () => {
    const soon = await holdOn(dayAhead(50), { expiresAt: new Date(Date.now() + 1_000).toISOString() });
    await expect
      .poll(async () => (await send('GET', `/api/holds/${soon.id}`)).json().status, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe('released');
  });
});

describe('a role without Holds', () => {
  it('sees no hold through any path: holds procedures, REST, calendar, palette, notifications, history, iCal feed', async () => {
    // only the holds' notes say this
    const secret = 'NOTA-DE-RESERVA-7391';
    const day = dayAhead(70);
    const nextDay = dayAhead(71);
    const month = { from: dayAhead(60), to: dayAhead(90) };
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
    const second = await holdOn(day, { notes: secret, artistId: otherArtistId });
    await answer('holds.challenge', { id: second.id });
    const above = await holdOn(nextDay, { notes: secret, artistId: otherArtistId });
    const below = await answer('holds.create', { artistId, hallId, dateFrom: nextDay, notes: secret }, agent);
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
      await answer('events.calendar.events', month, agent),
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
    // the phase by its label (issue 28), not its stored key
    expect(JSON.stringify(history)).toContain('Contratación');
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

describe('who may change a hold, and its dates', () => {
  /** A user of a new role holding `access`, signed in: their token. */
  let people = 0;
  const personWith = async (access: string[]) => {
    const name = `Reservas ${++people}`;
    await answer('admin.roles.create', { name, access });
    const email = `reservas-${people}@bolo.test`;
    await createUser(server.database.db, { email, password: 'holds-pass', name, role: name });
    return server.signIn(email, 'holds-pass');
  };
  const codeOf = (res: { json(): { code?: string; error?: { json?: { data?: { code?: string } } } } }) =>
    res.json().code ?? res.json().error?.json?.data?.code;

  it('answers 403 to a Holds-only colleague releasing or extending another’s hold (REST and tRPC); the owner and a HoldsAdmin may, and the owner is told', async () => {
    const owner = await personWith(['Holds', 'Notificaciones']);
    const colleague = await personWith(['Holds', 'Notificaciones']);
    const chief = await personWith(['Holds', 'HoldsAdmin']);
    const day = dayAhead(40);
    const made = await server.send('POST', '/api/holds', { artistId, hallId, dateFrom: day }, owner);
    expect(made.statusCode, made.body).toBe(201);
    const mine = made.json() as { id: number; version: number };
    const theirs = await answer(
      'holds.create',
      { artistId: otherArtistId, hallId, dateFrom: day },
      colleague,
    );
    expect(theirs.level).toBe(2);

    const extendTo = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const update = { version: mine.version, expiresAt: extendTo(30) };
    const refused = [
      await server.send('POST', `/api/holds/${mine.id}/release`, {}, colleague),
      await server.send('DELETE', `/api/holds/${mine.id}`, undefined, colleague),
      await server.send('PUT', `/api/holds/${mine.id}`, update, colleague),
      await trpc('holds.release', { id: mine.id }, colleague),
      await trpc('holds.update', { id: mine.id, ...update }, colleague),
    ];
    for (const res of refused) expect([res.statusCode, codeOf(res)]).toEqual([403, 'hold_not_yours']);
    expect((await send('GET', `/api/holds/${mine.id}`)).json()).toMatchObject({
      status: 'active',
      level: 1,
      version: mine.version,
    });

    const byOwner = await server.send('PUT', `/api/holds/${mine.id}`, update, owner);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    const byChief = await trpc(
      'holds.update',
      { id: mine.id, version: byOwner.json().version, expiresAt: extendTo(60) },
      chief,
    );
    expect(byChief.statusCode, byChief.body).toBe(200);
    const released = await server.send('POST', `/api/holds/${mine.id}/release`, {}, chief);
    expect([released.statusCode, released.json().status]).toEqual([200, 'released']);
    expect((await answer('holds.find', { id: theirs.id }, colleague)).level).toBe(1);

    const told = await answer('notifications.list', { page: 1, size: 100 }, owner);
    expect(told.items.map((n: { kind: string; data: { by: string } }) => [n.kind, n.data.by])).toEqual([
      ['hold_released', 'Reservas 3'],
      ['hold_updated', 'Reservas 3'],
    ]);
  });

  it('answers 400 to an expiry in year 9999 or +275760 and to a day gone, and 409 to the same hold twice', async () => {
    const day = dayAhead(45);
    for (const expiresAt of ['9999-12-31T00:00:00.000Z', '+275760-09-13T00:00:00.000Z']) {
      const res = await send('POST', '/api/holds', { artistId, hallId, dateFrom: day, expiresAt });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { code: 'hold_expiry_too_far', message: 'La reserva puede caducar como mucho a 90 días de hoy.' },
      ]);
    }
    const made = await holdOn(day);
    const extended = await send('PUT', `/api/holds/${made.id}`, {
      version: made.version,
      expiresAt: '9999-12-31T00:00:00.000Z',
    });
    expect([extended.statusCode, codeOf(extended)]).toEqual([400, 'hold_expiry_too_far']);

    const past = await send('POST', '/api/holds', { artistId, hallId, dateFrom: dayAhead(-2) });
    expect([past.statusCode, codeOf(past)]).toEqual([400, 'hold_days_past']);
    const twice = await send('POST', '/api/holds', { artistId, hallId, dateFrom: day });
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'hold_duplicate']);
    expect(twice.json().message).toMatch(/^Ya hay una reserva activa de este artista en esta sala/);
  });
});
