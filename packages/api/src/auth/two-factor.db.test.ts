import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, recordingServices } from '../testing';
import { createUser, ensureBaseRoles } from '../users';
import { checkSmsCode, checkTwoFactorCode, SMS_CODE_MS, sendSmsCode } from './two-factor';

let database: Database;
const services = recordingServices();
const lastCode = () => /(\d{6})/.exec(services.sent.sms.at(-1)?.text ?? '')?.[1] ?? '';

async function newUser(email: string, phone: string | null = '+34 612 345 678') {
  return createUser(database.db, {
    email,
    password: 'secret123',
    name: 'Laura',
    role: 'Contratación',
    faEnabled: true,
    phone: phone ?? undefined,
  });
}

/** The app's code 30 s from now: a later step than the current one, still within tolerance. */
const nextStepCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'passed',
    (error: { appCode?: string }) => error.appCode ?? 'other',
  );
const wrongCodes = (right: string, count: number) =>
  Array.from({ length: count }, (_, i) => String(i).padStart(6, '0')).filter((code) => code !== right);

/** A user with the authenticator app set up, and its secret. */
async function totpUser(email: string) {
  const userId = await createUser(database.db, {
    email,
    password: 'secret123',
    name: 'T',
    role: 'Contratación',
  });
  const setupCaller = await callerFor(database, userId, services);
  const { secret } = await setupCaller.user.beginTotp();
  await setupCaller.user.confirmTotp({ code: await generate({ secret }) });
  return { userId, secret };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureBaseRoles(database.db);
});
afterAll(() => database.close());

describe('two-factor by SMS', () => {
  it('holds a user with two-factor on at two_factor_required until the right code is entered', async () => {
    const userId = await newUser('laura@bolo.test');
    const caller = await callerFor(database, userId, services, { twoFactorPassed: false });
    await expect(caller.events.list({})).rejects.toMatchObject({ appCode: 'two_factor_required' });

    const sent = await caller.auth.sendSmsCode();
    expect(sent.to).toMatch(/^\+346•+78$/);
    expect(services.sent.sms.at(-1)?.to).toBe('+34612345678');
    await expect(
      caller.auth.verifyTwoFactor({ code: '000000' === lastCode() ? '111111' : '000000' }),
    ).rejects.toMatchObject({
      appCode: 'code_not_valid',
      message: 'El código proporcionado no es válido o ha expirado.',
    });
    const { faToken } = await caller.auth.verifyTwoFactor({ code: lastCode() });
    expect(faToken).toMatch(/^[a-z2-7]{32}$/);
    expect((await caller.auth.me())?.twoFactorPassed).toBe(true);
    await expect(caller.events.list({})).resolves.toMatchObject({ total: 0 });
    expect(await caller.auth.verificate({ faToken })).toEqual({ data: true });

    const logs = await database.db.select().from(schema.loginLogs).where(eq(schema.loginLogs.userId, userId));
    expect(logs.map((l) => [l.label, l.code])).toEqual([
      ['VERIFYING_2FA', null],
      ['REJECTED', 'code_not_valid'],
      ['VERIFYING_2FA', null],
      ['SUCCESS', null],
    ]);
  });

  it('takes a code once, and not after two hours', async () => {
    const userId = await newUser('once@bolo.test');
    const sentAt = new Date('2026-11-22T08:00:00Z');
    await sendSmsCode(database.db, services.sms, { id: userId, phone: '612345678' }, 'es', sentAt);
    const code = lastCode();
    expect(await checkSmsCode(database.db, userId, code, new Date(sentAt.getTime() + SMS_CODE_MS + 1))).toBe(
      false,
    );

    await sendSmsCode(database.db, services.sms, { id: userId, phone: '612345678' }, 'es', new Date());
    const fresh = lastCode();
    expect(await checkSmsCode(database.db, userId, fresh)).toBe(true);
    expect(await checkSmsCode(database.db, userId, fresh)).toBe(false);
  });

  it('spends a code after five wrong tries, even for the right code', async () => {
    const userId = await newUser('tries@bolo.test');
    await sendSmsCode(database.db, services.sms, { id: userId, phone: '+34612345678' }, 'es');
    const code = lastCode();
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect(await checkSmsCode(database.db, userId, wrong)).toBe(false);
    expect(await checkSmsCode(database.db, userId, code)).toBe(false);
  });

  it('sends three codes in ten minutes and refuses a fourth with rate_limited', async () => {
    const userId = await newUser('many@bolo.test');
    const caller = await callerFor(database, userId, services, { twoFactorPassed: false });
    for (let i = 0; i < 3; i++) await caller.auth.sendSmsCode();
    await expect(caller.auth.sendSmsCode()).rejects.toMatchObject({ appCode: 'rate_limited' });
  });

  it('refuses a phone that cannot receive SMS with the spec message', async () => {
    const userId = await newUser('nophone@bolo.test', '123');
    const caller = await callerFor(database, userId, services, { twoFactorPassed: false });
    await expect(caller.auth.sendSmsCode()).rejects.toMatchObject({
      appCode: 'sms_phone_invalid',
      message: 'El número de teléfono no cumple los requisitos. Contacte con soporte.',
    });
  });
});

