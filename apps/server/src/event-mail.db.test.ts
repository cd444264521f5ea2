import { randomUUID } from 'node:crypto';
import { createUser } from '@bolo/api';
import { schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Method, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
let mailPath = '';

const send = (method: Method, url: string, payload?: unknown, token?: string | null) =>
  server.send(method, url, payload, token);
const queuedEventEmails = () =>
  server.database.db.select().from(schema.mails).where(eq(schema.mails.kind, 'event_email'));

beforeAll(async () => {
  server = await serverWithStaff();
  const template = await send('POST', '/api/plantillasMail', {
    name: 'Confirmación',
    type: 'email',
    subType: 'confirmacion',
    subject: 'Confirmación: {{infoGeneral.name}}',
    body: '<p>{{infoGeneral.name}}</p>',
    master: true,
  });
  expect(template.statusCode, template.body).toBe(201);
  const event = await send('POST', '/api/evento', {
    name: 'Zahara en La Riviera',
    eventType: 'Promotores',
    artista: { name: 'Zahara', emailConfirmacion: ['booking@zahara.test'] },
  });
  expect(event.statusCode, event.body).toBe(201);
  mailPath = `/api/evento/${event.json().id}/mail`;
});
afterAll(() => server.close());

describe('the event mail over the legacy REST paths', () => {
  it('lists the emails of the event, or of one department', async () => {
    const all = await send('GET', mailPath);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toHaveLength(15);
    const confirmation = (await send('GET', `${mailPath}?type=confirmacion`)).json();
    expect(confirmation.map((e: { subType: string }) => e.subType)).toEqual(['artista', 'promotor', 'sala']);
    expect(confirmation[0]).toMatchObject({
      subject: 'Confirmación: Zahara en La Riviera',
      to: ['booking@zahara.test'],
    });
  });

  it('saves with POST and PUT at the version read, and answers a stale one with 409 and the code', async () => {
    const email = { type: 'confirmacion', subType: 'artista', subject: 'Hola', body: '<p>Editado</p>' };
    const saved = await send('POST', `${mailPath}/save`, email);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ save: true, generatedAuto: false, version: 1 });
    expect((await send('PUT', `${mailPath}/save`, { ...email, version: 1 })).json()).toMatchObject({
      version: 2,
    });
    const stale = await send('PUT', `${mailPath}/save`, { ...email, version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'version_conflict']);
  });

  it('refuses a save all with a bad address with 400 and the address, saving nothing', async () => {
    const res = await send('POST', `${mailPath}/saveAll`, {
      emails: [
        { type: 'confirmacion', subType: 'promotor', subject: 's', body: 'b', to: ['ok@bolo.test'] },
        { type: 'confirmacion', subType: 'sala', subject: 's', body: 'b', to: ['mal@'] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_email', message: 'Email incorrecto: mal@.' });
    expect((await send('GET', `${mailPath}?type=confirmacion`)).json()[1]).toMatchObject({ save: false });
  });

  it('resets an email to its generated text', async () => {
    const res = await send('POST', `${mailPath}/reset_email`, { type: 'confirmacion', subType: 'artista' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ save: false, subject: 'Confirmación: Zahara en La Riviera' });
  });

  it('sends once per Idempotency-Key, and refuses an email without recipients with 404', async () => {
    const key = randomUUID();
    const sendMail = () =>
      server.app.inject({
        method: 'POST',
        url: `${mailPath}/sendMail`,
        payload: { type: 'confirmacion', subType: 'artista' },
        headers: { authorization: `Bearer ${server.adminToken}`, 'idempotency-key': key },
      });
    expect((await sendMail()).statusCode).toBe(200);
    // The server's sender may have delivered it already (to the local mailbox) by the second call.
    expect(['queued', 'sent']).toContain((await sendMail()).json().delivery?.status);
    expect((await queuedEventEmails()).map((mail) => mail.idempotencyKey)).toEqual([`event-email:${key}`]);
    const nobody = await send('POST', `${mailPath}/sendMail`, { type: 'confirmacion', subType: 'sala' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({
      code: 'event_email_not_found',
      message: 'El email del evento no es válido.',
    });
  });

  it('sends all without a request id, and makes a template from an email (409 for a name taken)', async () => {
    const all = await send('POST', `${mailPath}/sendAllMail`, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toHaveLength(15);
    const made = await send('POST', `${mailPath}/newPlantilla`, {
      type: 'confirmacion',
      subType: 'artista',
      name: 'Desde el evento',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({ id: expect.any(Number) });
    const taken = await send('POST', `${mailPath}/newPlantilla`, {
      type: 'confirmacion',
      subType: 'artista',
      name: 'Desde el evento',
    });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'name_plantilla_email_already_exists']);
  });

  it('lists the email templates and gives an email another, refusing one of another party', async () => {
    const listed = await send('GET', `${mailPath}/plantillas`, undefined);
    const own = listed.json().find((t: { name: string }) => t.name === 'Desde el evento');
    expect(own).toMatchObject({ subType: 'confirmacion', party: 'artista', master: false });
    const wrong = await send('POST', `${mailPath}/plantilla`, {
      type: 'confirmacion',
      subType: 'sala',
      templateId: own.id,
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'plantilla_not_for_document']);
    const chosen = await send('POST', `${mailPath}/plantilla`, {
      type: 'confirmacion',
      subType: 'artista',
      templateId: own.id,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ chosenTemplateId: own.id });
  });

  it('answers 401 without a session, 403 to a role without Emails and 404 for an unknown event', async () => {
    expect((await send('GET', mailPath, undefined, null)).statusCode).toBe(401);
    await server.database.db.insert(schema.roles).values({ name: 'Producción', access: ['InfoGeneral'] });
    await createUser(server.database.db, {
      email: 'prod@bolo.test',
      password: 'prod-pass',
      name: 'Pro',
      role: 'Producción',
    });
    const token = await server.signIn('prod@bolo.test', 'prod-pass');
    const forbidden = await send('GET', mailPath, undefined, token);
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, 'forbidden']);
    const unknown = await send('GET', '/api/evento/999999/mail');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'event_not_found']);
  });
});
