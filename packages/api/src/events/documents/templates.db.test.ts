import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, callerWithRole, recordingServices, withSignedInAdmin } from '../../testing';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();
const ids = { master: 0, hall: 0, promoter: 0, contract: 0 };

const confirmation = (name: string, text: string, extra: object = {}) => ({
  name,
  type: 'email' as const,
  subType: 'confirmacion' as const,
  subject: `${text}: {{infoGeneral.name}}`,
  body: `<p>${text}</p>`,
  ...extra,
});

async function newEvent(name: string, plantillas?: Record<string, number>) {
  return admin.events.create({ name, eventType: 'Promotores', artista: { name: 'Zahara' }, plantillas });
}

/** The confirmation email of `party` as the Emails tab shows it. */
async function confirmationOf(eventId: number, party: 'artista' | 'promotor' | 'sala') {
  const emails = await admin.eventMail.list({ eventId, type: 'confirmacion' });
  const email = emails.find((e) => e.subType === party);
  if (!email) throw new Error(`no ${party} email`);
  return email;
}

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  ids.master = (
    await admin.templates.create(confirmation('Confirmación', 'Texto maestro', { master: true }))
  ).id;
  ids.hall = (
    await admin.templates.create(confirmation('Para salas', 'Texto de sala', { party: 'sala' }))
  ).id;
  ids.promoter = (
    await admin.templates.create(confirmation('Para promotores', 'Texto de promotor', { party: 'promotor' }))
  ).id;
  ids.contract = (
    await admin.templates.create({
      name: 'Contrato artista',
      type: 'contract',
      subType: 'artista',
      body: '<p>Contrato</p>',
      master: true,
    })
  ).id;
});
afterAll(() => database.close());

