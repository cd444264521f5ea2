import { appRouter, errorCatalogue, restRoutes } from '@bolo/api';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerApiDocs } from './api-docs';
import { type JsonSchema, type Operation, openApiDocument } from './openapi';

const document = openApiDocument(restRoutes);
const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
);
const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { inputs: unknown[]; output?: unknown } }
>;
const routeOf = (method: string, path: string) =>
  restRoutes.find((r) => r.method === method.toUpperCase() && r.path.replace(/:(\w+)/g, '{$1}') === path);

const isEmpty = (schema: JsonSchema | undefined) => !schema || Object.keys(schema).length === 0;
/** The schemas of an operation's success answer, none when it answers no body. */
const successSchemas = (operation: Operation) =>
  Object.entries(operation.responses)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, answer]) => Object.values(answer.content ?? {}).map(({ schema }) => schema));

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document whose every operation is one route of the REST table', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(operations).toHaveLength(restRoutes.length);
    expect(new Set(operations.map((o) => o.operation.operationId)).size).toBe(operations.length);
    for (const { method, path, operation } of operations) {
      expect(['get', 'post', 'put', 'delete'], path).toContain(method);
      expect(routeOf(method, path), `${method} ${path}`).toBeDefined();
      // every {name} of the path is a required path parameter, and no other is
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(inPath.map((p) => p.name)).toEqual(names);
      expect(inPath.every((p) => p.required)).toBe(true);
    }
  });

  it('gives every operation an answer schema, and a request schema where its procedure takes input', () => {
    for (const { method, path, operation } of operations) {
      const route = routeOf(method, path);
      const def = route && procedures[route.procedure]?._def;
      const answers = successSchemas(operation);
      if (def?.output instanceof z.ZodVoid) expect(answers, `${method} ${path}`).toEqual([]);
      else {
        expect(answers.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(answers.some(isEmpty), `${method} ${path} answers {}`).toBe(false);
      }
      if (def?.inputs.length && !(def.inputs[0] instanceof z.ZodVoid)) {
        const requestSchemas = [
          ...Object.values(operation.requestBody?.content ?? {}).map(({ schema }) => schema),
          ...(operation.parameters ?? []).map((p) => p.schema),
        ];
        expect(requestSchemas.length, `${method} ${path} takes input`).toBeGreaterThan(0);
        expect(requestSchemas.some(isEmpty), `${method} ${path}`).toBe(false);
      }
    }
  });

  it('answers every error status with a code of the catalogue, described once', () => {
    const { responses } = document.components;
    const described = Object.values(responses).flatMap((answer) => (answer.description ?? '').split(', '));
    expect(described.sort()).toEqual(Object.keys(errorCatalogue).sort());
    for (const { operation } of operations) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (status.startsWith('2')) continue;
        expect(responses[(answer.$ref ?? '').replace('#/components/responses/', '')]).toBeDefined();
      }
    }
  });
});

describe('the reference page at /api/docs', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerApiDocs(app, document);
    await app.ready();
  });
  afterAll(() => app.close());

  it('lists every path with its method, a link to the document, and no script', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const { method, path } of operations) {
      expect(page.body, `${method} ${path}`).toContain(`id="${method}-${path}"`);
    }
    expect(page.body).toContain('href="/api/openapi.json"');
    expect(page.body).not.toMatch(/<script|<style|style=|https?:\/\//);
  });

  it('takes its stylesheet from the same server', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.body).toContain('<link rel="stylesheet" href="/api/docs.css">');
    const css = await app.inject({ method: 'GET', url: '/api/docs.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('.operation');
  });
});
