import { type Database, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, signIn, validateSessionToken } from '../auth';
import type { RestRequest } from '../rest';
import { appRouter } from '../root';
import { callerFor, deliverQueued, recordingServices, testAdmin, withSignedInAdmin } from '../testing';
import { createUser } from '../users';
import { adminRest } from './rest';

let database: Database;
const services = recordingServices();
let adminId: number;
let admin: Awaited<ReturnType<typeof callerFor>>;
const meta = (ipAddress: string) => ({ ipAddress, userAgent: 'vitest' });

beforeAll(async () => {
  ({ database, admin, adminId } = await withSignedInAdmin(services));
});
afterAll(() => database.close());

const staff = (email: string, name = 'Laura', lastName = 'Gómez') =>
  createUser(database.db, { email, password: 'staff-pass', name, lastName, role: 'Contratación' });

/** Makes the user sign in with an authenticator app, with `phone` on file. */
const usesAuthenticatorApp = (id: number, phone: string | null) =>
  database.db
    .update(schema.users)
    .set({ twoFactorMethod: 'totp', totpSecret: 'SECRET', faEnabled: true, phone })
    .where(eq(schema.users.id, id));

describe('creating users', () => {
  it('creates a user with the role chosen and mails an invitation link to set the password', async () => {
    const created = await admin.admin.users.create({
      email: 'Nuria@Bolo.test',
      name: 'Nuria',
      lastName: 'Sanz',
      phone: '+34 612 345 678',
      role: 'Contratación',
    });
    expect(created).toMatchObject({
      email: 'Nuria@Bolo.test',
      name: 'Nuria',
      lastName: 'Sanz',
      role: { name: 'Contratación' },
      faEnabled: false,
      twoFactorMethod: 'sms',
      disabled: false,
      version: 1,
      lastSignInAt: null,
    });
    await deliverQueued(database, services);
    const mail = services.sent.mail.at(-1);
    expect(mail?.to).toEqual(['Nuria@Bolo.test']);
    expect(mail?.text).toMatch(/http:\/\/bolo\.test\/login\?setPassword=[a-z2-7]+/);
    expect(await admin.admin.users.find({ id: created.id })).toEqual(created);
  });

  it('refuses an email already in use, whatever its case, and an unknown role', async () => {
    await expect(
      admin.admin.users.create({ email: 'NURIA@bolo.TEST', name: 'Otra', role: 'Contratación' }),
    ).rejects.toMatchObject({ appCode: 'email_account_in_use' });
    await expect(
      admin.admin.users.create({ email: 'nadie@bolo.test', name: 'Nadie', role: 'Inexistente' }),
    ).rejects.toMatchObject({ appCode: 'rol_name_not_found' });
  });
});

describe('two-factor by SMS needs a phone that receives SMS', () => {
  it('refuses to create or switch on two-factor for a user without such a phone, and stores phones in international form', async () => {
    const attempt = { email: 'sinmovil@bolo.test', name: 'Sin', role: 'Contratación', faEnabled: true };
    await expect(admin.admin.users.create({ ...attempt, phone: '123' })).rejects.toMatchObject({
      appCode: 'sms_phone_invalid',
    });
    const created = await admin.admin.users.create({ ...attempt, phone: '612 345 678' });
    expect(created.phone).toBe('+34612345678');
    const plain = await admin.admin.users.create({
      email: 'fijo@bolo.test',
      name: 'Fijo',
      role: 'Contratación',
      phone: '123',
    });
    await expect(
      admin.admin.users.update({ id: plain.id, version: plain.version, faEnabled: true }),
    ).rejects.toMatchObject({
      appCode: 'sms_phone_invalid',
    });
  });
});

