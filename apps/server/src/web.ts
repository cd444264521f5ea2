import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendHtmlPage } from './csp';

export const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Paths the web app's router must not answer: the API's (unknown ones answer JSON 404) and files
 * (a missing script chunk must fail as a 404, so the app's chunk-reload guard sees it).
 */
export const isApiOrFilePath = (url: string) =>
  /^\/(api|auth|trpc|health)(\/|\?|$)/.test(url) || /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/** Answers the web app's page, for the router to decide what it shows. */
export type SendAppPage = (reply: FastifyReply) => FastifyReply;

/**
 * Serves the built web app's files. Its page (index.html) is not served as a file but by the
 * answered `SendAppPage`, with a fresh style nonce each time; undefined without a built app.
 */
export async function registerWebApp(app: FastifyInstance): Promise<SendAppPage | undefined> {
  if (!existsSync(`${webDist}/index.html`)) return undefined;
  const page = readFileSync(`${webDist}/index.html`, 'utf8');
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    globIgnore: ['index.html'],
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  return (reply) => sendHtmlPage(reply, page);
}
