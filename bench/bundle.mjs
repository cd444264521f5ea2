// First-load JavaScript of a route, gzip: the JavaScript a page fetches before it is usable. Builds
// the web app and reads Vite's manifest. A route in Spanish (the default) loads the entry chunk,
// the dynamic imports the entry starts before the first screen (the Spanish messages every page
// shows, which main.tsx awaits before it renders, and for a staff page those of the staff pages,
// which its route awaits), the split component chunk of every route file it passes through, and
// every chunk those import statically (transitively); each file counted once, gzipped with zlib at
// level 9. The files counted are those scripts and the style sheets they bring. The modal and toast
// hosts and the top progress bar load once the first screen has rendered (overlay-hosts.tsx): not
// first load, so a second figure, for context, adds them to the login route. Then, per route,
// what Bolo sends of the same files to a browser that says `Accept-Encoding: br, gzip` (the build's
// brotli copies, apps/web/build/precompress.ts): the bytes of the answers' bodies as they cross the
// wire, from a server started on a fresh database.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freshDatabase, root, startBolo, stop } from './lib.mjs';

const PORT = 3310;

const dist = join(root, 'apps/web/dist');
const routes = 'src/routes/{-$locale}';

/** The route files each measured screen passes through below the root (whose code is in the entry). */
const screens = {
  login: {
    path: '/login',
    files: [`${routes}/_open/route.tsx`, `${routes}/_open/login.tsx`],
    messages: ['src/i18n/es.ts'],
    target: 250,
    // issue 29: brotli on the wire
    wireTarget: 150,
  },
  event: {
    path: '/event/{id}',
    files: [`${routes}/_app/route.tsx`, `${routes}/_app/event/{-$id}.tsx`],
    messages: ['src/i18n/es.ts', 'src/i18n/es.features.ts'],
    // docs/decisions.md: the event screen's budget
    target: 400,
    wireTarget: 300,
  },
};
/** Issue 29: the scripts and style sheets a screen fetches before it shows. */
const filesTarget = 15;

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

/** The dynamic imports the entry starts once the first screen has rendered. */
const startedAfterFirstScreen = ['src/features/layout/Overlays.tsx', 'src/features/layout/TopProgress.tsx'];

/** `keys`, each checked to be a dynamic import of the entry's own files: else the list is stale. */
function startedByEntry(manifest, keys) {
  const entryFiles = new Set(firstLoadFiles(manifest, ['index.html']));
  const started = new Set(
    Object.values(manifest)
      .filter((chunk) => entryFiles.has(chunk.file))
      .flatMap((chunk) => chunk.dynamicImports ?? []),
  );
  const stale = keys.filter((key) => !started.has(key));
  if (stale.length > 0) throw new Error(`the entry does not import ${stale.join(', ')} dynamically`);
  return keys;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The body of `GET /<file>` as sent to a browser accepting brotli and gzip, in KB, not decoded. */
const wireKb = (file) =>
  new Promise((resolve, reject) => {
    get(`http://127.0.0.1:${PORT}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`/${file}: ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes / 1024));
    }).on('error', reject);
  });

/** Builds the web app; answers one row per screen and encoding. */
export async function bundleBench() {
  execFileSync('npm', ['run', 'build', '-w', '@bolo/web'], { cwd: root, stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const kbOf = (keys) => firstLoadFiles(manifest, keys).reduce((sum, file) => sum + gzipKb(file), 0);
  const keysOf = ({ files, messages }) => [
    'index.html',
    ...startedByEntry(manifest, messages),
    ...files.map((file) => `${file}?tsr-split=component`),
  ];
  const styleSheetsOf = (scripts) => [
    ...new Set(
      Object.values(manifest)
        .filter((chunk) => scripts.includes(chunk.file))
        .flatMap((chunk) => chunk.css ?? []),
    ),
  ];
  const rows = Object.values(screens).flatMap((screen) => {
    const scripts = firstLoadFiles(manifest, keysOf(screen));
    return [
      {
        figure: `first-load JS of ${screen.path}, gzip`,
        value: kbOf(keysOf(screen)),
        unit: 'KB',
        target: { max: screen.target },
      },
      {
        figure: `files before the first screen of ${screen.path} (scripts and style sheets)`,
        value: scripts.length + styleSheetsOf(scripts).length,
        unit: 'files',
        target: { max: filesTarget },
      },
    ];
  });
  const afterFirstScreen = startedByEntry(manifest, startedAfterFirstScreen);
  rows.push({
    figure: `JS of ${screens.login.path} with the overlay hosts and progress bar (after first screen), gzip`,
    value: kbOf([...keysOf(screens.login), ...afterFirstScreen]),
    unit: 'KB',
  });
  const { child } = await startBolo(await freshDatabase('bolo_bench_bundle'), PORT);
  try {
    for (const screen of Object.values(screens)) {
      rows.push({
        figure: `first-load JS of ${screen.path} on the wire, Accept-Encoding: br, gzip`,
        value: (await Promise.all(firstLoadFiles(manifest, keysOf(screen)).map(wireKb))).reduce(
          (sum, kb) => sum + kb,
          0,
        ),
        unit: 'KB',
        target: { max: screen.wireTarget },
      });
    }
  } finally {
    await stop(child);
  }
  return rows;
}
