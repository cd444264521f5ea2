// `npm start`: builds the web app when it is missing or older than its sources, then serves.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './server-bundle.mjs';
import { serverProcess } from './server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(web, p));
const sourcesTime = Math.max(...sources.filter(existsSync).map(newestMtime));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourcesTime) {
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', '@bolo/web'], { cwd: root, stdio: 'inherit' });
}

/** The server runs in a process of its own, so that its memory settings take effect (server-process.mjs). */
const { nodeArgs, env } = serverProcess();
const server = spawn(process.execPath, [...nodeArgs, join(root, 'scripts/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
