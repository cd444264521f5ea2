import type { Rolldown } from 'vite';
/** What the server adds to a page's HTML: the scripts its route will ask for, fetched at once beside the entry's. */
export interface RoutePreloads {
  /** Per page (its regular expression, as in pages.json): its route's chunks, and whether it is a staff page. */
  pages: {
    page: string;
    files: string[];
    staff: boolean;
  }[];
  /** Per locale: the chunk of the messages every page shows, and that of the staff pages' (i18n/index.ts). */
  messages: Record<
    string,
    {
      common: string;
      features: string;
    }
  >;
}
/**
 * The app's route chunks per page, from the bundle: a page's component and its layouts' (TanStack
 * Router's split chunks) and every chunk they import statically, less those the HTML loads already
 * (the entry's). The router only asks for them once the entry has run and matched the address: named
 * in the HTML, they come in the same round trip as the entry (apps/server/src/web.ts).
 */
export declare function routePreloadsOf(
  bundle: Rolldown.OutputBundle,
  locales: readonly string[],
): RoutePreloads;
