/**
 * Which paths are pages of the app, derived from the route tree TanStack Router generates, so that
 * the server can answer 404 for any other without a list of its own. The build (vite.config.ts)
 * writes them to `dist/pages.json`; the server (apps/server/src/web.ts) only tests them.
 */
/** The pages' full paths, as the generated tree lists them (`FileRoutesByFullPath`'s keys). */
export declare function pagePatternsOf(routeTreeSource: string): string[];
/**
 * A pattern (`/{-$locale}/event/{-$id}`) as the source of a regular expression over a pathname:
 * `$id` and `{$id}` take any one segment, `{-$id}` one or none, `$` the rest, a trailing slash is
 * the same page.
 */
export declare const pageRegexSource: (pattern: string) => string;
/**
 * The full path TanStack Router gives a route file under the routes folder
 * (`{-$locale}/_app/event/{-$id}.tsx` → `/{-$locale}/event/{-$id}`): a pathless `_layout` folder
 * adds nothing, `index` is its folder's own page (with the trailing slash the route tree writes),
 * `route` is its folder.
 */
export declare function fullPathOfRouteFile(file: string): string;
/** The route files a page passes through, outermost first: the `route` file of each folder above it, then its own. */
export declare const routeFilesOf: (file: string) => string[];