describe('who may administer', () => {
  it('answers forbidden to a signed-in user without ROLE_ADMIN, for every admin procedure', async () => {
    const userId = await staff('no-admin@bolo.test');
    const caller = await callerFor(database, userId, services);
    const calls = [
      () => caller.admin.users.list({}),
      () => caller.admin.users.search({}),
      () => caller.admin.users.find({ id: adminId }),
      () => caller.admin.users.latest(),
      () => caller.admin.users.byName({ name: 'a' }),
      () => caller.admin.users.create({ email: 'x@bolo.test', name: 'X', role: 'ROLE_ADMIN' }),
      () => caller.admin.users.update({ id: userId, version: 1, role: 'ROLE_ADMIN' }),
      () => caller.admin.users.setDisabled({ id: adminId, disabled: true }),
      () => caller.admin.users.delete({ id: adminId }),
      () => caller.admin.users.resetTwoFactor({ id: adminId }),
      () => caller.admin.users.signOut({ id: adminId }),
      () => caller.admin.roles.list(),
      () => caller.admin.roles.create({ name: 'Hack', access: [] }),
      () => caller.admin.roles.update({ id: 1, version: 1, name: 'Hack', access: [] }),
      () => caller.admin.roles.delete({ id: 1 }),
      () => caller.admin.logs.list({}),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ appCode: 'forbidden' });
  });

  it('answers unauthorized to a visitor', async () => {
    const visitor = await callerFor(database, null, services);
    await expect(visitor.admin.users.list({})).rejects.toMatchObject({ appCode: 'unauthorized' });
    await expect(visitor.admin.roles.list()).rejects.toMatchObject({ appCode: 'unauthorized' });
    await expect(visitor.admin.logs.list({})).rejects.toMatchObject({ appCode: 'unauthorized' });
  });
});

describe('user list', () => {
  it('finds users by part of the name, last name or email in any case, and pages with a total', async () => {
    await staff('marta.ruiz@bolo.test', 'Marta', 'Ruiz');
    await staff('pablo@agencia.test', 'Pablo', 'Ruizeta');
    const byLastName = await admin.admin.users.list({ q: 'RUIZ', sort: 'name', order: 'asc' });
    expect(byLastName.items.map((u) => u.name)).toEqual(['Marta', 'Pablo']);
    expect(byLastName.total).toBe(2);
    expect((await admin.admin.users.list({ q: 'agencia' })).items.map((u) => u.name)).toEqual(['Pablo']);
    const firstPage = await admin.admin.users.list({ q: 'ruiz', size: 1, sort: 'email', order: 'desc' });
    expect(firstPage).toMatchObject({ total: 2, page: 1, size: 1, items: [{ name: 'Pablo' }] });
    expect((await admin.admin.users.search({ q: 'marta' })).items.map((u) => u.name)).toEqual(['Marta']);
    expect((await admin.admin.users.byName({ name: 'PABLO' })).map((u) => u.email)).toEqual([
      'pablo@agencia.test',
    ]);
  });

  it('sorts by role and shows each user’s last successful sign-in', async () => {
    await signIn(database.db, { email: 'marta.ruiz@bolo.test', password: 'staff-pass' }, meta('10.0.0.1'));
    const page = await admin.admin.users.list({ sort: 'role', order: 'desc', size: 100 });
    expect(page.items.at(-1)?.role.name).toBe('Contratación');
    expect(page.items[0]?.role.name).toBe('ROLE_ADMIN');
    const marta = page.items.find((u) => u.email === 'marta.ruiz@bolo.test');
    expect(Date.now() - (marta?.lastSignInAt?.getTime() ?? 0)).toBeLessThan(60_000);
    expect(page.items.find((u) => u.email === 'pablo@agencia.test')?.lastSignInAt).toBeNull();
  });

  it('shows the newest users first in latest, and answers user_not_found for an unknown id', async () => {
    const latest = await admin.admin.users.latest();
    expect(latest[0]?.email).toBe('pablo@agencia.test');
    expect(latest.length).toBeLessThanOrEqual(10);
    await expect(admin.admin.users.find({ id: 999_999 })).rejects.toMatchObject({
      appCode: 'user_not_found',
    });
  });
});

