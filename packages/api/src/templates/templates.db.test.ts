import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, recordingServices, withAdminAndClerk } from '../testing';
import { errorMessageOf } from '../trpc-errors';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let clerk: Awaited<ReturnType<typeof callerFor>>;
let eventId = 0;
const services = recordingServices();
const nbsp = '\u00a0';

const confirmation = {
  name: 'Confirmación estándar',
  type: 'email' as const,
  subType: 'confirmacion' as const,
  subject: 'Confirmación: {{infoGeneral.name}}',
  body: '<p>Hola {{artista.nameSignatory}}:</p>\n<p>{{infoGeneral.name}}, el {{fecha infoGeneral.date}} en {{sala.name}}.</p>\n<p>Caché: {{dinero contratacionArtista.cacheFijo}}. Firma {{usuario.name}} {{usuario.lastName}} para {{empresa.name}}.</p>',
};

beforeAll(async () => {
  ({ database, admin, clerk } = await withAdminAndClerk(services));
  const company = await admin.masters.company.create({ name: 'Bolo Live SL' });
  const artist = await admin.masters.artist.create({ name: 'Zahara', nameSignatory: 'María Zahara' });
  await admin.masters.department.create({ name: 'Confirmación', emails: ['confirmacion@bolo.test'] });
  const event = await admin.events.create({
    name: 'Zahara en La Riviera',
    eventType: 'Promotores',
    date: '2026-06-12',
    empresaId: company.id,
    entradas: [{ pvp: 2500, descripcion: 'General' }],
    artista: { artistaMaestroId: artist.id },
    sala: { name: 'La Riviera', city: 'Madrid' },
  });
  eventId = event.id;
  const block = event.hiring?.find((b) => b.type === 'artista');
  if (!block) throw new Error('the event has no artist hiring block');
  await admin.events.hiring.update({
    id: block.id,
    version: block.version,
    cache: {
      fijo: { quantity: 1_500_000, active: true, description: '' },
      variable: { description: '', active: false, sections: [] },
    },
  });
});
afterAll(() => database.close());

