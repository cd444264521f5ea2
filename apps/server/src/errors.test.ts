import { PassThrough } from 'node:stream';
import { AppError } from '@bolo/api';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendError } from './errors';

/** The level of each line a route that fails with `error` logs, answered through `sendError`. */
async function logLevelsOf(error: Error): Promise<{ status: number; levels: number[] }> {
  const stream = new PassThrough();
  let written = '';
  stream.on('data', (chunk) => {
    written += chunk;
  });
  const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
  app.get('/fails', async () => {
    throw error;
  });
  app.setErrorHandler((thrown, req, reply) => sendError(thrown, req, reply));
  try {
    const { statusCode } = await app.inject({ url: '/fails' });
    const levels = written
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => (JSON.parse(line) as { level: number }).level);
    return { status: statusCode, levels };
  } finally {
    await app.close();
  }
}

describe('what a failed request leaves in the log', () => {
  it('logs a 503 busy (load turned away on purpose) as a warning, and a server failure as an error', async () => {
    expect(await logLevelsOf(new AppError('busy', { retryAfterSeconds: 5 }))).toEqual({
      status: 503,
      levels: [40],
    });
    expect(await logLevelsOf(new Error('boom'))).toEqual({ status: 500, levels: [50] });
    expect(await logLevelsOf(new AppError('forbidden'))).toEqual({ status: 403, levels: [] });
  });
});

describe('Fastify’s own refusals of a body', () => {
  it('answer the catalogue’s body_too_large and unsupported_media_type, as {code, message}', async () => {
    const app = Fastify({ bodyLimit: 100 });
    app.post('/takes-json', async () => ({ ok: true }));
    app.setErrorHandler((thrown, req, reply) => sendError(thrown, req, reply));
    try {
      const large = await app.inject({
        method: 'POST',
        url: '/takes-json',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(200) }),
      });
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({ code: 'body_too_large', message: 'La petición es demasiado grande.' });
      const text = await app.inject({
        method: 'POST',
        url: '/takes-json',
        headers: { 'content-type': 'text/csv', 'accept-language': 'en' },
        payload: 'a;b',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({
        code: 'unsupported_media_type',
        message: 'This address does not accept that content type.',
      });
    } finally {
      await app.close();
    }
  });
});
