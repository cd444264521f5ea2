import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../shared/tokens';
import { createUser, ensureBaseRoles } from '../users';
import {
  ACCESS_TOKEN_SECONDS,
  createSession,
  refreshSession,
  revokeFamily,
  revokeUserSessions,
  validateSessionToken,
} from './session';

const meta = { ipAddress: '127.0.0.1', userAgent: 'vitest' };
let database: Database;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBaseRoles(database.db);
  userId = await createUser(database.db, {
    email: 'ana@bolo.test',
    password: 'secret123',
    name: 'Ana',
    role: 'Contratación',
  });
});
afterAll(() => database.close());

describe('sessions', () => {
  it('stores only the hash of the token and finds the user and role by the token', async () => {
    const issued = await createSession(database.db, userId, meta);
    const rows = await database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));
    expect(rows.map((r) => r.id)).toContain(hashToken(issued.token));
    expect(rows.map((r) => r.id)).not.toContain(issued.token);
    const found = await validateSessionToken(database.db, issued.token);
    expect(found?.user.email).toBe('ana@bolo.test');
    expect(found?.user.role.name).toBe('Contratación');
    expect(found?.user.role.access).toContain('InfoGeneral');
  });

  it('refuses an unknown token and a token after its 14 days', async () => {
    expect(await validateSessionToken(database.db, 'not-a-token')).toBeNull();
    const issuedAt = new Date('2026-01-01T10:00:00Z');
    const issued = await createSession(database.db, userId, meta, { now: issuedAt });
    const justAfter = new Date(issuedAt.getTime() + ACCESS_TOKEN_SECONDS * 1000 + 1);
    expect(await validateSessionToken(database.db, issued.token, justAfter)).toBeNull();
  });

  it('extends a session used in the second half of its life', async () => {
    const issuedAt = new Date('2026-02-01T10:00:00Z');
    const issued = await createSession(database.db, userId, meta, { now: issuedAt });
    const tenDaysLater = new Date(issuedAt.getTime() + 10 * 86_400_000);
    const found = await validateSessionToken(database.db, issued.token, tenDaysLater);
    expect(found?.session.expiresAt.getTime()).toBe(tenDaysLater.getTime() + ACCESS_TOKEN_SECONDS * 1000);
    const twentyDaysLater = new Date(issuedAt.getTime() + 20 * 86_400_000);
    expect(await validateSessionToken(database.db, issued.token, twentyDaysLater)).not.toBeNull();
  });

  it('renews with a refresh token once, and a second use of it revokes the renewed session too', async () => {
    const first = await createSession(database.db, userId, meta);
    const second = await refreshSession(database.db, first.refreshToken, meta);
    expect(await validateSessionToken(database.db, first.token)).toBeNull();
    expect((await validateSessionToken(database.db, second.token))?.user.id).toBe(userId);

    await expect(refreshSession(database.db, first.refreshToken, meta)).rejects.toMatchObject({
      appCode: 'unauthorized',
    });
    expect(await validateSessionToken(database.db, second.token)).toBeNull();
    await expect(refreshSession(database.db, second.refreshToken, meta)).rejects.toMatchObject({
      appCode: 'unauthorized',
    });
  });

  it('refuses a refresh token after its 30 days', async () => {
    const issuedAt = new Date('2026-03-01T10:00:00Z');
    const issued = await createSession(database.db, userId, meta, { now: issuedAt });
    const later = new Date(issuedAt.getTime() + 31 * 86_400_000);
    await expect(refreshSession(database.db, issued.refreshToken, meta, later)).rejects.toMatchObject({
      appCode: 'unauthorized',
    });
  });

  it('signs a user out everywhere at once', async () => {
    const a = await createSession(database.db, userId, meta);
    const b = await createSession(database.db, userId, meta);
    await validateSessionToken(database.db, a.token);
    await revokeUserSessions(database.db, userId);
    expect(await validateSessionToken(database.db, a.token)).toBeNull();
    expect(await validateSessionToken(database.db, b.token)).toBeNull();
  });

  it('refuses a token once the session is revoked or the user disabled', async () => {
    const issued = await createSession(database.db, userId, meta);
    const found = await validateSessionToken(database.db, issued.token);
    await revokeFamily(database.db, found?.session.familyId ?? '');
    expect(await validateSessionToken(database.db, issued.token)).toBeNull();
    await expect(refreshSession(database.db, issued.refreshToken, meta)).rejects.toMatchObject({
      appCode: 'unauthorized',
    });

    const other = await createSession(database.db, userId, meta);
    await database.db.update(schema.users).set({ disabledAt: new Date() }).where(eq(schema.users.id, userId));
    expect(await validateSessionToken(database.db, other.token)).toBeNull();
  });
});
