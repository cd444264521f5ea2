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

const daySheetMail = {
  name: 'Avance · Artista',
  type: 'email',
  subType: 'avance',
  subject: 'Hoja de ruta: {{infoGeneral.name}}',
  body: '<p>La hoja de ruta, siempre al día: {{hojaDeRuta.url}}</p><p>Un saludo.</p>',
  master: true,
};

/** An event whose artist has a production list, with the artist's tour manager and the hall's technician on its advance. */
async function eventWithContacts(name: string) {
  const { send } = server;
  const event = await send('POST', '/api/evento', {
    name,
    eventType: 'Promotores',
    date: '2027-10-02',
    artista: { name: 'Vetusta Morla', emailProduccion: ['produccion@vetusta.test'] },
  });
  expect(event.statusCode, event.body).toBe(201);
  const eventPath = `/api/evento/${event.json().id}`;
  await send('POST', `${eventPath}/avance/contactos`, {
    role: 'tour_manager',
    name: 'Ángela Ruiz',
    phone: '600 123 456',
    email: 'tm@vetusta.test',
  });
  // the hall's technician is the hall's, not the artist's
  await send('POST', `${eventPath}/avance/contactos`, {
    role: 'hall_technician',
    name: 'Jesús',
    email: 'tecnico@wizink.test',
  });
  return { id: event.json().id, eventPath };
}

describe('the day sheet by email, from the Emails tab', () => {
  it('goes to the party’s production list and its contacts of the advance, with the link in the body and the PDF attached', async () => {
    const { send } = server;
    expect((await send('POST', '/api/plantillasMail', daySheetMail)).statusCode).toBe(201);
    const { id, eventPath } = await eventWithContacts('Vetusta Morla en el Wizink');
    const link = await send('POST', `${eventPath}/avance/hojaDeRuta/enlace`, {});
    const { url } = link.json() as unknown as { url: string };

    const [generated] = (await send('GET', `${eventPath}/mail?type=avance`)).json();
    expect(generated).toMatchObject({
      type: 'avance',
      subType: 'artista',
      subject: 'Hoja de ruta: Vetusta Morla en el Wizink',
      to: ['produccion@vetusta.test', 'tm@vetusta.test'],
    });
    expect(generated.body).toContain(url);

    const sent = await send('POST', `${eventPath}/mail/sendMail`, { type: 'avance', subType: 'artista' });
    expect(sent.statusCode, sent.body).toBe(200);
    const arrived = await smtp.arrival(() => true);
    expect(arrived.recipients.sort()).toEqual(['produccion@vetusta.test', 'tm@vetusta.test']);
    const mail = await simpleParser(arrived.source);
    expect(mail.subject).toBe('Hoja de ruta: Vetusta Morla en el Wizink');
    expect(mail.html).toContain(url);
    expect(mail.text).toContain(url);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`hoja-de-ruta-${id}.pdf`, 'application/pdf'],
    ]);
    expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sent by a role with Emails but not Produccion, it carries neither the day sheet nor the advance’s contacts', async () => {
    const { send, clerkToken } = server;
    const { eventPath } = await eventWithContacts('Vetusta Morla en La Riviera');
    await send('POST', `${eventPath}/avance/hojaDeRuta/enlace`, {});
    // the clerk may not read the advance itself
    expect((await send('GET', `${eventPath}/avance`, undefined, clerkToken)).statusCode).toBe(403);

    const [generated] = (await send('GET', `${eventPath}/mail?type=avance`, undefined, clerkToken)).json();
    expect(generated.to).toEqual(['produccion@vetusta.test']);
    expect(generated.body).not.toContain('/hoja/');
    // the clerk sends it to themself too
    const saved = await send(
      'POST',
      `${eventPath}/mail/save`,
      {
        type: 'avance',
        subType: 'artista',
        to: ['produccion@vetusta.test', 'clerk@bolo.test'],
        cc: generated.cc,
        bcc: [],
        subject: generated.subject,
        body: generated.body,
      },
      clerkToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await send(
      'POST',
      `${eventPath}/mail/sendMail`,
      { type: 'avance', subType: 'artista' },
      clerkToken,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const arrived = await smtp.arrival((mail) => mail.recipients.includes('clerk@bolo.test'));
    const mail = await simpleParser(arrived.source);
    expect(mail.subject).toBe('Hoja de ruta: Vetusta Morla en La Riviera');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).not.toContain('/hoja/');
  });
});
