import { masters } from '@bolo/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Method, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;

beforeAll(async () => {
  server = await serverWithStaff();
});
afterAll(() => server.close());

const send = (method: Method, url: string, payload?: object, token?: string | null) =>
  server.send(method, url, payload, token);

describe('every legacy master path answers every verb of the generic pattern over HTTP', () => {
  for (const master of Object.values(masters)) {
    const path = master.legacyPath;
    const name = `Camino ${master.key}`;

    it(`${path}: create, list, search, latest, by name, find, three updates, conflict, delete`, async () => {
      const created = await send('POST', path, { name });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      expect(created.json()).toMatchObject({ name, version: 1 });

      const listed = await send('GET', `${path}?page=1&size=5&q=cámino`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toMatchObject({ total: 1, page: 1, size: 5, items: [{ id }] });
      const searched = await send('POST', `${path}/search`, { q: 'CAMINO', size: 5 });
      expect(searched.statusCode).toBe(200);
      expect(searched.json().total).toBe(1);
      expect((await send('GET', `${path}/latest`)).json()[0].id).toBe(id);
      expect((await send('GET', `${path}/search/camino`)).json()).toMatchObject([{ id }]);
      expect((await send('GET', `${path}/${id}`)).json()).toMatchObject({ id, name });

      // The id of the path wins over one in the body.
      const posted = await send('POST', `${path}/${id}`, { version: 1, name: `${name} 2`, id: 999 });
      expect(posted.statusCode).toBe(200);
      expect(posted.json()).toMatchObject({ id, version: 2 });
      expect((await send('PUT', `${path}/${id}`, { version: 2 })).json().version).toBe(3);
      const putWithoutId = await send('PUT', path, { id, version: 3, name: 'Final' });
      expect(putWithoutId.json()).toMatchObject({ name: 'Final', version: 4 });

      const stale = await send('PUT', path, { id, version: 3, name: 'Stale' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('version_conflict');
      expect((await send('GET', `${path}/${id}`)).json().name).toBe('Final');

      const deleted = await send('DELETE', `${path}/${id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ ok: true });
      const gone = await send('GET', `${path}/${id}`);
      expect(gone.statusCode).toBe(404);
      expect((await send('DELETE', `${path}/${id}`)).statusCode).toBe(404);
    });

    it(`${path}: bad input is a 400 validation_error, strangers 401, a role without MasterData 403`, async () => {
      for (const body of [
        {},
        { name: '' },
        { name: 42 },
        { name: 'x'.repeat(10_000) },
        { name: 'x', unknown: 1 },
      ]) {
        const refused = await send('POST', path, body);
        expect(refused.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(refused.json().code).toBe('validation_error');
      }
      expect((await send('GET', `${path}/not-a-number`)).statusCode).toBe(400);
      const anonymous = await send('GET', path, undefined, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('unauthorized');
      const clerk = await send('GET', path, undefined, server.clerkToken);
      expect(clerk.statusCode).toBe(403);
      expect(clerk.json()).toEqual({
        code: 'forbidden',
        message: 'Lo siento, no tiene permisos para ver esta sección',
      });
    });
  }

  it('answers the name check of POST /api/verification/name, whatever the accents or case', async () => {
    expect((await send('POST', '/api/masterHall', { name: 'La Riviera' })).statusCode).toBe(201);
    const check = (type: string, value: string) => send('POST', '/api/verification/name', { type, value });
    expect((await check('sala', 'la riviéra')).json()).toEqual({ available: false });
    expect((await check('promotor', 'La Riviera')).json()).toEqual({ available: true });
    const unknownType = await check('otro', 'x');
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().code).toBe('validation_error');
  });

  it('refuses a taken artist name with artista_name_in_use, in English when asked', async () => {
    expect((await send('POST', '/api/masterArtist', { name: 'Rosalía' })).statusCode).toBe(201);
    const taken = await server.app.inject({
      method: 'POST',
      url: '/api/masterArtist',
      payload: { name: 'ROSALIA' },
      headers: { authorization: `Bearer ${server.adminToken}`, 'accept-language': 'en' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'artista_name_in_use',
      message: 'An artist with that name already exists.',
    });
  });
});