describe('editing users', () => {
  it('refuses a save made on a stale version and keeps the other save’s values', async () => {
    const id = await staff('carmen@bolo.test', 'Carmen');
    const first = await admin.admin.users.update({
      id,
      version: 1,
      name: 'Carmen María',
      phone: '+34 611 222 333',
      faEnabled: true,
      currentPassword: testAdmin.password,
    });
    expect(first).toMatchObject({ name: 'Carmen María', faEnabled: true, version: 2 });
    await expect(admin.admin.users.update({ id, version: 1, name: 'Carmela' })).rejects.toMatchObject({
      appCode: 'version_conflict',
    });
    expect(await admin.admin.users.find({ id })).toMatchObject({ name: 'Carmen María', version: 2 });
    await expect(admin.admin.users.update({ id: 999_999, version: 1, name: 'X' })).rejects.toMatchObject({
      appCode: 'user_not_found',
    });
  });

  it('asks for the administrator’s own password to change an email or phone or turn two-factor off', async () => {
    const id = await staff('lidia@bolo.test', 'Lidia');
    await admin.admin.users.update({
      id,
      version: 1,
      phone: '+34 622 333 444',
      faEnabled: true,
      currentPassword: testAdmin.password,
    });
    const attempts = [
      { email: 'mallory@evil.test' },
      { email: 'mallory@evil.test', currentPassword: 'staff-pass' },
      { phone: '+34 699 000 111' },
      { faEnabled: false, currentPassword: 'not-the-admin-password' },
    ];
    const codes = [];
    for (const change of attempts) {
      codes.push(
        await admin.admin.users
          .update({ id, version: 2, name: 'Mallory', ...change })
          .catch((e) => e.appCode),
      );
    }
    expect(codes).toEqual([
      'current_password_required',
      'invalid_password',
      'current_password_required',
      'invalid_password',
    ]);
    expect(await admin.admin.users.find({ id })).toMatchObject({
      name: 'Lidia',
      email: 'lidia@bolo.test',
      phone: '+34622333444',
      faEnabled: true,
      version: 2,
    });
    // the name, the role, the same email in other case, or two-factor on: no password
    await admin.admin.users.update({ id, version: 2, name: 'Lidia M.', email: 'Lidia@bolo.test' });

    const saved = await admin.admin.users.update({
      id,
      version: 3,
      email: 'lidia.nueva@bolo.test',
      faEnabled: false,
      currentPassword: testAdmin.password,
    });
    expect(saved).toMatchObject({ email: 'lidia.nueva@bolo.test', faEnabled: false });
    const notices = (await database.db.select().from(schema.mails)).filter(
      (mail) => mail.kind === 'email_changed',
    );
    expect(notices.map((mail) => mail.to)).toEqual([['Lidia@bolo.test']]);
  });

  it('changes the role by name and refuses an email another user has', async () => {
    const id = await staff('role-change@bolo.test');
    const changed = await admin.admin.users.update({ id, version: 1, role: 'ROLE_ADMIN' });
    expect(changed.role.name).toBe('ROLE_ADMIN');
    await expect(
      admin.admin.users.update({ id, version: changed.version, email: 'CARMEN@bolo.test' }),
    ).rejects.toMatchObject({ appCode: 'email_account_in_use' });
    await expect(
      admin.admin.users.update({ id: adminId, version: 1, role: 'Contratación' }),
    ).rejects.toMatchObject({ appCode: 'forbidden' });
  });

  it('through PUT /api/admin/user/:id, takes the id from the path and the rest from the body', async () => {
    const id = await staff('rest@bolo.test', 'Rest');
    const entry = adminRest.find((r) => r.method === 'PUT' && r.path === '/api/admin/user/:id');
    const req: RestRequest = {
      params: { id: String(id) },
      query: {},
      body: { id: 1, version: 1, name: 'Restaurada' },
    };
    const input = entry?.input?.(req);
    expect(input).toEqual({ id: String(id), version: 1, name: 'Restaurada' });
    const saved = await admin.admin.users.update(input as { id: number; version: number });
    expect(saved).toMatchObject({ id, name: 'Restaurada' });
  });

  it('routes every legacy path to an admin procedure that exists', () => {
    const procedures = Object.keys(appRouter._def.procedures);
    for (const route of adminRest) expect(procedures).toContain(route.procedure);
  });
});

