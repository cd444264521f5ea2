import { randomUUID } from 'node:crypto';
import { type Database, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, callerWithRole, recordingServices, withSignedInAdmin } from '../../testing';
import { errorMessageOf } from '../../trpc-errors';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let eventId = 0;
let masterId = 0;
const services = recordingServices();

const confirmation = {
  name: 'Confirmación estándar',
  type: 'email' as const,
  subType: 'confirmacion' as const,
  subject: 'Confirmación: {{infoGeneral.name}}',
  body: '<p>Hola {{artista.nameSignatory}}: {{infoGeneral.name}} ({{contratacion.tipoContrato}}).</p>',
  master: true,
};
const artistConfirmation = { type: 'confirmacion', subType: 'artista' } as const;
const promoterConfirmation = { type: 'confirmacion', subType: 'promotor' } as const;

const emailOf = async (kind: { type: 'confirmacion'; subType: 'artista' | 'promotor' | 'sala' }) => {
  const emails = await admin.eventMail.list({ eventId, type: kind.type });
  const email = emails.find((e) => e.subType === kind.subType);
  if (!email) throw new Error(`no ${kind.subType} email`);
  return email;
};
const eventEmailMails = () =>
  database.db.select().from(schema.mails).where(eq(schema.mails.kind, 'event_email'));

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  masterId = (await admin.templates.create(confirmation)).id;
  await admin.masters.department.create({
    name: 'Confirmación',
    emails: ['confirmacion@bolo.test'],
    ccEmails: ['direccion@bolo.test'],
  });
  const artist = await admin.masters.artist.create({
    name: 'Zahara',
    nameSignatory: 'María Zahara',
    emailConfirmacion: ['booking@zahara.test'],
  });
  const event = await admin.events.create({
    name: 'Zahara en La Riviera',
    eventType: 'Promotores',
    date: '2026-06-12',
    artista: { artistaMaestroId: artist.id },
    promotor: { name: 'Live Nation', email: 'oficina@livenation.test' },
  });
  eventId = event.id;
});
afterAll(() => database.close());

describe('the emails of an event, generated from the master templates', () => {
  it('lists every department and party, generated with recipients from the party’s and the department’s lists', async () => {
    const emails = await admin.eventMail.list({ eventId });
    expect(emails.map((e) => `${e.type}/${e.subType}`)).toEqual(
      ['confirmacion', 'produccion', 'comunicacion', 'accesibilidad', 'avance'].flatMap((type) =>
        ['artista', 'promotor', 'sala'].map((party) => `${type}/${party}`),
      ),
    );
    expect(emails[0]).toMatchObject({
      id: null,
      eventId,
      subject: 'Confirmación: Zahara en La Riviera',
      body: '<p>Hola María Zahara: Zahara en La Riviera (Artista).</p>',
      to: ['booking@zahara.test'],
      cc: ['confirmacion@bolo.test', 'direccion@bolo.test'],
      bcc: [],
      generatedAuto: true,
      save: false,
      plantillaId: masterId,
      plantillaName: 'Confirmación estándar',
      templateDeleted: false,
      templateMissing: false,
      sent: false,
      sentAt: null,
      delivery: null,
      version: null,
    });
    expect(emails[1]).toMatchObject({
      to: ['oficina@livenation.test'],
      body: expect.stringContaining('(Promotor)'),
    });
    expect(emails[3]).toMatchObject({ templateMissing: true, body: '', subject: '', plantillaId: null });
  });

  it('lists the three emails of one department', async () => {
    const emails = await admin.eventMail.list({ eventId, type: 'confirmacion' });
    expect(emails.map((e) => e.subType)).toEqual(['artista', 'promotor', 'sala']);
  });
});

