// `npm start`: builds the web app when it is missing or older than its sources, then serves.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(web, p));
const sourcesTime = Math.max(...sources.filter(existsSync).map(newestMtime));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourcesTime) {
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', '@bolo/web'], { cwd: root, stdio: 'inherit' });
}

await import('./server.mjs');
