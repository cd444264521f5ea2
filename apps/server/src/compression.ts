import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this an answer is sent as it is: compressing it saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text, JSON and XML, but not event streams (each event must leave when it happens) and not
 * `application/octet-stream` (@fastify/compress's default takes it): a stored file of no known
 * type is an upload, often compressed already. PDFs, images and spreadsheets are left out by
 * their types' entries in mime-db.
 */
const compressibleTypes = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

/**
 * Compresses dynamic answers (tRPC, REST, the app's page) of 1 KB or more with brotli or gzip, as
 * the request's Accept-Encoding allows. Registered before every route, which it hooks as they are
 * added. Files the build compressed already (web.ts) go out with their Content-Encoding and are left
 * alone; the notification stream writes to the socket itself (hijacked), so it is never buffered.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: compressibleTypes,
    // answers only: a compressed request body would grow past the body policy's limits once read
    globalDecompression: false,
  });
}

/**
 * tRPC answers with a fetch `Response`, whose length @fastify/compress cannot know: it would
 * compress every answer, a 40-byte one too. Its JSON body is read into a buffer here, before the
 * compression's hook, so the threshold applies. For the tRPC scope's `onSend`.
 */
export async function bufferJsonResponse(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!(payload instanceof Response) || !payload.headers.get('content-type')?.includes('json'))
    return payload;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  return Buffer.from(await payload.arrayBuffer());
}
