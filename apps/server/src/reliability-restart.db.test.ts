import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testAdmin } from '@bolo/api/testing';
import { createDb } from '@bolo/db';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import { describe, expect, it } from 'vitest';
import { addStaff, type Method, serverOn } from './testing';

/**
 * Where the data lives between two runs of the server: a PGlite folder on disk (as `DATA_DIR`
 * keeps it), or a PostgreSQL database reached by its URL. `open` is a new connection each time.
 */
async function storedDatabase() {
  if (testDbKind === 'pglite') {
    const folder = await mkdtemp(join(tmpdir(), 'bolo-restart-'));
    const dataDir = join(folder, 'pglite');
    return { open: () => createDb({ dataDir }), dispose: () => rm(folder, { recursive: true, force: true }) };
  }
  const created = await createTestDatabase('postgres');
  return { open: () => createDb({ url: created.url }), dispose: () => created.close() };
}

/** The server as `main.ts` starts it: the database opened and migrated, then the HTTP host. */
async function startOn(stored: Awaited<ReturnType<typeof storedDatabase>>, { firstStart = false } = {}) {
  const database = stored.open();
  await database.migrate();
  if (firstStart) await addStaff(database);
  return serverOn(database);
}

type Send = (method: Method, url: string, payload?: unknown, token?: string) => Promise<{ json(): unknown }>;

/** Everything the test wrote, as a REST client reads it. */
async function readBack(send: Send, ids: { event: number; artist: number; hall: number; template: number }) {
  const read = async (url: string) => (await send('GET', url)).json();
  return {
    event: await read(`/api/evento/${ids.event}`),
    hiring: await read(`/api/contractConditions?eventId=${ids.event}`),
    production: await read(`/api/contractProduction?eventId=${ids.event}`),
    annotations: await read(`/api/evento/${ids.event}/annotation`),
    // the history tab, which the web app reads over tRPC
    audit: await read(
      `/trpc/events.audit?input=${encodeURIComponent(JSON.stringify({ json: { id: ids.event } }))}`,
    ),
    artist: await read(`/api/masterArtist/${ids.artist}`),
    hall: await read(`/api/masterHall/${ids.hall}`),
    template: await read(`/api/plantillasMail/${ids.template}`),
  };
}

describe(`a restart of the server and its database (${testDbKind})`, () => {
  it('keeps every event part, master, template and session written before it', async () => {
    const stored = await storedDatabase();
    try {
      const first = await startOn(stored, { firstStart: true });
      const send = async (method: Method, url: string, payload?: unknown) => {
        const res = await first.send(method, url, payload);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
        return res.json();
      };
      const artist = await send('POST', '/api/masterArtist', { name: 'Rosalía', cif: '12345678Z' });
      const hall = await send('POST', '/api/masterHall', {
        name: 'La Riviera',
        city: 'Madrid',
        capacity: 2500,
      });
      const event = await send('POST', '/api/evento', {
        name: 'Rosalía en La Riviera',
        eventType: 'Promotores',
        date: '2026-06-12',
        artista: { artistaMaestroId: artist.id },
        sala: { salaMaestroId: hall.id },
        entradas: [{ pvp: 2500, descripcion: 'General' }],
      });
      const artistHiring = (await send('GET', `/api/contractConditions?eventId=${event.id}`)).find(
        (block: { type: string }) => block.type === 'artista',
      );
      await send('PUT', `/api/contractConditions/${artistHiring.id}`, { version: 1, invitaciones: 12 });
      const [production] = await send('GET', `/api/contractProduction?eventId=${event.id}`);
      await send('PUT', `/api/contractProduction/${production.id}`, { version: 1, showStart: '21:30' });
      await send('POST', `/api/evento/${event.id}/annotation`, { text: 'Rider recibido' });
      const opened = await send('GET', `/api/evento/${event.id}`);
      await send('PUT', `/api/evento/${event.id}/status`, { status: 'Opcion', version: opened.version });
      const template = await send('POST', '/api/plantillasMail', {
        name: 'Contrato de sala',
        type: 'contract',
        subType: 'sala',
        body: '<p>{{sala.name}} ({{sala.city}})</p>',
      });
      const ids = { event: event.id, artist: artist.id, hall: hall.id, template: template.id };
      const before = await readBack(first.send, ids);
      expect(before).toMatchObject({
        event: {
          status: 'Opcion',
          artista: { name: 'Rosalía', cif: '12345678Z' },
          sala: { name: 'La Riviera', city: 'Madrid' },
          entradas: [{ pvp: 2500, descripcion: 'General' }],
        },
        hiring: expect.arrayContaining([expect.objectContaining({ type: 'artista', invitaciones: 12 })]),
        production: [{ showStart: '21:30' }],
        annotations: [{ text: 'Rider recibido' }],
        audit: {
          result: {
            data: {
              json: { items: expect.arrayContaining([expect.objectContaining({ field: 'invitaciones' })]) },
            },
          },
        },
        artist: { name: 'Rosalía' },
        hall: { name: 'La Riviera', capacity: 2500 },
        template: { name: 'Contrato de sala', body: '<p>{{sala.name}} ({{sala.city}})</p>' },
      });
      await first.close();

      const second = await startOn(stored);
      try {
        // the session made before the restart still opens everything
        const sendAsBefore: Send = (method, url, payload) =>
          second.send(method, url, payload, first.adminToken);
        expect(await readBack(sendAsBefore, ids)).toEqual(before);
        const signIn = await second.signIn(testAdmin.email, testAdmin.password);
        expect(signIn).toEqual(expect.any(String));
      } finally {
        await second.close();
      }
    } finally {
      await stored.dispose();
    }
  });
});