describe('two-factor by authenticator app', () => {
  it('sets up with a QR code, then signs in with app codes or a recovery code once', async () => {
    const userId = await createUser(database.db, {
      email: 'totp@bolo.test',
      password: 'secret123',
      name: 'Tomás',
      role: 'Contratación',
    });
    const setupCaller = await callerFor(database, userId, services);
    const setup = await setupCaller.user.beginTotp();
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.uri).toContain('issuer=Bolo');
    await expect(setupCaller.user.confirmTotp({ code: '000000' })).rejects.toMatchObject({
      appCode: 'code_not_valid',
    });
    const { recoveryCodes } = await setupCaller.user.confirmTotp({
      code: await generate({ secret: setup.secret }),
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(await setupCaller.auth.me()).toMatchObject({
      faEnabled: true,
      twoFactorMethod: 'totp',
      twoFactorPassed: true,
    });
    await expect(setupCaller.events.list({})).resolves.toBeDefined();

    const next = await callerFor(database, userId, services, { twoFactorPassed: false });
    expect((await next.auth.me())?.twoFactorMethod).toBe('totp');
    await expect(next.events.list({})).rejects.toMatchObject({ appCode: 'two_factor_required' });
    // the code that confirmed the setup is spent; the app's next one (30 s on) passes
    await expect(
      next.auth.verifyTwoFactor({ code: await generate({ secret: setup.secret }) }),
    ).rejects.toMatchObject({ appCode: 'code_not_valid' });
    await next.auth.verifyTwoFactor({ code: await nextStepCode(setup.secret) });
    await expect(next.events.list({})).resolves.toBeDefined();

    const lost = await callerFor(database, userId, services, { twoFactorPassed: false });
    await lost.auth.verifyTwoFactor({ code: recoveryCodes[0] ?? '' });
    const again = await callerFor(database, userId, services, { twoFactorPassed: false });
    await expect(again.auth.verifyTwoFactor({ code: recoveryCodes[0] ?? '' })).rejects.toMatchObject({
      appCode: 'code_not_valid',
    });
  });
});

describe('two-factor attempt limits', () => {
  it('checks at most five of fifty concurrent wrong app codes, then refuses even the right one until the window ends', async () => {
    const { userId, secret } = await totpUser('burst@bolo.test');
    const right = await nextStepCode(secret);
    const caller = await callerFor(database, userId, services, { twoFactorPassed: false });
    const outcomes = await Promise.all(
      wrongCodes(right, 50).map((code) => outcome(caller.auth.verifyTwoFactor({ code }))),
    );
    expect(outcomes.filter((o) => o === 'code_not_valid')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'rate_limited')).toHaveLength(outcomes.length - 5);
    expect(outcomes.filter((o) => o !== 'code_not_valid' && o !== 'rate_limited')).toEqual([]);

    // any session of the user: the limit is the user's
    const other = await callerFor(database, userId, services, { twoFactorPassed: false });
    const refused = await other.auth.verifyTwoFactor({ code: right }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ appCode: 'rate_limited', retryAfterSeconds: expect.any(Number) });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60);
    const afterWindow = new Date(Date.now() + 15 * 60_000 + 1000);
    expect(
      await checkTwoFactorCode(database.db, { id: userId, twoFactorMethod: 'totp' }, right, afterWindow),
    ).toBe(true);
  });

  it('takes an app code once: the same code on a second session is refused', async () => {
    const { userId, secret } = await totpUser('replay@bolo.test');
    const code = await nextStepCode(secret);
    const first = await callerFor(database, userId, services, { twoFactorPassed: false });
    const second = await callerFor(database, userId, services, { twoFactorPassed: false });
    await expect(first.auth.verifyTwoFactor({ code })).resolves.toMatchObject({
      faToken: expect.any(String),
    });
    await expect(second.auth.verifyTwoFactor({ code })).rejects.toMatchObject({ appCode: 'code_not_valid' });
    await expect(second.events.list({})).rejects.toMatchObject({ appCode: 'two_factor_required' });
  });

  it('takes the same app code on two sessions at once only once', async () => {
    const { userId, secret } = await totpUser('race@bolo.test');
    const code = await nextStepCode(secret);
    const callers = await Promise.all(
      [1, 2, 3].map(() => callerFor(database, userId, services, { twoFactorPassed: false })),
    );
    const outcomes = await Promise.all(callers.map((c) => outcome(c.auth.verifyTwoFactor({ code }))));
    expect(outcomes.sort()).toEqual(['code_not_valid', 'code_not_valid', 'passed']);
  });

  it('checks at most five of fifty concurrent wrong SMS codes; the right one then waits', async () => {
    const userId = await newUser('smsburst@bolo.test');
    const caller = await callerFor(database, userId, services, { twoFactorPassed: false });
    await caller.auth.sendSmsCode();
    const right = lastCode();
    const outcomes = await Promise.all(
      wrongCodes(right, 50).map((code) => outcome(caller.auth.verifyTwoFactor({ code }))),
    );
    expect(outcomes.filter((o) => o === 'code_not_valid')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'rate_limited')).toHaveLength(outcomes.length - 5);
    const [sent] = await database.db.select().from(schema.smsCodes).where(eq(schema.smsCodes.userId, userId));
    expect(sent?.attempts).toBe(5);
    await expect(caller.auth.verifyTwoFactor({ code: right })).rejects.toMatchObject({
      appCode: 'rate_limited',
    });
  });
});
