import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFirstAdmin } from '@bolo/api';
import { testAdmin } from '@bolo/api/testing';
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

// PostgreSQL only: PGlite is one process's database.
describe.runIf(testDbKind === 'postgres')('two server processes on one PostgreSQL', () => {
  it('share sessions both ways, sign-outs included, and send each queued mail exactly once between them', async () => {
    const database = await createTestDatabase('postgres');
    await ensureFirstAdmin(database.db, testAdmin);
    const smtp = await startLoopbackSmtp();
    const dataDir = await mkdtemp(join(tmpdir(), 'bolo-scale-out-'));
    const children: ChildProcess[] = [];
    try {
      // each process signs its mails with its own From, so the mails tell which one sent them
      const start = async (name: string) => {
        const started = await startServer({
          DATABASE_URL: database.url ?? '',
          DATA_DIR: dataDir,
          LINK_SECRET: 'the-same-link-secret-on-every-instance',
          SMTP_URL: smtp.url,
          MAIL_FROM: `Bolo ${name} <bolo@${name}.example>`,
        });
        children.push(started.child);
        return started.origin;
      };
      const [a, b] = await Promise.all([start('a'), start('b')]);

      // a Bearer token (legacy client) and a session cookie (web app) made on A
      const signIn = async () => {
        const res = await call(a, '/auth/login', {
          method: 'POST',
          headers: json,
          body: JSON.stringify(testAdmin),
        });
        return ((await res.json()) as { access_token: string }).access_token;
      };
      const token = await signIn();
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
      const admin = await signIn();
      const invitees = Array.from({ length: INVITES }, (_, i) => `persona${i}@scale-out.example`);
      for (const [i, email] of invitees.entries()) {
        const res = await call(a, '/api/admin/user', {
          method: 'POST',
          headers: { ...json, ...bearer(admin) },
          body: JSON.stringify({ email, name: `Persona ${i}`, role: 'Contratación' }),
        });
        expect(res.status, await res.clone().text()).toBe(201);
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
});
