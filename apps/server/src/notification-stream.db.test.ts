import type { AddressInfo } from 'node:net';
import { createUser } from '@bolo/api';
import { recordingServices, testAdmin } from '@bolo/api/testing';
import { schema } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './context';
import { serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
let origin: string;
let closed = false;
/** A user whose role opens events but not the notifications page. */
let producerToken = '';

beforeAll(async () => {
  server = await serverWithStaff(recordingServices(), { NOTIFICATIONS_HEARTBEAT_SECONDS: '1' });
  await server.database.db
    .insert(schema.roles)
    .values({ name: 'Producción', access: ['InfoGeneral', 'Produccion'] });
  const producer = {
    email: 'produccion@bolo.test',
    password: 'staff-pass',
    name: 'Pilar',
    role: 'Producción',
  };
  await createUser(server.database.db, producer);
  producerToken = await server.signIn(producer.email, producer.password);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (!closed) await server.app.close();
  await server.database.close();
});

/** The stream as the browser's EventSource opens it: a GET with the session cookie. */
const openStream = (token: string | null) =>
  fetch(`${origin}/api/notifications/stream`, {
    headers: token ? { cookie: `${SESSION_COOKIE}=${token}`, accept: 'text/event-stream' } : {},
  });

/** Reads a stream's `data:` events one by one (and its `: ping` beats when asked), failing after `ms` without one. */
function eventsOf(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    async next(ms = 5000, { pings = false } = {}): Promise<unknown> {
      const deadline = Date.now() + ms;
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) return JSON.parse(data.slice('data: '.length));
          if (pings && block === ': ping') return 'ping';
          continue;
        }
        const left = deadline - Date.now();
        const read = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
        if (read.done) return 'ended';
        buffered += read.value;
      }
    },
  };
}

/** An event whose artist contract is saved, shared, and opened by a visitor: the office is told. */
async function aContractLinkIsOpened() {
  const event = await server.send('POST', '/api/evento', {
    name: 'Love of Lesbian en el Sant Jordi',
    eventType: 'Promotores',
    artista: { name: 'Love of Lesbian' },
  });
  expect(event.statusCode, event.body).toBe(201);
  const contratos = `/api/evento/${event.json().id}/contratos`;
  const saved = await server.send('POST', `${contratos}/save`, {
    subType: 'artista',
    body: '<p>Contrato</p>',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const shared = await server.send('POST', `${contratos}/shareLink`, { subType: 'artista' });
  expect(shared.statusCode, shared.body).toBe(200);
  const opened = await fetch(`${origin}${new URL(shared.json().linkShare.url).pathname}`);
  expect(opened.status).toBe(200);
}

describe('GET /api/notifications/stream', () => {
  it('refuses a visitor and a role without the notifications page, with the usual code', async () => {
    const visitor = await openStream(null);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: 'unauthorized' });
    const producer = await openStream(producerToken);
    expect(producer.status).toBe(403);
    expect(await producer.json()).toMatchObject({ code: 'forbidden' });
  });

  it('starts with the unread count and pushes a new notification to who sees it, without asking', async () => {
    const res = await openStream(server.adminToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = eventsOf(res.body as ReadableStream<Uint8Array>);
    expect(await events.next()).toEqual({ unreadCount: 0, notification: null });

    await aContractLinkIsOpened();
    expect(await events.next()).toMatchObject({
      unreadCount: 1,
      notification: {
        kind: 'contract_link_opened',
        eventName: 'Love of Lesbian en el Sant Jordi',
        data: { party: 'artista' },
        readAt: null,
      },
    });
  });

  it('serves the same notifications on the legacy /api/notifications paths', async () => {
    const list = await server.send('GET', '/api/notifications?page=1&size=5&unreadOnly=true');
    expect(list.statusCode, list.body).toBe(200);
    const [opened] = list.json().items;
    expect(opened).toMatchObject({ kind: 'contract_link_opened', readAt: null });
    expect((await server.send('GET', '/api/notifications/search/email_failed')).json().total).toBe(0);
    expect((await server.send('GET', `/api/notifications/${opened.id}`)).json()).toMatchObject({
      id: opened.id,
    });

    const read = await server.send('PUT', `/api/notifications/${opened.id}`);
    expect(read.json()).toEqual({ unreadCount: 0 });
    expect((await server.send('GET', '/api/notifications/unreadCount')).json()).toEqual({ unreadCount: 0 });
    const bad = await server.send('POST', '/api/notifications', { ids: ['uno'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
    expect((await server.send('GET', '/api/notifications', undefined, producerToken)).statusCode).toBe(403);
  });

  it('beats to keep the connection open, and ends when the session is signed out', async () => {
    const token = await server.signIn(testAdmin.email, testAdmin.password);
    const events = eventsOf((await openStream(token)).body as ReadableStream<Uint8Array>);
    await events.next();
    expect(await events.next(3000, { pings: true })).toBe('ping');
    expect((await server.send('POST', '/auth/logout', {}, token)).statusCode).toBeLessThan(300);
    expect(await events.next(3000)).toBe('ended');
  });

  it('ends every open stream when the server closes', async () => {
    const res = await openStream(server.adminToken);
    const events = eventsOf(res.body as ReadableStream<Uint8Array>);
    await events.next();
    const closing = server.app.close();
    closed = true;
    expect(await events.next()).toBe('ended');
    await closing;
  });
});
