import { locales, paramOfLocale } from '../i18n/locale';

/**
 * Which paths are pages of the app, derived from the route tree TanStack Router generates, so that
 * the server can answer 404 for any other without a list of its own. The build (vite.config.ts)
 * writes them to `dist/pages.json`; the server (apps/server/src/web.ts) only tests them.
 */

/** The pages' full paths, as the generated tree lists them (`FileRoutesByFullPath`'s keys). */
export function pagePatternsOf(routeTreeSource: string): string[] {
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1];
  if (!block) throw new Error('the route tree lists no FileRoutesByFullPath');
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? '');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the `{-$locale}` segment accepts: a locale's prefix (`en`); Spanish has none (the web's localeGate). */
const localePrefixes = locales.flatMap((locale) => paramOfLocale(locale) ?? []);

/** One segment of a pattern as a regular expression, with its leading slash. */
function segmentSource(segment: string): string {
  const param = /^\{(-?)\$(\w+)\}$|^\$(\w+)$/.exec(segment);
  if (segment === '$') return '(?:/.*)?';
  if (!param) return `/${escaped(segment)}`;
  const [, optional, braced, bare] = param;
  const value = (braced ?? bare) === 'locale' ? `(?:${localePrefixes.map(escaped).join('|')})` : '[^/]+';
  return optional ? `(?:/${value})?` : `/${value}`;
}

/**
 * A pattern (`/{-$locale}/event/{-$id}`) as the source of a regular expression over a pathname:
 * `$id` and `{$id}` take any one segment, `{-$id}` one or none, `$` the rest, a trailing slash is
 * the same page.
 */
export const pageRegexSource = (pattern: string): string =>
  `^${pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map(segmentSource)
    .join('')}/?$`;

/**
 * The full path TanStack Router gives a route file under the routes folder
 * (`{-$locale}/_app/event/{-$id}.tsx` → `/{-$locale}/event/{-$id}`): a pathless `_layout` folder
 * adds nothing, `index` is its folder's own page (with the trailing slash the route tree writes),
 * `route` is its folder.
 */
export function fullPathOfRouteFile(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_'));
  const last = segments.at(-1);
  if (last === 'index') segments[segments.length - 1] = '';
  else if (last === 'route') segments.pop();
  return `/${segments.join('/')}`;
}

/** The route files a page passes through, outermost first: the `route` file of each folder above it, then its own. */
export const routeFilesOf = (file: string): string[] => {
  const folders = file.split('/').slice(0, -1);
  const layouts = folders.map((_, index) => `${folders.slice(0, index + 1).join('/')}/route.tsx`);
  return [...layouts.filter((layout) => layout !== file), file];
};
