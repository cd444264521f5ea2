// `npm start`: builds the web app when it is missing or older than its sources, then serves.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverProcess } from './server-process.mjs';
import { buildWebAppIfStale } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
buildWebAppIfStale();

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
