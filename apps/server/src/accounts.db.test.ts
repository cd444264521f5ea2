import { appRouter, createCaller, createUser, ensureFirstAdmin, openProcedures } from '@bolo/api';
import { addColleague, recordingServices, testContext } from '@bolo/api/testing';
import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { startLoopbackSmtp } from '@bolo/templating/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { procedureOf } from './rest';
import { buildServer } from './server';
import { fromTheApp } from './testing';

let database: Database;
let app: FastifyInstance;
const services = recordingServices();
const admin = { email: 'admin@bolo.test', password: 'secret123' };
const laura = { email: 'laura@bolo.test', password: 'laura-pass' };

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureFirstAdmin(database.db, admin);
  await createUser(database.db, {
    ...laura,
    name: 'Laura',
    role: 'Contratación',
    faEnabled: true,
    phone: '+34 699 111 222',
  });
  app = await buildServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, services });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload?: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const get = (url: string, token: string) =>
  app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const signIn = async (credentials: object) => (await post('/auth/login', credentials)).json();

describe('two-factor over the legacy REST paths', () => {
  it('refuses the event list until the SMS code is validated, then serves it', async () => {
    const { access_token: token } = await signIn(laura);
    expect((await get('/auth/faRequired', token)).json()).toEqual({ data: true });
    const refused = await get('/api/evento', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('two_factor_required');

    expect((await post('/api/sms', undefined, token)).statusCode).toBe(200);
    const code = /(\d{6})/.exec(services.sent.sms.at(-1)?.text ?? '')?.[1] ?? '';
    const wrong = await post('/api/sms/validate', { code: code === '000000' ? '111111' : '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'code_not_valid',
      message: 'El código proporcionado no es válido o ha expirado.',
    });

    const right = await post('/api/sms/validate', { code }, token);
    expect(right.statusCode).toBe(200);
    expect((await get('/api/evento', token)).statusCode).toBe(200);
    expect(
      (await post('/auth/verificate', { user: '', faToken: right.json().faToken }, token)).json(),
    ).toEqual({ data: true });

    const { access_token: other } = await signIn(laura);
    expect((await post('/api/sms/validate', { code }, other)).statusCode).toBe(400);
  });
});

describe('tokens', () => {
  it('rotates the refresh token, and a reused one revokes the session', async () => {
    const first = await signIn(admin);
    const renewed = await post('/auth/refresh', { refresh_token: first.refresh_token });
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json();
    expect(second.access_token).not.toBe(first.access_token);
    expect((await get('/api/evento', second.access_token)).statusCode).toBe(200);

    const reused = await post('/auth/refresh', { refresh_token: first.refresh_token });
    expect(reused.statusCode).toBe(401);
    expect((await get('/api/evento', second.access_token)).statusCode).toBe(401);
  });

  it('revokes the refresh token at logout', async () => {
    const tokens = await signIn(admin);
    await post('/auth/logout', undefined, tokens.access_token);
    expect((await post('/auth/refresh', { refresh_token: tokens.refresh_token })).statusCode).toBe(401);
  });
});

describe('sign-in limits', () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email, password } });

  it('answers the sixth wrong password for an account from one address with 429, Retry-After and the wait', async () => {
    await addColleague(database.db, 'limit@bolo.test');
    for (const email of ['limit@bolo.test', 'nobody@bolo.test']) {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push(await attempt(email, 'wrong', '10.0.0.1'));
      expect(statuses.slice(0, 5).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses[5]?.statusCode).toBe(429);
      expect(statuses[5]?.json()).toEqual({
        code: 'rate_limited',
        message: 'Demasiados intentos. Inténtelo de nuevo dentro de 15 min.',
      });
      expect(Number(statuses[5]?.headers['retry-after'])).toBeGreaterThan(800);
    }
    // the limit is the account's at that address: the right password waits there too
    expect((await attempt('limit@bolo.test', 'right-password', '10.0.0.1')).statusCode).toBe(429);
  });

  it("lets the user in from their address after a stranger's wrong passwords from another", async () => {
    await addColleague(database.db, 'target@bolo.test');
    const stranger = [];
    for (let i = 0; i < 8; i++)
      stranger.push((await attempt('target@bolo.test', `guess-${i}`, '10.66.0.1')).statusCode);
    expect(stranger).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const home = await attempt('target@bolo.test', 'right-password', '10.77.0.1');
    expect(home.statusCode).toBe(200);
    expect(home.json().access_token).toEqual(expect.any(String));
  });

  it('limits one address after twenty wrong passwords, whatever the accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await attempt(`user${i}@bolo.test`, 'wrong', '10.1.1.1')).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('password-reset requests', () => {
  const remember = (email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/auth/rememberPassword', remoteAddress, payload: { email } });

  it('answers the eleventh request from one address with 429, whatever the emails', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await remember(`someone${i}@bolo.test`, '10.3.3.3')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('answers the fourth request for one email from one address with 429, known or not; another address still asks', async () => {
    for (const email of [laura.email, 'ghost@bolo.test']) {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push(await remember(email.toUpperCase(), '10.4.0.1'));
      expect(statuses.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
      expect(Number(statuses[3]?.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await remember(email, '10.4.1.1')).statusCode).toBe(200);
    }
    const mailsTo = await database.db.select({ to: schema.mails.to }).from(schema.mails);
    expect(mailsTo.filter((m) => m.to.includes(laura.email))).toHaveLength(4);
    expect(mailsTo.filter((m) => m.to.includes('ghost@bolo.test'))).toHaveLength(0);
  });

  it('takes as long for an unknown email as for a known one', async () => {
    const rounds = 11;
    for (let i = 0; i < rounds; i++) {
      await addColleague(database.db, `known${i}@bolo.test`, 'known-person-pass');
    }
    const timed = async (email: string, address: string) => {
      const started = performance.now();
      expect((await remember(email, address)).statusCode).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // interleaved, each first in turn, so background work (the sender) falls on both alike
    for (let i = 0; i < rounds; i++) {
      const timeKnown = async () => known.push(await timed(`known${i}@bolo.test`, `10.5.${i}.1`));
      const timeUnknown = async () => unknown.push(await timed(`unknown${i}@bolo.test`, `10.6.${i}.1`));
      for (const run of i % 2 === 0 ? [timeKnown, timeUnknown] : [timeUnknown, timeKnown]) await run();
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    const [k, u] = [median(known), median(unknown)];
    expect(Math.max(k, u) / Math.min(k, u)).toBeLessThan(1.5);
  });
});

describe('email change over the legacy REST path', () => {
  it('needs currentPassword, answers 400 with the catalogue code without it, and tells the old address', async () => {
    const owner = { email: 'rest-owner@bolo.test', password: 'rest-owner-pass' };
    const id = await createUser(database.db, { ...owner, name: 'Rita', role: 'Contratación' });
    const { access_token: token } = await signIn(owner);
    const put = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/user/${id}/updateDetails`,
        payload: { name: 'Rita', email: 'rest-new@bolo.test', ...payload },
        headers: { authorization: `Bearer ${token}` },
      });
    const without = await put({});
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      code: 'current_password_required',
      message: 'Para cambiar el email o el teléfono, escriba su contraseña actual.',
    });
    const wrong = await put({ currentPassword: 'not-the-password' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'invalid_password']);
    const mailsTo = async (address: string) =>
      (await database.db.select().from(schema.mails)).filter((mail) => mail.to.includes(address));
    expect(await mailsTo(owner.email)).toEqual([]);

    expect((await put({ currentPassword: owner.password })).statusCode).toBe(200);
    // the new email waits for the link mailed to it (issue 28)
    expect((await get('/api/user/profile', token)).json().email).toBe(owner.email);
    expect((await mailsTo(owner.email)).map((mail) => mail.kind)).toEqual(['email_change_notice']);
  });
});

describe('forgotten password', () => {
  let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
  // its own database: the other server's sender would otherwise take the mail to its own transport
  let mailDatabase: Database;
  let mailApp: FastifyInstance;

  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    mailDatabase = await createTestDatabase();
    await ensureFirstAdmin(mailDatabase.db, admin);
    mailApp = await buildServer({
      config: loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: smtp.url, PUBLIC_URL: 'https://bolo.example' }),
      database: mailDatabase,
    });
  });
  afterAll(async () => {
    await mailApp.close();
    await mailDatabase.close();
    await smtp.close();
  });

  const remember = (email: string, remoteAddress: string) =>
    mailApp.inject({ method: 'POST', url: '/auth/rememberPassword', remoteAddress, payload: { email } });
  const setPasswordWith = (token: string, password: string) =>
    mailApp.inject({
      method: 'POST',
      url: '/trpc/auth.setPassword',
      payload: { json: { token, password } },
      headers: fromTheApp,
    });
  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    mailApp.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email, password } });
  const resetMailsTo = async (email: string) =>
    (await mailDatabase.db.select().from(schema.mails).orderBy(schema.mails.id)).filter((mail) =>
      mail.to.includes(email),
    );

  it('answers the same for an unknown email and mails a single-use link for a known one', async () => {
    const unknown = await mailApp.inject({
      method: 'POST',
      url: '/auth/rememberPassword',
      payload: { email: 'nadie@bolo.test' },
    });
    const known = await mailApp.inject({
      method: 'POST',
      url: '/auth/rememberPassword',
      payload: { email: 'ADMIN@bolo.test' },
    });
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(unknown.body).toBe(known.body);
    // the server's sender delivers it in the background, moments after the answer
    await smtp.arrival(() => true);
    expect(smtp.received).toHaveLength(1);
    expect(await mailDatabase.db.$count(schema.mails)).toBe(1);
    const token =
      /https:\/\/bolo\.example\/login\?setPassword=([a-z2-7]+)/.exec(smtp.received[0]?.raw ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    expect((await setPasswordWith(token, 'a-new-password')).statusCode).toBe(200);
    expect(
      (
        await mailApp.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: admin.email, password: 'a-new-password' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await setPasswordWith(token, 'another-password')).statusCode).toBe(400);
  });

  it("mails the owner a working link from their own address after strangers' requests filled the mailbox's share", async () => {
    const victim = { email: 'victima@bolo.test', password: 'clave-de-victima' };
    await createUser(mailDatabase.db, { ...victim, name: 'Vicky', role: 'Contratación' });
    expect((await signInFrom('10.20.0.1', victim.email, victim.password)).statusCode).toBe(200);

    const strangers = [];
    for (let address = 1; address <= 4; address++) {
      for (let i = 0; i < 4; i++)
        strangers.push((await remember(victim.email, `10.66.0.${address}`)).statusCode);
    }
    // three a stranger's address, then 429; the mailbox gets five of the twelve answered 200
    expect(strangers).toEqual(Array(4).fill([200, 200, 200, 429]).flat());
    expect(await resetMailsTo(victim.email)).toHaveLength(5);

    expect((await remember(victim.email, '10.20.0.1')).statusCode).toBe(200);
    const mails = await resetMailsTo(victim.email);
    expect(mails).toHaveLength(6);
    const token = /setPassword=([a-z2-7]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
    await smtp.arrival((mail) => mail.recipients.includes(victim.email) && mail.raw.includes(token), 10_000);
    expect((await setPasswordWith(token, 'clave-nueva-de-victima')).statusCode).toBe(200);
    expect((await signInFrom('10.20.0.1', victim.email, 'clave-nueva-de-victima')).statusCode).toBe(200);
  });

  it('lets an address make a mailbox get at most three reset mails an hour, and no address more than the share', async () => {
    const owner = { email: 'buzon@bolo.test', password: 'clave-del-buzon' };
    await createUser(mailDatabase.db, { ...owner, name: 'Berta', role: 'Contratación' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await remember(owner.email, '10.67.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await resetMailsTo(owner.email)).toHaveLength(3);
    for (let address = 2; address <= 6; address++) {
      expect((await remember(owner.email, `10.67.0.${address}`)).statusCode).toBe(200);
    }
    expect(await resetMailsTo(owner.email)).toHaveLength(5);
  });
});

/** Procedures a visitor may call; every other one must refuse a caller without a session. */
const procedureType = (path: string) =>
  (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } } | undefined>)[path]?._def
    .type;
const publicProcedures = [
  'health.check',
  'auth.login',
  'auth.token',
  'auth.refresh',
  'auth.me',
  'auth.rememberPassword',
  'auth.setPassword',
  'counterparty.publicView',
  'counterparty.updateDatas',
  'counterparty.uploadFiles',
  'counterparty.advanceView',
  'counterparty.confirmSchedule',
  'counterparty.sendTravellingParty',
  'counterparty.sendGuestList',
  'counterparty.uploadAdvanceFiles',
  'eventContracts.signing.view',
  'eventContracts.signing.document',
  'eventContracts.signing.signedDocument',
  'eventContracts.signing.sign',
  'eventContracts.signing.decline',
];
/** Procedures for a signed-in user who has not passed two-factor yet: signing out and the two-factor steps. */
const beforeTwoFactor = [
  'auth.logout',
  'auth.faRequired',
  'auth.sendSmsCode',
  'auth.verifyTwoFactor',
  'auth.verificate',
];

describe('every procedure checks the session on the server', () => {
  const procedures = Object.keys(appRouter._def.procedures);
  const errorOf = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: { appCode?: string }) => error.appCode,
    );

  it('marks exactly the declared public procedures open, the only ones whose body a stranger gets read', () => {
    expect([...openProcedures].sort()).toEqual([...publicProcedures].sort());
  });

  it('refuses an anonymous caller everywhere but the declared public procedures', async () => {
    const anonymous = createCaller(testContext(database, null, services));
    for (const path of procedures.filter((p) => !publicProcedures.includes(p))) {
      expect(await errorOf(procedureOf(anonymous, path)({})), path).toBe('unauthorized');
    }
  });

  it('refuses a user who has not passed two-factor everywhere but sign-out and the two-factor steps', async () => {
    const { access_token: token } = await signIn(laura);
    for (const path of procedures.filter(
      (p) => !publicProcedures.includes(p) && !beforeTwoFactor.includes(p),
    )) {
      const res = await app.inject({
        method: procedureType(path) === 'query' ? 'GET' : 'POST',
        url: `/trpc/${path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(procedureType(path) === 'query' ? {} : { payload: { json: {} } }),
      });
      expect(res.json().error?.json?.data?.code, path).toBe('two_factor_required');
    }
  });
});
