import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addColleague } from '../testing';
import { ensureBaseRoles } from '../users';
import { signIn } from './service';

let database: Database;
const meta = { ipAddress: '192.0.2.7', userAgent: 'vitest' };

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBaseRoles(database.db);
  await addColleague(database.db, 'ana@bolo.test');
});
afterAll(() => database.close());

const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'signed_in',
    (error: { appCode?: string }) => error.appCode ?? 'other',
  );

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

describe('sign-in limit under concurrency and from elsewhere', () => {
  it('checks at most five of twenty simultaneous passwords for one account', async () => {
    await addColleague(database.db, 'burst@bolo.test');
    const attacker = { ipAddress: '198.51.100.20', userAgent: 'vitest' };
    const passwords = [...Array.from({ length: 19 }, (_, i) => `wrong-${i}`), 'right-password'];
    const outcomes = await Promise.all(
      passwords.map((password) =>
        outcome(signIn(database.db, { email: 'burst@bolo.test', password }, attacker)),
      ),
    );
    // a checked password is logged with its verdict (wrong or signed in); the others were refused unchecked
    const wrongChecked = await database.db.$count(
      schema.loginLogs,
      and(eq(schema.loginLogs.email, 'burst@bolo.test'), eq(schema.loginLogs.code, 'Password_not_match')),
    );
    expect(wrongChecked).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o === 'login_failed')).toHaveLength(wrongChecked);
    expect(outcomes.filter((o) => o === 'rate_limited').length).toBeGreaterThanOrEqual(14);
    expect(outcomes.filter((o) => !['login_failed', 'rate_limited', 'signed_in'].includes(o))).toEqual([]);
  });

  it("does not lock the user out from their own address after a stranger's wrong passwords", async () => {
    await addColleague(database.db, 'target@bolo.test');
    const stranger = { ipAddress: '203.0.113.66', userAgent: 'curl' };
    const home = { ipAddress: '192.0.2.200', userAgent: 'vitest' };
    for (let i = 0; i < 8; i++) {
      await outcome(signIn(database.db, { email: 'target@bolo.test', password: `guess-${i}` }, stranger));
    }
    await expect(
      signIn(database.db, { email: 'target@bolo.test', password: 'right-password' }, stranger),
    ).rejects.toMatchObject({ appCode: 'rate_limited' });
    await expect(
      signIn(database.db, { email: 'target@bolo.test', password: 'right-password' }, home),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });
});

describe('the sign-in log of a refusal', () => {
  it('tells an unknown address, a wrong password and a disabled user apart, though the person is told the same', async () => {
    await addColleague(database.db, 'luis@bolo.test');
    await addColleague(database.db, 'baja@bolo.test');
    await database.db
      .update(schema.users)
      .set({ disabledAt: new Date() })
      .where(eq(schema.users.email, 'baja@bolo.test'));
    const attempts = [
      { email: 'nadie@bolo.test', password: 'right-password' },
      { email: 'luis@bolo.test', password: 'wrong' },
      { email: 'baja@bolo.test', password: 'right-password' },
    ];
    for (const attempt of attempts)
      expect(await outcome(signIn(database.db, attempt, meta))).toBe('login_failed');
    const codeOf = async (email: string) =>
      (
        await database.db
          .select({ code: schema.loginLogs.code })
          .from(schema.loginLogs)
          .where(and(eq(schema.loginLogs.email, email), eq(schema.loginLogs.label, 'REJECTED')))
      ).map((row) => row.code);
    expect(await codeOf('nadie@bolo.test')).toEqual(['unknown_user']);
    expect(await codeOf('luis@bolo.test')).toEqual(['Password_not_match']);
    expect(await codeOf('baja@bolo.test')).toEqual(['user_disabled']);
  });
});
