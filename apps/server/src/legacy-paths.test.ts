import { readFileSync } from 'node:fs';
import { restRoutes } from '@bolo/api';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

/** The legacy REST paths of the spec, as `docs/legacy-paths.txt` lists them. */
const lines = readFileSync(new URL('../../../docs/legacy-paths.txt', import.meta.url), 'utf8')
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
  ['POST', `${path}/search`],
  ['POST', path],
  ['POST', `${path}/:id`],
  ['PUT', `${path}/:id`],
  ['PUT', path],
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

/**
 * The calls a line names beside its resource, `(+ uploadFiles, images deleteGroup)`: each is a
 * path under it (`/api/empresa/uploadFiles`, `/api/empresa/images/deleteGroup`), which may take
 * parameters after its name.
 */
const namedCalls = (path: string, notes: string): string[] =>
  (/\(\+ ([^)]*)\)/.exec(notes)?.[1] ?? '')
    .split(',')
    .filter((name) => name.trim())
    .map((name) => `${path}/${name.trim().replace(/\s+/g, '/')}`);
const servesUnder = (prefix: string) =>
  restRoutes.some(
    (r) => (r.path === prefix || r.path.startsWith(`${prefix}/`)) && isServed(r.method, r.path),
  );

describe('legacy REST paths', () => {
  it('reads the list of the spec, and tells a call the table does not serve', () => {
    expect(lines.length).toBeGreaterThan(40);
    expect(namedCalls('/api/empresa', '(+ uploadFiles, images deleteGroup)')).toEqual([
      '/api/empresa/uploadFiles',
      '/api/empresa/images/deleteGroup',
    ]);
    expect(servesUnder('/api/empresa/uploadFiles')).toBe(true);
    expect(servesUnder('/api/empresa/upload')).toBe(false);
  });

  for (const { method, path, domain, notes } of lines) {
    it(`serves and documents ${method} ${path} (${domain})`, () => {
      for (const call of namedCalls(path, notes)) expect(servesUnder(call), call).toBe(true);
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
