import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Method, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
let eventId: number;

beforeAll(async () => {
  server = await serverWithStaff();
  const artistId = (await send('POST', '/api/masterArtist', { name: 'Zahara' })).json().id;
  const event = await send('POST', '/api/evento', {
    name: 'Zahara en La Riviera',
    eventType: 'Promotores',
    date: '2026-06-12',
    artista: { artistaMaestroId: artistId },
    sala: { name: 'La Riviera', city: 'Madrid' },
  });
  expect(event.statusCode, event.body).toBe(201);
  eventId = event.json().id;
});
afterAll(() => server.close());

const send = (method: Method, url: string, payload?: unknown, token?: string | null) =>
  server.send(method, url, payload, token);

const contract = {
  name: 'Contrato de sala',
  type: 'contract',
  subType: 'sala',
  body: '<h1>Contrato</h1>\n<p>{{sala.name}} ({{sala.city}}), {{fecha infoGeneral.date}}.</p>',
};

describe('templates over the legacy REST paths', () => {
  it('creates with POST /api/plantillasMail (201), reads, updates at the version and deletes', async () => {
    const created = await send('POST', '/api/plantillasMail', contract);
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();
    // a legacy body names no language: the template is Spanish, the answer one field longer
    expect((await send('GET', `/api/plantillasMail/${id}`)).json()).toMatchObject({
      ...contract,
      master: false,
      language: 'es',
    });
    const updated = await send('PUT', `/api/plantillasMail/${id}`, { version, master: true });
    expect(updated.statusCode, updated.body).toBe(200);
    const stale = await send('PUT', `/api/plantillasMail/${id}`, { version, name: 'Otro' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect((await send('GET', '/api/plantillasMail/search/sala')).json()).toHaveLength(1);
    expect((await send('GET', '/api/plantillasMail')).json()).toMatchObject({ total: 1 });
  });

  it('refuses a template that does not compile with 400, the code, the line and the reason', async () => {
    const res = await send('POST', '/api/plantillasMail', {
      ...contract,
      name: 'Rota',
      body: '<p>uno</p>\n<p>dos</p>\n{{#each sala.emailProduccion}}{{this}}{{/if}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'plantilla_not_valid',
      message: 'La plantilla no es válida (cuerpo, línea 3): «each» se cierra con «if».',
    });
    const attack = await send('POST', '/api/plantillasMail', {
      ...contract,
      name: 'Ataque',
      body: '{{__proto__}}',
    });
    expect(attack.statusCode).toBe(400);
    expect(attack.json().code).toBe('plantilla_not_valid');
  });

  it('serves listMaster, type, model and duplicate', async () => {
    const masters = await send('GET', '/api/plantillasMail/listMaster');
    expect(masters.json().map((t: { name: string }) => t.name)).toEqual(['Contrato de sala']);
    const contracts = await send('POST', '/api/plantillasMail/type', { tipos: ['contract'] });
    expect(contracts.json()).toHaveLength(1);
    expect((await send('GET', '/api/plantillasMail/type/confirmacion')).json()).toEqual([]);
    const none = await send('POST', '/api/plantillasMail/type', { tipos: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('mandatory_list_tipo_plantilla');
    const model = await send('GET', '/api/plantillasMail/model/contract/sala');
    expect(model.json().name).toBe('Contrato de sala');
    const missing = await send('GET', '/api/plantillasMail/model?type=email&subType=produccion');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('plantilla_email_not_found');
    const copy = await send('POST', '/api/plantillasMail/duplicate', { id: model.json().id });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Contrato de sala (copia)', master: false });
  });

  it('gives the catalogue (getPropsSystem) and the variables of an event (getPropsEvento)', async () => {
    const catalogue = await send('GET', '/api/plantillasMail/getPropsSystem');
    const sala = catalogue.json().find((group: { key: string }) => group.key === 'sala');
    expect(sala.label).toEqual({ es: 'Sala', en: 'Hall' });
    expect(sala.variables).toContainEqual(
      expect.objectContaining({
        key: 'name',
        placeholder: '{{sala.name}}',
        label: { es: 'Nombre', en: 'Name' },
      }),
    );
    const variables = await send('GET', `/api/plantillasMail/getPropsEvento/${eventId}`);
    expect(variables.json()).toMatchObject({
      infoGeneral: { name: 'Zahara en La Riviera', date: '2026-06-12' },
      sala: { name: 'La Riviera', city: 'Madrid' },
      artista: { name: 'Zahara' },
    });
    expect((await send('GET', '/api/plantillasMail/getPropsEvento/999999')).statusCode).toBe(404);
  });

  it('previews a saved template against an event, in the template’s language', async () => {
    const [saved] = (await send('GET', '/api/plantillasMail/search/contrato de sala')).json();
    const res = await send('POST', '/api/plantillasMail/preview', { templateId: saved.id, eventId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toBe('<h1>Contrato</h1>\n<p>La Riviera (Madrid), 12 de junio de 2026.</p>');
    const english = await send('POST', '/api/plantillasMail', {
      ...contract,
      name: 'Venue contract',
      language: 'en',
    });
    expect(english.json().language).toBe('en');
    const inEnglish = await send('POST', '/api/plantillasMail/preview', {
      templateId: english.json().id,
      eventId,
    });
    expect(inEnglish.json().body).toBe('<h1>Contrato</h1>\n<p>La Riviera (Madrid), 12 June 2026.</p>');
  });

  it('checks a template too long for a URL when the web app sends the query as a POST', async () => {
    const body = `<p>${'Texto del contrato. '.repeat(2_000)}</p>\n<p>{{#if infoGeneral.isPrl}}PRL</p>`;
    const res = await send('POST', '/trpc/templates.check', { json: { subject: '', body } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data.json).toMatchObject({ ok: false, field: 'body', line: 2 });
  });

  it('is refused to a role without Plantillas, and to nobody signed in', async () => {
    const clerk = await send('GET', '/api/plantillasMail/listMaster', undefined, server.clerkToken);
    expect(clerk.statusCode).toBe(403);
    expect((await send('GET', '/api/plantillasMail', undefined, null)).statusCode).toBe(401);
  });

  it('documents every template path in the OpenAPI description', async () => {
    const paths = Object.keys((await send('GET', '/api/openapi.json')).json().paths);
    for (const path of [
      'listMaster',
      'getPropsSystem',
      'getPropsEvento/{eventId}',
      'type',
      'model',
      'duplicate',
    ])
      expect(paths).toContain(`/api/plantillasMail/${path}`);
  });
});
