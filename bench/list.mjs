// The event list under load: 100 000 events (with their artist's and hall's names) in PostgreSQL, autocannon
// (50 connections, 10 s) on the plain first page and on a filtered page (text + date range + phase,
// sorted by date), against a bare Fastify + postgres.js route running the same query in the same run,
// each side twice in the order A B B A; the server's resident memory idle, right after and 60 s after; then opening an
// event with all its parts, one request after another (median and p95). Then the same events and the same load on the
// embedded PGlite (its own server, no baseline), for its memory against PostgreSQL's in this run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  connect,
  figure,
  freshDatabase,
  load,
  p50p95,
  residentMb,
  sized,
  startBaseline,
  startBolo,
  stop,
  timedGet,
} from './lib.mjs';

const EVENTS = 100_000;
const OPENED = sized(100, 20);
const ROUNDS = sized(10, 3);
const plainPath = '/api/evento?page=1&size=50';
/** A city typed in the search box, one year, one phase: about 140 of the 100 000 events. */
const filteredPath = '/api/evento?page=1&size=50&q=madrid&from=2024-01-01&to=2024-12-31&fase=Negociacion';

const cities = [
  'madrid',
  'barcelona',
  'sevilla',
  'valencia',
  'bilbao',
  'zaragoza',
  'malaga',
  'a coruna',
  'granada',
  'murcia',
];
/** The bench's events, each city's name as `$1`. */
const insertEvents = `
  insert into events (name, name_key, search_text, artist_name, hall_name, city, event_type, fase, status, location,
                      date, start_time, aforo)
  select 'Concierto ' || g, 'concierto ' || g,
         'concierto ' || g || ' artista ' || (g % 2000) || ' sala ' || (g % 300) || ' ' || ($1::text[])[1 + g % 10],
         'Artista ' || (g % 2000), 'Sala ' || (g % 300), ($1::text[])[1 + g % 10],
         (array['Promotores','Managers','Bookers','Sala','Productores'])[1 + g % 5],
         (select array_agg(name order by position) from event_phases)[1 + g % 7], 'Confirmado', 'Sala ' || (g % 300),
         date '2020-01-01' + (g % 3650), '21:00', 100 + g % 2000
  from generate_series(1, ${EVENTS}) g`;
// as a database that has lived with its rows: autovacuum would otherwise visit the new rows during the first round
const vacuumEvents = 'vacuum analyze events';
const countEvents = 'select count(*)::int as n from events';

async function loadEvents(databaseUrl) {
  const sql = connect(databaseUrl);
  await sql.unsafe(insertEvents, [cities]);
  await sql.unsafe(vacuumEvents);
  const [{ n }] = await sql.unsafe(countEvents);
  await sql.end();
  return n;
}

