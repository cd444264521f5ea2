import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, callerWithRole, recordingServices, withSignedInAdmin } from '../../testing';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let empresaId: number;
const services = recordingServices();

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  empresaId = (await admin.masters.company.create({ name: 'Sala Clamores Producciones' })).id;
  await admin.advance.templateCreate({
    empresaId,
    name: 'Gira de club',
    isDefault: true,
    items: [
      { section: 'technical', title: 'Input list', details: '' },
      { section: 'hospitality', title: 'Camerino con fruta', details: 'Sin gluten' },
      { section: 'guest_list', title: 'Lista de invitados', details: '' },
    ],
  });
  await admin.advance.templateCreate({
    empresaId,
    name: 'Festival',
    items: [{ section: 'logistics', title: 'Acreditaciones', details: '' }],
  });
});
afterAll(() => database.close());

/** The id and version of the template named `name`. */
async function templateNamed(name: string) {
  const template = (await admin.advance.templateList({})).find((t) => t.name === name);
  if (!template) throw new Error(`no template ${name}`);
  return { id: template.id, version: template.version };
}

const newEvent = (name: string) =>
  admin.events.create({
    name,
    eventType: 'Promotores',
    date: '2027-03-18',
    startTime: '21:00',
    empresaId,
    artista: { name: name.split(' en ')[0] },
  });

