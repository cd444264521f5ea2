import { type Database, schema } from '@bolo/db';
import { pdfTextLines } from '@bolo/templating/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, withSignedInAdmin } from '../../testing';
import {
  type DocumentTarget,
  documentGenerator,
  findStored,
  resetDocument,
  saveDocument,
  stateOf,
  templateFromDocument,
} from './service';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let adminId = 0;
let eventId = 0;

const reader = {
  role: { name: 'ROLE_ADMIN', access: [] },
  user: { name: 'Ana', lastName: 'Oficina', email: 'ana@bolo.test' },
};
const confirmationKind = { type: 'email', subType: 'confirmacion' } as const;
const confirmation = {
  name: 'Confirmación estándar',
  ...confirmationKind,
  subject: 'Confirmación: {{infoGeneral.name}}',
  body: '<p>{{infoGeneral.name}} el {{fecha infoGeneral.date}} para {{contratacion.tipoContrato}}</p>',
  master: true,
};
const emailTarget = (subType: 'artista' | 'promotor' | 'sala' = 'artista') =>
  ({
    table: schema.eventEmails,
    key: { eventId, type: 'confirmacion', subType },
  }) satisfies DocumentTarget<typeof schema.eventEmails>;

/** The email of the target as a reader sees it now. */
async function emailNow(target = emailTarget()) {
  const generated = await documentGenerator(database.db, eventId, reader).generate(
    confirmationKind,
    target.key.subType,
  );
  return { generated, state: stateOf(await findStored(database.db, target), generated) };
}

beforeAll(async () => {
  ({ database, admin, adminId } = await withSignedInAdmin());
  const event = await admin.events.create({
    name: 'Zahara en La Riviera',
    eventType: 'Promotores',
    date: '2026-06-12',
    artista: { name: 'Zahara' },
  });
  eventId = event.id;
});
afterAll(() => database.close());

describe('an event document generated from the master template', () => {
  it('is empty and says the master is missing while the kind has none', async () => {
    const { state } = await emailNow();
    expect(state).toMatchObject({
      id: null,
      body: '',
      subject: '',
      plantillaId: null,
      templateMissing: true,
    });
  });

  it('renders the master for the event in the party’s context, and follows the event until saved', async () => {
    const master = await admin.templates.create(confirmation);
    const { state } = await emailNow(emailTarget('promotor'));
    expect(state).toMatchObject({
      subject: 'Confirmación: Zahara en La Riviera',
      body: '<p>Zahara en La Riviera el 12 de junio de 2026 para Promotor</p>',
      plantillaId: master.id,
      plantillaName: 'Confirmación estándar',
      generatedAuto: true,
      save: false,
      templateMissing: false,
    });
    const event = await admin.events.find({ id: eventId });
    await admin.events.update({ id: eventId, version: event.version, name: 'Zahara en el Price' });
    expect((await emailNow(emailTarget('promotor'))).state.subject).toBe('Confirmación: Zahara en el Price');
  });
});

