import { fullPathOfRouteFile, pageRegexSource, routeFilesOf } from '../src/lib/page-paths';

/** What the server adds to a page's HTML: the scripts its route will ask for, fetched at once beside the entry's. */
export interface RoutePreloads {
  /** Per page (its regular expression, as in pages.json): its route's chunks, and whether it is a staff page. */
  pages: { page: string; files: string[]; staff: boolean }[];
  /** Per locale: the chunk of the messages every page shows, and that of the staff pages' (i18n/index.ts). */
  messages: Record<string, { common: string; features: string }>;
}

/** What this reads of a chunk of Vite's bundle (Rolldown's `OutputChunk`); assets have another `type`. */
interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
}
type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

const routesFolder = '/src/routes/';
const split = '?tsr-split=component';

/**
 * The app's route chunks per page, from the bundle: a page's component and its layouts' (TanStack
 * Router's split chunks) and every chunk they import statically, less those the HTML loads already
 * (the entry's). The router only asks for them once the entry has run and matched the address: named
 * in the HTML, they come in the same round trip as the entry (apps/server/src/web.ts).
 */
export function routePreloadsOf(bundle: Bundle, locales: readonly string[]): RoutePreloads {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (files: string[]) => {
    const found = new Set<string>();
    const visit = (file: string) => {
      if (found.has(file)) return;
      found.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const file of files) visit(file);
    return found;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the bundle has no entry chunk');
  const inHtml = withImports([entry.fileName]);
  const chunkOf = (moduleEnd: string) =>
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleEnd))?.fileName;
  const routeFiles = chunks.flatMap((chunk) => {
    const id = chunk.facadeModuleId ?? '';
    return id.includes(routesFolder) && id.endsWith(split)
      ? [id.slice(id.indexOf(routesFolder) + routesFolder.length, -split.length)]
      : [];
  });
  const pages = routeFiles
    .filter((file) => !file.endsWith('/route.tsx'))
    .map((file) => {
      const layouts = routeFilesOf(file);
      const routeChunks = layouts.flatMap(
        (routeFile) => chunkOf(`${routesFolder}${routeFile}${split}`) ?? [],
      );
      return {
        page: pageRegexSource(fullPathOfRouteFile(file)),
        files: [...withImports(routeChunks)].filter((chunk) => !inHtml.has(chunk)),
        staff: layouts.some((layout) => layout.split('/').includes('_app')),
      };
    });
  const messageChunk = (module: string) => {
    const file = chunkOf(`/src/i18n/${module}.ts`);
    if (!file) throw new Error(`no chunk of src/i18n/${module}.ts`);
    return file;
  };
  const messages = Object.fromEntries(
    locales.map((locale) => [
      locale,
      { common: messageChunk(locale), features: messageChunk(`${locale}.features`) },
    ]),
  );
  return { pages, messages };
}