describe('saving templates', () => {
  it('creates an email template and finds it in its type’s list', async () => {
    const created = await admin.templates.create(confirmation);
    expect(created).toMatchObject({ ...confirmation, master: false, version: 1 });
    const emails = await admin.templates.byType({ tipos: ['confirmacion'] });
    expect(emails.map((t) => t.name)).toContain('Confirmación estándar');
    expect(await admin.templates.byType({ tipos: ['contract'] })).toEqual([]);
  });

  it('refuses a body that does not compile, saying the line and the reason', async () => {
    const broken = admin.templates.create({
      ...confirmation,
      name: 'Rota',
      body: '<p>Hola</p>\n<p>{{#if artista.isTelonero}}telonero</p>\n<p>{{#each emailsDepartamentos.produccion}}{{this}}{{/each}}</p>\n<p>Un saludo</p>',
    });
    await expect(broken).rejects.toMatchObject({ appCode: 'plantilla_not_valid' });
    const error = await broken.catch((e: unknown) => e);
    expect(errorMessageOf(error, 'es')).toBe(
      'La plantilla no es válida (cuerpo, línea 2): falta cerrar el bloque «#if» abierto aquí: ciérrelo con {{/if}}.',
    );
    expect(await admin.templates.byName({ name: 'Rota' })).toEqual([]);
  });

  it('refuses an unknown variable in the subject and a helper that is not ours on update', async () => {
    await expect(
      admin.templates.create({ ...confirmation, name: 'Asunto malo', subject: '{{infoGeneral.nombre}}' }),
    ).rejects.toMatchObject({
      appCode: 'plantilla_not_valid',
      message: expect.stringMatching(/asunto, línea 1/),
    });
    const [saved] = await admin.templates.byName({ name: 'Confirmación estándar' });
    if (!saved) throw new Error('not saved');
    await expect(
      admin.templates.update({ id: saved.id, version: saved.version, body: '{{lookup this "constructor"}}' }),
    ).rejects.toMatchObject({ appCode: 'plantilla_not_valid' });
    expect((await admin.templates.find({ id: saved.id })).body).toBe(confirmation.body);
  });

  it('refuses a second template with the same name, and a sub-type of the other type', async () => {
    await expect(
      admin.templates.create({ ...confirmation, name: 'confirmacion ESTÁNDAR' }),
    ).rejects.toMatchObject({
      appCode: 'name_plantilla_email_already_exists',
    });
    await expect(
      admin.templates.create({ ...confirmation, name: 'Mezcla', type: 'contract' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps one master per type and sub-type, which is the model of that kind', async () => {
    const master = await admin.templates.create({
      ...confirmation,
      name: 'Maestra de confirmación',
      master: true,
    });
    await expect(
      admin.templates.create({ ...confirmation, name: 'Otra maestra', master: true }),
    ).rejects.toMatchObject({ appCode: 'tipo_plantilla_email_already_exists' });
    expect((await admin.templates.model({ type: 'email', subType: 'confirmacion' })).id).toBe(master.id);
    expect((await admin.templates.listMaster()).map((t) => t.id)).toEqual([master.id]);
    await expect(admin.templates.model({ type: 'contract', subType: 'sala' })).rejects.toMatchObject({
      appCode: 'plantilla_email_not_found',
    });
  });

  it('duplicates a template under a free name, never as a second master', async () => {
    const master = await admin.templates.model({ type: 'email', subType: 'confirmacion' });
    const copy = await admin.templates.duplicate({ id: master.id });
    expect(copy).toMatchObject({ name: 'Maestra de confirmación (copia)', body: master.body, master: false });
    const again = await admin.templates.duplicate({ id: master.id });
    expect(again.name).toBe('Maestra de confirmación (copia 2)');
  });

  it('lists a page of one type or sub-type, searched by name, with its total', async () => {
    await admin.templates.create({
      name: 'Contrato de sala',
      type: 'contract',
      subType: 'sala',
      body: '<p>{{sala.name}}</p>',
    });
    const page = { page: 1, size: 2 };
    const emails = await admin.templates.list({ ...page, type: 'email' });
    expect(emails.total).toBe(4);
    expect(emails.items.map((t) => t.name)).toEqual(['Confirmación estándar', 'Maestra de confirmación']);
    const second = await admin.templates.list({ ...page, page: 2, type: 'email' });
    expect(second.items.every((t) => t.type === 'email')).toBe(true);
    const halls = await admin.templates.list({ ...page, type: 'contract', subType: 'sala' });
    expect(halls).toMatchObject({ total: 1, items: [{ name: 'Contrato de sala' }] });
    expect((await admin.templates.list({ ...page, subType: 'confirmacion', q: 'copia' })).total).toBe(2);
    expect((await admin.templates.list({ ...page, subType: 'artista' })).total).toBe(0);
    expect((await admin.templates.list(page)).total).toBe(5);
  });

  it('asks for at least one type when listing by type', async () => {
    await expect(admin.templates.byType({ tipos: [] })).rejects.toMatchObject({
      appCode: 'mandatory_list_tipo_plantilla',
    });
  });

  it('is for the roles that have Plantillas in their access list', async () => {
    await expect(clerk.templates.listMaster()).rejects.toMatchObject({ appCode: 'forbidden' });
  });
});

describe('previewing a template against an event', () => {
  it('renders the saved template with the event, its parties, hiring, company and the reader', async () => {
    const [saved] = await admin.templates.byName({ name: 'Confirmación estándar' });
    if (!saved) throw new Error('not saved');
    const me = await admin.user.profile();
    const preview = await admin.templates.preview({ templateId: saved.id, eventId });
    expect(preview.subject).toBe('Confirmación: Zahara en La Riviera');
    expect(preview.body).toBe(
      `<p>Hola María Zahara:</p>\n<p>Zahara en La Riviera, el 12 de junio de 2026 en La Riviera.</p>\n<p>Caché: 15.000,00${nbsp}€. Firma ${me.name} ${me.lastName} para Bolo Live SL.</p>`,
    );
  });

  it('prints the phase and the payment methods by their labels, not as stored (issue 28)', async () => {
    const preview = await admin.templates.preview({
      body: '{{infoGeneral.fase}} · {{contratacionSala.formaPagoFijo}} · {{contratacionArtista.formaPagoFijo}}',
      eventId,
    });
    // stored: Creacion, Tranferencia (the legacy spelling), Efectivo
    expect(preview.body).toBe('Creación · Transferencia · Efectivo');
  });

  it('renders text being edited with the samples, and the department lists of the event', async () => {
    const sample = await admin.templates.preview({
      body: '{{artista.name}} · {{lista emailsDepartamentos.confirmacion}}',
    });
    expect(sample.body).toBe('Zahara · confirmacion@bolo.es');
    const real = await admin.templates.preview({
      body: '{{lista emailsDepartamentos.confirmacion}} / {{promotor.name}}.',
      eventId,
    });
    expect(real.body).toBe('confirmacion@bolo.test / .');
  });

  it('refuses a row field that the rows do not have, with the line, not a server error', async () => {
    await expect(
      admin.templates.preview({
        body: '<ul>\n{{#each entrada.entradas}}<li>{{precio}}</li>{{/each}}</ul>',
        eventId,
      }),
    ).rejects.toMatchObject({
      appCode: 'plantilla_not_valid',
      message: expect.stringMatching(/línea 2.*precio/),
    });
  });

  it('answers event_not_found for an event that does not exist', async () => {
    await expect(admin.templates.eventVariables({ eventId: 999_999 })).rejects.toMatchObject({
      appCode: 'event_not_found',
    });
  });
});
