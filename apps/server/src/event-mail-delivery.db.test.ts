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

const confirmation = {
  name: 'Confirmación de bolo',
  type: 'email',
  subType: 'confirmacion',
  subject: 'Confirmación: {{infoGeneral.name}}',
  // five variables from three groups: infoGeneral, artista and sala
  body: [
    '<p>Hola, {{artista.nameSignatory}}:</p>',
    '<p>Confirmamos {{infoGeneral.name}} el {{fecha infoGeneral.date "largo"}} en {{sala.name}} ({{infoGeneral.location}}).</p>',
    '<p>Un saludo.</p>',
  ].join(''),
  master: true,
};

describe('an event email, from its template to the inbox', () => {
  it('is generated, edited, sent to the SMTP server with its subject, recipients and body, and shows sent', async () => {
    const { send } = server;
    expect((await send('POST', '/api/plantillasMail', confirmation)).statusCode).toBe(201);
    await send('POST', '/api/masterDepartments', {
      name: 'Confirmación',
      emails: ['confirmaciones@bolo.test'],
    });
    const event = await send('POST', '/api/evento', {
      name: 'Zahara en La Riviera',
      eventType: 'Promotores',
      date: '2026-06-12',
      location: 'Madrid',
      artista: { name: 'Zahara', nameSignatory: 'María Zahara', emailConfirmacion: ['booking@zahara.test'] },
      sala: { name: 'La Riviera' },
    });
    expect(event.statusCode, event.body).toBe(201);
    const mailPath = `/api/evento/${event.json().id}/mail`;

    const [generated] = (await send('GET', `${mailPath}?type=confirmacion`)).json();
    expect(generated).toMatchObject({
      subject: 'Confirmación: Zahara en La Riviera',
      body: '<p>Hola, María Zahara:</p><p>Confirmamos Zahara en La Riviera el 12 de junio de 2026 en La Riviera (Madrid).</p><p>Un saludo.</p>',
      to: ['booking@zahara.test'],
      cc: ['confirmaciones@bolo.test'],
      generatedAuto: true,
    });
    const edited = generated.body.replace('Un saludo.', 'Un abrazo, y nos vemos en la prueba de sonido.');
    const { type, subType, to, cc, subject } = generated;
    const saved = await send('POST', `${mailPath}/save`, {
      ...{ type, subType, to, cc, subject },
      body: edited,
      bcc: ['archivo@bolo.test'],
    });
    expect(saved.json(), saved.body).toMatchObject({ generatedAuto: false, save: true });

    const sent = await send('POST', `${mailPath}/sendMail`, { type: 'confirmacion', subType: 'artista' });
    expect(sent.statusCode, sent.body).toBe(200);
    const arrived = await smtp.arrival(() => true);
    expect(arrived.recipients.sort()).toEqual([
      'archivo@bolo.test',
      'booking@zahara.test',
      'confirmaciones@bolo.test',
    ]);
    const mail = await simpleParser(arrived.source);
    expect(mail.subject).toBe('Confirmación: Zahara en La Riviera');
    expect(mail.from?.value).toEqual([{ name: 'Bolo', address: 'oficina@bolo.test' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : mail.to).toBe('booking@zahara.test');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.html).toContain('Un abrazo, y nos vemos en la prueba de sonido.');
    expect(mail.html).toContain('el 12 de junio de 2026 en La Riviera (Madrid)');
    expect(mail.text).toContain('Hola, María Zahara:');

    // the tab shows it sent once the sender has recorded the delivery
    let email = sent.json();
    for (let tries = 0; !email.sent && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [email] = (await send('GET', `${mailPath}?type=confirmacion`)).json();
    }
    expect(email).toMatchObject({ sent: true, delivery: { status: 'sent', error: null } });
    expect(smtp.received).toHaveLength(1);
  });
});
