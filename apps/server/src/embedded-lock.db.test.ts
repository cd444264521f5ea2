import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testAdmin } from '@bolo/api/testing';
import { testDbKind } from '@bolo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_HEADER, SEED_DEMO_PATH } from './local-control';
import { EXIT_DATA_DIR_LOCKED } from './start-failure';
import { exited, runScript, startServer, stopServer } from './testing-processes';

const json = { 'content-type': 'application/json' };

/** The events the server lists, as a legacy client reads them. */
async function listedEvents(origin: string) {
  const login = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(testAdmin),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const list = await fetch(`${origin}/api/evento?size=100`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return ((await list.json()) as { total: number }).total;
}

// PGlite only: on PostgreSQL any number of processes share the database (scale-out.db.test.ts).
describe.runIf(testDbKind === 'pglite')('one process at a time on an embedded database folder', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bolo-embedded-lock-'));
    env = { DATA_DIR: dataDir, ADMIN_EMAIL: testAdmin.email, ADMIN_PASSWORD: testAdmin.password };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // the seed locks the demo's twelve played shows, each typesetting two sheets
  it('seeds the demo data through the running server, kept after a restart', {
    timeout: 240_000,
  }, async () => {
    const first = await startServer(env);
    try {
      expect(await listedEvents(first.origin)).toBe(0);
      const seed = await runScript('scripts/cli.mjs', ['seed-demo'], env);
      expect(seed.stderr).toBe('');
      expect(seed.stdout).toMatch(
        new RegExp(`Added 30 demo events\\. \\(through the running server, pid ${first.child.pid}\\)`),
      );
      expect(seed.code).toBe(0);
      expect(await listedEvents(first.origin)).toBe(30);

      // migrations need the folder itself: refused with the holder named, nothing touched
      const migrate = await runScript('scripts/cli.mjs', ['migrate'], env);
      expect(migrate.code).toBe(EXIT_DATA_DIR_LOCKED);
      expect(migrate.stderr).toContain(`in use by the Bolo server (pid ${first.child.pid} `);
      expect(await listedEvents(first.origin)).toBe(30);
    } finally {
      await stopServer(first.child);
    }
    expect(existsSync(`${join(dataDir, 'pglite')}.lock`)).toBe(false);

    const again = await startServer(env);
    try {
      expect(await listedEvents(again.origin)).toBe(30);
    } finally {
      await stopServer(again.child);
    }
  });

  it('refuses a second server on the folder, naming the first, which keeps serving', {
    timeout: 120_000,
  }, async () => {
    const first = await startServer(env);
    try {
      const second = await runScript('scripts/server.mjs', [], { ...env, PORT: '0' });
      expect(second.code).toBe(EXIT_DATA_DIR_LOCKED);
      expect(second.stderr).toContain(`in use by the Bolo server (pid ${first.child.pid} `);
      expect(second.stderr).toContain('stop that process first');
      expect((await fetch(`${first.origin}/health`)).status).toBe(200);
      expect(await listedEvents(first.origin)).toBe(30);

      // the seed route answers only the token in the folder's lock file
      const guessed = await fetch(`${first.origin}${SEED_DEMO_PATH}`, {
        method: 'POST',
        headers: { [CONTROL_HEADER]: 'guessed' },
      });
      expect(guessed.status).toBe(401);
      expect(await guessed.json()).toMatchObject({ code: 'unauthorized' });
    } finally {
      await stopServer(first.child);
    }
  });

  it('starts after a server killed with SIGKILL left its lock behind', { timeout: 120_000 }, async () => {
    const killed = await startServer(env);
    killed.child.kill('SIGKILL');
    await exited(killed.child);
    expect(existsSync(`${join(dataDir, 'pglite')}.lock`)).toBe(true);

    const next = await startServer(env);
    try {
      expect(await listedEvents(next.origin)).toBe(30);
    } finally {
      await stopServer(next.child);
    }
  });
});
