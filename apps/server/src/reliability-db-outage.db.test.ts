import { enqueueMail } from '@bolo/api';
import { recordingServices } from '@bolo/api/testing';
import { createDb } from '@bolo/db';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import { describe, expect, it } from 'vitest';
import { addStaff, serverOn } from './testing';
import { startTcpProxy, waitFor } from './testing-processes';

/** How long a request may take to answer while the database is away. */
const QUICK_MS = 4000;

// PostgreSQL only: PGlite lives in the server's own process and cannot go away on its own.
describe.runIf(testDbKind === 'postgres')('a database that goes away and comes back', () => {
  it('answers 503 db_unavailable at once while it is away, and serves again, mail included, once it is back without a restart', async () => {
    const direct = await createTestDatabase('postgres');
    await addStaff(direct);
    const address = new URL(direct.url ?? '');
    const proxy = await startTcpProxy({ host: address.hostname, port: Number(address.port) });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const services = recordingServices();
    const proxied = Object.assign(new URL(address), { port: String(proxy.port) }).toString();
    const server = await serverOn(createDb({ url: proxied, connectTimeoutSeconds: 2 }), services);
    try {
      const listInput = encodeURIComponent(JSON.stringify({ json: { page: 1, size: 5 } }));
      /** What a signed-in person's screens ask for, over REST and tRPC, and the load balancer's check. */
      const requests = {
        rest: () => server.send('GET', '/api/evento'),
        trpc: () =>
          server.app.inject({
            url: `/trpc/events.list?input=${listInput}`,
            headers: { authorization: `Bearer ${server.adminToken}` },
          }),
        signIn: () =>
          server.app.inject({
            method: 'POST',
            url: '/auth/login',
            payload: { email: 'clerk@bolo.test', password: 'clerk-pass' },
          }),
        health: () => server.app.inject('/health'),
      };
      const statuses = async () =>
        Object.fromEntries(
          await Promise.all(
            Object.entries(requests).map(async ([name, send]) => [name, (await send()).statusCode]),
          ),
        );
      const allOk = { rest: 200, trpc: 200, signIn: 200, health: 200 };
      expect(await statuses()).toEqual(allOk);

      await proxy.cut();
      for (const [name, send] of Object.entries(requests)) {
        const started = Date.now();
        const res = await send();
        expect(Date.now() - started, name).toBeLessThan(QUICK_MS);
        expect(res.statusCode, name).toBe(503);
        expect(res.headers['retry-after'], name).toBe('5');
        const body = res.json();
        const { code, message } =
          name === 'trpc' ? { code: body.error.json.data.code, message: body.error.json.message } : body;
        expect(code, name).toBe('db_unavailable');
        expect(message, name).toBe(
          'La base de datos no está disponible. Inténtelo de nuevo en unos segundos.',
        );
      }

      await proxy.restore();
      await waitFor(async () => JSON.stringify(await statuses()) === JSON.stringify(allOk), 'serving again');
      // the outbox's sender outlived the outage: a mail queued now is delivered
      await enqueueMail(direct.db, {
        kind: 'test',
        to: ['vuelta@example.com'],
        subject: 'De vuelta',
        text: 'Hola.',
      });
      await waitFor(async () => services.sent.mail.some((mail) => mail.subject === 'De vuelta'), 'the mail');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await server.close();
      await proxy.close();
      await direct.close();
    }
  }, 40_000);
});
