// Builds the web app when it is missing or older than its sources: `npm start` before it serves, and
// the tests of what the server sends of it (`node scripts/web-build.mjs`).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isOlderThanSources } from './server-bundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

// the web app imports the packages' browser-safe modules (schemas, labels, formats) too
const sources = [
  ...['src', 'public', 'build', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(web, p)),
  ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name, 'src')),
];

export function buildWebAppIfStale() {
  if (!isOlderThanSources(builtIndex, sources)) return;
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', '@bolo/web'], { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildWebAppIfStale();
