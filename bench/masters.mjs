// Master search: 10 000 artists in PostgreSQL; GET /api/masterArtist?q=… with terms typed without
// accents, each term new to the server (no cached total). Latency of one user typing (sequential
// requests: p50, p95) and throughput under 10 connections, against a bare Fastify + postgres.js
// route running the same LIKE on the same trigram index, in the same run.
import { register } from 'tsx/esm/api';
import {
  connect,
  figure,
  freshDatabase,
  load,
  p50p95,
  sized,
  startBaseline,
  startBolo,
  stop,
  timedGet,
} from './lib.mjs';
import { firstNames, surnames } from './names.mjs';

register();
const { searchKey } = await import('../packages/api/src/shared/search-key.ts');

const ARTISTS = 10_000;
const SEQUENTIAL = sized(1_000, 200);
const bands = ['Los', 'Las', 'La Banda de', 'Orquesta', 'Trío', 'Dúo', 'Coro', 'Cuarteto'];

/** A realistic, unique artist name: a person or a band, accents included. */
function artistName(i) {
  const first = firstNames[i % firstNames.length];
  const last = surnames[Math.floor(i / 10) % surnames.length];
  return i % 3 === 0 ? `${bands[i % bands.length]} ${last} ${i}` : `${first} ${last} ${i}`;
}

async function loadArtists(databaseUrl) {
  const sql = connect(databaseUrl);
  const rows = Array.from({ length: ARTISTS }, (_, i) => {
    const name = artistName(i);
    const companyName = `${surnames[i % surnames.length]} Producciones SL`;
    return {
      name,
      name_key: searchKey(name),
      company_name: companyName,
      search_text: searchKey(`${name} ${companyName}`),
    };
  });
  for (let i = 0; i < rows.length; i += 1_000)
    await sql`insert into artists ${sql(rows.slice(i, i + 1_000))}`;
  await sql`analyze artists`;
  await sql.end();
}

/** What people type: a part of a name, without accents, in any case; every term different. */
function terms(count) {
  return Array.from({ length: count }, (_, i) => {
    const key = searchKey(artistName((i * 7919) % ARTISTS));
    const start = i % Math.max(1, key.length - 6);
    return key.slice(start, start + 3 + (i % 5)).trim() || key;
  });
}

/** One user typing: each search waits for the previous answer. */
async function sequential(base, headers, typed) {
  const times = [];
  for (const term of typed) {
    times.push(
      await timedGet(`${base}/api/masterArtist?page=1&size=20&q=${encodeURIComponent(term)}`, headers),
    );
  }
  return p50p95(times);
}

const underLoad = (base, headers, typed) =>
  load({
    url: base,
    headers,
    connections: 10,
    duration: sized(10, 3),
    requests: typed.map((term) => ({
      method: 'GET',
      path: `/api/masterArtist?page=1&size=20&q=${encodeURIComponent(term)}`,
    })),
  });

/** Master search figures: one user typing, then 10 connections; Bolo against the bare route. */
export async function mastersBench() {
  const databaseUrl = await freshDatabase('bolo_bench_masters');
  const bolo = await startBolo(databaseUrl, 3303);
  await loadArtists(databaseUrl);
  const oursTyping = await sequential('http://127.0.0.1:3303', bolo.headers, terms(SEQUENTIAL));
  const oursLoad = await underLoad('http://127.0.0.1:3303', bolo.headers, terms(5_000).reverse());
  await stop(bolo.child);

  const bare = await startBaseline(databaseUrl, 3304, '/api/masterArtist?q=x');
  const bareTyping = await sequential('http://127.0.0.1:3304', {}, terms(SEQUENTIAL));
  const bareLoad = await underLoad('http://127.0.0.1:3304', {}, terms(5_000).reverse());
  await stop(bare);

  const search = `master search, ${ARTISTS} artists`;
  return [
    figure(`${search}: one user typing, p50`, oursTyping.p50, 'ms', undefined, bareTyping.p50),
    figure(`${search}: one user typing, p95`, oursTyping.p95, 'ms', { max: 50 }, bareTyping.p95),
    figure(`${search}: 10 connections, throughput`, oursLoad.rps, 'req/s', undefined, bareLoad.rps),
  ];
}