describe('disabling and signing out', () => {
  it('ends a disabled user’s sessions at once, refuses their sign-in, and lets them in again when enabled', async () => {
    const id = await staff('baja@bolo.test');
    const session = await createSession(database.db, id, meta('10.0.0.2'));
    expect(await validateSessionToken(database.db, session.token)).not.toBeNull();

    expect(await admin.admin.users.delete({ id })).toMatchObject({ disabled: true });
    expect(await validateSessionToken(database.db, session.token)).toBeNull();
    await expect(
      signIn(database.db, { email: 'baja@bolo.test', password: 'staff-pass' }, meta('10.0.0.3')),
    ).rejects.toMatchObject({ appCode: 'login_failed' });

    expect(await admin.admin.users.setDisabled({ id, disabled: false })).toMatchObject({ disabled: false });
    await expect(
      signIn(database.db, { email: 'baja@bolo.test', password: 'staff-pass' }, meta('10.0.0.4')),
    ).resolves.toMatchObject({ userId: id });
    const [row] = await database.db.select().from(schema.users).where(eq(schema.users.id, id));
    expect(row?.email).toBe('baja@bolo.test');
  });

  it('does not let an administrator disable themself', async () => {
    await expect(admin.admin.users.setDisabled({ id: adminId, disabled: true })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
    await expect(admin.admin.users.delete({ id: adminId })).rejects.toMatchObject({ appCode: 'forbidden' });
  });

  it('refuses to reset the two-factor of an app user with no phone that receives SMS, who keeps the app; resets once a phone is set', async () => {
    const id = await staff('app-sin-movil@bolo.test');
    await usesAuthenticatorApp(id, null);
    const session = await createSession(database.db, id, meta('10.0.0.6'), { twoFactorPassedAt: new Date() });
    const refused = await admin.admin.users.resetTwoFactor({ id }).catch((error) => error);
    expect(refused).toMatchObject({ appCode: 'two_factor_needs_phone' });
    expect(refused.message).toMatch(/no tiene un móvil que reciba SMS/);
    expect(await admin.admin.users.find({ id })).toMatchObject({ twoFactorMethod: 'totp', faEnabled: true });
    expect(await validateSessionToken(database.db, session.token)).not.toBeNull();

    // a landline receives no SMS either
    await usesAuthenticatorApp(id, '+34 915 123 456');
    await expect(admin.admin.users.resetTwoFactor({ id })).rejects.toMatchObject({
      appCode: 'two_factor_needs_phone',
    });

    const { version } = await admin.admin.users.find({ id });
    await admin.admin.users.update({
      id,
      version,
      phone: '+34 612 345 679',
      currentPassword: testAdmin.password,
    });
    expect(await admin.admin.users.resetTwoFactor({ id })).toMatchObject({
      twoFactorMethod: 'sms',
      faEnabled: true,
      phone: '+34612345679',
    });
    expect(await validateSessionToken(database.db, session.token)).toBeNull();
  });

  it('signs a user out everywhere, and a two-factor reset makes them pass two-factor again', async () => {
    const id = await staff('fuera@bolo.test');
    const first = await createSession(database.db, id, meta('10.0.0.5'), { twoFactorPassedAt: new Date() });
    await admin.admin.users.signOut({ id });
    expect(await validateSessionToken(database.db, first.token)).toBeNull();

    await usesAuthenticatorApp(id, '+34 612 345 678');
    const second = await createSession(database.db, id, meta('10.0.0.5'), { twoFactorPassedAt: new Date() });
    const reset = await admin.admin.users.resetTwoFactor({ id });
    expect(reset).toMatchObject({ twoFactorMethod: 'sms', faEnabled: true });
    expect(await validateSessionToken(database.db, second.token)).toBeNull();
  });
});
