import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, schema } from '@bolo/db';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import { describe, expect, it } from 'vitest';
import { runScript } from './testing-processes';

describe('the first start', () => {
  it('refuses a common ADMIN_PASSWORD in one line, and creates nobody', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bolo-first-admin-'));
    const database = testDbKind === 'postgres' ? await createTestDatabase('postgres') : undefined;
    try {
      const started = await runScript('scripts/server.mjs', [], {
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        PORT: '0',
        ADMIN_EMAIL: 'jefa@bolo.test',
        ADMIN_PASSWORD: 'password123',
      });
      expect(started.code).toBe(1);
      expect(started.stderr.trim()).toBe(
        "ADMIN_PASSWORD cannot be the first administrator's password: That password is among the most used and easiest to guess: choose another. Set another one and start again.",
      );
      const opened = database ?? createDb({ dataDir: join(dataDir, 'pglite') });
      try {
        expect(await opened.db.$count(schema.users)).toBe(0);
      } finally {
        await opened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
