import { readFileSync } from 'node:fs';
import { restRoutes } from '@bolo/api';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

/** The legacy REST paths of the spec, from `../shared/spec/legacy-paths.txt` beside the repository. */
const lines = readFileSync(new URL('../../../../shared/spec/legacy-paths.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [method = '', path = '', domain = '', ...notes] = line.trim().split(/\s+/);
    return { method, path: path.replace(/\{(\w+)\}/g, ':$1'), domain, notes: notes.join(' ') };
  });

/**
 * The paths a line with `/.../` stands for: the names in its note, under the resource of the path's
 * start — `/api/evento/.../mail  (event mail: mail, mail/sendMail)` is `/api/evento/:id/mail` and
 * `/api/evento/:id/mail/sendMail`.
 */
function pathsBelow(path: string, notes: string): string[] {
  const base = `${path.slice(0, path.indexOf('/.../'))}/:id`;
  const list = /\(([^)]*)\)/.exec(notes)?.[1] ?? '';
  return list
    .replace(/^[^:]*:/, '')
    .split(',')
    .map((name) => `${base}/${name.trim()}`);
}

/** The generic resource pattern (spec §7): the verbs every `*` line must answer. */
const genericVerbs = (path: string) => [
  ['GET', path],
  ['GET', `${path}/:id`],
  ['GET', `${path}/latest`],
  ['GET', `${path}/search/:name`],
  ['POST', path],
  ['PUT', `${path}/:id`],
  ['DELETE', `${path}/:id`],
];

const served = new Set(restRoutes.map((r) => `${r.method} ${r.path.replace(/:\w+/g, ':id')}`));
const openApi = openApiDocument(restRoutes) as {
  paths: Record<string, Record<string, { responses?: object }>>;
};
const documented = new Set(
  Object.entries(openApi.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.responses)
      .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, ':id')}`),
  ),
);
/** Served by the REST table and described in the OpenAPI document at /api/openapi.json. */
const isServed = (method: string, path: string) => {
  const key = `${method} ${path.replace(/:\w+/g, ':id')}`;
  return served.has(key) && documented.has(key);
};

/** Domains whose issues have landed; the rest join this list as they do. */
const landed = ['accounts', 'masters', 'events', 'templating'];
/** Lines of a domain not landed yet whose own paths are all served (issue 8 lands in parts). */
const landedPaths = ['/api/datosContraparte'];

describe('legacy REST paths', () => {
  it('reads the list of the spec', () => {
    expect(lines.length).toBeGreaterThan(40);
  });

  for (const { method, path, domain, notes } of lines.filter(
    (l) => landed.includes(l.domain) || landedPaths.includes(l.path),
  )) {
    it(`serves and documents ${method} ${path} (${domain})`, () => {
      if (path.includes('/.../')) {
        for (const below of pathsBelow(path, notes)) {
          expect(
            ['GET', 'POST', 'PUT', 'DELETE'].some((verb) => isServed(verb, below)),
            below,
          ).toBe(true);
        }
      } else if (method === '*') {
        for (const [verb = '', url = ''] of genericVerbs(path))
          expect(isServed(verb, url), `${verb} ${url}`).toBe(true);
      } else if (method === '?') {
        expect(['GET', 'POST', 'PUT', 'DELETE'].some((verb) => isServed(verb, path))).toBe(true);
      } else {
        expect(isServed(method, path)).toBe(true);
      }
    });
  }
});
