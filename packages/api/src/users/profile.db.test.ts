import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, recordingServices, testAdmin } from '../testing';
import { createUser, ensureFirstAdmin } from './service';

let database: Database;
const services = recordingServices();
const password = 'marta-2026';

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureFirstAdmin(database.db, testAdmin);
});
afterAll(() => database.close());

async function newUser(email: string) {
  const id = await createUser(database.db, {
    email,
    password,
    name: 'Marta',
    role: 'Contratación',
    phone: '+34 612 345 678',
  });
  return { id, caller: await callerFor(database, id, services) };
}

const stored = async (id: number) =>
  (
    await database.db
      .select({ email: schema.users.email, phone: schema.users.phone, name: schema.users.name })
      .from(schema.users)
      .where(eq(schema.users.id, id))
  )[0];
const mailsTo = (address: string) =>
  database.db
    .select()
    .from(schema.mails)
    .then((rows) => rows.filter((mail) => mail.to.includes(address)));

describe('changing one’s email or phone', () => {
  it('refuses a new email or phone without the password, or with a wrong one, and saves nothing', async () => {
    const { id, caller } = await newUser('marta@bolo.test');
    const details = { id, name: 'Marta', phone: '+34 612 345 678', email: 'marta@bolo.test' };
    const attempts = [
      { ...details, name: 'Mallory', email: 'mallory@evil.test' },
      { ...details, name: 'Mallory', email: 'mallory@evil.test', currentPassword: 'not-her-password' },
      { ...details, name: 'Mallory', phone: '+34 699 000 111' },
      { ...details, name: 'Mallory', phone: '+34 699 000 111', currentPassword: 'not-her-password' },
      { ...details, name: 'Mallory', phone: null, currentPassword: '' },
    ];
    const codes = [];
    for (const attempt of attempts) {
      codes.push(await caller.user.updateDetails(attempt).catch((error) => error.appCode));
    }
    expect(codes).toEqual([
      'current_password_required',
      'invalid_password',
      'current_password_required',
      'invalid_password',
      'current_password_required',
    ]);
    expect(await stored(id)).toEqual({ email: 'marta@bolo.test', phone: '+34 612 345 678', name: 'Marta' });
    expect(await mailsTo('marta@bolo.test')).toEqual([]);
  });

  it('saves them with the password, asks the new email to confirm and tells the old address', async () => {
    const { id, caller } = await newUser('nuria@bolo.test');
    // the name alone, or the same email in other case, asks for nothing
    await caller.user.updateDetails({ id, name: 'Nuria', email: 'Nuria@bolo.test', phone: '612 345 678' });
    expect(await stored(id)).toEqual({ email: 'Nuria@bolo.test', phone: '+34612345678', name: 'Nuria' });
    expect(await mailsTo('Nuria@bolo.test')).toEqual([]);

    await caller.user.updateDetails({
      id,
      name: 'Nuria',
      email: 'nuria.nueva@bolo.test',
      phone: '+34 699 000 111',
      currentPassword: password,
    });
    // the email waits for its link (email-change.db.test.ts); the phone is saved at once
    expect(await stored(id)).toEqual({ email: 'Nuria@bolo.test', phone: '+34699000111', name: 'Nuria' });
    const [notice, ...others] = await mailsTo('Nuria@bolo.test');
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'email_change_notice',
      to: ['Nuria@bolo.test'],
      subject: 'Bolo: han pedido cambiar el email de su cuenta',
    });
    expect(notice?.text).toContain('de Nuria@bolo.test a nuria.nueva@bolo.test');
    expect((await mailsTo('nuria.nueva@bolo.test')).map((mail) => mail.kind)).toEqual([
      'email_change_confirm',
    ]);
  });

  it('asks an administrator changing someone’s email for the administrator’s own password', async () => {
    const { id } = await newUser('olga@bolo.test');
    const [admin] = await database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, testAdmin.email));
    const adminCaller = await callerFor(database, admin?.id ?? 0, services);
    const change = { id, name: 'Olga', email: 'olga.nueva@bolo.test', phone: '+34 612 345 678' };
    await expect(
      adminCaller.user.updateDetails({ ...change, currentPassword: password }),
    ).rejects.toMatchObject({ appCode: 'invalid_password' });
    expect((await stored(id))?.email).toBe('olga@bolo.test');
    await adminCaller.user.updateDetails({ ...change, currentPassword: testAdmin.password });
    expect((await stored(id))?.email).toBe('olga@bolo.test');
    expect((await mailsTo('olga@bolo.test')).map((mail) => mail.kind)).toEqual(['email_change_notice']);
  });
});

