import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { testAdmin, testImage } from '@bolo/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from './compression';
import { SESSION_COOKIE } from './context';
import { eventWithArtistContract, fromTheApp, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
let eventId: number;
/** A contract long enough that the templates' list is well over the threshold. */
const contractBody = `<p>{{artista.name}} actuará en {{infoGeneral.name}}.</p>${'<p>Cláusula de producción y de taquilla.</p>'.repeat(60)}`;

beforeAll(async () => {
  server = await serverWithStaff();
  eventId = await eventWithArtistContract(server.send, { body: contractBody });
});
afterAll(() => server?.close());

/** A tRPC query as the web app makes it, accepting `encoding`. */
const query = (path: string, encoding: string) =>
  server.app.inject({
    method: 'GET',
    url: `/trpc/${path}`,
    headers: {
      ...fromTheApp,
      authorization: `Bearer ${server.adminToken}`,
      'accept-encoding': encoding,
    },
  });

describe('answers compressed on the way out', () => {
  it('compresses a tRPC answer over 1 KB as the browser accepts, and sends a small one as it is', async () => {
    const br = await query('templates.latest', 'br, gzip');
    expect(br.statusCode, br.body).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const json = brotliDecompressSync(br.rawPayload);
    expect(json.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(JSON.parse(json.toString()).result.data.json[0].body).toBe(contractBody);
    expect(br.rawPayload.length).toBeLessThan(json.length / 3);

    const gzip = await query('templates.latest', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(json)).toBe(true);

    const small = await query('health.check', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().result.data.json).toBeDefined();
  });

  it('compresses a REST answer over 1 KB', async () => {
    const res = await server.app.inject({
      url: '/api/plantillasMail',
      headers: { authorization: `Bearer ${server.adminToken}`, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('Cláusula de producción');
  });

  it('sends a contract PDF and a poster image as they are, not compressed again', async () => {
    const pdf = await server.app.inject({
      method: 'POST',
      url: `/api/evento/${eventId}/contratos/pdf/preview`,
      headers: { authorization: `Bearer ${server.adminToken}`, 'accept-encoding': 'br, gzip' },
      payload: { subType: 'artista', body: contractBody },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const image = await testImage('jpeg', 600, 400);
    const uploaded = await server.sendForm('/api/carteles/uploadFiles', [
      ['eventId', String(eventId)],
      ['files', new File([image], 'cartel.jpg', { type: 'image/jpeg' })],
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [poster] = uploaded.json() as unknown as [{ url: string; thumbnailUrl: string }];
    for (const url of [poster.url, poster.thumbnailUrl]) {
      const res = await server.app.inject({
        url,
        headers: { authorization: `Bearer ${server.adminToken}`, 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    const original = await server.send('GET', poster.url);
    expect(original.rawPayload.equals(image)).toBe(true);
  });

  it('does not unpack a request body sent compressed: the sign-in is refused as before', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(testAdmin)),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().access_token).toBeUndefined();
  });

  it('still streams the notifications to a browser that accepts brotli: an event arrives while the answer goes on', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: {
        cookie: `${SESSION_COOKIE}=${server.adminToken}`,
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
      },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
    const first = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), 5000)),
    ]);
    expect(first.done).toBe(false);
    expect(first.value).toMatch(/^data: \{"unreadCount":0/);
    abort.abort();
  });
});
