// First-load JavaScript of a route, gzip: builds the web app and reads Vite's manifest. A route in
// Spanish (the default) loads the entry chunk, the Spanish messages, the split component chunk of
// every route file it passes through, and every chunk those import statically (transitively); each
// file counted once, gzipped with zlib at level 9.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = join(root, 'apps/web/dist');
const routes = 'src/routes/{-$locale}';

/** The route files each measured screen passes through below the root (whose code is in the entry). */
const screens = {
  login: { path: '/login', files: [`${routes}/_open/route.tsx`, `${routes}/_open/login.tsx`], target: 250 },
  event: {
    path: '/event/{id}',
    files: [`${routes}/_app/route.tsx`, `${routes}/_app/event/{-$id}.tsx`],
    // docs/decisions.md: the event screen's budget
    target: 400,
  },
};

/** The files `keys` load before anything renders: themselves and their static imports, transitively. */
export function firstLoadFiles(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * The chunk of the Spanish messages: a dynamic entry of its own, or (imported statically as well,
 * by the masters' rule texts) a shared chunk named after it.
 */
function spanishMessages(manifest) {
  const keys = Object.keys(manifest).filter(
    (key) => manifest[key].src === 'src/i18n/es.ts' || (!manifest[key].src && manifest[key].name === 'es'),
  );
  if (keys.length !== 1) throw new Error(`the Spanish messages are in ${keys.length} chunks`);
  return keys[0];
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** Builds the web app; answers one row per screen. */
export async function bundleBench() {
  execFileSync('npm', ['run', 'build', '-w', '@bolo/web'], { cwd: root, stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  return Object.values(screens).map(({ path, files, target }) => {
    const keys = [
      'index.html',
      spanishMessages(manifest),
      ...files.map((file) => `${file}?tsr-split=component`),
    ];
    const kb = firstLoadFiles(manifest, keys).reduce((sum, file) => sum + gzipKb(file), 0);
    return { figure: `first-load JS of ${path}, gzip`, value: kb, unit: 'KB', target: { max: target } };
  });
}
