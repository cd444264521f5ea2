import {
  appRouter,
  type ErrorCode,
  errorCatalogue,
  MAX_FILES,
  maxFileBytesOf,
  type RestRoute,
  statusOf,
} from '@bolo/api';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
  output?: unknown;
}

/** At run time `_def.procedures` is flat, keyed by dotted paths; its declared type is the nested router. */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef } | undefined>;
const procedureDefOf = (path: string): ProcedureDef | undefined => procedures[path]?._def;

/** A zod schema as JSON Schema, as the caller sends it (`input`) or receives it (`output`). */
function jsonSchemaOf(parser: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(parser instanceof z.ZodType)) return undefined;
  const { $schema: _, ...schema } = z.toJSONSchema(parser, { io, unrepresentable: 'any' });
  return schema;
}

/** `/api/evento/:id` → `/api/evento/{id}`, and the names of its parameters. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:(\w+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

const errorBody: JsonSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: Object.keys(errorCatalogue) },
    message: { type: 'string', description: 'In Spanish, or English with `Accept-Language: en`.' },
  },
};

/** The error statuses a caller can meet, each with the catalogue codes that answer it. */
function errorResponses(): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of Object.keys(errorCatalogue) as ErrorCode[]) {
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: codes.join(', '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

/** A JSON body, and a multipart form where the route takes one (fields or a JSON `data` part, and files). */
const requestBodyOf = (route: RestRoute, input: JsonSchema): JsonSchema => ({
  'application/json': { schema: input },
  ...(route.multipart
    ? {
        'multipart/form-data': {
          schema: {
            type: 'object',
            description: `The same fields as form fields or as a JSON \`data\` part; files at most ${maxFileBytesOf(route.multipart)} bytes each, ${MAX_FILES} at most.`,
          },
        },
      }
    : {}),
});

function operationOf(route: RestRoute, params: string[]): JsonSchema {
  const def = procedureDefOf(route.procedure);
  const input = def?.inputs.length === 1 ? jsonSchemaOf(def.inputs[0], 'input') : undefined;
  const output = jsonSchemaOf(def?.output, 'output');
  const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  const parameters = [
    ...params.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: properties[name] ?? { type: 'string' },
    })),
    ...(inQuery
      ? Object.entries(properties)
          .filter(([name]) => !params.includes(name))
          .map(([name, schema]) => ({ name, in: 'query', schema }))
      : []),
  ];
  return {
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    summary: `tRPC ${route.procedure} (${def?.type ?? 'query'})`,
    tags: [route.procedure.split('.')[0]],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(!inQuery && input ? { requestBody: { content: requestBodyOf(route, input) } } : {}),
    responses: {
      [String(route.status ?? 200)]: {
        description: 'OK',
        content: route.file
          ? { '*/*': { schema: { type: 'string', format: 'binary' } } }
          : { 'application/json': { schema: output ?? {} } },
      },
      ...errorResponses(),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the REST table, built from the procedures' own zod schemas, so it
 * cannot drift from what the server checks. Served at `GET /api/openapi.json`.
 */
export function openApiDocument(routes: RestRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const { path, params } = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, params) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bolo REST API',
      version: '1',
      description:
        'The legacy REST paths, served by the same procedures as the web app. Sign in with POST /auth/login and send `Authorization: Bearer <access_token>`.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: errorBody },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