/** The same events into the PGlite of `dataDir` (migrated, no server on it); answers their count. */
async function loadEmbeddedEvents(dataDir) {
  const db = new PGlite(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await db.query(insertEvents, [cities]);
  await db.exec(vacuumEvents);
  const { rows } = await db.query(countEvents);
  await db.close();
  return rows[0].n;
}

/** Events with every part, made through the API as staff make them; answers their ids. */
async function createFullEvents(base, headers) {
  const ids = [];
  for (let i = 0; i < OPENED; i++) {
    const response = await fetch(`${base}/api/evento`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Gira completa ${i}`,
        eventType: 'Promotores',
        date: '2026-06-12',
        artista: { name: `Artista completo ${i}`, emailConfirmacion: ['booking@artista.test'] },
        sala: { name: 'La Riviera', city: 'Madrid', capacity: 2500 },
        promotor: { name: 'Bolo Producciones' },
        entradas: [
          { pvp: 2000, descripcion: 'Anticipada' },
          { pvp: 2500, descripcion: 'Taquilla' },
        ],
      }),
    });
    if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
    ids.push((await response.json()).id);
  }
  return ids;
}

/** Opens each event in turn, several rounds; answers the p50 and p95 in ms. */
async function openEvents(base, headers, ids) {
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const id of ids) times.push(await timedGet(`${base}/api/evento/${id}`, headers));
  }
  return p50p95(times);
}

const underLoad = (base, path, headers, timeout = 10) =>
  load({ url: `${base}${path}`, headers, connections: 50, duration: sized(10, 3), timeout });

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Bolo and the bare route under the same load in the order A B B A, so that a drift of the shared
 * machine (another process, the page cache warming) weighs on both alike, after a round of each
 * that is not counted; answers each side's mean throughput and mean p99.
 */
async function sideBySide(path, ours, bare) {
  // each side serves the path once before anything is counted: its plans, pool and compiled code warm
  for (const server of [ours, bare]) await underLoad(server.base, path, server.headers);
  const runs = { ours: [], bare: [] };
  for (const side of ['ours', 'bare', 'bare', 'ours']) {
    const server = side === 'ours' ? ours : bare;
    runs[side].push(await underLoad(server.base, path, server.headers));
  }
  const summary = (results) => ({
    rps: mean(results.map((r) => r.rps)),
    p99: mean(results.map((r) => r.p99)),
  });
  return { ours: summary(runs.ours), bare: summary(runs.bare) };
}

/** The memory target of one Bolo process after the list load (issue 20, docs/decisions.md). */
const MEMORY_TARGET_MB = 250;
/** Bolo on PGlite holds at most this multiple of its memory on PostgreSQL, idle and 60 s after the load (issue 26). */
const EMBEDDED_MEMORY_RATIO = 1.5;
/** Throughput at least this share of the bare route's, p99 at most this multiple of its p99 (issue 20). */
const THROUGHPUT_RATIO = 0.85;
const P99_RATIO = 1.2;
/** How long a server is left alone before its idle memory is read, and after the load before its settled memory. */
const IDLE_SECONDS = 5;
const SETTLE_SECONDS = sized(60, 10);

/** A server's resident memory once it has been left alone `seconds`. */
async function idleMb(child, seconds) {
  await sleep(seconds * 1000);
  return residentMb(child.pid);
}

/**
 * Bolo on PGlite in a fresh `DATA_DIR`: migrated by a first start, the events loaded while no server holds
 * the folder, then started again and given the list's load of the PostgreSQL side (each path warmed, then
 * twice); answers its memory idle, after the load and settled.
 */
async function embeddedMemory(port) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bolo-bench-'));
  try {
    await stop((await startBolo({ dataDir }, port)).child);
    await loadEmbeddedEvents(dataDir);
    const bolo = await startBolo({ dataDir }, port);
    try {
      const idle = await idleMb(bolo.child, IDLE_SECONDS);
      for (const path of [plainPath, filteredPath]) {
        // PGlite answers one query at a time: a page may wait past autocannon's 10 s while the machine is busy
        for (let round = 0; round < 3; round++)
          await underLoad(`http://127.0.0.1:${port}`, path, bolo.headers, 60);
      }
      const loaded = await residentMb(bolo.child.pid);
      return { idle, loaded, settled: await idleMb(bolo.child, SETTLE_SECONDS) };
    } finally {
      await stop(bolo.child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The list's figures: Bolo against the bare route on the same database, in the same run. */
export async function listBench() {
  const databaseUrl = await freshDatabase('bolo_bench');
  const bolo = await startBolo(databaseUrl, 3301);
  const idle = await idleMb(bolo.child, IDLE_SECONDS);
  const bare = await startBaseline(databaseUrl, 3302, '/api/evento?size=1');
  const ours = { base: 'http://127.0.0.1:3301', headers: bolo.headers };
  const baseline = { base: 'http://127.0.0.1:3302', headers: {} };
  const loaded = await loadEvents(databaseUrl);
  const plain = await sideBySide(plainPath, ours, baseline);
  const filtered = await sideBySide(filteredPath, ours, baseline);
  const memory = await residentMb(bolo.child.pid);
  await stop(bare);
  const settled = await idleMb(bolo.child, SETTLE_SECONDS);
  const opened = await openEvents(ours.base, bolo.headers, await createFullEvents(ours.base, bolo.headers));
  await stop(bolo.child);
  const embedded = await embeddedMemory(3309);

  const list = `event list, ${loaded} events, 50 connections`;
  const filteredName = `${list}, filtered (text + dates + phase)`;
  const throughput = { min: THROUGHPUT_RATIO, of: 'ratio' };
  const p99 = { max: P99_RATIO, of: 'ratio' };
  const embeddedRatio = { max: EMBEDDED_MEMORY_RATIO, of: 'ratio' };
  const settledName = `${SETTLE_SECONDS} s after the list load`;
  return [
    figure(`${list}: throughput`, plain.ours.rps, 'req/s', throughput, plain.bare.rps),
    figure(`${list}: p99`, plain.ours.p99, 'ms', p99, plain.bare.p99),
    figure(`${filteredName}: throughput`, filtered.ours.rps, 'req/s', throughput, filtered.bare.rps),
    figure(`${filteredName}: p99`, filtered.ours.p99, 'ms', p99, filtered.bare.p99),
    figure('server memory (RSS) idle', idle, 'MB'),
    figure('server memory (RSS) after the list load', memory, 'MB', { max: MEMORY_TARGET_MB }),
    figure(`server memory (RSS) ${settledName}`, settled, 'MB'),
    figure(
      'on PGlite, against PostgreSQL: server memory (RSS) idle',
      embedded.idle,
      'MB',
      embeddedRatio,
      idle,
    ),
    figure('on PGlite: server memory (RSS) after the list load', embedded.loaded, 'MB', undefined, memory),
    figure(`on PGlite: server memory (RSS) ${settledName}`, embedded.settled, 'MB', embeddedRatio, settled),
    figure(`event open, GET /api/evento/{id} with all its parts: median`, opened.p50, 'ms', { max: 10 }),
    figure(`event open: p95`, opened.p95, 'ms'),
  ];
}
