// The report summary (issue 21): 100 000 events with their artist and hall parties and a settlement's
// figures in PostgreSQL; GET /api/informes (totals, by month and by hall in one query) timed one
// request after another over the whole period, and over one year for one hall.
import { connect, figure, freshDatabase, sized, startBolo, stop, timedGet, timeRuns } from './lib.mjs';

const EVENTS = sized(100_000, 5_000);
const RUNS = sized(30, 5);
const PORT = 3308;
/** The target for the summary over 100 000 events. */
const TARGET_MS = 500;

/** Masters, events over ten years, their artist and hall parties, and a settlement for each; answers how many and one hall. */
async function loadSettledEvents(databaseUrl) {
  const sql = connect(databaseUrl);
  await sql`insert into companies (name, name_key) select 'Empresa ' || g, 'empresa ' || g from generate_series(1, 3) g`;
  await sql`insert into artists (name, name_key) select 'Artista ' || g, 'artista ' || g from generate_series(1, 2000) g`;
  await sql`insert into halls (name, name_key) select 'Sala ' || g, 'sala ' || g from generate_series(1, 300) g`;
  await sql`
    insert into events (name, name_key, artist_name, hall_name, event_type, fase, status, date, empresa_id)
    select 'Informe ' || g, 'informe ' || g, 'Artista ' || (1 + g % 2000), 'Sala ' || (1 + g % 300), 'Promotores',
           case when g % 5 = 0 then 'Celebrado' else 'Liquidado' end, 'Confirmado', date '2020-01-01' + (g % 3650),
           (select array_agg(id order by id) from companies)[1 + g % 3]
    from generate_series(1, ${EVENTS}) g`;
  await sql`
    insert into event_parties (event_id, kind, name, artista_maestro_id)
    select e.id, 'artista', e.artist_name, (select array_agg(id order by id) from artists)[1 + e.id % 2000] from events e`;
  await sql`
    insert into event_parties (event_id, kind, name, sala_maestro_id)
    select e.id, 'sala', e.hall_name, (select array_agg(id order by id) from halls)[1 + e.id % 300] from events e`;
  await sql`
    insert into event_settlements (event_id, tickets, deal, status, tickets_sold, gross, net_box_office,
                                   expenses_total, artist_fee, artist_paid, margin)
    select e.id, '[]', '{}', case when e.id % 5 = 0 then 'draft' else 'locked' end, t.sold, t.sold * 2500,
           t.sold * 1860, 150000, 600000, 510000, t.sold * 1860 - 750000
    from events e, lateral (select 100 + e.id % 1900 as sold) t`;
  await sql`analyze`;
  const [{ n }] = await sql`select count(*)::int as n from event_settlements`;
  const [{ id }] = await sql`select id from halls where name = 'Sala 7'`;
  await sql.end();
  return { settled: n, hallId: id };
}

export async function reportsBench() {
  const databaseUrl = await freshDatabase('bolo_bench_reports');
  const bolo = await startBolo(databaseUrl, PORT);
  try {
    const { settled, hallId } = await loadSettledEvents(databaseUrl);
    const base = `http://127.0.0.1:${PORT}/api/informes`;
    const whole = await timeRuns(() => timedGet(`${base}?from=2020-01-01&to=2029-12-31`, bolo.headers), RUNS);
    const oneHall = await timeRuns(
      () => timedGet(`${base}?from=2024-01-01&to=2024-12-31&hallId=${hallId}`, bolo.headers),
      RUNS,
    );
    const name = `report summary (GET /api/informes), ${settled} settled events`;
    return [
      figure(`${name}, ten years: median`, whole.median, 'ms', { max: TARGET_MS }),
      figure(`${name}, ten years: p90`, whole.p90, 'ms'),
      figure(`${name}, one year of one hall: median`, oneHall.median, 'ms', { max: TARGET_MS }),
    ];
  } finally {
    await stop(bolo.child);
  }
}
