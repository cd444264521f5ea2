import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type callerFor,
  callerWithRole,
  recordingServices,
  testImage,
  withAdminAndClerk,
} from '../../testing';

type Caller = Awaited<ReturnType<typeof callerFor>>;
let database: Database;
let admin: Caller;
let clerk: Caller;
const services = recordingServices();

beforeAll(async () => {
  ({ database, admin, clerk } = await withAdminAndClerk(services));
});
afterAll(async () => {
  await database.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

const newEvent = async (name: string) =>
  (await admin.events.create({ name, eventType: 'Promotores', artista: { name: `Artista ${name}` } })).id;

const posterFiles = (count: number, prefix: string) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `${prefix}-${i + 1}.webp`,
      bytes: await testImage('webp', 40 + i, 30),
    })),
  );

const storedFiles = (eventId: number) =>
  readdir(join(services.filesDir, 'posters', String(eventId))).catch(() => [] as string[]);

describe('posters through tRPC', () => {
  it('keeps uploads that run at the same time in one order, each request’s files together', async () => {
    const eventId = await newEvent('Carteles a la vez');
    const [first, second] = await Promise.all([
      admin.posters.upload({ eventId, files: await posterFiles(3, 'a') }),
      admin.posters.upload({ eventId, files: await posterFiles(3, 'b') }),
    ]);
    const listed = await admin.posters.list({ eventId });
    expect(listed).toHaveLength(6);
    const names = listed.map((p) => p.name);
    const byRequest = [first, second].map((posters) => posters.map((p) => p.name).join());
    // whichever took the event's lock first comes first, with its files in their order
    expect([names.slice(0, 3).join(), names.slice(3).join()].sort()).toEqual(byRequest.sort());
    expect(await storedFiles(eventId)).toHaveLength(12);
  });

  it('saves a trimmed description once per version', async () => {
    const eventId = await newEvent('Carteles versión');
    const [poster] = await admin.posters.upload({ eventId, files: await posterFiles(1, 'v') });
    if (!poster) throw new Error('no poster');
    const saved = await admin.posters.updateDescription({ id: poster.id, description: ' Gira ', version: 1 });
    expect(saved).toMatchObject({ description: 'Gira', version: 2 });
    await expect(
      admin.posters.updateDescription({ id: poster.id, description: 'Otra', version: 1 }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    expect((await admin.posters.find({ id: poster.id })).description).toBe('Gira');
  });

  it('deletes what exists of the ids asked, with its files', async () => {
    const eventId = await newEvent('Carteles borrado');
    const posters = await admin.posters.upload({ eventId, files: await posterFiles(2, 'd') });
    const ids = posters.map((p) => p.id);
    expect(await admin.posters.delete({ ids: [...ids, 999_999] })).toEqual({
      deleted: expect.arrayContaining(ids),
    });
    expect(await admin.posters.delete({ ids })).toEqual({ deleted: [] });
    expect(await storedFiles(eventId)).toEqual([]);
    await expect(admin.posters.original({ id: ids[0] ?? 0 })).rejects.toMatchObject({ appCode: 'not_found' });
  });

  it('is open to a role with Carteles only, and to nobody without it', async () => {
    const eventId = await newEvent('Carteles rol');
    await admin.admin.roles.create({ name: 'Diseño', access: ['Carteles'] });
    const designer = await callerWithRole(database, 'Diseño', services);
    const [poster] = await designer.posters.upload({ eventId, files: await posterFiles(1, 'r') });
    if (!poster) throw new Error('no poster');
    expect((await designer.posters.thumbnail({ id: poster.id })).contentType).toBe('image/webp');

    const forbidden = { appCode: 'forbidden' };
    await expect(clerk.posters.list({ eventId })).rejects.toMatchObject(forbidden);
    await expect(clerk.posters.find({ id: poster.id })).rejects.toMatchObject(forbidden);
    await expect(clerk.posters.upload({ eventId, files: await posterFiles(1, 'x') })).rejects.toMatchObject(
      forbidden,
    );
    await expect(
      clerk.posters.updateDescription({ id: poster.id, description: 'x', version: 1 }),
    ).rejects.toMatchObject(forbidden);
    await expect(clerk.posters.delete({ ids: [poster.id] })).rejects.toMatchObject(forbidden);
    await expect(clerk.posters.original({ id: poster.id })).rejects.toMatchObject(forbidden);
    await expect(clerk.posters.thumbnail({ id: poster.id })).rejects.toMatchObject(forbidden);
    expect(await admin.posters.list({ eventId })).toHaveLength(1);
  });
});
