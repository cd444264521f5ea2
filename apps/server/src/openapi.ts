import {
  appRouter,
  type ErrorCode,
  errorCatalogue,
  maxFileBytesOf,
  maxFilesOf,
  type ProcedureMeta,
  type RestRoute,
  statusOf,
} from '@bolo/api';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: JsonSchema;
}
/** An answer of an operation, or a reference to a shared one (`#/components/responses/…`). */
export interface Answer {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
  $ref?: string;
}
export interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Answer>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  components: { responses: Record<string, Answer> } & JsonSchema;
  security: JsonSchema[];
  paths: Record<string, Record<string, Operation>>;
}
interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
  output?: unknown;
  meta?: ProcedureMeta;
}

/** At run time `_def.procedures` is flat, keyed by dotted paths; its declared type is the nested router. */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef } | undefined>;
const procedureDefOf = (path: string): ProcedureDef | undefined => procedures[path]?._def;

/** A zod schema as JSON Schema, as the caller sends it (`input`) or receives it (`output`). */
function jsonSchemaOf(parser: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(parser instanceof z.ZodType)) return undefined;
  const { $schema: _, ...schema } = z.toJSONSchema(parser, {
    io,
    unrepresentable: 'any',
    // a Date travels in JSON as its ISO text
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date')
        Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
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
    fields: {
      type: 'array',
      description:
        'With `validation_error` only: the fields at fault (empty when the request names none, such as a body that is not JSON).',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: {
          path: {
            type: 'string',
            description: 'Dotted, e.g. `artista.emailComunicacion.0` or `entradas.0.pvp`.',
          },
          message: { type: 'string', description: 'In the language of `message`.' },
        },
      },
    },
  },
};

/** The error statuses a caller can meet, each with the catalogue codes that answer it. */
function errorAnswers(): Record<string, Answer> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of Object.keys(errorCatalogue) as ErrorCode[]) {
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      `Error${status}`,
      {
        description: codes.join(', '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

/** Where a form open to visitors takes its key, which is checked before any file is read. */
const visitorKeyNote = ({ visitor }: NonNullable<RestRoute['multipart']>) =>
  visitor
    ? ` The key goes in \`?${visitor.query}=\` (or as the form's first field, ${visitor.fields.map((f) => `\`${f}\``).join(' or ')}); it is checked before any file is read.`
    : '';

/** A JSON body, and a multipart form where the route takes one (fields or a JSON `data` part, and files). */
const requestBodyOf = (route: RestRoute, input: JsonSchema): Record<string, { schema: JsonSchema }> => ({
  'application/json': { schema: input },
  ...(route.multipart
    ? {
        'multipart/form-data': {
          schema: {
            type: 'object',
            description: `The same fields as form fields or as a JSON \`data\` part; files at most ${maxFileBytesOf(route.multipart)} bytes each, ${maxFilesOf(route.multipart)} at most.${visitorKeyNote(route.multipart)}`,
          },
        },
      }
    : {}),
});

/** The success answer: a file's bytes, nothing (a procedure answering `void`), or its output's JSON. */
function successOf(route: RestRoute, output: unknown): Answer {
  if (route.file) {
    return { description: 'The file', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
  }
  if (output instanceof z.ZodVoid) return { description: 'Done; no body' };
  return {
    description: 'OK',
    content: { 'application/json': { schema: jsonSchemaOf(output, 'output') ?? {} } },
  };
}

const errors = errorAnswers();
/** Every operation answers the same errors: each status points at its shared description. */
const errorReferences = Object.fromEntries(
  Object.keys(errors).map((name) => [name.slice('Error'.length), { $ref: `#/components/responses/${name}` }]),
);

function operationOf(route: RestRoute, params: string[]): Operation {
  const def = procedureDefOf(route.procedure);
  const input = def?.inputs.length === 1 ? jsonSchemaOf(def.inputs[0], 'input') : undefined;
  const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  const parameters: Parameter[] = [
    ...params.map((name) => ({
      name,
      in: 'path' as const,
      required: true,
      schema: properties[name] ?? { type: 'string' },
    })),
    ...(inQuery
      ? Object.entries(properties)
          .filter(([name]) => !params.includes(name))
          .map(([name, schema]) => ({ name, in: 'query' as const, schema }))
      : []),
  ];
  return {
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    summary: `tRPC ${route.procedure} (${def?.type ?? 'query'})`,
    tags: route.procedure.split('.').slice(0, 1),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(!inQuery && input ? { requestBody: { content: requestBodyOf(route, input) } } : {}),
    responses: {
      [String(route.status ?? 200)]: successOf(route, def?.output ?? def?.meta?.output),
      ...errorReferences,
    },
  };
}

/**
 * The OpenAPI 3.1 document of the REST table, built from the procedures' own zod schemas, so it
 * cannot drift from what the server checks. Served at `GET /api/openapi.json`.
 */
export function openApiDocument(routes: RestRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
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
      responses: errors,
    },
    security: [{ bearer: [] }],
    paths,
  };
}
