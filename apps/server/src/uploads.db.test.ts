import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { type ClientRequest, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ensureFirstAdmin } from '@bolo/api';
import { recordingServices, testAdmin } from '@bolo/api/testing';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromTheApp, serverWithStaff } from './testing';
import { startServer, stopServer } from './testing-processes';

const MB = 1024 * 1024;
const BOUNDARY = 'bolo-upload-test';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

interface StreamedForm {
  /** Text fields, sent first and in this order. */
  fields?: [string, string][];
  /** The files' form field, how many and how large each: made on the fly, never held whole. */
  files: { field: string; count: number; bytes: number };
}

/** The multipart body of `form`, made 64 KiB at a time as the connection takes it. */
function formBody(form: StreamedForm) {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  async function* parts() {
    for (const [name, value] of form.fields ?? []) {
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
    }
    for (let file = 0; file < form.files.count; file++) {
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${form.files.field}"; filename="f${file}.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
      for (let left = form.files.bytes; left > 0; left -= chunk.length) {
        yield left >= chunk.length ? chunk : chunk.subarray(0, left);
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  return Readable.from(parts(), { objectMode: false });
}

type Answer = { status: number; json: { code?: string } & Record<string, unknown> };

/**
 * The status and JSON the server answers `req` with; the request is then let go, as a browser
 * does on an early answer. Fails when the connection closes without an answer.
 */
function answerTo(req: ClientRequest, path: string) {
  // the server closing a refused request breaks the client's writing: the answer is what counts
  req.on('error', () => undefined);
  let answered = false;
  return new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (data: string) => {
        text += data;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || '{}') });
        req.destroy();
      });
    });
    req.on('close', () => {
      if (!answered) reject(new Error(`${path}: the connection closed without an answer`));
    });
  });
}

/**
 * Posts `form` as a client streams it; answers the status and JSON the server sent, and how many
 * bytes of the request had gone out when the connection closed (what the server could have read).
 */
function streamUpload(origin: string, path: string, form: StreamedForm) {
  const body = formBody(form);
  const req = request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const sent = new Promise<number>((resolve) =>
    req.on('socket', (socket) =>
      socket.once('close', () => {
        body.destroy();
        resolve(socket.bytesWritten);
      }),
    ),
  );
  const answer = answerTo(req, path);
  body.pipe(req);
  return Promise.all([answer, sent]).then(([got, bytes]) => ({ ...got, sent: bytes }));
}

/**
 * Sends a request's head announcing a 1 MB JSON body, then only its first bytes, and waits for the
 * answer: a server that reads bodies first never answers (the rest never comes).
 */