describe("an event's own templates per department and party", () => {
  it("generates the hall's confirmation from the template chosen at creation, the artist's from the master", async () => {
    const event = await newEvent('Elegida al crear', { 'confirmacion.sala': ids.hall });
    expect(await confirmationOf(event.id, 'sala')).toMatchObject({
      subject: 'Texto de sala: Elegida al crear',
      chosenTemplateId: ids.hall,
      generatedAuto: true,
    });
    expect(await confirmationOf(event.id, 'artista')).toMatchObject({
      subject: 'Texto maestro: Elegida al crear',
      chosenTemplateId: ids.master,
    });
  });

  it('refuses a template of another kind or party, and one that does not exist, creating nothing', async () => {
    await expect(newEvent('Mal elegida', { 'confirmacion.artista': ids.hall })).rejects.toMatchObject({
      appCode: 'plantilla_not_for_document',
    });
    await expect(newEvent('Mal elegida', { 'contrato.artista': ids.master })).rejects.toMatchObject({
      appCode: 'plantilla_not_for_document',
    });
    await expect(newEvent('Mal elegida', { 'confirmacion.sala': 999_999 })).rejects.toMatchObject({
      appCode: 'plantilla_email_not_found',
    });
    expect(await admin.events.checkName({ value: 'Mal elegida' })).toEqual({ available: true });
  });

  it("keeps an event's documents when the master mark moves to another template", async () => {
    const before = await newEvent('Antes del cambio');
    const latest = await admin.templates.find({ id: ids.master });
    await admin.templates.update({ id: ids.master, version: latest.version, master: false });
    const newMaster = await admin.templates.create(
      confirmation('Nueva maestra', 'Texto nuevo', { master: true }),
    );
    try {
      expect((await confirmationOf(before.id, 'artista')).subject).toBe('Texto maestro: Antes del cambio');
      const after = await newEvent('Después del cambio');
      expect((await confirmationOf(after.id, 'artista')).subject).toBe('Texto nuevo: Después del cambio');
    } finally {
      await admin.templates.delete({ id: newMaster.id });
      const current = await admin.templates.find({ id: ids.master });
      await admin.templates.update({ id: ids.master, version: current.version, master: true });
    }
  });

  it('takes the master written for the party before the one for any party', async () => {
    const forHalls = await admin.templates.create(
      confirmation('Maestra de salas', 'Maestro de sala', { party: 'sala', master: true }),
    );
    try {
      const event = await newEvent('Maestra por parte');
      expect((await confirmationOf(event.id, 'sala')).subject).toBe('Maestro de sala: Maestra por parte');
      expect((await confirmationOf(event.id, 'promotor')).subject).toBe('Texto maestro: Maestra por parte');
      expect(
        await admin.templates.model({ type: 'email', subType: 'confirmacion', party: 'sala' }),
      ).toMatchObject({ id: forHalls.id });
      await expect(
        admin.templates.create(confirmation('Otra de salas', 'x', { party: 'sala', master: true })),
      ).rejects.toMatchObject({ appCode: 'tipo_plantilla_email_already_exists' });
    } finally {
      await admin.templates.delete({ id: forHalls.id });
    }
  });

  it('refuses a party on a contract template: its party is its sub-type', async () => {
    await expect(
      admin.templates.create({ name: 'Contrato raro', type: 'contract', subType: 'sala', party: 'artista' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('changes a template in the tab: an unsaved email follows it, a saved one keeps its text', async () => {
    const event = await newEvent('Cambio en la pestaña');
    const promoterEmail = await admin.eventMail.chooseTemplate({
      eventId: event.id,
      type: 'confirmacion',
      subType: 'promotor',
      templateId: ids.promoter,
    });
    expect(promoterEmail).toMatchObject({
      subject: 'Texto de promotor: Cambio en la pestaña',
      generatedAuto: true,
    });

    const { to, cc, bcc, body } = await confirmationOf(event.id, 'artista');
    const edited = {
      type: 'confirmacion',
      subType: 'artista',
      to,
      cc,
      bcc,
      body,
      subject: 'Editado',
    } as const;
    await admin.eventMail.save({ eventId: event.id, ...edited });
    await expect(
      admin.eventMail.chooseTemplate({
        eventId: event.id,
        type: 'confirmacion',
        subType: 'artista',
        templateId: ids.promoter,
      }),
    ).rejects.toMatchObject({ appCode: 'plantilla_not_for_document' });
    const other = await admin.templates.create(confirmation('Cualquiera', 'Otro texto'));
    const kept = await admin.eventMail.chooseTemplate({
      eventId: event.id,
      type: 'confirmacion',
      subType: 'artista',
      templateId: other.id,
    });
    expect(kept).toMatchObject({
      subject: 'Editado',
      save: true,
      generatedAuto: false,
      chosenTemplateId: other.id,
    });
    const reset = await admin.eventMail.reset({
      eventId: event.id,
      type: 'confirmacion',
      subType: 'artista',
    });
    expect(reset).toMatchObject({ subject: 'Otro texto: Cambio en la pestaña', generatedAuto: true });
  });

  it("gives a contract another template, and a duplicated event keeps its source's templates", async () => {
    const other = await admin.templates.create({
      name: 'Contrato corto',
      type: 'contract',
      subType: 'artista',
      body: '<p>Corto</p>',
    });
    const event = await newEvent('Contrato elegido');
    const contract = await admin.eventContracts.chooseTemplate({
      eventId: event.id,
      subType: 'artista',
      templateId: other.id,
    });
    expect(contract).toMatchObject({ body: '<p>Corto</p>', chosenTemplateId: other.id, generatedAuto: true });
    const copy = await admin.events.duplicate({ id: event.id });
    const [copied] = (await admin.eventContracts.list({ eventId: copy.id })).filter(
      (c) => c.subType === 'artista',
    );
    expect(copied).toMatchObject({ body: '<p>Corto</p>' });
  });

  it("books a new event for the office's only company unless the draft says otherwise", async () => {
    const company = await admin.masters.company.create({ name: 'La única empresa' });
    expect(await newEvent('Con la empresa')).toMatchObject({ empresaId: company.id });
    const none = await admin.events.create({
      name: 'Sin empresa',
      eventType: 'Promotores',
      artista: { name: 'Zahara' },
      empresaId: null,
    });
    expect(none.empresaId).toBeNull();
    await admin.masters.company.create({ name: 'Otra empresa' });
    expect((await newEvent('Dos empresas')).empresaId).toBeNull();
  });

  it('lets only a role with Emails choose email templates, and one with Contratos contract templates', async () => {
    await admin.admin.roles.create({ name: 'Solo información', access: ['InfoGeneral', 'DatosContraparte'] });
    const clerk = await callerWithRole(database, 'Solo información', services);
    const draft = { name: 'Sin acceso', eventType: 'Promotores' as const, artista: { name: 'Zahara' } };
    await expect(
      clerk.events.create({ ...draft, plantillas: { 'confirmacion.sala': ids.hall } }),
    ).rejects.toMatchObject({ appCode: 'forbidden' });
    await expect(clerk.eventMail.templates()).rejects.toMatchObject({ appCode: 'forbidden' });
    await expect(clerk.events.create(draft)).resolves.toMatchObject({ name: 'Sin acceso' });
  });
});
