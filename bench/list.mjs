// The event list under load: 100 000 events in PostgreSQL, autocannon on GET /api/evento?page=1&size=50
// (50 connections, 10 s) against Bolo and against a bare Fastify + postgres.js route in the same run.
import { connect, freshDatabase, load, startBaseline, startBolo, stop } from './lib.mjs';

const EVENTS = 100_000;
const path = '/api/evento?page=1&size=50';

async function loadEvents(databaseUrl) {
  const sql = connect(databaseUrl);
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

const databaseUrl = await freshDatabase('bolo_bench');
const bolo = await startBolo(databaseUrl, 3301);
const loaded = await loadEvents(databaseUrl);
const ours = await load({
  url: `http://127.0.0.1:3301${path}`,
  headers: bolo.headers,
  connections: 50,
  duration: 10,
});
await stop(bolo.child);

const bare = await startBaseline(databaseUrl, 3302, '/api/evento?size=1');
const baseline = await load({ url: `http://127.0.0.1:3302${path}`, connections: 50, duration: 10 });
await stop(bare);

console.log(`\nGET ${path} over ${loaded} events, 50 connections, 10 s, PostgreSQL\n`);
console.table({
  'bare Fastify + postgres.js (baseline)': { 'req/s': Math.round(baseline.rps), 'p99 ms': baseline.p99 },
  'Bolo (auth + page + total)': { 'req/s': Math.round(ours.rps), 'p99 ms': ours.p99 },
});
console.log(
  `ratio Bolo / baseline: ${(ours.rps / baseline.rps).toFixed(2)} (target ≥ 0.5); Bolo p99 ${ours.p99} ms (target ≤ 25 ms)`,
);
