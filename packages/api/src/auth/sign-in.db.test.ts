import type { Database } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, ensureBaseRoles } from '../users/service';
import { signIn } from './service';

let database: Database;
const meta = { ipAddress: '192.0.2.7', userAgent: 'vitest' };

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBaseRoles(database.db);
  await createUser(database.db, {
    email: 'ana@bolo.test',
    password: 'right-password',
    name: 'Ana',
    role: 'Contratación',
  });
});
afterAll(() => database.close());

describe('sign-in limit window', () => {
  it('lets the rightful user in again once fifteen minutes have passed', async () => {
    const start = new Date();
    for (let i = 0; i < 5; i++) {
      await expect(
        signIn(database.db, { email: 'ana@bolo.test', password: 'nope' }, meta, start),
      ).rejects.toMatchObject({ appCode: 'login_failed' });
    }
    await expect(
      signIn(database.db, { email: 'ana@bolo.test', password: 'right-password' }, meta, start),
    ).rejects.toMatchObject({
      appCode: 'rate_limited',
    });
    const later = new Date(start.getTime() + 16 * 60_000);
    await expect(
      signIn(database.db, { email: 'Ana@bolo.test', password: 'right-password' }, meta, later),
    ).resolves.toMatchObject({
      token: expect.any(String),
    });
  });
});
