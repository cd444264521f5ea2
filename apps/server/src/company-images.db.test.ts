import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { recordingServices, testImage } from '@bolo/api/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormOptions, type FormPart, serverWithStaff } from './testing';

let staff: Awaited<ReturnType<typeof serverWithStaff>>;
let app: FastifyInstance;
let adminToken: string;
let clerkToken: string;
let postForm: Awaited<ReturnType<typeof serverWithStaff>>['sendForm'];
const services = recordingServices();
const images: Record<'png' | 'jpeg' | 'webp', Uint8Array> = {
  png: new Uint8Array(),
  jpeg: new Uint8Array(),
  webp: new Uint8Array(),
};

beforeAll(async () => {
  staff = await serverWithStaff(services);
  ({ app, adminToken, clerkToken, sendForm: postForm } = staff);
  for (const type of ['png', 'jpeg', 'webp'] as const) images[type] = await testImage(type);
});
afterAll(async () => {
  await staff.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

const bearer = (token = adminToken) => ({ authorization: `Bearer ${token}` });
const file = (bytes: Uint8Array, name: string, type = 'image/png') => new File([bytes], name, { type });

async function newCompany(name: string): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/empresa', payload: { name }, headers: bearer() });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const upload = (id: number, group: string, files: File[], options?: FormOptions) =>
  postForm(
    '/api/empresa/uploadFiles',
    [['id', String(id)], ['group', group], ...files.map((f): [string, FormPart] => ['files', f])],
    options,
  );

const listImages = async (id: number) =>
  (await app.inject({ url: `/api/empresa/${id}/images`, headers: bearer() })).json();

/** The files the store holds for a company (originals and thumbnails). */
const storedFiles = (id: number) =>
  readdir(join(services.filesDir, 'companies', String(id))).catch(() => [] as string[]);

describe('company images over the legacy REST paths', () => {
  it('uploads a PNG, a JPEG and a WebP in one request and lists them with their URLs', async () => {
    const id = await newCompany('Imágenes Uno');
    const res = await upload(id, 'principal', [
      file(images.png, 'logo.png'),
      file(images.jpeg, 'foto.jpg', 'image/jpeg'),
      file(images.webp, 'banner.webp', 'image/webp'),
    ]);
    expect(res.statusCode).toBe(200);
    const listed = await listImages(id);
    expect(listed).toEqual(res.json());
    expect(listed.secundario).toEqual([]);
    expect(listed.principal).toHaveLength(3);
    expect(listed.principal.map((i: { key: string }) => i.key.split('.').pop())).toEqual([
      'png',
      'jpeg',
      'webp',
    ]);

    for (const [index, type] of (['png', 'jpeg', 'webp'] as const).entries()) {
      const image = listed.principal[index];
      expect(image.url).toMatch(new RegExp(`^/api/empresa/${id}/images/principal/[\\w-]+\\.${type}$`));
      const served = await app.inject({ url: image.url, headers: bearer() });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${type}`);
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(served.rawPayload.equals(images[type])).toBe(true);
    }
    const company = (await app.inject({ url: `/api/empresa/${id}`, headers: bearer() })).json();
    expect(company.imagenes.principal).toEqual(listed.principal.map((i: { key: string }) => i.key));
    expect(company.version).toBe(1);
  });

  it('serves a smaller WebP thumbnail, to the sign-in cookie as an <img> tag sends it', async () => {
    const id = await newCompany('Imágenes Miniatura');
    const [image] = (await upload(id, 'pie', [file(images.png, 'logo.png')])).json().pie;
    const thumbnail = await app.inject({ url: image.thumbnailUrl, cookies: { bolo_session: adminToken } });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toContain('immutable');
    expect(thumbnail.rawPayload.byteLength).toBeGreaterThan(0);
    expect(thumbnail.rawPayload.byteLength).toBeLessThan(images.png.byteLength / 4);
  });

  it('refuses an SVG, even named and declared as a PNG, saying why', async () => {
    const id = await newCompany('Imágenes SVG');
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const svgFile of [file(svg, 'logo.svg', 'image/svg+xml'), file(svg, 'logo.png')]) {
      const res = await upload(id, 'principal', [svgFile]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'svg_not_supported',
        message: expect.stringContaining('SVG'),
      });
    }
    expect(await storedFiles(id)).toEqual([]);
  });

  it('refuses a PDF renamed .png with 415, and stores none of the request’s files', async () => {
    const id = await newCompany('Imágenes PDF');
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const res = await upload(id, 'principal', [file(images.png, 'bueno.png'), file(pdf, 'factura.png')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'unsupported_file_type',
      message: 'Tipo de archivo no admitido: solo imágenes PNG, JPEG o WebP.',
    });
    expect((await listImages(id)).principal).toEqual([]);
    expect(await storedFiles(id)).toEqual([]);
  });

  it('refuses a file of 11 MB with 413 and the catalogue body, in English when asked', async () => {
    const id = await newCompany('Imágenes Grandes');
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(images.png.subarray(0, 64));
    const res = await upload(id, 'principal', [file(big, 'enorme.png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'El envío es demasiado grande.' });
    expect((await listImages(id)).principal).toEqual([]);

    const english = await upload(id, 'principal', [file(big, 'enorme.png')], {
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(413);
    expect(english.json().message).toBe('The upload is too large.');
  });

  it('refuses more than ten files in one request with 413', async () => {
    const id = await newCompany('Imágenes Muchas');
    const tiny = await testImage('png', 8, 8);
    const res = await upload(
      id,
      'secundario',
      Array.from({ length: 11 }, (_, i) => file(tiny, `${i}.png`)),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('keeps every key when uploads to one group arrive at the same time', async () => {
    const id = await newCompany('Imágenes A La Vez');
    const tiny = await testImage('png', 16, 16);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => upload(id, 'secundario', [file(tiny, `${i}.png`)])),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await listImages(id)).secundario).toHaveLength(4);
  });

  it('deletes one image, then a whole group, with its files and thumbnails', async () => {
    const id = await newCompany('Imágenes Borrar');
    const uploaded = (
      await upload(id, 'principal', [file(images.png, 'a.png'), file(images.jpeg, 'b.jpg', 'image/jpeg')])
    ).json().principal;
    await upload(id, 'pie', [file(images.webp, 'c.webp', 'image/webp')]);
    expect(await storedFiles(id)).toHaveLength(6);

    const [first, second] = uploaded;
    const deleted = await app.inject({ method: 'DELETE', url: first.url, headers: bearer() });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().principal).toEqual([second]);
    expect((await app.inject({ url: first.url, headers: bearer() })).statusCode).toBe(404);
    expect(await storedFiles(id)).toHaveLength(4);

    const group = await app.inject({
      method: 'DELETE',
      url: `/api/empresa/${id}/images/principal`,
      headers: bearer(),
    });
    expect(group.statusCode).toBe(200);
    expect(group.json().principal).toEqual([]);
    expect(group.json().pie).toHaveLength(1);
    expect((await app.inject({ url: second.url, headers: bearer() })).statusCode).toBe(404);
    expect((await app.inject({ url: second.thumbnailUrl, headers: bearer() })).statusCode).toBe(404);
    const left = await storedFiles(id);
    expect(left).toHaveLength(2);
    expect(left.every((name) => name.includes('.webp'))).toBe(true);

    const legacy = await app.inject({
      method: 'POST',
      url: '/api/empresa/images/deleteGroup',
      payload: { id, group: 'pie' },
      headers: bearer(),
    });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toEqual({ principal: [], secundario: [], pie: [] });
    expect(await storedFiles(id)).toEqual([]);
  });

  it('removes the files of a deleted company, and keeps them while events use it', async () => {
    const id = await newCompany('Imágenes Baja');
    const [image] = (await upload(id, 'principal', [file(images.png, 'a.png')])).json().principal;
    await upload(id, 'pie', [file(images.webp, 'c.webp', 'image/webp')]);
    expect(await storedFiles(id)).toHaveLength(4);

    const artist = (await staff.send('POST', '/api/masterArtist', { name: 'Artista Baja' })).json();
    const event = await staff.send('POST', '/api/evento', {
      name: 'Bolo con empresa',
      eventType: 'Sala',
      empresaId: id,
      artista: { artistaMaestroId: artist.id },
    });
    expect(event.statusCode, event.body).toBe(201);
    const refused = await staff.send('DELETE', `/api/empresa/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('in_use');
    expect(await storedFiles(id)).toHaveLength(4);

    const { id: eventId, version } = event.json();
    const freed = await staff.send('PUT', `/api/evento/${eventId}`, { version, empresaId: null });
    expect(freed.statusCode, freed.body).toBe(200);
    expect((await staff.send('DELETE', `/api/empresa/${id}`)).statusCode).toBe(200);
    expect(await storedFiles(id)).toEqual([]);
    expect((await app.inject({ url: image.url, headers: bearer() })).statusCode).toBe(404);
  });

  it('answers 404 for an image of another group or company, and 400 for a bad group or name', async () => {
    const id = await newCompany('Imágenes Ajenas');
    const other = await newCompany('Imágenes Otras');
    const [image] = (await upload(id, 'principal', [file(images.png, 'a.png')])).json().principal;
    const name = image.url.split('/').pop();
    for (const url of [
      `/api/empresa/${id}/images/pie/${name}`,
      `/api/empresa/${other}/images/principal/${name}`,
      `/api/empresa/999999/images/principal/${name}`,
    ]) {
      expect((await app.inject({ url, headers: bearer() })).statusCode, url).toBe(404);
    }
    for (const url of [
      `/api/empresa/${id}/images/logos/${name}`,
      `/api/empresa/${id}/images/principal/..%2Fx`,
    ]) {
      expect((await app.inject({ url, headers: bearer() })).statusCode, url).toBe(400);
    }
    const missing = await upload(999_999, 'principal', [file(images.png, 'a.png')]);
    expect(missing.statusCode).toBe(404);
  });
});

describe('create multipart on the master paths', () => {
  it('creates an artist from form fields, as a JSON create would', async () => {
    const res = await postForm('/api/masterArtist', [
      ['name', 'Rosalía Vila'],
      ['cif', '12.345.678-z'],
      ['isTelonero', 'true'],
      ['emailConfirmacion', 'booking@rosalia.test'],
      ['emailConfirmacion', 'tour@rosalia.test'],
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Rosalía Vila',
      cif: '12345678Z',
      isTelonero: true,
      emailConfirmacion: ['booking@rosalia.test', 'tour@rosalia.test'],
      version: 1,
    });
  });

  it('creates a hall from a JSON `data` part sent as a Blob, as Spring-era clients do', async () => {
    const data = new Blob([JSON.stringify({ name: 'Sala Apolo', capacity: 1600 })], {
      type: 'application/json',
    });
    const res = await postForm('/api/masterHall', [
      ['data', new File([data], 'blob', { type: 'application/json' })],
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Sala Apolo', capacity: 1600 });
  });

  it('refuses invalid fields with 400, and files on a master that has none', async () => {
    expect(
      (
        await postForm('/api/masterHall', [
          ['name', 'Sala'],
          ['capacity', 'mucha'],
        ])
      ).statusCode,
    ).toBe(400);
    const withFile = await postForm('/api/masterArtist', [
      ['name', 'Con Foto'],
      ['foto', file(images.png, 'a.png')],
    ]);
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().code).toBe('validation_error');
  });

  it('creates a company with images in the groups its file fields name', async () => {
    const res = await postForm('/api/empresa', [
      ['name', 'Producciones Con Logo'],
      ['principal', file(images.png, 'logo.png')],
      ['pie', file(images.jpeg, 'pie.jpg', 'image/jpeg')],
      ['pie', file(images.webp, 'pie.webp', 'image/webp')],
    ]);
    expect(res.statusCode).toBe(201);
    const company = res.json();
    expect(company).toMatchObject({ name: 'Producciones Con Logo', version: 1 });
    expect(company.imagenes.principal).toHaveLength(1);
    expect(company.imagenes.pie).toHaveLength(2);
    expect(company.imagenes.secundario).toEqual([]);
    expect(await storedFiles(company.id)).toHaveLength(6);
  });

  it('creates no company when one of its images is refused', async () => {
    const res = await postForm('/api/empresa', [
      ['name', 'Producciones Sin Logo'],
      ['principal', file(new TextEncoder().encode('<svg/>'), 'logo.png')],
    ]);
    expect(res.statusCode).toBe(415);
    const found = await app.inject({ url: '/api/empresa/search/sin%20logo', headers: bearer() });
    expect(found.json()).toEqual([]);
  });

  it('answers 400, never 500, to a broken multipart body, and 415 to one sent where no form is taken', async () => {
    for (const [contentType, payload] of [
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nRosa',
      ],
      ['multipart/form-data', 'x'],
    ]) {
      const broken = await app.inject({
        method: 'POST',
        url: '/api/masterArtist',
        payload,
        headers: { ...bearer(), 'content-type': contentType },
      });
      expect(broken.statusCode, contentType).toBe(400);
    }
    const put = await postForm('/api/masterArtist', [['name', 'Rosa']], { method: 'PUT' });
    expect(put.statusCode).toBe(415);
    expect(put.json().code).toBe('unsupported_media_type');
  });
});

describe('who may touch company images', () => {
  it('answers 401 to a visitor and 403 to a user without MasterData', async () => {
    const id = await newCompany('Imágenes Privadas');
    const [image] = (await upload(id, 'principal', [file(images.png, 'a.png')])).json().principal;
    // Too large as well: a visitor is turned away before the server reads what they send.
    const big = new Uint8Array(11 * 1024 * 1024);
    const forms = [
      () => upload(id, 'principal', [file(images.png, 'b.png')], { token: null }),
      () => upload(id, 'principal', [file(big, 'enorme.png')], { token: null }),
      () => postForm('/api/masterArtist', [['name', 'Anónimo']], { token: null }),
    ];
    for (const send of forms) {
      const res = await send();
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
    for (const url of [image.url, image.thumbnailUrl, `/api/empresa/${id}/images`]) {
      expect((await app.inject({ url })).statusCode, url).toBe(401);
      expect((await app.inject({ url, headers: bearer(clerkToken) })).statusCode, url).toBe(403);
    }
    const clerkUpload = await upload(id, 'principal', [file(images.png, 'b.png')], { token: clerkToken });
    expect(clerkUpload.statusCode).toBe(403);
    expect(clerkUpload.json().code).toBe('forbidden');
    const clerkDelete = await app.inject({
      method: 'DELETE',
      url: `/api/empresa/${id}/images/principal`,
      headers: bearer(clerkToken),
    });
    expect(clerkDelete.statusCode).toBe(403);
    expect((await listImages(id)).principal).toEqual([image]);
  });
});
