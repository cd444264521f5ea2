import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_POSTER_BYTES } from '@bolo/api/storage/public';
import { recordingServices, testImage } from '@bolo/api/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormOptions, type FormPart, serverWithStaff } from './testing';

let staff: Awaited<ReturnType<typeof serverWithStaff>>;
const services = recordingServices();

beforeAll(async () => {
  staff = await serverWithStaff(services);
});
afterAll(async () => {
  await staff.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

interface Poster {
  id: number;
  name: string;
  description: string;
  width: number;
  height: number;
  version: number;
  url: string;
  thumbnailUrl: string;
}

const file = (bytes: Uint8Array, name: string, type = 'image/jpeg') => new File([bytes], name, { type });

async function newEvent(name: string): Promise<number> {
  const res = await staff.send('POST', '/api/evento', {
    name,
    eventType: 'Promotores',
    artista: { name: `Artista ${name}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const upload = (eventId: number, files: File[], options?: FormOptions) =>
  staff.sendForm(
    '/api/carteles/uploadFiles',
    [['eventId', String(eventId)], ...files.map((f): [string, FormPart] => ['files', f])],
    options,
  );

/** A good image and then `bad` in one request: the bad one must keep both out. */
const uploadWithGood = async (eventId: number, bad: File) =>
  upload(eventId, [file(await testImage('png', 20, 20), 'bueno.png'), bad]);

const list = async (eventId: number): Promise<Poster[]> =>
  (await staff.send('GET', `/api/carteles?eventId=${eventId}`)).json();

/** The files the store holds for an event's posters (originals and thumbnails). */
const storedFiles = (eventId: number) =>
  readdir(join(services.filesDir, 'posters', String(eventId))).catch(() => [] as string[]);

describe('posters over the legacy REST paths', () => {
  it('uploads ten images in one request, lists them in order with their size, and serves both files', async () => {
    const eventId = await newEvent('Carteles diez');
    const images = await Promise.all(
      Array.from({ length: 10 }, (_, i) => testImage(i % 2 ? 'png' : 'jpeg', 300 + i * 10, 200)),
    );
    const res = await upload(
      eventId,
      images.map((bytes, i) => file(bytes, `Cartel ñ ${i + 1}.${i % 2 ? 'png' : 'jpg'}`)),
    );
    expect(res.statusCode, res.body).toBe(201);
    const posters = await list(eventId);
    expect(posters).toEqual(res.json());
    expect(posters.map((p) => p.name)).toEqual(
      images.map((_, i) => `Cartel ñ ${i + 1}.${i % 2 ? 'png' : 'jpg'}`),
    );
    expect(posters.map((p) => [p.width, p.height])).toEqual(images.map((_, i) => [300 + i * 10, 200]));
    expect(await storedFiles(eventId)).toHaveLength(20);

    const [first] = posters as [Poster];
    const original = await staff.send('GET', first.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['content-disposition']).toBe('attachment; filename="Cartel-n-1.jpg"');
    expect(original.rawPayload.equals(images[0] as Uint8Array)).toBe(true);

    const thumbnail = await staff.app.inject({
      url: first.thumbnailUrl,
      cookies: { bolo_session: staff.adminToken },
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toContain('immutable');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300 });
  });

  it('makes thumbnails of at most 400 px, from the upright picture', async () => {
    const eventId = await newEvent('Carteles grandes');
    const big = await testImage('jpeg', 1600, 1000);
    const [poster] = (await upload(eventId, [file(big, 'grande.jpg')])).json() as [Poster];
    expect([poster.width, poster.height]).toEqual([1600, 1000]);
    const thumbnail = await staff.send('GET', poster.thumbnailUrl);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 400, height: 250 });
  });

  it('saves a description with its version, and refuses a stale one with 409', async () => {
    const eventId = await newEvent('Carteles descripción');
    const [poster] = (await upload(eventId, [file(await testImage('png', 40, 60), 'a.png')])).json() as [
      Poster,
    ];
    const saved = await staff.send('POST', '/api/carteles/updateDescription', {
      id: poster.id,
      description: '  Cartel principal  ',
      version: poster.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ description: 'Cartel principal', version: poster.version + 1 });

    const stale = await staff.send('PUT', `/api/carteles/${poster.id}`, {
      description: 'Otra',
      version: poster.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect((await staff.send('GET', `/api/carteles/${poster.id}`)).json().description).toBe(
      'Cartel principal',
    );

    const missing = await staff.send('POST', '/api/carteles/updateDescription', {
      id: 999_999,
      description: 'x',
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers the resource’s generic latest and search verbs, within an event when asked', async () => {
    const eventId = await newEvent('Carteles búsqueda');
    const png = await testImage('png', 20, 20);
    const [gira, , last] = (
      await upload(eventId, [file(png, 'gira-100%.png'), file(png, 'otro.png'), file(png, 'final.png')])
    ).json() as [Poster, Poster, Poster];
    await staff.send('POST', '/api/carteles/updateDescription', {
      id: last.id,
      description: 'Gira de otoño',
      version: 1,
    });
    expect((await staff.send('GET', `/api/carteles/latest?eventId=${eventId}`)).json().id).toBe(last.id);
    const found = await staff.send('GET', `/api/carteles/search/gira?eventId=${eventId}`);
    expect(found.json().map((p: Poster) => p.id)).toEqual([last.id, gira.id]);
    // the % is a character to look for, not a wildcard
    const percent = await staff.send('GET', `/api/carteles/search/${encodeURIComponent('100%')}`);
    expect(percent.json().map((p: Poster) => p.id)).toEqual([gira.id]);
    const otherEvent = await newEvent('Carteles sin búsqueda');
    expect((await staff.send('GET', `/api/carteles/latest?eventId=${otherEvent}`)).json()).toBeNull();
  });

  it('serves the rest of the generic pattern: POST /search, PUT with the id in the body, POST /{id}', async () => {
    const eventId = await newEvent('Carteles verbos');
    const png = await testImage('png', 20, 20);
    const [gira, otro] = (await upload(eventId, [file(png, 'gira.png'), file(png, 'otro.png')])).json() as [
      Poster,
      Poster,
    ];
    const found = await staff.send('POST', '/api/carteles/search', { name: 'gira', eventId });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().map((p: Poster) => p.id)).toEqual([gira.id]);

    const put = await staff.send('PUT', '/api/carteles', {
      id: gira.id,
      description: 'Por PUT',
      version: gira.version,
    });
    expect(put.statusCode, put.body).toBe(200);
    const post = await staff.send('POST', `/api/carteles/${otro.id}`, {
      description: 'Por POST',
      version: otro.version,
    });
    expect(post.statusCode, post.body).toBe(200);
    expect((await list(eventId)).map((p) => p.description)).toEqual(['Por PUT', 'Por POST']);

    // the same access rule as the other verbs: a role without Carteles changes nothing
    const refused = await staff.send(
      'POST',
      `/api/carteles/${otro.id}`,
      { description: 'x', version: otro.version + 1 },
      staff.clerkToken,
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (await staff.send('POST', '/api/carteles/search', { name: 'gira' }, staff.clerkToken)).statusCode,
    ).toBe(403);
  });

  it('deletes posters and their stored files, and answers 404 for their files afterwards', async () => {
    const eventId = await newEvent('Carteles borrar');
    const png = await testImage('png', 50, 50);
    const posters = (
      await upload(eventId, [file(png, 'a.png'), file(png, 'b.png'), file(png, 'c.png')])
    ).json();
    const [a, b, c] = posters as [Poster, Poster, Poster];
    const deleted = await staff.send('POST', '/api/carteles/deleteCarteles', { ids: [a.id, b.id] });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deleted.sort()).toEqual([a.id, b.id].sort());
    expect((await list(eventId)).map((p) => p.id)).toEqual([c.id]);
    expect(await storedFiles(eventId)).toHaveLength(2);
    expect((await staff.send('GET', a.url)).statusCode).toBe(404);

    expect((await staff.send('DELETE', `/api/carteles/${c.id}`)).statusCode).toBe(200);
    expect(await storedFiles(eventId)).toEqual([]);
  });

  it('refuses a 30 MB file with poster_too_large, naming it and the limit, and stores nothing', async () => {
    const eventId = await newEvent('Carteles pesados');
    const huge = new Uint8Array(30 * 1024 * 1024);
    huge.set(await testImage('png', 10, 10));
    expect(huge.byteLength).toBeGreaterThan(MAX_POSTER_BYTES);
    const res = await uploadWithGood(eventId, file(huge, 'enorme.png'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'poster_too_large',
      message: 'El cartel «enorme.png» pesa más de 25 MB: redúzcalo o expórtelo comprimido.',
    });
    const english = await upload(eventId, [file(huge, 'huge.png')], { headers: { 'x-locale': 'en' } });
    expect(english.json().message).toBe(
      'The poster “huge.png” is larger than 25 MB: make it smaller or export it compressed.',
    );
    expect(await list(eventId)).toEqual([]);
    expect(await storedFiles(eventId)).toEqual([]);
  });

  it('refuses a file that is not an image, whatever its name, and keeps none of the request’s files', async () => {
    const eventId = await newEvent('Carteles falsos');
    const html = new TextEncoder().encode('<html><body>no</body></html>');
    const res = await uploadWithGood(eventId, file(html, 'falso.jpg'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'poster_not_image',
      message: 'El cartel «falso.jpg» no es una imagen PNG, JPEG o WebP.',
    });
    const damaged = (await testImage('png', 64, 64)).subarray(0, 200);
    expect((await upload(eventId, [file(damaged, 'roto.png')])).json().code).toBe('poster_not_image');
    expect(await storedFiles(eventId)).toEqual([]);
  });

  it('answers event_not_found for posters of an event that does not exist, and 400 for no files', async () => {
    const res = await upload(999_999, [file(await testImage('png', 20, 20), 'a.png')]);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('event_not_found');
    expect((await staff.send('GET', '/api/carteles?eventId=999999')).statusCode).toBe(404);
    const eventId = await newEvent('Carteles vacío');
    expect((await upload(eventId, [])).statusCode).toBe(400);
  });

  it('is behind Carteles: a role without it, or nobody signed in, reads and changes nothing', async () => {
    const eventId = await newEvent('Carteles acceso');
    const [poster] = (await upload(eventId, [file(await testImage('png', 20, 20), 'a.png')])).json() as [
      Poster,
    ];
    for (const token of [staff.clerkToken, null]) {
      const status = token ? 403 : 401;
      for (const url of [`/api/carteles?eventId=${eventId}`, poster.url, poster.thumbnailUrl])
        expect((await staff.send('GET', url, undefined, token)).statusCode, url).toBe(status);
      const refused = await upload(eventId, [file(await testImage('png', 20, 20), 'b.png')], { token });
      expect(refused.statusCode).toBe(status);
      const description = { id: poster.id, description: 'x', version: poster.version };
      expect(
        (await staff.send('POST', '/api/carteles/updateDescription', description, token)).statusCode,
      ).toBe(status);
      expect((await staff.send('DELETE', `/api/carteles/${poster.id}`, undefined, token)).statusCode).toBe(
        status,
      );
    }
    expect((await list(eventId)).map((p) => p.description)).toEqual(['']);
  });
});