describe('saving and resetting an event’s email', () => {
  it('keeps the saved text and recipients, no longer generated, and refuses a stale version', async () => {
    const saved = await admin.eventMail.save({
      eventId,
      ...artistConfirmation,
      to: ['maria@zahara.test'],
      cc: [],
      bcc: ['archivo@bolo.test'],
      subject: 'Confirmación: Zahara',
      body: '<p>Texto editado</p>',
    });
    expect(saved).toMatchObject({ save: true, generatedAuto: false, version: 1, to: ['maria@zahara.test'] });
    expect(await emailOf(artistConfirmation)).toMatchObject({ body: '<p>Texto editado</p>', save: true });
    const stale = admin.eventMail.save({
      eventId,
      ...artistConfirmation,
      subject: 'x',
      body: 'y',
      version: 9,
    });
    await expect(stale).rejects.toMatchObject({ appCode: 'version_conflict' });
  });

  it('saves all or nothing: a bad address or a stale version saves none of them', async () => {
    const promoter = {
      ...promoterConfirmation,
      subject: 'Nuevo asunto',
      body: '<p>Nuevo</p>',
      to: ['a@b.es'],
    };
    const badAddress = admin.eventMail.saveAll({
      eventId,
      emails: [promoter, { ...artistConfirmation, version: 1, subject: 's', body: 'b', cc: ['no-es-email'] }],
    });
    await expect(badAddress).rejects.toMatchObject({ appCode: 'invalid_email' });
    expect(errorMessageOf(await badAddress.catch((e: unknown) => e), 'es')).toBe(
      'Email incorrecto: no-es-email.',
    );
    const stale = admin.eventMail.saveAll({
      eventId,
      emails: [promoter, { ...artistConfirmation, version: 7, subject: 's', body: 'b' }],
    });
    await expect(stale).rejects.toMatchObject({ appCode: 'version_conflict' });
    expect(await emailOf(promoterConfirmation)).toMatchObject({ save: false, id: null });
    const saved = await admin.eventMail.saveAll({
      eventId,
      emails: [
        promoter,
        { ...artistConfirmation, version: 1, subject: 's', body: 'b', to: ['maria@zahara.test'] },
      ],
    });
    expect(saved.map((e) => [e.subType, e.save, e.version])).toEqual([
      ['promotor', true, 1],
      ['artista', true, 2],
    ]);
  });

  it('resets an email to the generated text and recipients, not saved', async () => {
    const reset = await admin.eventMail.reset({ eventId, ...promoterConfirmation });
    expect(reset).toMatchObject({
      save: false,
      generatedAuto: true,
      to: ['oficina@livenation.test'],
      subject: 'Confirmación: Zahara en La Riviera',
      version: 2,
    });
  });

  it('keeps a saved email’s text when its template is deleted, and says so', async () => {
    const other = await admin.templates.create({ ...confirmation, name: 'Otra', subType: 'produccion' });
    const kind = { type: 'produccion', subType: 'sala' } as const;
    const text = { subject: 'Producción', body: '<p>Rider</p>' };
    await admin.eventMail.save({ eventId, ...kind, ...text, to: ['sala@bolo.test'] });
    await admin.templates.delete({ id: other.id });
    const [, , sala] = await admin.eventMail.list({ eventId, type: 'produccion' });
    expect(sala).toMatchObject({ ...text, templateDeleted: true, plantillaId: null, plantillaName: null });
  });
});

