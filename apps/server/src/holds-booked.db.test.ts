import { createUser } from '@bolo/api';
import { formatDay } from '@bolo/templating/format';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithSmtp } from './testing';

let server: Awaited<ReturnType<typeof serverWithSmtp>>;
let smtp: typeof server.smtp;

beforeAll(async () => {
  server = await serverWithSmtp();
  ({ smtp } = server);
});
afterAll(() => server.close());

const DAY = 86_400_000;
const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let people = 0;
/** A signed-in agent of a new role with `access` (roles have no REST path), and their address. */
async function agent(access: string[]) {
  const name = `Agencia ${++people}`;
  const role = await server.app.inject({
    method: 'POST',
    url: '/trpc/admin.roles.create',
    payload: { json: { name, access } },
    headers: { authorization: `Bearer ${server.adminToken}` },
  });
  expect(role.statusCode, role.body).toBe(200);
  const email = `agente-${people}@bolo.test`;
  await createUser(server.database.db, { email, password: 'holds-pass', name, role: name });
  return { email, token: await server.signIn(email, 'holds-pass') };
}

describe('a hold confirmed over others on its day', () => {
  it('makes a Confirmado event and tells the 2nd’s owner “fecha confirmada para …” in the app and by email, never “1.ª posición”', async () => {
    const booker = await agent(['Holds', 'Notificaciones', 'InfoGeneral', 'DatosContraparte']);
    const colleague = await agent(['Holds', 'Notificaciones']);
    const post = async (url: string, body: object, token = server.adminToken) => {
      const res = await server.send('POST', url, body, token);
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json();
    };
    const hallId = (await post('/api/masterHall', { name: 'Sala But', city: 'Madrid' })).id;
    const zahara = (await post('/api/masterArtist', { name: 'Zahara' })).id;
    const rigoberta = (await post('/api/masterArtist', { name: 'Rigoberta Bandini' })).id;
    const day = dayAhead(40);
    const first = await post('/api/holds', { artistId: zahara, hallId, dateFrom: day }, booker.token);
    const second = await post('/api/holds', { artistId: rigoberta, hallId, dateFrom: day }, colleague.token);
    expect([first.level, second.level]).toEqual([1, 2]);

    const confirmed = await post(`/api/holds/${first.id}/confirm`, {}, booker.token);
    const event = await server.send('GET', `/api/evento/${confirmed.eventId}`);
    expect(event.json()).toMatchObject({ status: 'Confirmado', fase: 'Contratacion', date: day });
    const waiting = await server.send('GET', `/api/holds/${second.id}`, undefined, colleague.token);
    expect(waiting.json()).toMatchObject({ status: 'active', level: 2 });

    const notices = await server.send(
      'GET',
      '/api/notifications?page=1&size=100',
      undefined,
      colleague.token,
    );
    expect(notices.statusCode, notices.body).toBe(200);
    const items = notices.json().items as { kind: string; data: Record<string, unknown> }[];
    expect(items.map((n) => n.kind)).toEqual(['hold_date_booked']);
    expect(items[0]?.data).toMatchObject({
      holdId: second.id,
      artist: 'Rigoberta Bandini',
      hall: 'Sala But',
      bookedDate: day,
    });

    const arrived = await smtp.arrival((mail) => mail.recipients.includes(colleague.email));
    const mail = await simpleParser(arrived.source);
    expect(mail.subject).toBe(`Fecha confirmada para otro: Sala But, ${formatDay(day, 'es')}`);
    expect(mail.text).toContain('Fecha confirmada para otro: Sala But');
    expect(mail.text).toContain('Su reserva de Rigoberta Bandini');
    for (const text of [mail.subject, mail.text, JSON.stringify(items)])
      expect(text).not.toMatch(/1\.ª posición|hold_promoted/);
    expect(smtp.received.filter((m) => m.recipients.includes(booker.email))).toEqual([]);
  });

  it('mails each holder in the language they last chose in the app', async () => {
    const booker = await agent(['Holds', 'InfoGeneral', 'DatosContraparte']);
    const english = await agent(['Holds', 'Notificaciones']);
    const post = async (url: string, body: object, token: string) => {
      const res = await server.send('POST', url, body, token);
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json();
    };
    // the colleague's app runs in English: the language switch's cookie goes with each request
    const inEnglish = await server.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { authorization: `Bearer ${english.token}`, cookie: 'NEXT_LOCALE=en' },
    });
    expect(inEnglish.statusCode, inEnglish.body).toBe(200);
    const hallId = (await post('/api/masterHall', { name: 'Sala Sol', city: 'Madrid' }, server.adminToken))
      .id;
    const artist = async (name: string) => (await post('/api/masterArtist', { name }, server.adminToken)).id;
    const day = dayAhead(41);
    const first = await post(
      '/api/holds',
      { artistId: await artist('Carolina Durante'), hallId, dateFrom: day },
      booker.token,
    );
    const second = await post(
      '/api/holds',
      { artistId: await artist('Alcalá Norte'), hallId, dateFrom: day },
      english.token,
    );
    expect([first.level, second.level]).toEqual([1, 2]);
    await post(`/api/holds/${first.id}/confirm`, {}, booker.token);

    const arrived = await smtp.arrival((mail) => mail.recipients.includes(english.email));
    const mail = await simpleParser(arrived.source);
    expect(mail.subject).toMatch(/^Date confirmed for someone else: Sala Sol, /);
    expect(mail.text).toContain('Your hold of Alcalá Norte');
  });
});
