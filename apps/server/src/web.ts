import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export interface WebApp {
  sendAppPage: SendAppPage;
}

/** The build's `preloads.json`, as apps/web/build/route-preloads.ts writes it. */
interface RoutePreloads {
  pages: { page: string; files: string[]; staff: boolean }[];
  messages: Record<'es' | 'en', { common: string; features: string }>;
}

/**
 * The scripts a page's route will ask for once the entry has run (the build's `preloads.json`,
 * apps/web/build/route-preloads.ts): its chunks, and its language's messages (a staff page's, its
 * own part too). Named in the HTML, they come beside the entry instead of a round trip after it.
 */
const routePreloads = ({ pages, messages }: RoutePreloads) => {
  const byPage = pages.map((entry) => ({ ...entry, regex: new RegExp(entry.page) }));
  return (pathname: string, lang: 'es' | 'en'): string[] => {
    const page = byPage.find(({ regex }) => regex.test(pathname));
    const { common, features } = messages[lang];
    return [...(page?.files ?? []), common, ...(page?.staff ? [features] : [])];
  };
};

/** The document's language on its first paint: the page's locale, `/en/…` English (as the app sets it after). */
const pageLang = (url: string) => (/^\/en(\/|\?|$)/.test(url) ? 'en' : 'es');

/**
 * Serves the built web app's files, and the build's compressed copies of them. Its page
 * (index.html) is not served as a file but by the answered `sendAppPage`, with a fresh style nonce
 * each time and the `lang` of the path's locale: for any GET of a path that is no API's and no
 * file's, with status 404 when it is not one of the page paths the build wrote (`pages.json`, from
 * the route tree), so the app draws its not-found page. A route of its own, not the not-found
 * handler, which no route's hooks reach (the compression's among them). Other paths are
 * `answerNotFound`'s. Undefined without a built app.
 */
export async function registerWebApp(
  app: FastifyInstance,
  answerNotFound: (req: FastifyRequest, reply: FastifyReply) => FastifyReply,
): Promise<WebApp | undefined> {
  if (!existsSync(`${webDist}/index.html`)) return undefined;
  const page = readFileSync(`${webDist}/index.html`, 'utf8');
  if (!existsSync(`${webDist}/pages.json`)) {
    throw new Error(`${webDist} was built before pages.json existed: run npm run build`);
  }
  const { pages } = JSON.parse(readFileSync(`${webDist}/pages.json`, 'utf8')) as { pages: string[] };
  const pageRegexes = pages.map((source) => new RegExp(source));
  const preloadsOf = routePreloads(
    JSON.parse(readFileSync(`${webDist}/preloads.json`, 'utf8')) as RoutePreloads,
  );
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // the build's brotli and gzip copies (apps/web/build/precompress.ts), sent in place of a file as
    // the request's Accept-Encoding allows, with Vary: Accept-Encoding; not routes of their own
    preCompressed: true,
    globIgnore: ['index.html', 'pages.json', 'preloads.json', '**/*.br', '**/*.gz'],
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  const sendAppPage: SendAppPage = (reply) => {
    const lang = pageLang(reply.request.url);
    const preloads = preloadsOf(reply.request.url.split('?')[0] ?? '', lang)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" nonce="served-by-bolo">`)
      .join('');
    return sendHtmlPage(
      reply,
      page.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`).replace('</head>', `${preloads}</head>`),
    );
  };
  const isPage = (pathname: string) => pageRegexes.some((regex) => regex.test(pathname));
  app.get('/*', (req, reply) => {
    if (isApiOrFilePath(req.url)) return answerNotFound(req, reply);
    const status = isPage(req.url.split('?')[0] ?? '') ? 200 : 404;
    return sendAppPage(reply.status(status).header('cache-control', 'no-cache'));
  });
  return { sendAppPage };
}
