import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The real server (`node scripts/server.mjs`) in a process of its own, configured by `env` on
 * top of this one's; its log goes to this process's stderr from `warn` up.
 */
export function spawnServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Runs `node script ...args` from the repository's root to its end: its exit code and what it printed. */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Stops `child` as a process manager does (SIGTERM) and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exited(child);
}

/** Resolves once `check` answers true, asking every 100 ms; fails after `ms` naming `what`. */
export async function waitFor(check: () => Promise<boolean> | boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `spawnServer` on a free port, once its `/health` answers; `origin` is where to send requests. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawnServer({ ...env, PORT: String(port), HOST: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${origin}/health`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not start in 30 s`);
}

/**
 * A TCP proxy on a port of its own to `target`: what the server sees of a database on another
 * machine. `cut()` breaks every open connection and refuses new ones (the database went away),
 * `restore()` listens again on the same port (it came back).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // a broken connection is what the proxy is for: the other side sees it closed
    socket.on('error', () => socket.destroy());
  };
  const restore = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream).on('close', () => client.destroy());
        upstream.pipe(client).on('close', () => upstream.destroy());
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });
  const cut = async () => {
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await restore();
  return {
    get port() {
      return port;
    },
    cut,
    restore,
    close: cut,
  };
}