describe('the advance of an event', () => {
  it('starts with its company’s default checklist and the show day’s times of its production', async () => {
    const { id: eventId } = await newEvent('Rodrigo Cuevas en Clamores');
    const advance = await admin.advance.get({ eventId });
    expect(advance.items.map((item) => item.title)).toEqual([
      'Input list',
      'Camerino con fruta',
      'Lista de invitados',
    ]);
    expect(advance.schedule.map(({ day, time, endTime, kind }) => ({ day, time, endTime, kind }))).toEqual([
      { day: 0, time: '15:00', endTime: null, kind: 'custom' },
      { day: 0, time: '15:30', endTime: null, kind: 'get_in' },
      { day: 0, time: '17:00', endTime: '18:00', kind: 'soundcheck' },
      { day: 0, time: '20:00', endTime: null, kind: 'doors' },
      { day: 0, time: '21:00', endTime: '22:30', kind: 'set' },
      { day: 0, time: '23:30', endTime: null, kind: 'get_out' },
    ]);
    expect(advance.templates.map((t) => t.name)).toEqual(['Festival', 'Gira de club']);
  });

  it('fills in what production typed later, once however often it is asked', async () => {
    const { id: eventId } = await newEvent('Zahara en Clamores');
    const [sheet] = await admin.events.production.list({ eventId });
    if (!sheet) throw new Error('no production sheet');
    await admin.events.production.update({
      id: sheet.id,
      version: sheet.version,
      backline: true,
      backlineDescription: 'Batería Gretsch, dos amplis Fender',
      cateringDescription: 'Cena para ocho',
    });
    const filled = await admin.advance.fillFromProduction({ eventId });
    const fromProduction = filled.items.filter((item) => item.source !== null);
    expect(fromProduction.map(({ section, source, details }) => ({ section, source, details }))).toEqual([
      { section: 'technical', source: 'backline', details: 'Batería Gretsch, dos amplis Fender' },
      { section: 'hospitality', source: 'catering', details: 'Cena para ocho' },
    ]);
    const doors = filled.schedule.find((item) => item.kind === 'doors');
    if (!doors) throw new Error('no doors');
    const again = await admin.advance.fillFromProduction({ eventId });
    expect(again.items).toEqual(filled.items);
    expect(again.schedule).toEqual(filled.schedule);
    // a step deleted is missing again: the next fill-in brings it back, once
    await admin.advance.scheduleDelete({ eventId, id: doors.id, version: doors.version });
    const restored = await admin.advance.fillFromProduction({ eventId });
    expect(restored.schedule.map((step) => step.kind)).toEqual(filled.schedule.map((step) => step.kind));
  });

  it('starts a copy of an event as a new one: its company’s template and its copied production', async () => {
    const { id } = await newEvent('Ángel Stanich en Clamores');
    const copy = await admin.events.duplicateWith({
      id,
      name: 'Ángel Stanich, segunda fecha',
      parts: ['production'],
    });
    const advance = await admin.advance.get({ eventId: copy.id });
    expect(advance.items.map((item) => item.title)).toContain('Input list');
    expect(advance.schedule.map((step) => step.kind)).toContain('set');
  });

  it('applies a template without repeating the points already there', async () => {
    const { id: eventId } = await newEvent('Rigoberta Bandini en Clamores');
    const { templates, items } = await admin.advance.get({ eventId });
    const festival = templates.find((t) => t.name === 'Festival');
    const club = templates.find((t) => t.name === 'Gira de club');
    if (!festival || !club) throw new Error('no templates');
    await admin.advance.applyTemplate({ eventId, templateId: festival.id });
    const applied = await admin.advance.applyTemplate({ eventId, templateId: club.id });
    expect(applied.items.map((item) => item.title)).toEqual([...items.map((i) => i.title), 'Acreditaciones']);
  });

  it('adds, changes, reorders and deletes rows, refusing a version read before a change', async () => {
    const { id: eventId } = await newEvent('Carolina Durante en Clamores');
    const created = await admin.advance.scheduleCreate({
      eventId,
      day: -1,
      time: '19:30',
      kind: 'hotel_check_in',
      place: 'Hotel Único',
    });
    const hotel = created.schedule[0];
    expect(hotel).toMatchObject({ day: -1, time: '19:30', kind: 'hotel_check_in', place: 'Hotel Único' });
    if (!hotel) throw new Error('no hotel');
    await admin.advance.scheduleUpdate({ eventId, id: hotel.id, version: hotel.version, time: '20:00' });
    await expect(
      admin.advance.scheduleUpdate({ eventId, id: hotel.id, version: hotel.version, time: '20:15' }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    await expect(admin.advance.scheduleCreate({ eventId, time: '25:00', kind: 'set' })).rejects.toMatchObject(
      { code: 'BAD_REQUEST' },
    );

    const withContacts = await admin.advance.contactCreate({
      eventId,
      role: 'tour_manager',
      name: 'Íñigo Ruiz',
      phone: '+34 600 111 222',
    });
    await admin.advance.contactCreate({ eventId, role: 'runner', name: 'Marta' });
    const [tm] = withContacts.contacts;
    if (!tm) throw new Error('no contact');
    await expect(
      admin.advance.contactCreate({ eventId, role: 'security', name: 'X', email: 'no es un correo' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const { items, contacts } = await admin.advance.get({ eventId });
    const [first] = items;
    if (!first) throw new Error('no item');
    const confirmed = await admin.advance.itemUpdate({
      eventId,
      id: first.id,
      version: first.version,
      state: 'confirmed',
      owner: 'Laura',
    });
    expect(confirmed.items[0]).toMatchObject({ state: 'confirmed', owner: 'Laura', title: first.title });

    const reordered = await admin.advance.reorder({
      eventId,
      list: 'contacts',
      ids: contacts.map((c) => c.id).reverse(),
    });
    expect(reordered.contacts.map((c) => c.name)).toEqual(['Marta', 'Íñigo Ruiz']);
    await expect(admin.advance.reorder({ eventId, list: 'contacts', ids: [tm.id] })).rejects.toMatchObject({
      appCode: 'validation_error',
    });

    const current = reordered.contacts.find((c) => c.id === tm.id);
    await expect(
      admin.advance.contactDelete({ eventId, id: tm.id, version: tm.version }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    const deleted = await admin.advance.contactDelete({ eventId, id: tm.id, version: current?.version ?? 0 });
    expect(deleted.contacts.map((c) => c.name)).toEqual(['Marta']);

    const history = await admin.events.audit({ id: eventId, page: 1, size: 50 });
    const advanceLines = history.items.filter((line) => line.part === 'avance');
    expect(advanceLines).toContainEqual(
      expect.objectContaining({
        field: 'schedule',
        oldValue: expect.objectContaining({ time: '19:30' }),
        newValue: expect.objectContaining({ time: '20:00' }),
      }),
    );
    expect(advanceLines).toContainEqual(
      expect.objectContaining({
        field: 'items',
        newValue: expect.objectContaining({ state: 'confirmed' }),
      }),
    );
    expect(advanceLines).toContainEqual(
      expect.objectContaining({
        field: 'contacts',
        oldValue: expect.objectContaining({ name: 'Íñigo Ruiz' }),
        newValue: null,
      }),
    );
  });

  it('keeps one default template per company and refuses a stale edit', async () => {
    const list = await admin.advance.templateList({ empresaId });
    const festival = list.find((t) => t.name === 'Festival');
    if (!festival) throw new Error('no festival');
    const marked = await admin.advance.templateUpdate({
      id: festival.id,
      version: festival.version,
      isDefault: true,
    });
    const after = await admin.advance.templateList({ empresaId });
    expect(after.filter((t) => t.isDefault).map((t) => t.name)).toEqual(['Festival']);
    // what an update leaves out keeps its value
    expect(marked.items).toEqual(festival.items);
    const renamed = await admin.advance.templateUpdate({
      id: festival.id,
      version: marked.version,
      name: 'Festival',
    });
    expect(renamed).toMatchObject({ isDefault: true, items: festival.items });
    await expect(
      admin.advance.templateUpdate({ id: festival.id, version: festival.version, name: 'Viejo' }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });

    // a default moved to another company becomes that company's one default
    const other = (await admin.masters.company.create({ name: 'Otra Productora' })).id;
    await admin.advance.templateCreate({ empresaId: other, name: 'La de siempre', isDefault: true });
    const moved = await admin.advance.templateCreate({ empresaId, name: 'Viajera', isDefault: true });
    await admin.advance.templateUpdate({ id: moved.id, version: moved.version, empresaId: other });
    const defaults = async (company: number) =>
      (await admin.advance.templateList({ empresaId: company }))
        .filter((t) => t.isDefault)
        .map((t) => t.name);
    expect(await defaults(other)).toEqual(['Viajera']);
    expect(await defaults(empresaId)).toEqual([]);
    await admin.advance.templateUpdate({ ...(await templateNamed('Festival')), isDefault: true });
    await expect(
      admin.advance.templateCreate({ empresaId: 999_999, name: 'Huérfana' }),
    ).rejects.toMatchObject({
      appCode: 'empresa_not_found',
    });
    const gone = await admin.advance.templateCreate({ empresaId, name: 'Para borrar' });
    await admin.advance.templateDelete({ id: gone.id, version: gone.version });
    expect((await admin.advance.templateList({ empresaId })).map((t) => t.name)).not.toContain('Para borrar');
  });

  it('offers the event’s parties and the masters’ people as contacts, each only to a role that reads them', async () => {
    const { id: eventId } = await admin.events.create({
      name: 'Sílvia Pérez Cruz en Clamores',
      eventType: 'Promotores',
      date: '2027-03-20',
      empresaId,
      artista: { name: 'Sílvia Pérez Cruz', phone: '+34 611 222 333', emailProduccion: ['gira@spc.example'] },
    });
    await admin.masters.provider.create({
      name: 'Backline Norte',
      contactName: 'Begoña Ibáñez',
      phone: '+34 622 333 444',
      email: 'begona@backline.example',
    });
    await admin.masters.team.create({
      name: 'Equipo de sala',
      members: [{ name: 'Jon Arrieta', role: 'Runner', phone: '+34 633 444 555' }],
    });
    await admin.admin.roles.create({ name: 'Solo producción', access: ['Produccion'] });
    const producer = await callerWithRole(database, 'Solo producción', services);
    const people = await admin.advance.people({ eventId });
    expect(people.contacts).toEqual(
      expect.arrayContaining([
        {
          source: 'artista',
          role: 'tour_manager',
          name: 'Sílvia Pérez Cruz',
          phone: '+34 611 222 333',
          email: 'gira@spc.example',
        },
        {
          source: 'provider',
          role: 'other',
          name: 'Begoña Ibáñez',
          organisation: 'Backline Norte',
          phone: '+34 622 333 444',
          email: 'begona@backline.example',
        },
        expect.objectContaining({ source: 'member', name: 'Jon Arrieta', organisation: 'Equipo de sala' }),
      ]),
    );
    expect(people.owners).toContain('Solo producción');

    const theirs = await producer.advance.people({ eventId });
    expect(theirs.contacts).toEqual([]);
    expect(theirs.owners).toEqual(people.owners);
  });

  it('is refused to a role without Produccion, and its history is not shown to it', async () => {
    const { id: eventId } = await newEvent('Queralt Lahoz en Clamores');
    await admin.admin.roles.create({ name: 'Sin producción', access: ['InfoGeneral'] });
    const clerk = await callerWithRole(database, 'Sin producción', services);
    await expect(clerk.advance.get({ eventId })).rejects.toMatchObject({ appCode: 'forbidden' });
    await expect(
      clerk.advance.scheduleCreate({ eventId, time: '12:00', kind: 'press' }),
    ).rejects.toMatchObject({ appCode: 'forbidden' });
    await expect(clerk.advance.templateList({})).rejects.toMatchObject({ appCode: 'forbidden' });
    const history = await clerk.events.audit({ id: eventId, page: 1, size: 50 });
    expect(history.items.filter((line) => line.part === 'avance')).toEqual([]);
  });
});