function halfSentJson(origin: string, path: string, headers: Record<string, string> = {}) {
  const req = request(`${origin}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': '1000000' },
  });
  const answer = answerTo(req, path);
  req.write('{"name":"');
  return answer;
}

const tokenOf = (url: string) => url.split('/altainfo/')[1] ?? '';
const uploadPath = '/api/datosContraparte/uploadFiles';
/** The advance's files from the artist's link (issue 32), behind the same token. */
const advanceUploadPath = '/api/datosContraparte/avance/archivos';

describe(`uploads are read only once the caller is known (${testDbKind})`, () => {
  const services = recordingServices();
  let server: Awaited<ReturnType<typeof serverWithStaff>>;
  let origin = '';
  let token = '';

  beforeAll(async () => {
    server = await serverWithStaff(services);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const event = await server.send('POST', '/api/evento', {
      name: 'Zahara en La Riviera',
      eventType: 'Promotores',
      date: '2026-06-12',
      artista: { name: 'Zahara' },
    });
    expect(event.statusCode, event.body).toBe(201);
    const link = await server.send('POST', '/api/datosContraparte/generateLink', {
      eventId: event.json().id,
      party: 'artista',
    });
    token = tokenOf(link.json().url);
  });
  afterAll(async () => {
    await server.close();
    await rm(services.filesDir, { recursive: true, force: true });
  });

  it('takes a counterparty’s certificate with the token in the query, as the web app sends it', async () => {
    const form = new FormData();
    form.append('cifCertificate', new File([PDF], 'cif.pdf', { type: 'application/pdf' }));
    const res = await fetch(`${origin}${uploadPath}?token=${token}`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { certificates: unknown }).certificates).toEqual({
      ownershipCertificate: false,
      cifCertificate: true,
    });
  });

  it('refuses a bad token, in the query or as the first field, without reading the files', async () => {
    const files = { field: 'ownershipCertificate', count: 10, bytes: 10 * MB };
    for (const [path, fields] of [
      [`${uploadPath}?token=guessed`, []],
      [uploadPath, [['token', 'guessed']]],
      [uploadPath, [['hash', 'guessed']]],
      [`${advanceUploadPath}?token=guessed&itemId=1`, []],
      [advanceUploadPath, [['token', 'guessed']]],
    ] as [string, [string, string][]][]) {
      const res = await streamUpload(origin, path, { fields, files });
      expect(res.status, path).toBe(404);
      expect(res.json.code).toBe('counterparty_link_not_found');
      // of 100 MB, no more than what the sockets' buffers hold on the way
      expect(res.sent).toBeLessThan(20 * MB);
    }
  });

  it('refuses a form whose first part is not the token, and a third file, before reading on', async () => {
    const first = await streamUpload(origin, uploadPath, {
      files: { field: 'ownershipCertificate', count: 10, bytes: 10 * MB },
    });
    expect(first.status).toBe(404);
    expect(first.json.code).toBe('counterparty_link_not_found');
    expect(first.sent).toBeLessThan(20 * MB);
    // a good token opens two certificates' worth, not ten files
    const many = await streamUpload(origin, `${uploadPath}?token=${token}`, {
      files: { field: 'cifCertificate', count: 10, bytes: MB },
    });
    expect(many.status).toBe(413);
    expect(many.json.code).toBe('payload_too_large');
    // and a file past 10 MB stops at its limit
    const big = await streamUpload(origin, `${uploadPath}?token=${token}`, {
      files: { field: 'cifCertificate', count: 1, bytes: 100 * MB },
    });
    expect(big.status).toBe(413);
    expect(big.json.code).toBe('payload_too_large');
    expect(big.sent).toBeLessThan(30 * MB);
  });

  it('refuses a stranger’s change with 401 before its body has arrived, over REST and tRPC', async () => {
    const rest = await halfSentJson(origin, '/api/evento');
    expect(rest.status).toBe(401);
    expect(rest.json.code).toBe('unauthorized');
    // tRPC answers in its own envelope, which the web app reads to send the person to sign in
    const trpc = await halfSentJson(origin, '/trpc/events.create', fromTheApp);
    expect(trpc.status).toBe(401);
    expect(trpc.json).toMatchObject({ error: { json: { data: { code: 'unauthorized' } } } });
    // and a batch with one open procedure among closed ones is still a stranger's
    const batch = await halfSentJson(origin, '/trpc/auth.login,events.create?batch=1', fromTheApp);
    expect(batch.status).toBe(401);
  });

  it('refuses a stranger’s upload to the staff paths with 401 without reading the body', async () => {
    for (const path of [
      '/api/carteles/uploadFiles',
      '/api/empresa/uploadFiles',
      '/api/evento/1/contratos/addAnnex',
    ]) {
      const res = await streamUpload(origin, path, { files: { field: 'files', count: 10, bytes: 10 * MB } });
      expect(res.status, path).toBe(401);
      expect(res.json.code).toBe('unauthorized');
      expect(res.sent, path).toBeLessThan(20 * MB);
    }
  });
});

/** The resident memory of a process, in bytes. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

// One real server process, whose memory is measured: on PostgreSQL (PGlite's own memory would blur it).
describe.runIf(testDbKind === 'postgres')('a server process under bogus uploads', () => {
  it('answers 20 concurrent uploads of 10 × 10 MB with a bad token with 404, growing by less than 50 MB', async () => {
    const database = await createTestDatabase('postgres');
    await ensureFirstAdmin(database.db, testAdmin);
    const dataDir = await mkdtemp(join(tmpdir(), 'bolo-uploads-'));
    const { child, origin } = await startServer({ DATABASE_URL: database.url ?? '', DATA_DIR: dataDir });
    try {
      const pid = child.pid ?? 0;
      const bogus = (i: number) =>
        streamUpload(origin, i % 2 ? `${uploadPath}?token=guess${i}` : uploadPath, {
          fields: i % 2 ? [] : [['token', `guess${i}`]],
          files: { field: 'ownershipCertificate', count: 10, bytes: 10 * MB },
        });
      const wave = (size: number) => Promise.all(Array.from({ length: size }, (_, i) => bogus(i)));
      // warmed up by a few (what any refusal loads), too few to hide the 20's growth were their files read
      await wave(8);
      const before = await rssOf(pid);
      let peak = before;
      const sampling = setInterval(() => {
        rssOf(pid).then(
          (rss) => {
            peak = Math.max(peak, rss);
          },
          () => undefined,
        );
      }, 10);
      const answers = await wave(20);
      clearInterval(sampling);
      peak = Math.max(peak, await rssOf(pid));
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.json.code).toBe('counterparty_link_not_found');
      }
      expect(peak - before).toBeLessThan(50 * MB);

      // and a counterparty with a good token still uploads, end to end
      const json = { 'content-type': 'application/json' };
      const login = await fetch(`${origin}/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(testAdmin),
      });
      const auth = {
        ...json,
        authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
      };
      const event = await fetch(`${origin}/api/evento`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          name: 'Zahara',
          eventType: 'Promotores',
          date: '2026-06-12',
          artista: { name: 'Zahara' },
        }),
      });
      const eventId = ((await event.json()) as { id: number }).id;
      const link = await fetch(`${origin}/api/datosContraparte/generateLink`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ eventId, party: 'artista' }),
      });
      const token = tokenOf(((await link.json()) as { url: string }).url);
      const form = new FormData();
      form.append('token', token);
      form.append('ownershipCertificate', new File([PDF], 'own.pdf', { type: 'application/pdf' }));
      const upload = await fetch(`${origin}${uploadPath}`, { method: 'POST', body: form });
      expect(upload.status).toBe(200);
      expect(((await upload.json()) as { certificates: unknown }).certificates).toEqual({
        ownershipCertificate: true,
        cifCertificate: false,
      });
    } finally {
      await stopServer(child);
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    // a server process to start (tsx compiles it) on a machine shared with other test runs
  }, 120_000);
});
