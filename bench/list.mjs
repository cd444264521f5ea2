// The event list under load: 100 000 events (with their artist's and hall's names) in PostgreSQL, autocannon
// (50 connections, 10 s) on the plain first page and on a filtered page (text + date range + phase,
// sorted by date), against a bare Fastify + postgres.js route running the same query in the same run;
// the server's resident memory right after; then opening an event with all its parts, one request
// after another (median and p95).
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

async function loadEvents(databaseUrl) {
  const sql = connect(databaseUrl);
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
  await sql`
    insert into events (name, name_key, search_text, artist_name, hall_name, city, event_type, fase, status, location,
                        date, start_time, aforo)
    select 'Concierto ' || g, 'concierto ' || g,
           'concierto ' || g || ' artista ' || (g % 2000) || ' sala ' || (g % 300) || ' ' || (${cities}::text[])[1 + g % 10],
           'Artista ' || (g % 2000), 'Sala ' || (g % 300), (${cities}::text[])[1 + g % 10],
           (array['Promotores','Managers','Bookers','Sala','Productores'])[1 + g % 5],
           (select array_agg(name order by position) from event_phases)[1 + g % 7], 'Confirmado', 'Sala ' || (g % 300),
           date '2020-01-01' + (g % 3650), '21:00', 100 + g % 2000
    from generate_series(1, ${EVENTS}) g`;
  await sql`analyze`;
  const [{ n }] = await sql`select count(*)::int as n from events`;
  await sql.end();
  return n;
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

const underLoad = (base, path, headers) =>
  load({ url: `${base}${path}`, headers, connections: 50, duration: sized(10, 3) });

/**
 * Memory target: 300 MB of RSS for one Bolo process after the list load (docs/decisions.md): two
 * processes and PostgreSQL fit in a 1 GB machine with room for the page cache.
 */
const MEMORY_TARGET_MB = 300;

/** The list's figures: Bolo against the bare route on the same database, in the same run. */
export async function listBench() {
  const databaseUrl = await freshDatabase('bolo_bench');
  const bolo = await startBolo(databaseUrl, 3301);
  const loaded = await loadEvents(databaseUrl);
  const oursPlain = await underLoad('http://127.0.0.1:3301', plainPath, bolo.headers);
  const oursFiltered = await underLoad('http://127.0.0.1:3301', filteredPath, bolo.headers);
  const memory = await residentMb(bolo.child.pid);
  const opened = await openEvents(
    'http://127.0.0.1:3301',
    bolo.headers,
    await createFullEvents('http://127.0.0.1:3301', bolo.headers),
  );
  await stop(bolo.child);

  const bare = await startBaseline(databaseUrl, 3302, '/api/evento?size=1');
  const barePlain = await underLoad('http://127.0.0.1:3302', plainPath, {});
  const bareFiltered = await underLoad('http://127.0.0.1:3302', filteredPath, {});
  await stop(bare);

  const list = `event list, ${loaded} events, 50 connections`;
  const filtered = `${list}, filtered (text + dates + phase)`;
  return [
    figure(`${list}: throughput`, oursPlain.rps, 'req/s', { min: 0.5, of: 'ratio' }, barePlain.rps),
    figure(`${list}: p99`, oursPlain.p99, 'ms', { max: 25 }, barePlain.p99),
    figure(`${filtered}: throughput`, oursFiltered.rps, 'req/s', { min: 0.5, of: 'ratio' }, bareFiltered.rps),
    figure(`${filtered}: p99`, oursFiltered.p99, 'ms', { max: 25 }, bareFiltered.p99),
    figure('server memory (RSS) after the list load', memory, 'MB', { max: MEMORY_TARGET_MB }),
    figure(`event open, GET /api/evento/{id} with all its parts: median`, opened.p50, 'ms', { max: 10 }),
    figure(`event open: p95`, opened.p95, 'ms'),
  ];
}
