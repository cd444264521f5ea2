// What the benchmarks share: a fresh PostgreSQL database, server processes, sign-in, load runs.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { serverProcess } from '../scripts/server-process.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const credentials = { email: 'bench@bolo.test', password: 'bench-password' };

/** `npm run bench -- --quick` or BENCH_QUICK=1: short runs, to check the whole report end to end. */
export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
/** A duration or a count: the full one, or the short one under --quick. */
export const sized = (full, short) => (quick ? short : full);

/**
 * One line of the report. `target` bounds the value (`{ max }`, `{ min }`) or, with `of: 'ratio'`,
 * the ratio of the value to the baseline measured in the same run; no target: shown for context.
 */
export const figure = (name, value, unit, target, baseline) => ({
  figure: name,
  value,
  unit,
  target,
  baseline,
  ratio: baseline === undefined ? undefined : value / baseline,
});

/** PostgreSQL's version, as the server reports it. */
export async function postgresVersion() {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const [{ server_version }] = await admin`show server_version`;
  await admin.end();
  return server_version;
}

/** Resident memory of a process in MB (Linux: VmRSS in /proc/<pid>/status). */
export async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** Drops and creates `name`; answers its URL. */
export async function freshDatabase(name) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

export const connect = (url) => postgres(url, { max: 1, onnotice: () => {} });

/** Starts `node args…` and waits until `readyUrl` answers. */
export function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // a first start on PGlite creates its database: about a minute when the machine is busy
  const deadline = Date.now() + 180_000;
  const wait = async () => {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(readyUrl)).status < 500) return child;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    child.kill();
    throw new Error(`${args.join(' ')} did not start`);
  };
  return wait();
}

export function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Bolo on `database` (migrated at start, with the bench admin): a PostgreSQL URL, or `{ dataDir }` for
 * the embedded PGlite in that `DATA_DIR`; answers the process and a token.
 */
export async function startBolo(database, port) {
  // as `npm start` runs it
  const { nodeArgs, env } = serverProcess({
    ...process.env,
    ...(typeof database === 'string'
      ? { DATABASE_URL: database }
      : { DATABASE_URL: '', DATA_DIR: database.dataDir }),
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: credentials.email,
    ADMIN_PASSWORD: credentials.password,
  });
  const child = await startProcess(
    [...nodeArgs, 'scripts/server.mjs'],
    env,
    `http://127.0.0.1:${port}/health`,
  );
  const login = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { access_token } = await login.json();
  return { child, headers: { authorization: `Bearer ${access_token}` } };
}

export const startBaseline = (databaseUrl, port, readyPath) =>
  startProcess(
    ['bench/baseline-server.mjs'],
    { DATABASE_URL: databaseUrl, PORT: String(port) },
    `http://127.0.0.1:${port}${readyPath}`,
  );

/** autocannon after a warm-up; refuses a run with any error or non-2xx answer. */
export async function load(options) {
  await autocannon({ ...options, duration: sized(2, 1) });
  const result = await autocannon(options);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, p97_5: result.latency.p97_5 };
}

/** The `p`th percentile of times sorted in ascending order. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The median and p95 of request times, in ms. */
export function p50p95(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Times one GET, its answer read whole; refuses an answer that is not 2xx. */
export async function timedGet(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  await response.json();
  return performance.now() - started;
}

/** The median of numbers in any order. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs `make` 3 times to warm up, then `runs` times; answers the median and p90 in ms and the last result. */
export async function timeRuns(make, runs) {
  for (let i = 0; i < 3; i++) await make();
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await make();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: median(times), p90: times[Math.min(runs - 1, Math.floor(runs * 0.9))], last };
}