describe('sending an event’s email', () => {
  it('queues a double click once, saves what it sent and shows the delivery', async () => {
    const requestId = randomUUID();
    const send = () => admin.eventMail.send({ eventId, ...promoterConfirmation, requestId });
    const [first, second] = [await send(), await send()];
    const queued = await eventEmailMails();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      idempotencyKey: `event-email:${requestId}`,
      to: ['oficina@livenation.test'],
      cc: ['confirmacion@bolo.test', 'direccion@bolo.test'],
      subject: 'Confirmación: Zahara en La Riviera',
      html: '<p>Hola María Zahara: Zahara en La Riviera (Promotor).</p>',
      text: 'Hola María Zahara: Zahara en La Riviera (Promotor).',
      status: 'queued',
    });
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      save: true,
      generatedAuto: true,
      sent: false,
      delivery: { status: 'queued' },
    });
    const [row] = await database.db
      .select({ outboxId: schema.eventEmails.outboxId })
      .from(schema.eventEmails)
      .where(eq(schema.eventEmails.id, first.id ?? 0));
    expect(row?.outboxId).toBe(queued[0]?.id);
  });

  it('refuses an email without recipients, queueing and saving nothing', async () => {
    const send = admin.eventMail.send({
      eventId,
      type: 'confirmacion',
      subType: 'sala',
      requestId: randomUUID(),
    });
    await expect(send).rejects.toMatchObject({ appCode: 'event_email_not_found' });
    expect(await eventEmailMails()).toHaveLength(1);
    expect(await emailOf({ type: 'confirmacion', subType: 'sala' })).toMatchObject({ id: null, save: false });
  });

  it('sends all: each email with recipients and a subject that is neither sent nor waiting, once', async () => {
    const requestId = randomUUID();
    const emails = await admin.eventMail.sendAll({ eventId, type: 'confirmacion', requestId });
    const keys = (await eventEmailMails()).map((mail) => mail.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys).toContain(`event-email:${requestId}:confirmacion:artista`);
    expect(emails.map((e) => e.delivery?.status ?? null)).toEqual(['queued', 'queued', null]);
    await admin.eventMail.sendAll({ eventId, requestId: randomUUID() });
    const all = await eventEmailMails();
    // Only the production email to the hall was left with recipients and a subject.
    expect(all.map((mail) => mail.subject).sort()).toEqual(
      ['Producción', 'Confirmación: Zahara en La Riviera', 's'].sort(),
    );
  });
});

describe('a new template from an event’s email', () => {
  it('makes an email template of the department with the email’s subject and body', async () => {
    const { id } = await admin.eventMail.newTemplate({
      eventId,
      ...promoterConfirmation,
      name: 'Para promotores',
    });
    expect(await admin.templates.find({ id })).toMatchObject({
      type: 'email',
      subType: 'confirmacion',
      master: false,
      subject: 'Confirmación: Zahara en La Riviera',
      body: '<p>Hola María Zahara: Zahara en La Riviera (Promotor).</p>',
    });
    const again = admin.eventMail.newTemplate({ eventId, ...promoterConfirmation, name: 'PARA PROMOTORES' });
    await expect(again).rejects.toMatchObject({ appCode: 'name_plantilla_email_already_exists' });
  });
});

describe('the contract share links in an email', () => {
  it('fill linkShare with the open link of the party’s contract, so a mail can carry it', async () => {
    await admin.templates.create({
      name: 'Producción con contrato',
      type: 'email',
      subType: 'produccion',
      subject: 'Contrato',
      body: '<p>Su contrato: {{linkShare.artista}}</p>',
      master: true,
    });
    const production = { eventId, type: 'produccion' } as const;
    expect((await admin.eventMail.list(production))[0]?.body).toBe('<p>Su contrato: </p>');
    const shared = await admin.eventContracts.shareLink({ eventId, subType: 'artista' });
    const url = shared.linkShare?.url;
    expect(url).toMatch(/^http:\/\/bolo\.test\/c\//);
    expect((await admin.eventMail.list(production))[0]?.body).toBe(`<p>Su contrato: ${url}</p>`);
  });
});

describe('who may see an event’s emails', () => {
  it('refuses a role without Emails, and answers event_not_found for a deleted event', async () => {
    await admin.admin.roles.create({ name: 'Producción', access: ['InfoGeneral', 'Produccion'] });
    const producer = await callerWithRole(database, 'Producción', services);
    await expect(producer.eventMail.list({ eventId })).rejects.toMatchObject({ appCode: 'forbidden' });
    await expect(
      producer.eventMail.send({ eventId, ...promoterConfirmation, requestId: randomUUID() }),
    ).rejects.toMatchObject({ appCode: 'forbidden' });
    await admin.events.delete({ id: eventId });
    await expect(admin.eventMail.list({ eventId })).rejects.toMatchObject({ appCode: 'event_not_found' });
    await expect(
      admin.eventMail.save({ eventId, ...artistConfirmation, subject: 's', body: 'b', version: 2 }),
    ).rejects.toMatchObject({ appCode: 'event_not_found' });
  });
});
