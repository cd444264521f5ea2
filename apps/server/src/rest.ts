import type { Context, FileAnswer, MultipartForm, UploadedFile } from '@bolo/api';
import {
  AppError,
  appRouter,
  createCaller,
  MAX_FILE_BYTES,
  MAX_FILES,
  maxFileBytesOf,
  maxFilesOf,
  type RestRoute,
} from '@bolo/api';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { closeWithoutReading } from './unread-body';

type Procedure = (input: unknown) => Promise<unknown>;
type Multipart = NonNullable<RestRoute['multipart']>;

/** Finds `a.b` on a caller; the table is checked against the router when the server starts. */
export function procedureOf(caller: ReturnType<typeof createCaller>, path: string): Procedure {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Procedure;
}

/** The procedures a REST route calls: its own, and its upload's when that is another. */
const restProcedures = (route: RestRoute) =>
  route.multipart?.procedure ? [route.procedure, route.multipart.procedure] : [route.procedure];

export function assertRoutesResolve(routes: RestRoute[]): void {
  const known = new Set(Object.keys(appRouter._def.procedures));
  const missing = routes.flatMap(restProcedures).filter((procedure) => !known.has(procedure));
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

/** What a multipart parsing failure answers: 413 for a file, field or count past the limits, else 400. */
const formError = (error: unknown): AppError =>
  error instanceof AppError
    ? error
    : new AppError(isTooLarge(error) ? 'payload_too_large' : 'validation_error', { cause: error });

/**
 * A file's bytes, refused at the first byte past the route's size: the parser hands over one byte
 * more than the size (`partLimits`), so a file too large is known without reading the rest of it.
 */
async function bytesOf(part: MultipartFile, multipart: Multipart): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFileBytesOf(multipart)) {
      throw multipart.tooLarge?.({ filename: part.filename }) ?? new AppError('payload_too_large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Room in a form beside its files: the `data` part (as large as a JSON body), a few short fields, the parts' heads. */
const FORM_FIELDS_BYTES = 2 * 1_048_576;

/** The largest multipart body a route reads (`body-policy.ts` refuses a larger one before reading it). */
const multipartBytesOf = (multipart: Multipart) =>
  maxFilesOf(multipart) * maxFileBytesOf(multipart) + FORM_FIELDS_BYTES;

/** A form open to visitors holds only short text fields (its key among them) beside its files. */
const VISITOR_FIELD_BYTES = 4096;

const partLimits = (multipart: Multipart) => ({
  fileSize: maxFileBytesOf(multipart) + 1,
  files: maxFilesOf(multipart),
  ...(multipart.visitor && { fieldSize: VISITOR_FIELD_BYTES }),
});

/**
 * Who may have their form read: a signed-in caller, or on a route open to visitors one within its
 * limit whose key (from the query, else the form's first part) opens something. Called before the
 * parts are read; answers the checked key and the parts left to read.
 */
async function admittedParts(req: FastifyRequest, ctx: Context, multipart: Multipart) {
  const { visitor } = multipart;
  const parts = () => req.parts({ limits: partLimits(multipart) });
  if (!visitor) {
    if (!ctx.auth) throw new AppError('unauthorized');
    return { parts: parts() };
  }
  await visitor.admit(ctx.db, ctx.ipAddress);
  const inQuery = (req.query as Record<string, unknown>)[visitor.query];
  if (typeof inQuery === 'string') {
    await visitor.check(ctx, inQuery);
    return { visitorKey: inQuery, parts: parts() };
  }
  const left = parts();
  const { value: first } = await left.next().catch((error: unknown) => {
    throw formError(error);
  });
  const named = first?.type === 'field' && visitor.fields.includes(first.fieldname) && !first.valueTruncated;
  // a form that does not start with its key is refused as a key that opens nothing
  const visitorKey = named ? String(first.value) : '';
  await visitor.check(ctx, visitorKey);
  return { visitorKey, parts: left };
}

/**
 * Reads the parts in order once the caller is admitted, each file into memory up to the route's
 * size and count (refused at the first byte past them); a malformed body answers 400, an
 * oversized one 413.
 */
async function readForm(req: FastifyRequest, ctx: Context, multipart: Multipart): Promise<MultipartForm> {
  const { visitorKey, parts } = await admittedParts(req, ctx, multipart);
  const fields = new Map<string, unknown[]>();
  const files: UploadedFile[] = [];
  const addField = (name: string, value: unknown) => fields.set(name, [...(fields.get(name) ?? []), value]);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('payload_too_large');
        addField(part.fieldname, part.value);
      } else if (part.mimetype === 'application/json') {
        // A JSON part sent as a file (a Blob of type application/json, as Spring-era clients send `data`).
        addField(part.fieldname, (await bytesOf(part, multipart)).toString('utf8'));
      } else {
        files.push({ field: part.fieldname, filename: part.filename, bytes: await bytesOf(part, multipart) });
      }
    }
  } catch (error) {
    throw formError(error);
  }
  const single = (values: unknown[]) => (values.length === 1 ? values[0] : values);
  return {
    fields: Object.fromEntries([...fields].map(([name, values]) => [name, single(values)])),
    files,
    visitorKey,
  };
}

/** The procedure a request calls and its input: from the JSON request, or from the multipart form. */
async function callOf(
  route: RestRoute,
  req: FastifyRequest,
  ctx: Context,
): Promise<{ procedure: string; input: unknown }> {
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
      input: route.multipart.input(await readForm(req, ctx, route.multipart), request),
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
        config: {
          procedures: restProcedures(route),
          ...(route.multipart && { multipartBytes: multipartBytesOf(route.multipart) }),
        },
        handler: async (req, reply) => {
          // the input the procedure was called with, so a refusal can name the fields at fault
          let input: unknown;
          try {
            const ctx = await createContext(req, reply);
            const call = await callOf(route, req, ctx);
            input = call.input;
            const result = await procedureOf(createCaller(ctx), call.procedure)(input);
            if (route.file) return sendFile(reply, result as FileAnswer, route.file);
            return reply.status(route.status ?? 200).send(result);
          } catch (error) {
            if (req.isMultipart()) closeWithoutReading(req, reply);
            return sendError(error, req, reply, input);
          }
        },
      });
    }
  });
}
