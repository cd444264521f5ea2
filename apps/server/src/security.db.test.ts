import { testAdmin } from '@bolo/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromTheApp, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;

// behind a proxy, as a deployment over HTTPS is: X-Forwarded-Proto tells the scheme
beforeAll(async () => {
  server = await serverWithStaff(undefined, { TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** A tRPC answer as the web app's client reads it (superjson wraps it in `json`). */
type TrpcErrorData = { code: string; httpStatus: number };
type TrpcAnswer = { error?: { json: { data: TrpcErrorData } } };
const trpcError = (res: { json: () => unknown }): Partial<TrpcErrorData> =>
  (res.json() as TrpcAnswer).error?.json.data ?? {};

/** A new calendar, asked for with the admin's session cookie and the given headers. */
const createCalendarWithCookie = (name: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/calendarioMestro',
    payload: { name },
    cookies: { bolo_session: server.adminToken },
    headers,
  });

describe('cross-site request forgery', () => {
  it('refuses a change signed by the session cookie without the app’s header', async () => {
    const res = await createCalendarWithCookie('Forjado');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_rejected');
    expect((await server.send('GET', '/api/calendarioMestro')).body).not.toContain('Forjado');
  });

  it('accepts the same change from the app’s page, which sends the header', async () => {
    const res = await createCalendarWithCookie('Desde la app', {
      ...fromTheApp,
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts a REST consumer’s Bearer call without the header', async () => {
    expect((await server.send('POST', '/api/calendarioMestro', { name: 'Con Bearer' })).statusCode).toBe(201);
  });

  it('refuses a change from another site even with the header, in the person’s language', async () => {
    const res = await createCalendarWithCookie('Otro sitio', {
      ...fromTheApp,
      origin: 'https://evil.example',
      'x-locale': 'en',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'csrf_rejected',
      message: 'Request refused: it does not come from a Bolo page. Reload the page and try again.',
    });
    const crossSite = await createCalendarWithCookie('Otro sitio', {
      ...fromTheApp,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.json().code).toBe('csrf_rejected');
  });

  it('refuses a tRPC query sent as a POST with the cookie but no header, in tRPC’s envelope the web app reads', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/events.list',
      payload: { json: { page: 1, size: 5 } },
      cookies: { bolo_session: server.adminToken },
    });
    expect(res.statusCode).toBe(403);
    expect(trpcError(res)).toMatchObject({ code: 'csrf_rejected', httpStatus: 403 });
  });

  it('refuses every call of a tRPC batch without the header, and runs none of them', async () => {
    const batch = (prefix: string, headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'POST',
        url: '/trpc/masters.calendar.create,masters.calendar.create?batch=1',
        payload: { 0: { json: { name: `${prefix} uno` } }, 1: { json: { name: `${prefix} dos` } } },
        cookies: { bolo_session: server.adminToken },
        headers,
      });
    const res = await batch('Lote forjado');
    expect(res.statusCode).toBe(403);
    const answers = res.json() as TrpcAnswer[];
    expect(answers.map((answer) => answer.error?.json.data.code)).toEqual(['csrf_rejected', 'csrf_rejected']);
    expect((await batch('Lote de la app', fromTheApp)).statusCode).toBe(200);
    const calendars = (await server.send('GET', '/api/calendarioMestro')).body;
    expect(calendars).toContain('Lote de la app dos');
    expect(calendars).not.toContain('Lote forjado');
  });

  it('keeps tRPC’s own status for a wrong method: 405, not the catalogue’s 404', async () => {
    const res = await server.app.inject({
      url: '/trpc/masters.calendar.create',
      cookies: { bolo_session: server.adminToken },
    });
    expect(res.statusCode).toBe(405);
    expect(trpcError(res).httpStatus).toBe(405);
  });

  it('sees a tRPC call through a %-escape in its path, which Fastify decodes before routing', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/%74rpc/auth.login',
      payload: { json: { email: testAdmin.email, password: testAdmin.password } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
    expect(trpcError(res).code).toBe('csrf_rejected');
  });

  it('refuses a sign-in another site forges, so nobody is signed in to someone else’s account', async () => {
    const login = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        payload: { json: { email: testAdmin.email, password: testAdmin.password } },
        headers,
      });
    const forged = await login({ origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies).toEqual([]);
    expect(trpcError(await login({})).code).toBe('csrf_rejected');
    expect((await login(fromTheApp)).statusCode).toBe(200);
  });
});

describe('session cookie over HTTPS', () => {
  const signInVia = (proto: string) =>
    server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: testAdmin.email, password: testAdmin.password } },
      headers: { ...fromTheApp, 'x-forwarded-proto': proto },
    });

  it('is Secure, HttpOnly, SameSite=Strict and host-only (__Host-) behind an HTTPS proxy', async () => {
    const res = await signInVia('https');
    const cookie = res.cookies.find((c) => c.name === '__Host-bolo_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    const me = await server.app.inject({
      url: '/trpc/auth.me',
      headers: { 'x-forwarded-proto': 'https' },
      cookies: { '__Host-bolo_session': cookie?.value ?? '' },
    });
    expect(me.json().result.data.json.email).toBe('admin@bolo.test');
  });

  it('gives a new session at each sign-in, never the one the browser brought (no fixation)', async () => {
    const planted = server.clerkToken;
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: testAdmin.email, password: testAdmin.password } },
      headers: fromTheApp,
      cookies: { bolo_session: planted },
    });
    const issued = res.cookies.find((c) => c.name === 'bolo_session')?.value;
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
  });

  it('takes no session from a cookie without the prefix over HTTPS (one a subdomain could plant)', async () => {
    const me = await server.app.inject({
      url: '/trpc/auth.me',
      headers: { 'x-forwarded-proto': 'https' },
      cookies: { bolo_session: server.adminToken },
    });
    expect(me.json().result.data.json).toBeNull();
  });

  it('is not Secure over plain HTTP, so a local install still signs in', async () => {
    const res = await signInVia('http');
    expect(res.cookies.find((c) => c.name === 'bolo_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect(res.cookies.find((c) => c.name === 'bolo_session')?.secure).toBeFalsy();
  });

  it('clears the session cookie on sign-out under the same name and flags', async () => {
    const signedIn = (await signInVia('https')).cookies.find((c) => c.name === '__Host-bolo_session');
    const out = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      payload: {},
      headers: { ...fromTheApp, 'x-forwarded-proto': 'https' },
      cookies: { '__Host-bolo_session': signedIn?.value ?? '' },
    });
    expect(out.statusCode, out.body).toBe(200);
    const cleared = out.cookies.find((c) => c.name === '__Host-bolo_session');
    expect(cleared).toMatchObject({ secure: true, path: '/', value: '' });
  });
});

describe('headers of every answer', () => {
  it('carries the strict policy, no sniffing, no referrer, no framing, and is kept by no cache', async () => {
    const res = await server.send('GET', '/trpc/auth.me');
    expect(res.statusCode).toBe(200);
    const policy = res.headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'no-store',
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('grants no other site a cross-origin call: a preflight gets no CORS permission', async () => {
    const res = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/calendarioMestro',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-bolo-csrf, content-type',
      },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('lets the page the server writes for a dead contract link style itself by a fresh nonce only', async () => {
    const page = async () => {
      const res = await server.app.inject('/c/esto-no-es-un-enlace');
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(
        res.headers['content-security-policy'] as string,
      )?.[1];
      return { nonce, body: res.body };
    };
    const first = await page();
    const second = await page();
    expect(first.body).toContain(`<style nonce="${first.nonce}">`);
    expect(second.nonce).toBeDefined();
    expect(second.nonce).not.toBe(first.nonce);
  });
});
