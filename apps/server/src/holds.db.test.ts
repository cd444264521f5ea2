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
  return res.json() as { id: number; level: number; version: number };
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
