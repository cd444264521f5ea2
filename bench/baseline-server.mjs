// The baselines of bench/: bare Fastify + postgres.js routes running the same queries as Bolo.
import Fastify from 'fastify';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL, { max: 10 });
const app = Fastify();
app.get('/api/evento', async (req) => {
  const size = Number(req.query.size ?? 20);
  const page = Number(req.query.page ?? 1);
  const { q, from, to, fase } = req.query;
  // The filters Bolo's list applies when given; terms here are already typed without accents.
  const items = await sql`
    select e.id, e.name, e.event_type as "eventType", e.fase, e.status, e.date, e.start_time as "startTime",
           e.location, e.aforo, e.artist_name as "artistName", e.hall_name as "hallName", e.city
    from events e
    where e.deleted_at is null
      ${q ? sql`and e.search_text like ${`%${String(q).toLowerCase()}%`}` : sql``}
      ${from ? sql`and e.date >= ${from}` : sql``}
      ${to ? sql`and e.date <= ${to}` : sql``}
      ${fase ? sql`and e.fase = ${fase}` : sql``}
    order by e.date desc nulls last, e.id desc nulls last
    limit ${size} offset ${(page - 1) * size}`;
  return { items, page, size };
});
app.get('/api/masterArtist', async (req) => {
  const size = Number(req.query.size ?? 20);
  const page = Number(req.query.page ?? 1);
  // The same accent-free key Bolo stores; terms here are already typed without accents.
  const pattern = `%${String(req.query.q ?? '').toLowerCase()}%`;
  const [items, [{ total }]] = await Promise.all([
    sql`select id, name, cif, company_name as "companyName", version from artists
        where search_text like ${pattern} order by name_key, id limit ${size} offset ${(page - 1) * size}`,
    sql`select count(*)::int as total from artists where search_text like ${pattern}`,
  ]);
  return { items, total, page, size };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await sql.end();
  process.exit(0);
});