describe('saving, resetting and the template behind an event document', () => {
  it('keeps a saved text, no longer generated when edited, and refuses a stale version', async () => {
    const { generated } = await emailNow();
    const edited = { subject: generated.subject, body: '<p>Texto editado</p>' };
    const saved = await saveDocument(database.db, emailTarget(), generated, edited, adminId);
    const { state } = await emailNow();
    expect(state).toMatchObject({ ...edited, save: true, generatedAuto: false, version: 1, id: saved.id });
    const again = saveDocument(database.db, emailTarget(), generated, edited, adminId);
    await expect(again).rejects.toMatchObject({ appCode: 'version_conflict' });
    const stale = saveDocument(database.db, emailTarget(), generated, { ...edited, version: 7 }, adminId);
    await expect(stale).rejects.toMatchObject({ appCode: 'version_conflict' });
    expect((await emailNow()).state.body).toBe('<p>Texto editado</p>');
  });

  it('saved with the generated text, it stays generated', async () => {
    const { generated } = await emailNow(emailTarget('sala'));
    await saveDocument(database.db, emailTarget('sala'), generated, generated, adminId);
    expect((await emailNow(emailTarget('sala'))).state).toMatchObject({ save: true, generatedAuto: true });
  });

  it('resets to the generated text, following the event again, and keeps the row', async () => {
    const { generated } = await emailNow();
    const reset = await resetDocument(database.db, emailTarget(), generated, {}, adminId);
    expect(reset).toMatchObject({ save: false, version: 2, body: generated.body });
    expect((await emailNow()).state).toMatchObject({
      save: false,
      generatedAuto: true,
      body: generated.body,
    });
    const never = await resetDocument(database.db, emailTarget('promotor'), generated, {}, adminId);
    expect(never).toBeNull();
  });

  it('keeps a saved text when its template is deleted, and says the template was deleted', async () => {
    const { generated } = await emailNow();
    const [row] = await admin.templates.byName({ name: 'Confirmación estándar' });
    if (!row) throw new Error('no master');
    const text = { subject: 'Asunto propio', body: '<p>Propio</p>' };
    await saveDocument(database.db, emailTarget(), generated, { ...text, version: 2 }, adminId);
    await admin.templates.delete({ id: row.id });
    const { state } = await emailNow();
    expect(state).toMatchObject({ ...text, templateDeleted: true, plantillaId: null, templateMissing: true });
    expect((await emailNow(emailTarget('promotor'))).state).toMatchObject({
      body: '',
      templateMissing: true,
    });
  });

  it('writes a contract, which has no subject, with the same rules', async () => {
    const target = { table: schema.eventContracts, key: { eventId, subType: 'sala' as const } };
    const generated = await documentGenerator(database.db, eventId, reader).generate(
      { type: 'contract', subType: 'sala' },
      'sala',
    );
    const saved = await saveDocument(
      database.db,
      target,
      generated,
      { subject: '', body: '<p>Contrato</p>' },
      adminId,
    );
    expect(saved).toMatchObject({ body: '<p>Contrato</p>', save: true, annex: [] });
    expect(stateOf(saved, generated)).toMatchObject({ subject: '', templateMissing: true });
  });

  it('refuses to save a document of a deleted event', async () => {
    const other = await admin.events.create({
      name: 'Borrado',
      eventType: 'Promotores',
      artista: { name: 'X' },
    });
    await admin.events.delete({ id: other.id });
    const target = {
      table: schema.eventEmails,
      key: { eventId: other.id, type: 'confirmacion' as const, subType: 'artista' as const },
    };
    const generated = {
      subject: '',
      body: '',
      plantillaId: null,
      plantillaName: null,
      templateMissing: true,
    };
    await expect(saveDocument(database.db, target, generated, generated, adminId)).rejects.toMatchObject({
      appCode: 'event_not_found',
    });
    await expect(
      documentGenerator(database.db, other.id, reader).generate(confirmationKind, 'artista'),
    ).rejects.toMatchObject({
      appCode: 'event_not_found',
    });
  });

  it('makes a new template from a document for its party, which the document follows from then on', async () => {
    const text = { subject: 'Asunto', body: '<p>Cuerpo</p>' };
    const forHall = { kind: confirmationKind, party: 'sala' } as const;
    const { id } = await templateFromDocument(
      database.db,
      eventId,
      forHall,
      { ...text, plantillaId: null, name: 'Desde el email' },
      adminId,
    );
    expect(await admin.templates.find({ id })).toMatchObject({
      ...text,
      ...confirmationKind,
      party: 'sala',
      master: false,
    });
    expect((await emailNow(emailTarget('sala'))).generated).toMatchObject({ ...text, plantillaId: id });
    expect((await emailNow(emailTarget('artista'))).generated.plantillaId).not.toBe(id);
    const taken = templateFromDocument(
      database.db,
      eventId,
      forHall,
      { ...text, plantillaId: null, name: 'desde el EMAIL' },
      adminId,
    );
    await expect(taken).rejects.toMatchObject({ appCode: 'name_plantilla_email_already_exists' });
  });
});

