// The event list under load: 100 000 events in PostgreSQL, autocannon on GET /api/evento?page=1&size=50
// (50 connections, 10 s) against Bolo and against a bare Fastify + postgres.js route in the same run.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'bolo_bench';
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const EVENTS = 100_000;
const path = '/api/evento?page=1&size=50';
const credentials = { email: 'bench@bolo.test', password: 'bench-password' };

async function prepareDatabase() {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
  await admin.unsafe(`create database ${databaseName}`);
  await admin.end();
}

async function loadEvents() {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await sql`
    insert into events (name, event_type, fase, location, date, start_time, aforo)
    select 'Concierto ' || g,
           (array['Promotores','Managers','Bookers','Sala','Productores'])[1 + g % 5],
           'Creacion', 'Sala ' || (g % 300), date '2020-01-01' + (g % 3650), '21:00', 100 + g % 2000
    from generate_series(1, ${EVENTS}) g`;
  await sql`analyze events`;
  const [{ n }] = await sql`select count(*)::int as n from events`;
  await sql.end();
  return n;
}

function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
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

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function load(url, headers) {
  await autocannon({ url, headers, connections: 50, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections: 50, duration: 10 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

await prepareDatabase();
const bolo = await startProcess(
  ['scripts/server.mjs'],
  {
    DATABASE_URL: databaseUrl,
    PORT: '3301',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: credentials.email,
    ADMIN_PASSWORD: credentials.password,
  },
  'http://127.0.0.1:3301/health',
);
const loaded = await loadEvents();
const login = await fetch('http://127.0.0.1:3301/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(credentials),
});
const { access_token } = await login.json();
const ours = await load(`http://127.0.0.1:3301${path}`, { authorization: `Bearer ${access_token}` });
await stop(bolo);

const bare = await startProcess(
  ['bench/baseline-server.mjs'],
  { DATABASE_URL: databaseUrl, PORT: '3302' },
  'http://127.0.0.1:3302/api/evento?size=1',
);
const baseline = await load(`http://127.0.0.1:3302${path}`);
await stop(bare);

console.log(`\nGET ${path} over ${loaded} events, 50 connections, 10 s, PostgreSQL\n`);
console.table({
  'bare Fastify + postgres.js (baseline)': { 'req/s': Math.round(baseline.rps), 'p99 ms': baseline.p99 },
  'Bolo (auth + page + total)': { 'req/s': Math.round(ours.rps), 'p99 ms': ours.p99 },
});
console.log(
  `ratio Bolo / baseline: ${(ours.rps / baseline.rps).toFixed(2)} (target ≥ 0.5); Bolo p99 ${ours.p99} ms (target ≤ 25 ms)`,
);
