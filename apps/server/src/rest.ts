import type { Context, FileAnswer, MultipartForm, UploadedFile } from '@bolo/api';
import {
  AppError,
  appRouter,
  createCaller,
  MAX_FILE_BYTES,
  MAX_FILES,
  maxFileBytesOf,
  type RestRoute,
} from '@bolo/api';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Procedure = (input: unknown) => Promise<unknown>;

/** Finds `a.b` on a caller; the table is checked against the router when the server starts. */
export function procedureOf(caller: ReturnType<typeof createCaller>, path: string): Procedure {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Procedure;
}

export function assertRoutesResolve(routes: RestRoute[]): void {
  const known = new Set(Object.keys(appRouter._def.procedures));
  const missing = routes
    .flatMap((route) =>
      route.multipart?.procedure ? [route.procedure, route.multipart.procedure] : [route.procedure],
    )
    .filter((procedure) => !known.has(procedure));
  if (missing.length > 0) {
    throw new Error(`REST table names unknown procedures: ${missing.join(', ')}`);
  }
}

/** Multipart limits: a file, field or part count past them answers 413 payload_too_large. */
const multipartLimits = {
  fileSize: MAX_FILE_BYTES,
  files: MAX_FILES,
  fields: 50,
  /** As large as a JSON body may be, for a `data` part holding the whole record. */
  fieldSize: 1_048_576,
  parts: MAX_FILES + 50,
  headerPairs: 100,
};

const isTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 413;
/** The name of the file past the route's size (not too many files or parts), when that is the error. */
function fileTooLarge(error: unknown): { filename: string } | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  if (error.code !== 'FST_REQ_FILE_TOO_LARGE') return undefined;
  const part = 'part' in error ? (error.part as { filename?: unknown } | undefined) : undefined;
  return { filename: typeof part?.filename === 'string' ? part.filename : '' };
}

/** Reads every part into memory within the limits; a malformed body answers 400, an oversized one 413. */
async function readForm(
  req: FastifyRequest,
  multipart: NonNullable<RestRoute['multipart']>,
): Promise<MultipartForm> {
  const { tooLarge } = multipart;
  const fields = new Map<string, unknown[]>();
  const files: UploadedFile[] = [];
  const addField = (name: string, value: unknown) => fields.set(name, [...(fields.get(name) ?? []), value]);
  try {
    for await (const part of req.parts({ limits: { fileSize: maxFileBytesOf(multipart) } })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('payload_too_large');
        addField(part.fieldname, part.value);
      } else if (part.mimetype === 'application/json') {
        // A JSON part sent as a file (a Blob of type application/json, as Spring-era clients send `data`).
        addField(part.fieldname, (await part.toBuffer()).toString('utf8'));
      } else {
        files.push({ field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const file = tooLarge && fileTooLarge(error);
    if (file) throw tooLarge(file);
    throw new AppError(isTooLarge(error) ? 'payload_too_large' : 'validation_error', { cause: error });
  }
  const single = (values: unknown[]) => (values.length === 1 ? values[0] : values);
  return { fields: Object.fromEntries([...fields].map(([name, values]) => [name, single(values)])), files };
}

/** The procedure a request calls and its input: from the JSON request, or from the multipart form. */
async function callOf(route: RestRoute, req: FastifyRequest): Promise<{ procedure: string; input: unknown }> {
  const request = {
    params: req.params as Record<string, string>,
    query: req.query as Record<string, unknown>,
    body: req.body,
    headers: req.headers,
  };
  if (req.isMultipart()) {
    if (!route.multipart) throw new AppError('validation_error');
    return {
      procedure: route.multipart.procedure ?? route.procedure,
      input: route.multipart.input(await readForm(req, route.multipart), request),
    };
  }
  return { procedure: route.procedure, input: route.input ? route.input(request) : request.body };
}

/** Sends a procedure's file; its `filename` is ASCII-safe (the procedure makes it). */
export function sendFile(
  reply: FastifyReply,
  { bytes, contentType, filename }: FileAnswer,
  { cacheControl, disposition = 'inline' }: NonNullable<RestRoute['file']>,
) {
  if (filename) reply.header('content-disposition', `${disposition}; filename="${filename}"`);
  return reply
    .type(contentType)
    .header('cache-control', cacheControl)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * Turns the REST table into Fastify routes that call the same procedures as tRPC. The routes sit
 * in their own scope with the multipart parser, so only they take `multipart/form-data`.
 */
export async function registerRestRoutes(
  app: FastifyInstance,
  createContext: (req: FastifyRequest, reply: FastifyReply) => Promise<Context>,
  routes: RestRoute[],
): Promise<void> {
  assertRoutesResolve(routes);
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: multipartLimits });
    for (const route of routes) {
      scope.route({
        method: route.method,
        url: route.path,
        handler: async (req, reply) => {
          const ctx = await createContext(req, reply);
          // Uploads are read only for a signed-in caller, so a stranger cannot make the server read
          // them, or for a visitor within the limit of a route that admits visitors.
          if (req.isMultipart() && !ctx.auth) {
            if (!route.multipart?.admitVisitor) throw new AppError('unauthorized');
            await route.multipart.admitVisitor(ctx.db, ctx.ipAddress);
          }
          const { procedure, input } = await callOf(route, req);
          const result = await procedureOf(createCaller(ctx), procedure)(input);
          if (route.file) return sendFile(reply, result as FileAnswer, route.file);
          return reply.status(route.status ?? 200).send(result);
        },
      });
    }
  });
}
