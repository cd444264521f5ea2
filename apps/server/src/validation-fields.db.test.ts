import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;

beforeAll(async () => {
  server = await serverWithStaff();
});
afterAll(() => server.close());

/** An event whose artist's email is not one and whose first ticket tier has a price as text. */
const badEvent = {
  name: 'Vetusta Morla en el Palau',
  eventType: 'Promotores',
  artista: { name: 'Vetusta Morla', emailComunicacion: ['no-es-un-correo'] },
  entradas: [{ pvp: '25,50' }],
};

const post = (headers: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/evento',
    payload: badEvent,
    headers: { authorization: `Bearer ${server.adminToken}`, ...headers },
  });

describe('a refused REST input names its fields', () => {
  it('lists each field at fault by its dotted path, in Spanish by default', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 'validation_error', message: 'Los datos enviados no son válidos.' });
    expect(body.fields).toEqual([
      { path: 'entradas.0.pvp', message: 'Entrada inválida: se esperaba número, recibido texto' },
      { path: 'artista.emailComunicacion.0', message: 'No es un Email válido' },
    ]);
  });

  it('answers the same fields in English for an English request', async () => {
    const body = (await post({ 'accept-language': 'en-GB,en;q=0.9' })).json();
    expect(body.message).toBe('The data sent is not valid.');
    expect(body.fields).toEqual([
      { path: 'entradas.0.pvp', message: 'Invalid input: expected number, received string' },
      { path: 'artista.emailComunicacion.0', message: 'Not a valid email' },
    ]);
  });

  it('refuses an imageGroup that is no company image group, naming the field', async () => {
    const created = await server.send('POST', '/api/evento', {
      name: 'Zahara en La Riviera',
      eventType: 'Promotores',
      artista: { name: 'Zahara' },
      imageGroup: 'secundario',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json() as { id: number; version: number };
    const res = await server.send('PUT', `/api/evento/${id}`, { version, imageGroup: 'portada' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: [{ path: 'imageGroup' }] });
  });

  it('answers an empty list when the body names no field, and no list for other refusals', async () => {
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/evento',
      payload: '{"name": ',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'validation_error', fields: [] });
    const missing = await server.send('GET', '/api/evento/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).not.toHaveProperty('fields');
  });
});
