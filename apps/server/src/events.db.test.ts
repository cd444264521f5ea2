import { errorCatalogue } from '@bolo/api';
import { schema } from '@bolo/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Method, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
let artistId: number;

beforeAll(async () => {
  server = await serverWithStaff();
  artistId = (await send('POST', '/api/masterArtist', { name: 'Rosalía', cif: '12345678Z' })).json().id;
});
afterAll(() => server.close());

const send = (method: Method, url: string, payload?: unknown, token?: string) =>
  server.send(method, url, payload, token);

const draft = (name: string, extra: object = {}) => ({
  name,
  eventType: 'Promotores',
  date: '2026-06-12',
  artista: { artistaMaestroId: artistId },
  sala: { name: 'La Riviera', city: 'Madrid' },
  entradas: [{ pvp: 2500, descripcion: 'General' }],
  ...extra,
});

/** Creates an event over REST and answers it. */
async function created(name: string, extra: object = {}) {
  const res = await send('POST', '/api/evento', draft(name, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('events over the legacy REST paths', () => {
  it('creates with POST /api/evento (201) and reads it with all its parts from GET /api/evento/{id}', async () => {
    const event = await created('Rosalía en Madrid');
    expect(event).toMatchObject({
      name: 'Rosalía en Madrid',
      status: 'Borrador',
      fase: 'Creacion',
      version: 1,
    });
    const read = await send('GET', `/api/evento/${event.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: event.id,
      date: '2026-06-12',
      artista: { name: 'Rosalía', cif: '12345678Z', artistaMaestroId: artistId },
      sala: { name: 'La Riviera' },
      entradas: [{ pvp: 2500, descripcion: 'General' }],
      channelTickets: [{ value: 'web', text: 'Web oficial' }],
      production: { arrivalTime: '00:00' },
    });
    expect(read.json().hiring).toHaveLength(4);
    const taken = await send('POST', '/api/evento', draft('ROSALIA EN MADRID'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('evento_name_in_use');
    const noArtist = await send('POST', '/api/evento', { name: 'Sin artista', eventType: 'Sala' });
    expect(noArtist.statusCode).toBe(400);
    expect(noArtist.json().code).toBe('mandatory_id_artistaDTO_null');
  });

  it('updates with PUT /api/evento/{id}, PUT /api/evento and POST /api/evento/{id}; a stale version is 409 and changes nothing', async () => {
    const event = await created('Zahara');
    const byPath = await send('PUT', `/api/evento/${event.id}`, { version: 1, aforo: 800, id: 999 });
    expect(byPath.statusCode, byPath.body).toBe(200);
    expect(byPath.json()).toMatchObject({ id: event.id, aforo: 800, version: 2 });
    const byBody = await send('PUT', '/api/evento', { id: event.id, version: 2, location: 'Bilbao' });
    expect(byBody.json()).toMatchObject({ location: 'Bilbao', version: 3 });
    const byPost = await send('POST', `/api/evento/${event.id}`, { version: 3, escenario: 'Principal' });
    expect(byPost.json()).toMatchObject({ escenario: 'Principal', version: 4 });

    const stale = await send('PUT', `/api/evento/${event.id}`, { version: 3, aforo: 1, location: 'Tarde' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect((await send('GET', `/api/evento/${event.id}`)).json()).toMatchObject({
      aforo: 800,
      location: 'Bilbao',
      version: 4,
    });
  });

  it('lists with query filters, searches with POST /api/evento/search, filters with POST /api/evento/filter', async () => {
    await created('León Benavente', {
      date: '2026-03-15',
      fase: 'Negociacion',
      sala: { name: 'Kafe Antzokia' },
    });
    const listed = await send('GET', '/api/evento?q=antzokia&from=2026-01-01&to=2026-12-31&fase=Negociacion');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      total: 1,
      items: [{ name: 'León Benavente', hallName: 'Kafe Antzokia' }],
    });
    const searched = await send('POST', '/api/evento/search', { q: 'LEON', size: 5 });
    expect(searched.json()).toMatchObject({ total: 1, size: 5 });
    const filtered = await send('POST', '/api/evento/filter', {
      from: '2026-06-01',
      to: '2026-06-30',
      sort: 'name',
      order: 'asc',
    });
    expect(filtered.json().items.map((e: { name: string }) => e.name)).toEqual([
      'Rosalía en Madrid',
      'Zahara',
    ]);
    const mine = await send('GET', '/api/evento?mine=true', undefined, server.clerkToken);
    expect(mine.json().total).toBe(0);
    expect((await send('GET', '/api/evento/latest')).json()[0].name).toBe('León Benavente');
    expect((await send('GET', '/api/evento/search/zahara')).json()).toMatchObject([{ name: 'Zahara' }]);
  });

  it('moves the status with PUT /api/evento/{id}/status; a move the machine refuses is 409', async () => {
    const event = await created('Status');
    const held = await send('PUT', `/api/evento/${event.id}/status`, { status: 'Opcion', version: 1 });
    expect(held.json()).toMatchObject({ status: 'Opcion', version: 2 });
    const refused = await send('PUT', `/api/evento/${event.id}/status`, { status: 'Realizado' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'status_not_allowed',
      message: 'Un evento en estado Opción no puede pasar a Realizado.',
    });
    const unknown = await send('PUT', `/api/evento/${event.id}/status`, { status: 'Vendido' });
    expect(unknown.json().code).toBe('validation_error');
  });

  it('duplicates with POST /api/evento/duplicate and POST /api/evento/{id}/duplicate_with (201)', async () => {
    const event = await created('Original');
    const copy = await send('POST', '/api/evento/duplicate', { id: event.id });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Original (copia)', artista: { name: 'Rosalía' } });
    const chosen = await send('POST', `/api/evento/${event.id}/duplicate_with`, {
      name: 'Original sin entradas',
      parts: ['parties', 'hiring'],
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ entradas: [], sala: { name: 'La Riviera' } });
  });

  it('deletes with DELETE /api/evento/{id}, lists deleted with GET /api/evento/restore, restores with POST', async () => {
    const event = await created('Borrable');
    expect((await send('DELETE', `/api/evento/${event.id}`)).json()).toEqual({ ok: true });
    expect((await send('GET', `/api/evento/${event.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/evento/${event.id}`)).json().code).toBe('event_not_found');
    const deleted = await send('GET', '/api/evento/restore?page=1&size=10');
    expect(deleted.json().items).toMatchObject([{ id: event.id, name: 'Borrable' }]);
    const restored = await send('POST', '/api/evento/restore', { id: event.id });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ name: 'Borrable', deletedAt: null });
    expect((await send('GET', `/api/evento/${event.id}`)).statusCode).toBe(200);
  });

  it('keeps annotations at GET and POST /api/evento/{id}/annotation', async () => {
    const event = await created('Con notas');
    const added = await send('POST', `/api/evento/${event.id}/annotation`, { text: 'Rider recibido' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ text: 'Rider recibido', authorName: 'Admin Bolo' });
    expect((await send('GET', `/api/evento/${event.id}/annotation`)).json()).toMatchObject([
      { text: 'Rider recibido' },
    ]);
  });
});

describe('hiring and production conditions over /api/contractConditions and /api/contractProduction', () => {
  it('answers every verb of the generic pattern over the hiring blocks, with the catalogue codes', async () => {
    const event = await created('Condiciones');
    const blocks = await send('GET', `/api/contractConditions?eventId=${event.id}`);
    expect(blocks.json().map((b: { type: string }) => b.type)).toEqual([
      'promotor',
      'artista',
      'sala',
      'productor',
    ]);
    const artist = blocks.json()[1];
    expect((await send('GET', `/api/contractConditions/${artist.id}`)).json()).toMatchObject({
      type: 'artista',
    });
    const missing = await send('GET', '/api/contractConditions/999999');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'condicionContratacion_not_found']);
    const noEvent = await send('GET', '/api/contractConditions');
    expect([noEvent.statusCode, noEvent.json().code]).toEqual([400, 'mandatory_eventId']);
    expect((await send('POST', '/api/contractConditions/search', { eventId: event.id })).json()).toHaveLength(
      4,
    );
    expect((await send('GET', '/api/contractConditions/search/condiciones')).json()).toHaveLength(4);

    const tiers = {
      ...artist.cache,
      variable: {
        description: 'Taquilla',
        active: true,
        sections: [
          { desde: 0, hasta: 100_000, porciento: 80 },
          { desde: 100_000, hasta: null, porciento: 85 },
        ],
      },
    };
    const saved = await send('PUT', `/api/contractConditions/${artist.id}`, { version: 1, cache: tiers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cache.variable.sections).toHaveLength(2);
    expect((await send('GET', '/api/contractConditions/latest')).json()[0].id).toBe(artist.id);
    const byBody = await send('PUT', '/api/contractConditions', {
      id: artist.id,
      version: 2,
      invitaciones: 6,
    });
    expect(byBody.json()).toMatchObject({ invitaciones: 6, version: 3 });
    const stale = await send('POST', `/api/contractConditions/${artist.id}`, { version: 2, invitaciones: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'version_conflict']);
    const badType = await send('PUT', '/api/contractConditions', {
      id: artist.id,
      version: 3,
      tipoContrato: 'Sala 2',
    });
    expect([badType.statusCode, badType.json().code]).toEqual([400, 'contract_type_not_allowed']);

    const producer = blocks.json()[3];
    expect((await send('DELETE', `/api/contractConditions/${producer.id}`)).json()).toEqual({ ok: true });
    const again = await send('POST', '/api/contractConditions', { eventId: event.id, type: 'productor' });
    expect([again.statusCode, again.json().formaPagoFijo]).toEqual([201, '']);
    const twice = await send('POST', '/api/contractConditions', { eventId: event.id, type: 'productor' });
    expect(twice.statusCode).toBe(409);
    const orphan = await send('POST', '/api/contractConditions', { type: 'productor' });
    expect([orphan.statusCode, orphan.json().code]).toEqual([400, 'mandatory_eventId']);

    const read = (await send('GET', `/api/evento/${event.id}`)).json();
    await send('PUT', `/api/evento/${event.id}`, { version: read.version, existeRecinto: false });
    const hall = blocks.json()[2];
    const refused = await send('PUT', `/api/contractConditions/${hall.id}`, { version: 1, invitaciones: 2 });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'this_event_not_allowed_to_save_hall']);
  });

  it('answers the production conditions, and condiciones_produccion_not_found for a missing block', async () => {
    const event = await created('Producción');
    const [block] = (await send('GET', `/api/contractProduction?eventId=${event.id}`)).json();
    const saved = await send('PUT', `/api/contractProduction/${block.id}`, {
      version: 1,
      showStart: '21:30',
      catering: true,
      cateringDescription: 'Cena para 10',
    });
    expect(saved.json()).toMatchObject({ showStart: '21:30', catering: true, version: 2 });
    const missing = await send('GET', '/api/contractProduction/999999');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'condiciones_produccion_not_found']);
    const forbidden = await send(
      'GET',
      `/api/contractProduction?eventId=${event.id}`,
      undefined,
      server.clerkToken,
    );
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, 'forbidden']);
  });
});

describe('fifty concurrent updates of one event from different sessions', () => {
  it('lands each one or answers 409, so that no update is lost silently', async () => {
    const event = await created('Concurrido');
    // one after another: sign-ins in flight at once are held to the attempt limit's five
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++)
      tokens.push(
        i % 2 === 0
          ? await server.signIn('admin@bolo.test', 'admin-pass')
          : await server.signIn('clerk@bolo.test', 'clerk-pass'),
      );
    expect(new Set(tokens).size).toBe(50);
    const results = await Promise.all(
      tokens.map(async (token, i) => {
        const read = (await send('GET', `/api/evento/${event.id}`, undefined, token)).json();
        const res = await send(
          'PUT',
          `/api/evento/${event.id}`,
          { version: read.version, location: `Sala ${i}` },
          token,
        );
        return { location: `Sala ${i}`, status: res.statusCode, body: res.json() };
      }),
    );
    const landed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(landed.length + refused.length).toBe(50);
    expect(landed.length).toBeGreaterThanOrEqual(1);
    expect(refused.every((r) => r.body.code === 'version_conflict')).toBe(true);

    const versions = landed.map((r) => r.body.version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: landed.length }, (_, i) => event.version + 1 + i));
    const last = landed.find((r) => r.body.version === versions.at(-1));
    const final = (await send('GET', `/api/evento/${event.id}`)).json();
    expect(final).toMatchObject({ version: event.version + landed.length, location: last?.location });
    const recorded = await server.database.db
      .select()
      .from(schema.eventAudit)
      .where(and(eq(schema.eventAudit.eventId, event.id), eq(schema.eventAudit.field, 'location')));
    expect(recorded.map((r) => r.newValue).sort()).toEqual(landed.map((r) => r.location).sort());
  });
});

describe('bad input', () => {
  it('answers a 4xx with a catalogue code, never a 500', async () => {
    const event = await created('Objetivo');
    const hiring = (await send('GET', `/api/contractConditions?eventId=${event.id}`)).json()[0];
    const huge = 'x'.repeat(10_000);
    const attempts: [Method, string, unknown][] = [
      ['POST', '/api/evento', {}],
      ['POST', '/api/evento', []],
      ['POST', '/api/evento', 'texto'],
      ['POST', '/api/evento', draft(huge)],
      ['POST', '/api/evento', draft('Nul\u0000')],
      ['POST', '/api/evento', draft('Tipo', { eventType: 'Circo' })],
      ['POST', '/api/evento', draft('Fecha', { date: '2026-13-40' })],
      ['POST', '/api/evento', draft('Hora', { startTime: '9pm' })],
      ['POST', '/api/evento', draft('Precio', { entradas: [{ pvp: -5 }] })],
      ['POST', '/api/evento', draft('Precio texto', { entradas: [{ pvp: '20' }] })],
      ['POST', '/api/evento', draft('Canal', { channelTickets: [{ value: '' }] })],
      ['POST', '/api/evento', draft('Calendario', { calendars: [2_147_483_648] })],
      ['POST', '/api/evento', draft('Artista', { artista: { artistaMaestroId: 'uno' } })],
      ['POST', '/api/evento', draft('CIF', { artista: { name: 'X', cif: '12345678A' } })],
      ['POST', '/api/evento', draft('Extra', { hacker: true })],
      ['POST', '/api/evento', draft('Descripción', { entradas: [{ pvp: 1, descripcion: 'a\u0000b' }] })],
      ['GET', '/api/evento/abc', undefined],
      ['GET', '/api/evento/99999999999', undefined],
      ['GET', '/api/evento/-1', undefined],
      ['GET', '/api/evento?size=1000', undefined],
      ['GET', '/api/evento?from=ayer', undefined],
      ['GET', '/api/evento?mine=quizas', undefined],
      ['GET', '/api/evento?fase=Otra', undefined],
      ['PUT', `/api/evento/${event.id}`, { aforo: 5 }],
      ['PUT', `/api/evento/${event.id}`, { version: 'uno' }],
      ['PUT', `/api/evento/${event.id}`, { version: 1, name: '' }],
      ['PUT', '/api/evento', { version: 1 }],
      ['PUT', `/api/evento/${event.id}/status`, {}],
      ['PUT', `/api/evento/${event.id}/status`, { status: null }],
      ['POST', '/api/evento/duplicate', {}],
      ['POST', '/api/evento/duplicate', { id: event.id, name: huge }],
      ['POST', `/api/evento/${event.id}/duplicate_with`, { parts: ['todo'] }],
      ['POST', '/api/evento/restore', { id: 'x' }],
      ['POST', `/api/evento/${event.id}/annotation`, { text: '' }],
      ['POST', `/api/evento/${event.id}/annotation`, { text: huge }],
      ['PUT', `/api/contractConditions/${hiring.id}`, { version: 1, cache: { fijo: {} } }],
      [
        'PUT',
        `/api/contractConditions/${hiring.id}`,
        {
          version: 1,
          cache: {
            ...hiring.cache,
            variable: { ...hiring.cache.variable, sections: [{ desde: 5, hasta: 1, porciento: 10 }] },
          },
        },
      ],
      [
        'PUT',
        `/api/contractConditions/${hiring.id}`,
        { version: 1, cache: { ...hiring.cache, fijo: { ...hiring.cache.fijo, description: 'a\u0000' } } },
      ],
      ['PUT', `/api/contractConditions/${hiring.id}`, { version: 1, formaPagoFijo: 'Bizum' }],
      ['PUT', `/api/contractConditions/${hiring.id}`, { version: 1, invitaciones: 1.5 }],
      ['POST', '/api/contractConditions', { eventId: event.id, type: 'banda' }],
      ['POST', '/api/contractConditions/search', { eventId: 'x' }],
      ['PUT', '/api/contractProduction', { id: 1, version: 1, arrivalTime: '7' }],
      ['PUT', '/api/contractProduction', { id: 1, version: 1, catering: 'sí' }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await send(method, url, payload);
      const label = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}`;
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expect(Object.keys(errorCatalogue), label).toContain(res.json().code);
    }
    const badJson = await server.app.inject({
      method: 'POST',
      url: '/api/evento',
      payload: '{"name": ',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    });
    expect([badJson.statusCode, badJson.json().code]).toEqual([400, 'validation_error']);
  });
});
