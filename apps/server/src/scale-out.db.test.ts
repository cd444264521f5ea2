import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFirstAdmin } from '@bolo/api';
import { startTestBucket, testAdmin, testImage } from '@bolo/api/testing';
import { schema } from '@bolo/db';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import { startLoopbackSmtp } from '@bolo/templating/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromTheApp } from './testing';
import { startServer, stopServer, waitFor } from './testing-processes';

const INVITES = 24;
const json = { 'content-type': 'application/json' };

/** A request to one of the server processes. */
const call = (origin: string, path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, init);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A server process on the shared `DATABASE_URL` and loopback SMTP; it signs its mails with its own From. */
async function startInstance(name: string, env: Record<string, string>, children: ChildProcess[]) {
  const started = await startServer({
    MAIL_FROM: `Bolo ${name} <bolo@${name}.example>`,
    ...env,
  });
  children.push(started.child);
  return started.origin;
}

/** Queues an invitation mail to a new colleague, through `origin`. */
async function invite(origin: string, token: string, email: string, i: number) {
  const res = await call(origin, '/api/admin/user', {
    method: 'POST',
    headers: { ...json, ...bearer(token) },
    body: JSON.stringify({ email, name: `Persona ${i}`, role: 'Contratación' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** Signs in through the legacy REST path: its status, and the Bearer token when it succeeded. */
async function signIn(origin: string, credentials: { email: string; password: string } = testAdmin) {
  const res = await call(origin, '/auth/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify(credentials),
  });
  return { status: res.status, token: ((await res.json()) as { access_token?: string }).access_token ?? '' };
}

// PostgreSQL only: PGlite is one process's database.
describe.runIf(testDbKind === 'postgres')('two server processes on one PostgreSQL', () => {
  it('share sessions both ways, sign-outs included, and send each queued mail exactly once between them', async () => {
    const database = await createTestDatabase('postgres');
    await ensureFirstAdmin(database.db, testAdmin);
    const smtp = await startLoopbackSmtp();
    const dataDir = await mkdtemp(join(tmpdir(), 'bolo-scale-out-'));
    const children: ChildProcess[] = [];
    try {
      const env = {
        DATABASE_URL: database.url ?? '',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        LINK_SECRET: 'the-same-link-secret-on-every-instance',
      };
      const [a, b] = await Promise.all([
        startInstance('a', env, children),
        startInstance('b', env, children),
      ]);

      // a Bearer token (legacy client) and a session cookie (web app) made on A
      const { token } = await signIn(a);
      const login = await call(a, '/trpc/auth.login', {
        method: 'POST',
        headers: { ...json, ...fromTheApp },
        body: JSON.stringify({ json: testAdmin }),
      });
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
      expect(cookie).toMatch(/^bolo_session=.+/);
      const events = (origin: string) => call(origin, '/api/evento', { headers: bearer(token) });
      const me = async (origin: string) => {
        const res = await call(origin, '/trpc/auth.me', { headers: { cookie } });
        return ((await res.json()) as { result: { data: { json: { email: string } | null } } }).result.data
          .json;
      };
      // both work on both processes
      for (const origin of [a, b]) {
        expect((await events(origin)).status, origin).toBe(200);
        expect(await me(origin), origin).toMatchObject({ email: testAdmin.email });
      }
      // signed out on B, A refuses them too: B's NOTIFY drops A's cached session (no 5 s wait)
      expect((await call(b, '/auth/logout', { method: 'POST', headers: bearer(token) })).status).toBe(200);
      const logout = await call(b, '/trpc/auth.logout', {
        method: 'POST',
        headers: { ...json, ...fromTheApp, cookie },
        body: '{}',
      });
      expect(logout.status).toBe(200);
      expect((await events(b)).status).toBe(401);
      await waitFor(
        async () => (await events(a)).status === 401,
        'A refusing the token signed out on B',
        1_000,
      );
      expect(await me(a)).toBeNull();
      expect(((await (await events(a)).json()) as { code: string }).code).toBe('unauthorized');

      // invitations queued on A while both processes run their senders
      const { token: admin } = await signIn(a);
      const invitees = Array.from({ length: INVITES }, (_, i) => `persona${i}@scale-out.example`);
      for (const [i, email] of invitees.entries()) {
        await invite(a, admin, email, i);
      }
      const sentCount = () => database.db.$count(schema.mails, eq(schema.mails.status, 'sent'));
      await waitFor(async () => (await sentCount()) === INVITES, `${INVITES} invitations sent`, 20_000);
      // a mail sent twice would arrive after its first delivery was recorded: give it the time
      await new Promise((resolve) => setTimeout(resolve, 1500));

      const arrivals = smtp.received.flatMap((mail) => mail.recipients);
      expect(arrivals.sort()).toEqual([...invitees].sort());
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(INVITES);
      const sentBy = (name: string) =>
        smtp.received.filter((mail) => new RegExp(`^From:.*@${name}\\.example`, 'im').test(mail.raw)).length;
      console.info(`${INVITES} invitations queued on A: ${sentBy('a')} sent by A, ${sentBy('b')} by B`);
    } finally {
      await Promise.all(children.map(stopServer));
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
      await database.close();
    }
  }, 60_000);

  it('on their own data dirs, share files through the bucket, and sessions, limits and mails through PostgreSQL', async () => {
    const database = await createTestDatabase('postgres');
    await ensureFirstAdmin(database.db, testAdmin);
    const smtp = await startLoopbackSmtp();
    const bucket = await startTestBucket();
    const dataDirs = await Promise.all(
      ['a', 'b'].map((name) => mkdtemp(join(tmpdir(), `bolo-scale-out-${name}-`))),
    );
    const children: ChildProcess[] = [];
    try {
      const { settings } = bucket;
      const env = (dataDir: string) => ({
        DATABASE_URL: database.url ?? '',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        STORAGE: 's3',
        S3_ENDPOINT: settings.endpoint ?? '',
        S3_BUCKET: settings.bucket,
        S3_REGION: settings.region,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      });
      const [a, b] = await Promise.all([
        startInstance('a', env(dataDirs[0] ?? ''), children),
        startInstance('b', env(dataDirs[1] ?? ''), children),
      ]);

      // a session made on A is good on B
      const { token } = await signIn(a);
      expect((await call(b, '/api/evento', { headers: bearer(token) })).status).toBe(200);

      // a company logo uploaded on A is served by B, thumbnail included
      const created = await call(a, '/api/empresa', {
        method: 'POST',
        headers: { ...json, ...bearer(token) },
        body: JSON.stringify({ name: 'Empresa en el cubo' }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const logo = await testImage('png', 400, 300);
      const form = new FormData();
      form.append('id', String(id));
      form.append('group', 'principal');
      form.append('files', new File([logo], 'logo.png', { type: 'image/png' }));
      const uploaded = await call(a, '/api/empresa/uploadFiles', {
        method: 'POST',
        headers: bearer(token),
        body: form,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const [image] = ((await uploaded.json()) as { principal: { url: string; thumbnailUrl: string }[] })
        .principal;
      const served = await call(b, image?.url ?? '', { headers: bearer(token) });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(logo)).toBe(true);
      const thumbnail = await call(b, image?.thumbnailUrl ?? '', { headers: bearer(token) });
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      for (const dir of dataDirs) expect(await readdir(dir)).not.toContain('files');

      // a mail queued on A arrives once, whichever process sends it
      const invitee = 'persona@bucket.example';
      await invite(a, token, invitee, 0);
      await waitFor(() => smtp.received.length > 0, 'the invitation sent', 15_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received.flatMap((mail) => mail.recipients)).toEqual([invitee]);

      // five wrong passwords on A lock the account from this address on B too, right password included
      for (let i = 0; i < 5; i++) {
        expect((await signIn(a, { ...testAdmin, password: 'wrong-password' })).status).toBe(401);
      }
      expect((await signIn(b)).status).toBe(429);
    } finally {
      await Promise.all(children.map(stopServer));
      await smtp.close();
      await bucket.close();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
      await database.close();
    }
  }, 60_000);
});
