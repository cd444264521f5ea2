import { createUser, ensureFirstAdmin, restRoutes } from '@bolo/api';
import { type Database, schema } from '@bolo/db';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { assertRoutesResolve } from './rest';
import { buildServer } from './server';
import { fromTheApp } from './testing';

let database: Database;
let app: FastifyInstance;
const admin = { email: 'admin@bolo.test', password: 'secret123' };

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureFirstAdmin(database.db, admin);
  await createUser(database.db, {
    email: 'laura@bolo.test',
    password: 'laura-pass',
    name: 'Laura',
    role: 'Contratación',
    faEnabled: true,
  });
  await database.db.insert(schema.events).values(
    Array.from({ length: 25 }, (_, i) => ({
      name: `Concierto ${String(i + 1).padStart(2, '0')}`,
      nameKey: `concierto ${String(i + 1).padStart(2, '0')}`,
      eventType: 'Sala' as const,
      date: `2026-06-${String(i + 1).padStart(2, '0')}`,
    })),
  );
  app = await buildServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const login = async (credentials = admin) => {
  const res = await app.inject({ method: 'POST', url: '/auth/login', payload: credentials });
  return { res, token: res.json().access_token as string };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('legacy REST', () => {
  it(`answers /health with the database kind (${testDbKind})`, async () => {
    const res = await app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: testDbKind });
  });

  it('describes every REST path in an OpenAPI document anyone can read', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    const login = document.paths['/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(document.paths['/api/evento/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
    expect(document.components.schemas.Error.properties.code.enum).toContain('login_failed');
  });

  it('signs in with good credentials and answers bearer tokens of 14 days', async () => {
    const { res } = await login();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 1_209_600 });
    expect(res.json().access_token).toMatch(/^[a-z2-7]{32}$/);
    expect(res.json().refresh_token).toMatch(/^[a-z2-7]{32}$/);
  });

  it('lists events as a page of real rows with the bearer token', async () => {
    const { token } = await login();
    const res = await app.inject({ url: '/api/evento?page=2&size=10', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 25, page: 2, size: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.items[0].name).toBe('Concierto 15');
  });

  it('answers a tRPC batch of the twelve queries a screen may ask at once, not only short ones', async () => {
    const { token } = await login();
    const names = [
      'mail.state',
      'notifications.unreadCount',
      'events.phases.list',
      'masters.calendar.list',
      'masters.company.list',
      'masters.artist.list',
      'masters.hall.list',
      'masters.promoter.list',
      'eventMail.templates',
      'eventContracts.templates',
      'templates.listMaster',
      'templates.variables',
    ];
    const input = Object.fromEntries(names.map((_, i) => [i, { json: null }]));
    const res = await app.inject({
      url: `/trpc/${names.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: { ...bearer(token), 'x-bolo-csrf': '1' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json()).toHaveLength(names.length);
  });

  it('answers 401 unauthorized without a token or with a made-up one', async () => {
    for (const headers of [{}, bearer('made-up-token')]) {
      const res = await app.inject({ url: '/api/evento', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', message: 'Inicie sesión para continuar.' });
    }
  });

  it('answers 401 login_failed for a wrong password and for an unknown account alike', async () => {
    for (const credentials of [
      { email: admin.email, password: 'wrong-password' },
      { email: 'nadie@bolo.test', password: 'wrong-password' },
    ]) {
      const { res } = await login(credentials);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'login_failed', message: 'Usuario o contraseña incorrectos' });
    }
  });

  it('answers in English when the client asks for it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { email: admin.email, password: 'nope' },
    });
    expect(res.json().message).toBe('Incorrect user or password');
  });

  it('answers 400 validation_error for bodies that are not JSON or lack fields, 415 for another type, never 500', async () => {
    const bodies = [
      { headers: { 'content-type': 'application/json' }, payload: '{not json' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      { headers: { 'content-type': 'application/json' }, payload: '{"email":"admin@bolo.test"}' },
      { headers: { 'content-type': 'application/json' }, payload: '{"email":"not-an-email","password":"x"}' },
      { headers: {}, payload: undefined },
    ];
    for (const body of bodies) {
      const res = await app.inject({ method: 'POST', url: '/auth/login', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe('validation_error');
    }
    for (const type of ['text/plain', 'application/xml']) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': type },
        payload: 'x',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code, type).toBe('unsupported_media_type');
    }
    const { token } = await login();
    const badQuery = await app.inject({ url: '/api/evento?size=abc', headers: bearer(token) });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().code).toBe('validation_error');
  });

  it('refuses the token after logout', async () => {
    const { token } = await login();
    expect((await app.inject({ url: '/api/user/profile', headers: bearer(token) })).json().email).toBe(
      admin.email,
    );
    const out = await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ url: '/api/evento', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthorized');
  });

  it('answers one event by id, and event_not_found for a missing one', async () => {
    const { token } = await login();
    const page = (await app.inject({ url: '/api/evento?size=1', headers: bearer(token) })).json();
    const found = await app.inject({ url: `/api/evento/${page.items[0].id}`, headers: bearer(token) });
    expect(found.json().name).toBe(page.items[0].name);
    const missing = await app.inject({ url: '/api/evento/987654', headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('event_not_found');
  });

  it('stops a user with two-factor on at 403 two_factor_required until it is passed', async () => {
    const { token } = await login({ email: 'laura@bolo.test', password: 'laura-pass' });
    const res = await app.inject({ url: '/api/evento', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('two_factor_required');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const url of ['/api/nothing', '/api/evento/1/nothing', '/auth/nothing', '/trpc/nothing.here']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await app.inject('/api/nothing')).json()).toEqual({
      code: 'not_found',
      message: 'No encontrado.',
    });
  });

  it('logs each sign-in attempt with its outcome', async () => {
    await login({ email: admin.email, password: 'wrong-password' });
    const rows = await database.db.select().from(schema.loginLogs);
    const labels = rows.map((r) => r.label);
    expect(labels).toEqual(
      expect.arrayContaining(['LOGIN', 'SUCCESS', 'REJECTED', 'LOGOUT', 'SUCCESS_2FA_REQUIRED']),
    );
    expect(rows.find((r) => r.label === 'REJECTED')?.code).toBe('Password_not_match');
  });

  it('serves every path of its table from a procedure that exists', () => {
    expect(() => assertRoutesResolve(restRoutes)).not.toThrow();
    expect(() => assertRoutesResolve([{ method: 'GET', path: '/x', procedure: 'events.nothing' }])).toThrow(
      /events.nothing/,
    );
  });
});

describe('tRPC for the web app', () => {
  it('signs in with an HttpOnly cookie that then opens the event list', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: admin },
      headers: fromTheApp,
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'bolo_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const input = encodeURIComponent(JSON.stringify({ json: { page: 1, size: 5 } }));
    const list = await app.inject({
      url: `/trpc/events.list?input=${input}`,
      cookies: { bolo_session: cookie?.value ?? '' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.data.json.total).toBe(25);
  });

  it('carries the catalogue code and a localized message in tRPC errors', async () => {
    const res = await app.inject({ url: '/trpc/events.list', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.json.data.code).toBe('unauthorized');
    expect(res.json().error.json.message).toBe('Please sign in to continue.');
  });

  it('answers auth.me with null for a visitor', async () => {
    const res = await app.inject('/trpc/auth.me');
    expect(res.json().result.data.json).toBeNull();
  });
});
