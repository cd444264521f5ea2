import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { openProcedures } from '@bolo/api';
import { testClerk, testImage } from '@bolo/api/testing';
import { createDb } from '@bolo/db';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, fromTheApp, serverWithStaff } from './testing';
import { startServer, stopServer } from './testing-processes';

const MB = 1024 * 1024;
const BOUNDARY = 'bolo-body-policy';

/** `bytes` of `fill` made 64 KiB at a time as the connection takes them, never held whole. */
async function* filler(bytes: number, fill = 0x41) {
  const chunk = Buffer.alloc(64 * 1024, fill);
  for (let left = bytes; left > 0; left -= chunk.length)
    yield left >= chunk.length ? chunk : chunk.subarray(0, left);
}

/** A multipart form of one file part of `bytes`, as a browser or curl sends it. */
function oneFilePart(bytes: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  async function* parts() {
    yield head;
    yield* filler(bytes);
    yield tail;
  }
  return { length: head.length + bytes + tail.length, parts };
}

/** A JSON string of `bytes` characters, for a body past the 1 MiB limit. */
async function* longJson(bytes: number) {
  yield Buffer.from('{"0":{"json":{"email":"');
  yield* filler(bytes, 0x61);
  yield Buffer.from('"}}}');
}

interface Sent {
  headers?: Record<string, string>;
  /** The body, streamed as the connection takes it; its length announced unless `chunked`. */
  body: () => AsyncIterable<Buffer>;
  length?: number;
}

interface Answer {
  status: number;
  json: Record<string, unknown>;
  /** From the request's start to the whole answer, in ms. */
  ms: number;
}

/**
 * POSTs `sent` to `origin + path` as a client streams it, and answers what the server said and
 * how long it took; the request is then let go, as a browser does on an early answer.
 */
function post(origin: string, path: string, sent: Sent): Promise<Answer> {
  const started = performance.now();
  const headers = {
    ...sent.headers,
    ...(sent.length !== undefined && { 'content-length': String(sent.length) }),
  };
  const req = request(`${origin}${path}`, { method: 'POST', headers });
  const body = Readable.from(sent.body(), { objectMode: false });
  // the server closing a refused request breaks the client's writing: the answer is what counts
  req.on('error', () => undefined);
  body.on('error', () => undefined);
  let answered = false;
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (data: string) => {
        text += data;
      });
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          json: JSON.parse(text || '{}'),
          ms: performance.now() - started,
        });
        body.destroy();
        req.destroy();
      });
    });
    req.on('close', () => {
      body.destroy();
      if (!answered) reject(new Error(`${path}: the connection closed without an answer`));
    });
  });
  body.pipe(req);
  return answer;
}

/** The catalogue code of an answer: REST's `code`, or tRPC's envelope's (one call, or the first of a batch). */
function codeOf(json: unknown): unknown {
  const envelope = (Array.isArray(json) ? json[0] : json) as {
    code?: unknown;
    error?: { json?: { data?: { code?: unknown } } };
  };
  return envelope.error?.json?.data?.code ?? envelope.code;
}

const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const json = { 'content-type': 'application/json' };