describe('guessing the password with a stolen session', () => {
  it('stops after five wrong passwords in fifteen minutes, even for the right one, at every re-check', async () => {
    const { id, caller } = await newUser('quima@bolo.test');
    const newEmail = { id, name: 'Quima', email: 'quima.nueva@bolo.test', phone: '+34 612 345 678' };
    const guesses = [];
    for (let i = 0; i < 5; i++) {
      guesses.push(
        await caller.user
          .updateDetails({ ...newEmail, currentPassword: `guess-${i}-2026` })
          .catch((error) => error.appCode),
      );
    }
    expect(guesses).toEqual(Array(5).fill('invalid_password'));
    const rechecks = [
      () => caller.user.updateDetails({ ...newEmail, currentPassword: password }),
      () => caller.user.removeTotp({ password }),
      () =>
        caller.user.changePassword({
          id,
          currentPassword: password,
          newPassword: 'quima-la-valiente',
          confirmPassword: 'quima-la-valiente',
        }),
    ];
    for (const recheck of rechecks) {
      await expect(recheck()).rejects.toMatchObject({ appCode: 'rate_limited' });
    }
    expect((await stored(id))?.email).toBe('quima@bolo.test');
    const rejected = await database.db
      .select({ code: schema.loginLogs.code })
      .from(schema.loginLogs)
      .where(eq(schema.loginLogs.userId, id));
    expect(rejected.map((log) => log.code)).toEqual(Array(5).fill('invalid_password'));
  });
});

describe('weakening two-factor', () => {
  it('goes back from the authenticator app to SMS only with the password', async () => {
    const { caller } = await newUser('pilar@bolo.test');
    const setup = await caller.user.beginTotp();
    await caller.user.confirmTotp({ code: await generate({ secret: setup.secret }) });

    await expect(caller.user.removeTotp({ password: 'not-her-password' })).rejects.toMatchObject({
      appCode: 'invalid_password',
    });
    expect((await caller.auth.me())?.twoFactorMethod).toBe('totp');
    await caller.user.removeTotp({ password });
    expect((await caller.auth.me())?.twoFactorMethod).toBe('sms');
  });
  it('does not go back to SMS without a phone that receives SMS, and keeps the app', async () => {
    const { id, caller } = await newUser('paula@bolo.test');
    const setup = await caller.user.beginTotp();
    await caller.user.confirmTotp({ code: await generate({ secret: setup.secret }) });
    await database.db.update(schema.users).set({ phone: null }).where(eq(schema.users.id, id));
    await expect(caller.user.removeTotp({ password })).rejects.toMatchObject({
      appCode: 'two_factor_needs_phone',
    });
    expect((await caller.auth.me())?.twoFactorMethod).toBe('totp');
  });
});

describe('changing one’s password', () => {
  it('refuses a common password and one equal to the email or its local part, and takes a good one', async () => {
    const { id, caller } = await newUser('Rosa.Gil@bolo.test');
    const change = (newPassword: string) =>
      caller.user
        .changePassword({ id, currentPassword: password, newPassword, confirmPassword: newPassword })
        .then(
          () => 'ok',
          (error) => error.appCode,
        );
    expect(await change('password1')).toBe('password_too_common');
    expect(await change('Iloveyou1')).toBe('password_too_common');
    expect(await change('rosa.gil@BOLO.test')).toBe('password_like_email');
    expect(await change('ROSA.GIL')).toBe('password_like_email');
    expect(await change('tres-tristes-tigres')).toBe('ok');
    // the refused ones were not saved (the good one was taken with the old password); now it is gone
    await expect(
      caller.user.changePassword({
        id,
        currentPassword: password,
        newPassword: 'otra-frase-larga',
        confirmPassword: 'otra-frase-larga',
      }),
    ).rejects.toMatchObject({ appCode: 'invalid_password' });
  });
});
