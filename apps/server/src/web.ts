import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Paths the web app's router must not answer: the API's (unknown ones answer JSON 404) and files
 * (a missing script chunk must fail as a 404, so the app's chunk-reload guard sees it).
 */
export const isApiOrFilePath = (url: string) =>
  /^\/(api|auth|trpc|health)(\/|\?|$)/.test(url) || /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/** Serves the built web app; any other GET of a page answers index.html so the router decides. */
export async function registerWebApp(app: FastifyInstance): Promise<boolean> {
  if (!existsSync(`${webDist}/index.html`)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  return true;
}
