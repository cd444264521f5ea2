// `npm run dev`: the API server with reload on change (port 3000) and Vite with hot reload (port 5173),
// which forwards /trpc, /api, /auth and /health to the server.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@bolo/web'], { cwd: root, stdio: 'inherit' }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