describe("a document in its template's language (issue 28)", () => {
  const body =
    '<p>{{fecha infoGeneral.date}} · {{dinero contratacion.cacheFijo}} · {{contratacion.formaPagoFijo}} · ' +
    '{{infoGeneral.fase}} · {{siNo contratacion.exclusividad}}</p>';
  const contract = (subType: 'promotor' | 'sala', name: string, language?: 'es' | 'en') => ({
    name,
    type: 'contract' as const,
    subType,
    body,
    master: true,
    ...(language ? { language } : {}),
  });
  let englishId = 0;
  let languagesEvent = 0;
  const contractOf = async (party: 'promotor' | 'sala') => {
    const found = (await admin.eventContracts.list({ eventId: languagesEvent })).find(
      (c) => c.subType === party,
    );
    if (!found) throw new Error(`no ${party} contract`);
    return found;
  };
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  beforeAll(async () => {
    englishId = (await admin.templates.create(contract('promotor', 'Contract · Promoter', 'en'))).id;
    await admin.templates.create(contract('sala', 'Contrato · Sala'));
    const event = await admin.events.create({
      name: 'Zahara in London',
      eventType: 'Promotores',
      date: '2027-03-19',
      artista: { name: 'Zahara' },
      promotor: { name: 'Live Nation UK' },
      sala: { name: 'La Riviera' },
    });
    languagesEvent = event.id;
    const blocks = await admin.events.hiring.list({ eventId: event.id });
    for (const block of blocks.filter((b) => b.type === 'promotor' || b.type === 'sala')) {
      await admin.events.hiring.update({
        id: block.id,
        version: block.version,
        formaPagoFijo: 'Tranferencia',
        exclusividad: true,
        cache: { ...block.cache, fijo: { quantity: 650_000, active: true, description: '' } },
      });
    }
  });

  it("prints an English template's day, fee, payment method, phase and yes in English, a Spanish one's in Spanish", async () => {
    expect(plain((await contractOf('promotor')).body)).toBe(
      '<p>19 March 2027 · €6,500.00 · Bank transfer · Creation · Yes</p>',
    );
    expect(plain((await contractOf('sala')).body)).toBe(
      '<p>19 de marzo de 2027 · 6.500,00 € · Transferencia · Creación · Sí</p>',
    );
  });

  it("heads the PDF of an English contract in English: 'page 1 of 1'", async () => {
    const pdf = async (subType: 'promotor' | 'sala') =>
      (await pdfTextLines((await admin.eventContracts.pdf({ eventId: languagesEvent, subType })).bytes)).join(
        '\n',
      );
    expect(await pdf('promotor')).toMatch(/19 March 2027[\s\S]*page 1 of 1/);
    expect(await pdf('sala')).toMatch(/19 de marzo de 2027[\s\S]*página 1 de 1/);
  });

  it('keeps a saved document as it was when its template turns English; the preview and a copy follow the template', async () => {
    const spanish = await contractOf('sala');
    const saved = await admin.eventContracts.save({
      eventId: languagesEvent,
      subType: 'sala',
      body: spanish.body,
      version: spanish.version ?? undefined,
    });
    const template = (await admin.templates.byName({ name: 'Contrato · Sala' }))[0];
    if (!template) throw new Error('no template');
    await admin.templates.update({ id: template.id, version: template.version, language: 'en' });
    expect((await contractOf('sala')).body).toBe(saved.body);
    const preview = await admin.templates.preview({
      templateId: template.id,
      eventId: languagesEvent,
      party: 'sala',
    });
    expect(plain(preview.body)).toContain('19 March 2027 · €6,500.00 · Bank transfer');
    const copy = await admin.templates.duplicate({ id: englishId });
    expect(copy).toMatchObject({ language: 'en', master: false });
  });
});
