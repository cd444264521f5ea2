import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';
import { registerWebApp, webDist } from './web';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The host's web-app part as `buildServer` sets it up: the compression first, then the built app. */
let app: FastifyInstance;
/** The entry chunk every page loads first (the login's too), as the page's script tag names it. */
let entry: string;

beforeAll(async () => {
  // the built app, built now when missing or older than its sources (as `npm start` does)
  execFileSync(process.execPath, ['scripts/web-build.mjs'], { cwd: root, stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
  entry = `/${manifest['index.html'].file}`;
  app = Fastify();
  await registerCompression(app);
  const web = await registerWebApp(app, (_req, reply) => reply.status(404).send({ code: 'not_found' }));
  if (!web) throw new Error('the web app was not built');
}, 300_000);
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });
const raw = () => readFileSync(join(webDist, entry));

describe('the web app sent compressed', () => {
  it('sends the login page’s script as brotli to a browser that takes it, at most a third of its size', async () => {
    const res = await get(entry, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThanOrEqual(raw().length / 3);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload).equals(raw())).toBe(true);
  });

  it('sends gzip to one that takes only gzip, and the file as it is to one that names no encoding', async () => {
    const gzip = await get(entry, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(raw())).toBe(true);

    const identity = await get(entry);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('accept-encoding');
    expect(identity.rawPayload.equals(raw())).toBe(true);
    // each encoding is its own version for a cache
    expect(identity.headers.etag).not.toBe(gzip.headers.etag);
  });

  it('answers a HEAD with the compressed length and no body, and a range of the file as it is', async () => {
    const head = await get(entry, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeLessThanOrEqual(raw().length / 3);
    expect(head.rawPayload.length).toBe(0);

    const range = await get(entry, { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.equals(raw().subarray(0, 100))).toBe(true);
  });

  it('sends the page compressed, with its own nonce each time', async () => {
    const [first, second] = await Promise.all([
      get('/login', { 'accept-encoding': 'br' }),
      get('/login', { 'accept-encoding': 'gzip' }),
    ]);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers['content-encoding']).toBe('gzip');
    const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
    const [a, b] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ];
    expect(a).toBeDefined();
    expect(a).not.toBe(b);
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(`nonce="${a}"`);
    expect(gunzipSync(second.rawPayload).toString()).toContain(`nonce="${b}"`);
  });

  it('has brotli and gzip copies of the scripts, styles and icons, none of the fonts, and serves no copy by its own name', async () => {
    const files = readdirSync(webDist, { recursive: true, encoding: 'utf8' }).map((file) =>
      relative(webDist, join(webDist, file)),
    );
    const copied = (pattern: RegExp) =>
      files.filter((file) => pattern.test(file) && files.includes(`${file}.br`));
    expect(copied(/\.css$/).length).toBeGreaterThan(0);
    expect(copied(/^favicon\.svg$/)).toEqual(['favicon.svg']);
    expect(copied(/\.(woff2?|png|jpe?g|ico)$/)).toEqual([]);
    expect(files).not.toContain('index.html.br');
    const font = files.find((file) => file.endsWith('.woff2'));
    const fontAnswer = await get(`/${font}`, { 'accept-encoding': 'br, gzip' });
    expect(fontAnswer.statusCode).toBe(200);
    expect(fontAnswer.headers['content-encoding']).toBeUndefined();
    expect((await get(`${entry}.br`)).statusCode).toBe(404);
  });
});

describe('the page names the scripts its route will ask for', () => {
  /** The scripts a page's HTML preloads, and what the build's manifest says `keys` load. */
  const preloadsOf = async (path: string) =>
    [
      ...(await get(path)).body.matchAll(
        /<link rel="modulepreload" crossorigin href="\/([^"]+)" nonce="[^"]+">/g,
      ),
    ].map((match) => match[1]);
  const manifest = () => JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
  const fileOf = (key: string) => manifest()[key].file;
  const routes = 'src/routes/{-$locale}';

  it('preloads the sign-in’s own chunk and the Spanish messages, not the staff pages’', async () => {
    const preloaded = await preloadsOf('/login');
    expect(preloaded).toContain(fileOf(`${routes}/_open/login.tsx?tsr-split=component`));
    expect(preloaded).toContain(fileOf('src/i18n/es.ts'));
    expect(preloaded).not.toContain(fileOf('src/i18n/es.features.ts'));
    expect(preloaded).not.toContain(fileOf(`${routes}/_app/route.tsx?tsr-split=component`));
  });

  it('preloads an event’s chunks and both parts of the messages of its language', async () => {
    const preloaded = await preloadsOf('/en/event/12');
    expect(preloaded).toEqual(
      expect.arrayContaining([
        fileOf(`${routes}/_app/route.tsx?tsr-split=component`),
        fileOf(`${routes}/_app/event/{-$id}.tsx?tsr-split=component`),
        fileOf('src/i18n/en.ts'),
        fileOf('src/i18n/en.features.ts'),
      ]),
    );
    expect(preloaded).not.toContain(fileOf('src/i18n/es.ts'));
    // each file once, none the HTML loads already
    expect(new Set(preloaded).size).toBe(preloaded.length);
    expect(preloaded).not.toContain(fileOf('index.html'));
  });
});

it('serves the web manifest a phone installs the app from, with an icon that is there', async () => {
  const res = await get('/manifest.webmanifest');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = res.json() as { name: string; start_url: string; icons: { src: string }[] };
  expect(manifest).toMatchObject({ name: 'Bolo', start_url: '/' });
  for (const icon of manifest.icons) expect((await get(icon.src)).statusCode).toBe(200);
  expect((await get('/login')).body).toContain('<link rel="manifest" href="/manifest.webmanifest"');
});