describe(`one body policy for REST and tRPC, decided before the body (${testDbKind})`, () => {
  let server: Awaited<ReturnType<typeof serverWithStaff>>;
  let origin = '';

  beforeAll(async () => {
    server = await serverWithStaff();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    // the server and its staff's password hashes, on two cores another server process may share
  }, 60_000);
  afterAll(() => server.close());

  it('refuses a chunked JSON body past 1 MiB with 413 body_too_large, in tRPC’s envelope on /trpc', async () => {
    const chunked = { headers: { ...json, ...fromTheApp }, body: () => longJson(3 * MB) };
    const trpc = await post(origin, '/trpc/auth.login', chunked);
    expect(trpc.status).toBe(413);
    expect(trpc.json).toMatchObject({
      error: { json: { data: { code: 'body_too_large', httpStatus: 413 } } },
    });
    const batch = await post(origin, '/trpc/auth.login,auth.rememberPassword?batch=1', chunked);
    expect(batch.status).toBe(413);
    expect(codeOf(batch.json)).toBe('body_too_large');
    const rest = await post(origin, '/auth/login', chunked);
    expect(rest.status).toBe(413);
    expect(rest.json).toEqual({ code: 'body_too_large', message: 'La petición es demasiado grande.' });
  });

  it('refuses a body announced past 1 MiB with 413 before a byte of it arrives', async () => {
    // the head says 2 MB, and only its first bytes come: a server that read first would never answer
    const halfSent = {
      headers: { ...json, ...fromTheApp },
      length: 2 * MB,
      body: async function* () {
        yield Buffer.from('{"0":{"json":');
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      },
    };
    for (const path of ['/trpc/auth.login', '/auth/login', '/api/evento']) {
      const answer = await post(origin, path, halfSent);
      expect(answer.status, path).toBe(413);
      expect(codeOf(answer.json), path).toBe('body_too_large');
    }
  });

  it('takes only JSON on /trpc: text and forms are refused 415 unsupported_media_type', async () => {
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ]) {
      const answer = await post(origin, '/trpc/auth.login', {
        headers: { 'content-type': type, ...fromTheApp },
        body: async function* () {
          yield Buffer.from('email=a');
        },
        length: 7,
      });
      expect(answer.status, type).toBe(415);
      expect(answer.json, type).toMatchObject({
        error: { json: { data: { code: 'unsupported_media_type', httpStatus: 415 } } },
      });
    }
  });

  it('takes a form only on a REST path that takes files', async () => {
    const form = oneFilePart(1000);
    for (const path of ['/auth/login', '/api/evento/filter']) {
      const answer = await post(origin, path, {
        headers: { ...multipart, authorization: `Bearer ${server.adminToken}` },
        length: form.length,
        body: form.parts,
      });
      expect(answer.status, path).toBe(415);
      expect(answer.json, path).toEqual({
        code: 'unsupported_media_type',
        message: 'Esta dirección no admite ese tipo de contenido.',
      });
    }
  });

  it('refuses a signed-in user without the access 403 before the body arrives, over REST and tRPC', async () => {
    const clerk = { authorization: `Bearer ${server.clerkToken}` };
    const form = oneFilePart(100 * MB);
    // the clerk's role (Contratación) lacks Carteles: no byte of the posters is read
    const upload = await post(origin, '/api/carteles/uploadFiles', {
      headers: { ...multipart, ...clerk },
      body: form.parts,
    });
    expect(upload.status).toBe(403);
    expect(upload.json.code).toBe('forbidden');
    const admin = await post(origin, '/api/admin/user', {
      headers: { ...json, ...clerk },
      length: 1_000_000,
      body: async function* () {
        yield Buffer.from('{"name":"');
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      },
    });
    expect(admin.status).toBe(403);
    const trpc = await post(origin, '/trpc/posters.delete', {
      headers: { ...json, ...clerk, ...fromTheApp },
      length: 1_000_000,
      body: async function* () {
        yield Buffer.from('{"0":');
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      },
    });
    expect(trpc.status).toBe(403);
    expect(codeOf(trpc.json)).toBe('forbidden');
  });

  it('keeps the app’s own calls working: tRPC JSON, a POST query, REST JSON and an upload with access', async () => {
    const signIn = await fetch(`${origin}/trpc/auth.login`, {
      method: 'POST',
      headers: { ...json, ...fromTheApp },
      body: JSON.stringify({ json: { email: testClerk.email, password: testClerk.password } }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // a query too long for a URL comes as a POST (allowMethodOverride)
    const profile = await fetch(`${origin}/trpc/user.profile`, {
      method: 'POST',
      headers: { ...json, ...fromTheApp, cookie },
      body: JSON.stringify({}),
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ result: { data: { json: { email: testClerk.email } } } });

    const event = await server.send('POST', '/api/evento', {
      name: 'Carteles de Zahara',
      eventType: 'Promotores',
      date: '2026-06-12',
      artista: { name: 'Zahara' },
    });
    expect(event.statusCode, event.body).toBe(201);
    const form = new FormData();
    form.append('eventId', String(event.json().id));
    form.append('files', new File([await testImage('png', 20, 20)], 'cartel.png', { type: 'image/png' }));
    const upload = await fetch(`${origin}/api/carteles/uploadFiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
  });
});

/** The resident memory of a process, in bytes. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

/** The largest RSS of `pid` while `work` runs, sampled every 10 ms. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ peak: number; result: T }> {
  let peak = await rssOf(pid);
  const sampling = setInterval(() => {
    rssOf(pid).then(
      (rss) => {
        peak = Math.max(peak, rss);
      },
      () => undefined,
    );
  }, 10);
  try {
    const result = await work();
    return { peak: Math.max(peak, await rssOf(pid)), result };
  } finally {
    clearInterval(sampling);
  }
}

/** A database with the test's staff, and the settings a server process opens it with. */
async function storedDatabaseWithStaff(dataDir: string) {
  if (testDbKind === 'postgres') {
    const database = await createTestDatabase('postgres');
    await addStaff(database);
    return { env: { DATABASE_URL: database.url ?? '', DATA_DIR: dataDir }, close: () => database.close() };
  }
  const database = createDb({ dataDir: join(dataDir, 'pglite') });
  await database.migrate();
  await addStaff(database);
  await database.close();
  return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, close: async () => undefined };
}

// One real server process, whose memory alone is measured (the test's own would blur it).
describe(`a server process under 200 MB bodies (${testDbKind})`, () => {
  let dataDir = '';
  let stored: Awaited<ReturnType<typeof storedDatabaseWithStaff>>;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bolo-body-policy-'));
    stored = await storedDatabaseWithStaff(dataDir);
    server = await startServer(stored.env);
  }, 120_000);
  afterAll(async () => {
    await stopServer(server.child);
    await stored.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * Eight 200 MB forms at once to `path`, each answered within 1 s, the server's memory staying
   * within 50 MB of `before` (its RSS now unless given).
   */
  async function eightHugeForms(path: string, headers: Record<string, string>, before?: number) {
    const form = oneFilePart(200 * MB);
    const pid = server.child.pid ?? 0;
    before ??= await rssOf(pid);
    const { peak, result } = await peakRssDuring(pid, () =>
      Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          // half announce their length, half come chunked
          post(server.origin, path, {
            headers: { ...multipart, ...headers },
            body: form.parts,
            ...(i % 2 === 0 && { length: form.length }),
          }),
        ),
      ),
    );
    for (const answer of result) expect(answer.ms, path).toBeLessThan(1_000);
    expect(peak - before, path).toBeLessThan(50 * MB);
    return result;
  }

  it('refuses eight anonymous 200 MB forms to each open tRPC procedure within 1 s, unread', async () => {
    // warmed up by one wave (what any refusal loads), too little to hide what reading the bodies would add
    await eightHugeForms('/trpc/health.check', fromTheApp);
    // ten waves at a time measured from the same start: 80 refused forms together add less than 50 MB
    let before = 0;
    for (const [wave, path] of [...openProcedures].sort().entries()) {
      if (wave % 10 === 0) before = await rssOf(server.child.pid ?? 0);
      for (const answer of await eightHugeForms(`/trpc/${path}`, fromTheApp, before)) {
        expect([413, 415], path).toContain(answer.status);
        expect(codeOf(answer.json), path).toBe('unsupported_media_type');
      }
    }
  }, 120_000);

  it('refuses eight 200 MB uploads by a signed-in user without Carteles with 403 within 1 s, unread', async () => {
    const login = await fetch(`${server.origin}/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: testClerk.email, password: testClerk.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const answers = await eightHugeForms('/api/carteles/uploadFiles', { authorization: `Bearer ${token}` });
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.json.code).toBe('forbidden');
    }
  }, 60_000);
});
