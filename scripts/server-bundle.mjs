// The server's bundle: apps/server/src/main.ts and the workspaces it imports, compiled by esbuild
// into one file (the packages in node_modules stay outside it). Built when a source is newer than it.
import { existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = join(root, 'apps/server/dist/server.mjs');
const sources = [
  'apps/server/src',
  'apps/server/package.json',
  ...readdirSync(join(root, 'packages')).flatMap((name) => [
    `packages/${name}/src`,
    `packages/${name}/package.json`,
  ]),
].map((path) => join(root, path));

/** The newest modification time of a file, or of a folder and everything under it. */
const newestMtime = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
};

/** Whether `built` is missing or older than the newest of `sources` (those that exist). */
export const isOlderThanSources = (built, sources) =>
  !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.filter(existsSync).map(newestMtime));

const isStale = () => isOlderThanSources(serverBundle, sources);

/** Every bare import but our workspaces' is left to node_modules. */
const dependenciesOutside = {
  name: 'dependencies-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@bolo/') ? undefined : { external: true },
    );
  },
};

/** Each module keeps its own `import.meta.url`, so the files it finds beside itself (migrations, fonts) stay found. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(path).href),
      ),
      loader: 'ts',
    }));
  },
};

/** Builds the bundle when it is missing or older than a source; answers its path. */
export async function ensureServerBundle() {
  if (!isStale()) return serverBundle;
  // written aside and renamed, so servers started at once never run a half-written bundle
  const aside = `${serverBundle}.${process.pid}.tmp`;
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: aside,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [dependenciesOutside, ownImportMetaUrl],
    logLevel: 'warning',
  });
  renameSync(aside, serverBundle);
  return serverBundle;
}
