import { createUser } from '@bolo/api';
import { schema } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
const ids: number[] = [];
/** A user whose role opens events but not the notifications page. */
let producerToken = '';

beforeAll(async () => {
  server = await serverWithStaff();
  const { db } = server.database;
  await db.insert(schema.roles).values({ name: 'Producción', access: ['InfoGeneral', 'Produccion'] });
  const producer = {
    email: 'produccion@bolo.test',
    password: 'staff-pass',
    name: 'Pilar',
    role: 'Producción',
  };
  await createUser(db, producer);
  producerToken = await server.signIn(producer.email, producer.password);
  const me = (await server.send('GET', '/api/user/profile')).json();
  const kinds = ['email_failed', 'contract_link_opened', 'email_failed'] as const;
  for (const kind of kinds) {
    const [row] = await db
      .insert(schema.notifications)
      .values({ userId: me.id, kind, data: { subject: 'Rider', party: 'artista' } })
      .returning({ id: schema.notifications.id });
    if (row) ids.push(row.id);
  }
});
afterAll(() => server.close());

const unread = async () => (await server.send('GET', '/api/notifications/unreadCount')).json().unreadCount;

describe('/api/notifications on the generic pattern', () => {
  it('filters by a body on POST /search, as the list does by its query', async () => {
    const found = await server.send('POST', '/api/notifications/search', {
      page: 1,
      size: 10,
      kind: 'contract_link_opened',
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((n: { id: number }) => n.id)).toEqual([ids[1]]);
    const bad = await server.send('POST', '/api/notifications/search', { kind: 'no_such_kind' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
  });

  it('marks read the body’s ids on PUT without an id, and one on POST /{id}', async () => {
    expect(await unread()).toBe(3);
    const put = await server.send('PUT', '/api/notifications', { ids: [ids[0]] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ unreadCount: 2 });
    const post = await server.send('POST', `/api/notifications/${ids[1]}`);
    expect(post.statusCode, post.body).toBe(200);
    expect(await unread()).toBe(1);
    const someoneElses = await server.send('POST', '/api/notifications/999999');
    expect(someoneElses.json()).toEqual({ unreadCount: 1 });
  });

  it('is behind the notifications page: a role without it, or nobody signed in, is refused', async () => {
    for (const [token, status] of [
      [producerToken, 403],
      [null, 401],
    ] as const) {
      expect((await server.send('POST', '/api/notifications/search', {}, token)).statusCode).toBe(status);
      expect((await server.send('PUT', '/api/notifications', { ids }, token)).statusCode).toBe(status);
      expect((await server.send('POST', `/api/notifications/${ids[2]}`, {}, token)).statusCode).toBe(status);
    }
    expect(await unread()).toBe(1);
  });
});
