// The command palette's search (tRPC `search.palette`) over 100 000 events and 2 000 artists in
// PostgreSQL: one user typing, each search waiting for the previous answer (p50, p95): parts of
// artists' names without accents, halls, cities, dates in the forms people type, and both.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { connect, figure, freshDatabase, p50p95, sized, startBolo, stop, timedGet } from './lib.mjs';
import { firstNames, surnames } from './names.mjs';

register();
const { searchKey } = await import('../packages/api/src/shared/search-key.ts');

const EVENTS = 100_000;
const ARTISTS = 2_000;
const SEARCHES = sized(1_000, 200);
const cities = [
  'Madrid',
  'Barcelona',
  'Sevilla',
  'València',
  'Bilbao',
  'Zaragoza',
  'Málaga',
  'A Coruña',
  'Granada',
  'Murcia',
];

const artistName = (i) => `${firstNames[i % 10]} ${surnames[Math.floor(i / 10) % 10]} ${i}`;
const hallName = (i) => `Sala ${surnames[i % 10]} ${i}`;
/** Ten years of events, today in the middle. */
const dateOf = (i) => new Date(Date.UTC(2021, 0, 1 + (i % 3650))).toISOString().slice(0, 10);

function eventRow(i) {
  const name = `Concierto ${i}`;
  const artist = artistName(i % ARTISTS);
  const hall = hallName(i % 300);
  const city = cities[i % cities.length];
  return {
    name,
    name_key: searchKey(name),
    search_text: searchKey(`${name} ${artist} ${hall} ${city}`),
    artist_name: artist,
    hall_name: hall,
    city,
    event_type: 'Promotores',
    date: dateOf(i),
  };
}

async function loadData(databaseUrl) {
  const sql = connect(databaseUrl);
  const artists = Array.from({ length: ARTISTS }, (_, i) => ({
    name: artistName(i),
    name_key: searchKey(artistName(i)),
    search_text: searchKey(artistName(i)),
  }));
  await sql`insert into artists ${sql(artists)}`;
  for (let i = 0; i < EVENTS; i += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, EVENTS - i) }, (_, j) => eventRow(i + j));
    await sql`insert into events ${sql(rows)}`;
  }
  await sql`analyze`;
  await sql.end();
}

/** What people type in the palette, each search different. */
function typed(count) {
  const forms = [
    (i) => searchKey(artistName(i % ARTISTS)).slice(0, 4 + (i % 8)),
    (i) => `${searchKey(surnames[i % 10])} ${i % ARTISTS}`,
    (i) => hallName(i % 300).toLowerCase(),
    (i) => cities[i % 10].toLowerCase(),
    (i) =>
      dateOf(i * 37)
        .split('-')
        .reverse()
        .join('/'),
    (i) => `${searchKey(firstNames[i % 10])} ${dateOf(i * 11).slice(0, 4)}-${dateOf(i * 11).slice(5)}`,
    (i) => `${['enero', 'june', 'marzo', 'octubre'][i % 4]} ${2021 + (i % 10)}`,
    (i) => `concierto ${i * 97}`,
  ];
  return Array.from({ length: count }, (_, i) => forms[i % forms.length](i));
}

/**
 * One user typing: each search waits for the previous answer. After each, `auth.me` (the
 * session check every procedure makes, and no search) is timed too: the floor of the same run,
 * which tells a slow search from a busy machine.
 */
async function typing(base, headers, searches) {
  const search = [];
  const floor = [];
  for (const q of searches) {
    search.push(
      await timedGet(
        `${base}/trpc/search.palette?input=${encodeURIComponent(JSON.stringify({ json: { q } }))}`,
        headers,
      ),
    );
    floor.push(await timedGet(`${base}/trpc/auth.me`, headers));
  }
  return { search: p50p95(search), floor: p50p95(floor) };
}

/** The palette's figures, as rows of the bench report. */
export async function paletteBench() {
  const databaseUrl = await freshDatabase('bolo_bench_palette');
  const bolo = await startBolo(databaseUrl, 3305);
  try {
    await loadData(databaseUrl);
    const base = 'http://127.0.0.1:3305';
    await typing(base, bolo.headers, typed(50));
    const { search, floor } = await typing(base, bolo.headers, typed(SEARCHES).reverse());
    const palette = `palette search over ${EVENTS / 1000}k events, one user typing`;
    return [
      figure(`${palette}, p50`, search.p50, 'ms'),
      figure(`${palette}, p95`, search.p95, 'ms', { max: 50 }),
      figure('same run, the session check alone (auth.me), p95', floor.p95, 'ms'),
    ];
  } finally {
    await stop(bolo.child);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await paletteBench());
