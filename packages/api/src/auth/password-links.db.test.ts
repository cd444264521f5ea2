import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newBase32Token } from '../shared/tokens';
import { callerFor, recordingServices } from '../testing';
import { createUser, ensureBaseRoles, ensureFirstAdmin } from '../users';

let database: Database;
const services = recordingServices();

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBaseRoles(database.db);
});
afterAll(() => database.close());

const newUser = (email: string) =>
  createUser(database.db, { email, password: 'primera-clave', name: 'Sara', role: 'Contratación' });

/** Asks for a reset link as a visitor does, and reads it from the mail queued for `email`. */
async function resetLink(email: string): Promise<string> {
  const visitor = await callerFor(database, null, services);
  await visitor.auth.rememberPassword({ email });
  const [mail] = await database.db
    .select({ text: schema.mails.text })
    .from(schema.mails)
    .orderBy(desc(schema.mails.id))
    .limit(1);
  return /setPassword=([a-z2-7]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

async function setPassword(token: string, password: string) {
  const visitor = await callerFor(database, null, services);
  return visitor.auth.setPassword({ token, password }).then(
    () => 'ok',
    (error) => error.appCode,
  );
}

/** A link as one issued before a newer one revoked the rest: two usable at once. */
async function storedLink(userId: number): Promise<string> {
  const token = newBase32Token();
  await database.db.insert(schema.passwordTokens).values({
    id: hashToken(token),
    userId,
    purpose: 'reset',
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return token;
}

describe('password links', () => {
  it('refuses an older reset link once a newer one was issued', async () => {
    await newUser('sara@bolo.test');
    const older = await resetLink('sara@bolo.test');
    const newer = await resetLink('sara@bolo.test');
    expect(older).not.toBe(newer);
    expect(await setPassword(older, 'clave-de-sara-1')).toBe('code_not_valid');
    expect(await setPassword(newer, 'clave-de-sara-1')).toBe('ok');
    expect(await setPassword(newer, 'clave-de-sara-2')).toBe('code_not_valid');
  });

  it('refuses every other link of the user once one was used', async () => {
    const userId = await newUser('tere@bolo.test');
    const [first, second] = [await storedLink(userId), await storedLink(userId)];
    expect(await setPassword(second, 'clave-de-tere-1')).toBe('ok');
    expect(await setPassword(first, 'clave-de-tere-2')).toBe('code_not_valid');
  });

  it('lets only one of two links used at the same moment set the password', async () => {
    const userId = await newUser('ursula@bolo.test');
    const links = [await storedLink(userId), await storedLink(userId)];
    const results = await Promise.all(links.map((token, i) => setPassword(token, `clave-de-ursula-${i}`)));
    expect(results.sort()).toEqual(['code_not_valid', 'ok']);
  });

  it('refuses a common password and the email, keeping the link, and takes a good one', async () => {
    await newUser('Vera.Luna@bolo.test');
    const link = await resetLink('vera.luna@bolo.test');
    expect(await setPassword(link, 'qwertyuiop')).toBe('password_too_common');
    expect(await setPassword(link, 'PASSWORD')).toBe('password_too_common');
    expect(await setPassword(link, 'vera.luna@bolo.test')).toBe('password_like_email');
    expect(await setPassword(link, 'vera.luna')).toBe('password_like_email');
    expect(await setPassword(link, 'luna-llena-en-marzo')).toBe('ok');
    const visitor = await callerFor(database, null, services);
    await expect(
      visitor.auth.login({ email: 'vera.luna@bolo.test', password: 'luna-llena-en-marzo' }),
    ).resolves.toMatchObject({ email: 'Vera.Luna@bolo.test' });
  });
});

describe('passwords given when an account is created', () => {
  it('refuses a common one or the email, and creates nobody', async () => {
    const user = { name: 'W', role: 'Contratación' };
    await expect(
      createUser(database.db, { ...user, email: 'wendy@bolo.test', password: 'swordfish' }),
    ).rejects.toMatchObject({ appCode: 'password_too_common' });
    await expect(
      createUser(database.db, { ...user, email: 'wendy@bolo.test', password: 'Wendy@Bolo.test' }),
    ).rejects.toMatchObject({ appCode: 'password_like_email' });
    await expect(
      createUser(database.db, { ...user, email: 'wendy@bolo.test', password: 'wendy-y-peter' }),
    ).resolves.toBeTypeOf('number');
  });

  it('refuses a common ADMIN_PASSWORD for the first administrator of an empty database, and only then', async () => {
    const empty = await createTestDatabase();
    try {
      await expect(
        ensureFirstAdmin(empty.db, { email: 'jefa@bolo.test', password: 'password123' }),
      ).rejects.toMatchObject({ appCode: 'password_too_common' });
      expect(await empty.db.$count(schema.users)).toBe(0);
      await expect(
        ensureFirstAdmin(empty.db, { email: 'jefa@bolo.test', password: 'una-clave-larga' }),
      ).resolves.toMatchObject({ created: true });
      expect(await empty.db.$count(schema.users, eq(schema.users.email, 'jefa@bolo.test'))).toBe(1);
      // read only while nobody exists: an old value left in the environment does not stop a later start
      await expect(
        ensureFirstAdmin(empty.db, { email: 'jefa@bolo.test', password: 'password123' }),
      ).resolves.toEqual({ created: false });
    } finally {
      await empty.close();
    }
  });
});
