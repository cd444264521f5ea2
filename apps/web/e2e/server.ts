import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The administrator the end-to-end server is started with. */
export const e2eAdmin = { email: 'admin@bolo.test', password: 'e2e-password' };

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** The seed locks twelve settlements (two PDFs each) before the server starts: minutes on a loaded runner. */
const START_MS = 240_000;

export interface E2eServer {
  url: string;
  /** Its database, uploads and log (`server.log`, where the tests read mailed links and SMS codes). */
  dataDir: string;
  stop: () => Promise<void>;
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`)).ok;
  } catch {
    return false;
  }
}

/** Stops the seed or the server and whatever it started (its process group). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/**
 * A server of one Playwright worker, on `port`, started on a fresh embedded database with the demo
 * events: each worker has its own, so no test sees another's data or counts.
 */
export async function startE2eServer(port: number): Promise<E2eServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `.e2e-data/${port}`;
  if (await answersHealth(url))
    throw new Error(`${url} already answers: is another test run using the port?`);
  await rm(`${root}/${dataDir}`, { recursive: true, force: true });
  const child = spawn(
    'sh',
    ['-c', `node scripts/cli.mjs seed-demo && exec node scripts/server.mjs > ${dataDir}/server.log 2>&1`],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        // SMS codes and mailed links are read from the log by the tests, as a developer would
        LOG_LEVEL: 'info',
        LOG_MAIL: 'true',
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
      },
    },
  );
  const deadline = Date.now() + START_MS;
  while (!(await answersHealth(url))) {
    if (child.exitCode !== null) throw new Error(`the e2e server on ${port} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stopGroup(child);
      throw new Error(`the e2e server on ${port} did not answer in ${START_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, dataDir, stop: () => stopGroup(child) };
}
