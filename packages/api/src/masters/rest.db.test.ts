import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestRequest, RestRoute } from '../rest';
import { restRoutes } from '../root';
import { type callerFor, withSignedInAdmin } from '../testing';
import { masters, mastersRest } from './index';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin());
});
afterAll(() => database.close());

type Procedure = (input: unknown) => Promise<unknown>;

/** Calls the procedure of a REST entry the way the server's adapter does. */
function call(route: RestRoute, req: Partial<RestRequest> = {}): Promise<unknown> {
  const request: RestRequest = { params: {}, query: {}, body: undefined, ...req };
  const procedure = route.procedure
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], admin) as Procedure;
  return procedure(route.input ? route.input(request) : request.body);
}

function routeOf(method: RestRoute['method'], path: string): RestRoute {
  const route = mastersRest.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`${method} ${path} is not served`);
  return route;
}

type Saved = { id: number; name: string; version: number };
const page = (value: unknown) => value as { items: Saved[]; total: number };

describe('the legacy REST table of the masters', () => {
  it('serves every generic verb of spec §7 on every master path, and the name check', () => {
    const verbs = (path: string) => [
      `GET ${path}`,
      `GET ${path}/latest`,
      `GET ${path}/search/:name`,
      `POST ${path}/search`,
      `GET ${path}/:id`,
      `POST ${path}`,
      `POST ${path}/:id`,
      `PUT ${path}/:id`,
      `PUT ${path}`,
      `DELETE ${path}/:id`,
    ];
    const served = new Set(restRoutes.map((r) => `${r.method} ${r.path}`));
    const paths = Object.values(masters).map((m) => m.legacyPath);
    expect(paths).toEqual([
      '/api/masterArtist',
      '/api/masterPromoter',
      '/api/masterHall',
      '/api/masterProducer',
      '/api/masterProvider',
      '/api/masterDepartments',
      '/api/calendarioMestro',
      '/api/jms',
      '/api/teams',
      '/api/empresa',
      '/api/firmantes',
    ]);
    for (const path of paths) for (const verb of verbs(path)) expect(served.has(verb), verb).toBe(true);
    expect(served.has('POST /api/verification/name')).toBe(true);
    expect(mastersRest).toHaveLength(paths.length * 10 + 1);
    expect(
      mastersRest.find((r) => r.method === 'POST' && !r.path.includes(':') && !r.path.endsWith('search'))
        ?.status,
    ).toBe(201);
  });

  for (const master of Object.values(masters)) {
    const path = master.legacyPath;
    it(`walks every verb on ${path}`, async () => {
      const created = (await call(routeOf('POST', path), {
        body: { name: `Camino ${master.key}` },
      })) as Saved;
      expect(created).toMatchObject({ name: `Camino ${master.key}`, version: 1 });
      expect(routeOf('POST', path).status).toBe(201);
      const id = String(created.id);

      const listed = page(await call(routeOf('GET', path), { query: { page: '1', size: '5', q: 'camino' } }));
      expect(listed.items.map((r) => r.id)).toEqual([created.id]);
      const searched = page(
        await call(routeOf('POST', `${path}/search`), { body: { q: 'CAMINO', size: 5 } }),
      );
      expect(searched.total).toBe(1);
      expect(((await call(routeOf('GET', `${path}/latest`))) as Saved[])[0]?.id).toBe(created.id);
      const byName = (await call(routeOf('GET', `${path}/search/:name`), {
        params: { name: 'camino' },
      })) as Saved[];
      expect(byName.map((r) => r.id)).toEqual([created.id]);
      expect(await call(routeOf('GET', `${path}/:id`), { params: { id } })).toMatchObject({ id: created.id });

      const postUpdate = (await call(routeOf('POST', `${path}/:id`), {
        params: { id },
        body: { version: 1, name: `Camino ${master.key} 2`, id: 999 },
      })) as Saved;
      expect(postUpdate).toMatchObject({ id: created.id, version: 2 });
      const putUpdate = (await call(routeOf('PUT', `${path}/:id`), {
        params: { id },
        body: { version: 2 },
      })) as Saved;
      expect(putUpdate.version).toBe(3);
      const putBody = (await call(routeOf('PUT', path), {
        body: { id: created.id, version: 3, name: 'Final' },
      })) as Saved;
      expect(putBody).toMatchObject({ name: 'Final', version: 4 });
      await expect(
        call(routeOf('PUT', path), { body: { id: created.id, version: 3 } }),
      ).rejects.toMatchObject({
        appCode: 'version_conflict',
      });

      expect(await call(routeOf('DELETE', `${path}/:id`), { params: { id } })).toEqual({ ok: true });
      await expect(call(routeOf('GET', `${path}/:id`), { params: { id } })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });
  }

  it('answers the name check of POST /api/verification/name', async () => {
    const route = routeOf('POST', '/api/verification/name');
    await call(routeOf('POST', '/api/masterHall'), { body: { name: 'La Riviera' } });
    expect(await call(route, { body: { type: 'sala', value: 'la riviéra' } })).toEqual({ available: false });
    expect(await call(route, { body: { type: 'promotor', value: 'La Riviera' } })).toEqual({
      available: true,
    });
    await expect(call(route, { body: { type: 'otro', value: 'x' } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
