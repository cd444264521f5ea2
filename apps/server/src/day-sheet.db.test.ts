import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithStaff } from './testing';

let staff: Awaited<ReturnType<typeof serverWithStaff>>;
let avance: string;

beforeAll(async () => {
  staff = await serverWithStaff();
  const created = await staff.send('POST', '/api/evento', {
    name: 'Rozalén en el Pabellón',
    eventType: 'Promotores',
    date: '2027-05-08',
    artista: { name: 'Rozalén' },
    sala: { name: 'Pabellón de Deportes' },
  });
  expect(created.statusCode).toBe(201);
  avance = `/api/evento/${created.json().id}/avance`;
  await staff.send('POST', `${avance}/horario`, {
    time: '17:00',
    kind: 'soundcheck',
    notes: 'Técnico de monitores',
  });
  await staff.send('POST', `${avance}/contactos`, { role: 'runner', name: 'Begoña', phone: '600 000 001' });
});
afterAll(() => staff.close());

/** The page of a link, as a phone opens it (no account). */
const open = (path: string, headers: Record<string, string> = {}) =>
  staff.app.inject({ method: 'GET', url: path, headers });

const linkPath = async () => {
  const made = await staff.send('POST', `${avance}/hojaDeRuta/enlace`, { days: 10 });
  expect(made.statusCode).toBe(201);
  return new URL((made.json() as unknown as { url: string }).url).pathname;
};

describe('the day sheet', () => {
  it('downloads as a PDF for production staff, refused to a role without production', async () => {
    const pdf = await staff.send('GET', `${avance}/hojaDeRuta.pdf?lang=en`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('day-sheet-');
    const refused = await staff.send('GET', `${avance}/hojaDeRuta.pdf`, undefined, staff.clerkToken);
    expect(refused.statusCode).toBe(403);
    const bad = await staff.send('GET', `${avance}/hojaDeRuta.pdf?lang=fr`);
    expect(bad.statusCode).toBe(400);
  });

  it('opens without an account at its link, in the visitor’s language, with when it last changed', async () => {
    const path = await linkPath();
    const page = await open(path, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('Rozalén en el Pabellón');
    expect(page.body).toContain('sábado, 8 de mayo de 2027');
    expect(page.body).toContain('Técnico de monitores');
    expect(page.body).toContain('<a href="tel:600000001">600 000 001</a>');
    expect(page.body).toMatch(/Actualizado el \d+ de \p{L}+ de \d{4} a las \d{1,2}:\d{2}/u);
    expect(page.body).toContain('<script src="/hoja/page.js" defer></script>');
    const english = await open(`${path}?lang=en`);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Saturday, 8 May 2027');
    const worker = await open('/hoja/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('text/javascript');
    expect(worker.body).toContain("addEventListener('fetch'");
  });

  it('shows a deletion as a change: the time it was updated moves', async () => {
    const path = await linkPath();
    const updated = async () => /Actualizado el [^<]+/.exec((await open(path)).body)?.[0];
    const before = await updated();
    const advance = await staff.send('GET', avance);
    const [step] = (advance.json() as unknown as { schedule: { id: number; version: number }[] }).schedule;
    if (!step) throw new Error('no step');
    // everything so far two minutes earlier: the page words the time to the minute
    await staff.database.db.execute(sql`update event_audit set at = at - interval '2 minutes'`);
    await staff.database.db.execute(sql`update events set created_at = created_at - interval '2 minutes'`);
    const stale = await updated();
    const gone = await staff.send('DELETE', `${avance}/horario/${step.id}?version=${step.version}`);
    expect(gone.statusCode).toBe(200);
    expect(stale).not.toBe(before);
    expect(await updated()).not.toBe(stale);
  });

  it('answers a clear 404 page for a revoked or unknown link', async () => {
    const path = await linkPath();
    const revoked = await staff.send('DELETE', `${avance}/hojaDeRuta/enlace`);
    expect(revoked.statusCode).toBe(200);
    expect((await staff.send('GET', `${avance}/hojaDeRuta/enlace`)).json()).toBeNull();
    for (const gone of [path, '/hoja/no-es-un-enlace']) {
      const page = await open(gone);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Este enlace a la hoja de ruta no es válido');
      expect(page.body).toContain('This day sheet link is not valid');
      expect(page.body).not.toContain('Rozalén');
    }
  });
});
