import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Method, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
beforeAll(async () => {
  server = await serverWithStaff();
});
afterAll(() => server.close());

/** A REST request that must succeed; answers its JSON. */
async function ok(method: Method, url: string, payload?: unknown) {
  const res = await server.send(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

/** A tRPC mutation as the web app sends it, with the admin's session. */
async function mutate(path: string, input: unknown) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    payload: { json: input },
    headers: { authorization: `Bearer ${server.adminToken}` },
  });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json().result.data.json;
}

async function newEvent(name: string) {
  const artist = await ok('POST', '/api/masterArtist', { name: `Artista de ${name}` });
  return ok('POST', '/api/evento', {
    name,
    eventType: 'Promotores',
    date: '2026-09-18',
    artista: { artistaMaestroId: artist.id },
    sala: { name: 'Sala Apolo', city: 'Barcelona' },
  });
}

describe('many people saving different parts of one event at the same moment', () => {
  it('keeps every one of 20 saves, and every master created meanwhile', async () => {
    const event = await newEvent('Concurrencia');
    const hiring: { id: number; type: string }[] = await ok(
      'GET',
      `/api/contractConditions?eventId=${event.id}`,
    );
    const [production] = await ok('GET', `/api/contractProduction?eventId=${event.id}`);
    const notes = Array.from({ length: 7 }, (_, i) => `Nota ${i + 1}`);
    const artists = Array.from({ length: 6 }, (_, i) => `Grupo simultáneo ${i + 1}`);

    const saves = [
      ...hiring.map((block, i) =>
        ok('PUT', `/api/contractConditions/${block.id}`, { version: 1, invitaciones: 10 + i }),
      ),
      ok('PUT', `/api/contractProduction/${production.id}`, {
        version: 1,
        showStart: '21:30',
        catering: true,
      }),
      mutate('events.parties.save', { eventId: event.id, kind: 'promotor', name: 'Promociones del Sur' }),
      mutate('events.parties.save', { eventId: event.id, kind: 'productor', name: 'Producciones Norte' }),
      ...notes.map((text) => ok('POST', `/api/evento/${event.id}/annotation`, { text })),
      ...artists.map((name) => ok('POST', '/api/masterArtist', { name })),
    ];
    await Promise.all(saves);

    const read = await ok('GET', `/api/evento/${event.id}`);
    expect(read).toMatchObject({
      promotor: { name: 'Promociones del Sur' },
      productor: { name: 'Producciones Norte' },
      artista: { name: 'Artista de Concurrencia' },
      sala: { name: 'Sala Apolo' },
    });
    const blocks = await ok('GET', `/api/contractConditions?eventId=${event.id}`);
    expect(
      Object.fromEntries(blocks.map((b: { type: string; invitaciones: number }) => [b.type, b.invitaciones])),
    ).toEqual(Object.fromEntries(hiring.map((block, i) => [block.type, 10 + i])));
    expect(await ok('GET', `/api/contractProduction?eventId=${event.id}`)).toMatchObject([
      { showStart: '21:30', catering: true, version: 2 },
    ]);
    const annotations = await ok('GET', `/api/evento/${event.id}/annotation`);
    expect(annotations.map((a: { text: string }) => a.text).sort()).toEqual(notes);
    const masters = await ok('POST', '/api/masterArtist/search', { q: 'simultáneo', size: 50 });
    expect(masters.items.map((a: { name: string }) => a.name).sort()).toEqual(artists);
  });
});

describe('two people saving the same part from the same version', () => {
  it('keeps the first save, answers the second 409 version_conflict and does not write any of it', async () => {
    const event = await newEvent('Conflicto');
    const [block] = await ok('GET', `/api/contractConditions?eventId=${event.id}`);
    const [first, second] = await Promise.all([
      server.send('PUT', `/api/contractConditions/${block.id}`, { version: 1, invitaciones: 4 }),
      server.send('PUT', `/api/contractConditions/${block.id}`, {
        version: 1,
        observacionesInvitaciones: 'Dos para la prensa',
      }),
    ]);
    const answers = [first, second].map((res) => [res.statusCode, res.json().code]);
    expect(answers).toContainEqual([200, undefined]);
    expect(answers).toContainEqual([409, 'version_conflict']);

    const stored = await ok('GET', `/api/contractConditions/${block.id}`);
    const winner = first.statusCode === 200 ? 'invitaciones' : 'observacionesInvitaciones';
    expect(stored).toMatchObject({
      version: 2,
      invitaciones: winner === 'invitaciones' ? 4 : block.invitaciones,
      observacionesInvitaciones:
        winner === 'invitaciones' ? block.observacionesInvitaciones : 'Dos para la prensa',
    });
  });
});
