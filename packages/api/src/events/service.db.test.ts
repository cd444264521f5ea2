import { type Database, schema } from '@bolo/db';
import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_TIME_ZONE, todayIn } from '../shared/time-zone';
import { callerFor, recordingServices, withSignedInAdmin } from '../testing';
import { errorMessageOf } from '../trpc-errors';
import { createUser } from '../users';
import { EXCLUSIVITY_NOTE } from './defaults';
import { eventSummaryOutput } from './schemas';

let database: Database;
let adminId: number;
let admin: Awaited<ReturnType<typeof callerFor>>;
let laura: Awaited<ReturnType<typeof callerFor>>;
let lauraId: number;
const services = recordingServices();
const masters = { artistId: 0, hallId: 0, calendarId: 0, otherCalendarId: 0, companyId: 0 };

beforeAll(async () => {
  ({ database, admin, adminId } = await withSignedInAdmin(services));
  lauraId = await createUser(database.db, {
    email: 'laura@bolo.test',
    password: 'laura-pass',
    name: 'Laura',
    lastName: 'Gil',
    role: 'Contratación',
  });
  laura = await callerFor(database, lauraId, services);
  masters.artistId = (
    await admin.masters.artist.create({ name: 'Rosalía', cif: '12345678Z', phone: '600111222' })
  ).id;
  masters.hallId = (
    await admin.masters.hall.create({ name: 'La Riviera', city: 'Madrid', capacity: 2500, cif: 'B12345674' })
  ).id;
  masters.calendarId = (await admin.masters.calendar.create({ name: 'Giras' })).id;
  masters.otherCalendarId = (await admin.masters.calendar.create({ name: 'Festivales' })).id;
  masters.companyId = (await admin.masters.company.create({ name: 'Bolo Live SL' })).id;
});
afterAll(() => database.close());

/** A draft for no company unless `extra` names one (a draft naming none gets the office's only one). */
const draft = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  eventType: 'Promotores' as const,
  artista: { artistaMaestroId: masters.artistId },
  empresaId: null,
  ...extra,
});

describe('creating an event from the draft', () => {
  it('copies the picked artist, takes a typed hall, and fills every default of the spec', async () => {
    const event = await admin.events.create({
      ...draft('Rosalía en Madrid'),
      date: '2026-06-12',
      sala: { name: 'Sala Nueva', city: 'Toledo' },
      entradas: [{ pvp: 2500, descripcion: 'General' }],
    });
    expect(event).toMatchObject({
      name: 'Rosalía en Madrid',
      fase: 'Creacion',
      status: 'Borrador',
      aforo: 0,
      existeRecinto: true,
      version: 1,
      createdBy: adminId,
      channelTickets: [{ value: 'web', selected: true, text: 'Web oficial' }],
      calendars: [],
      artista: { name: 'Rosalía', cif: '12345678Z', phone: '600111222', artistaMaestroId: masters.artistId },
      sala: { name: 'Sala Nueva', city: 'Toledo', salaMaestroId: null },
      promotor: null,
      productor: null,
      production: { arrivalTime: '00:00', showEnd: '00:00', backstageExit: '00:00', catering: false },
    });
    expect(event.entradas).toEqual([{ id: expect.any(String), pvp: 2500, descripcion: 'General' }]);
    expect(event).not.toHaveProperty('nameKey');
    const blocks = event.hiring?.map((b) => [b.type, b.formaPagoFijo, b.tipoContrato, b.invitaciones]);
    expect(blocks).toEqual([
      ['promotor', 'Efectivo', 'Promotor', 0],
      ['artista', 'Efectivo', 'Artista', 0],
      ['sala', 'Tranferencia', 'Sala', 0],
      ['productor', '', '', 0],
    ]);
    expect(event.hiring?.[0]).toMatchObject({
      cache: { fijo: { quantity: null, active: true }, variable: { active: false, sections: [] } },
      exclusividad: null,
      observacionesExclusividad: EXCLUSIVITY_NOTE,
    });
  });

  it('refuses a name in use whatever its case or accents, and tells so through the name check', async () => {
    await expect(admin.events.create(draft('ROSALIA EN MADRID'))).rejects.toMatchObject({
      appCode: 'evento_name_in_use',
    });
    expect(await admin.events.checkName({ value: 'rosalía en madrid' })).toEqual({ available: false });
    expect(await laura.masters.checkName({ type: 'evento', value: 'Otra cosa' })).toEqual({
      available: true,
    });
  });

  it('needs an artist, and a promoter or hall given must be picked or named', async () => {
    const { artista: _, ...withoutArtist } = draft('Sin artista');
    await expect(admin.events.create(withoutArtist)).rejects.toMatchObject({
      appCode: 'mandatory_id_artistaDTO_null',
    });
    await expect(admin.events.create(draft('Sin sala', { sala: {} }))).rejects.toMatchObject({
      appCode: 'mandatory_id_salaDTO_null',
    });
    await expect(admin.events.create(draft('Sin promotor', { promotor: { cif: '' } }))).rejects.toMatchObject(
      {
        appCode: 'mandatory_id_promotorDTO_null',
      },
    );
    await expect(
      admin.events.create({ ...draft('Artista fantasma'), artista: { artistaMaestroId: 999_999 } }),
    ).rejects.toMatchObject({ appCode: 'artista_not_found' });
  });

  it('refuses a hall on an event without a venue, and calendars or companies that do not exist', async () => {
    const noVenue = draft('Streaming', { existeRecinto: false, sala: { salaMaestroId: masters.hallId } });
    await expect(admin.events.create(noVenue)).rejects.toMatchObject({
      appCode: 'this_event_not_allowed_to_save_hall',
    });
    await expect(
      admin.events.create(draft('Calendario roto', { calendars: [999_999] })),
    ).rejects.toMatchObject({
      appCode: 'validation_error',
    });
    await expect(admin.events.create(draft('Empresa rota', { empresaId: 999_999 }))).rejects.toMatchObject({
      appCode: 'validation_error',
    });
    expect(await admin.events.checkName({ value: 'Streaming' })).toEqual({ available: true });
  });
});

describe('the list', () => {
  beforeAll(async () => {
    const hall = { salaMaestroId: masters.hallId };
    await admin.events.create(
      draft('León Benavente', { date: '2026-03-15', fase: 'Negociacion', sala: hall }),
    );
    await admin.events.create(
      draft('Zahara', { date: '2026-05-10', calendars: [masters.calendarId], empresaId: masters.companyId }),
    );
    await laura.events.create(
      draft('Anni B Sweet', { date: '2026-07-01', eventType: 'Sala', fase: 'Negociacion' }),
    );
    await admin.events.create(draft('Depedro 100%', { date: null }));
  });
  const names = async (input: Parameters<typeof admin.events.list>[0]) =>
    (await admin.events.list(input)).items.map((e) => e.name);

  it('shows the newest date first and undated events last, with artist, hall and city', async () => {
    const page = await admin.events.list({});
    expect(page.items.map((e) => e.name)).toEqual([
      'Anni B Sweet',
      'Rosalía en Madrid',
      'Zahara',
      'León Benavente',
      'Depedro 100%',
    ]);
    expect(page.total).toBe(5);
    // the list's answer is declared, not parsed: it must hold the declared fields and no others
    for (const item of page.items)
      expect(Object.keys(item).sort()).toEqual(Object.keys(eventSummaryOutput.shape).sort());
    expect(page.items.find((e) => e.name === 'León Benavente')).toMatchObject({
      artistName: 'Rosalía',
      hallName: 'La Riviera',
      city: 'Madrid',
    });
  });

  it('finds by part of the name, place, artist or hall, without accents, % taken literally', async () => {
    expect(await names({ q: 'benavente' })).toEqual(['León Benavente']);
    expect(await names({ q: 'RIVIERA' })).toEqual(['León Benavente']);
    expect(await names({ q: 'toledo' })).toEqual(['Rosalía en Madrid']);
    expect(await names({ q: '100%' })).toEqual(['Depedro 100%']);
    expect(await names({ q: '%' })).toEqual(['Depedro 100%']);
  });

  it('filters by date range (both days in), type, phase, status, calendar, company and mine', async () => {
    expect(await names({ from: '2026-05-10', to: '2026-06-12' })).toEqual(['Rosalía en Madrid', 'Zahara']);
    expect(await names({ eventType: 'Sala' })).toEqual(['Anni B Sweet']);
    expect(await names({ fase: 'Negociacion', q: 'leon' })).toEqual(['León Benavente']);
    expect(await names({ status: 'Confirmado' })).toEqual([]);
    expect(await names({ calendarId: masters.calendarId })).toEqual(['Zahara']);
    expect(await names({ empresaId: masters.companyId })).toEqual(['Zahara']);
    expect((await laura.events.list({ mine: true })).items.map((e) => e.name)).toEqual(['Anni B Sweet']);
    const page = await admin.events.search({ fase: 'Negociacion', size: 1, sort: 'name', order: 'asc' });
    expect(page).toMatchObject({ total: 2, items: [{ name: 'Anni B Sweet' }] });
  });

  it('sorts by artist, hall or city, the events without one last either way', async () => {
    expect(await names({ sort: 'hallName', order: 'asc', size: 3 })).toEqual([
      'León Benavente',
      'Rosalía en Madrid',
      'Zahara',
    ]);
    expect(await names({ sort: 'city', order: 'desc', size: 3 })).toEqual([
      'Rosalía en Madrid',
      'León Benavente',
      'Depedro 100%',
    ]);
  });

  it('gives the latest created and the events whose name contains a text', async () => {
    expect((await admin.events.latest())[0]?.name).toBe('Depedro 100%');
    expect((await admin.events.byName({ name: 'ZAHÁRA' })).map((e) => e.name)).toEqual(['Zahara']);
  });
});

/** The id and version of an event found by name. */
async function eventNamed(name: string) {
  const [found] = await admin.events.byName({ name });
  if (!found) throw new Error(`no event ${name}`);
  return admin.events.find({ id: found.id });
}

describe('editing the general info', () => {
  it('saves the fields given at the version read, keeps ticket ids, and records who changed what', async () => {
    const before = await eventNamed('Zahara');
    const saved = await laura.events.update({
      id: before.id,
      version: before.version,
      aforo: 900,
      entradas: [
        { id: 'general', pvp: 2000 },
        { pvp: 3000, descripcion: 'VIP' },
      ],
      calendars: [masters.otherCalendarId, masters.calendarId, masters.calendarId],
    });
    expect(saved).toMatchObject({ aforo: 900, version: before.version + 1, updatedBy: lauraId });
    expect(saved.calendars).toEqual([masters.calendarId, masters.otherCalendarId].sort((a, b) => a - b));
    expect(saved.entradas[0]).toEqual({ id: 'general', pvp: 2000, descripcion: '' });
    const vip = saved.entradas[1]?.id;
    const again = await laura.events.update({
      id: saved.id,
      version: saved.version,
      entradas: saved.entradas,
    });
    expect(again.entradas[1]?.id).toBe(vip);

    const trail = await admin.events.audit({ id: saved.id });
    expect(trail.items.find((c) => c.field === 'aforo')).toMatchObject({
      part: 'general',
      oldValue: 0,
      newValue: 900,
      userId: lauraId,
      userName: 'Laura Gil',
    });
    expect(trail.items.at(-1)).toMatchObject({ field: 'created', userId: adminId });
    // the history names the calendars, not their ids (issue 28)
    expect(trail.items.find((c) => c.field === 'calendars')?.newValue).toEqual(['Giras', 'Festivales']);
  });

  it('refuses a stale version and keeps the first save', async () => {
    const event = await eventNamed('Zahara');
    await admin.events.update({ id: event.id, version: event.version, location: 'Primera' });
    await expect(
      admin.events.update({ id: event.id, version: event.version, location: 'Segunda' }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    expect((await admin.events.find({ id: event.id })).location).toBe('Primera');
  });

  it('refuses a rename to a name in use, and bad dates, times and prices as validation errors', async () => {
    const event = await eventNamed('Zahara');
    await expect(
      admin.events.update({ id: event.id, version: event.version, name: 'leon benavente' }),
    ).rejects.toMatchObject({ appCode: 'evento_name_in_use' });
    for (const change of [
      { date: '2026-02-30' },
      { startTime: '25:00' },
      { entradas: [{ pvp: 12.5 }] },
      { aforo: -1 },
      { fase: 'Inventada' },
    ]) {
      await expect(
        // @ts-expect-error: wrong values are what this test sends
        admin.events.update({ id: event.id, version: event.version, ...change }),
        JSON.stringify(change),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});

describe('status', () => {
  it('moves along the allowed transitions and records each move', async () => {
    const event = await eventNamed('Depedro');
    const onHold = await admin.events.setStatus({ id: event.id, status: 'Opcion', version: event.version });
    const confirmed = await admin.events.setStatus({ id: event.id, status: 'Confirmado' });
    expect([onHold.status, confirmed.status, confirmed.version]).toEqual([
      'Opcion',
      'Confirmado',
      event.version + 2,
    ]);
    const trail = await admin.events.audit({ id: event.id, size: 2 });
    expect(trail.items.map((c) => [c.part, c.oldValue, c.newValue])).toEqual([
      ['status', 'Opcion', 'Confirmado'],
      ['status', 'Borrador', 'Opcion'],
    ]);
  });

  it('refuses a move the machine does not allow, naming both statuses, and a stale version', async () => {
    const event = await eventNamed('Depedro');
    const refused = await admin.events
      .setStatus({ id: event.id, status: 'Borrador' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ appCode: 'status_not_allowed' });
    expect(errorMessageOf(refused, 'es')).toBe('Un evento en estado Confirmado no puede pasar a Borrador.');
    expect(errorMessageOf(refused, 'en')).toBe('An event that is Confirmed cannot become Draft.');
    await expect(
      admin.events.setStatus({ id: event.id, status: 'Anunciado', version: event.version - 1 }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    expect((await admin.events.list({ status: 'Confirmado' })).items.map((e) => e.name)).toEqual([
      'Depedro 100%',
    ]);
  });
});

describe('delete, restore and duplicate', () => {
  it('deletes softly, lists the deleted event, and restores it', async () => {
    const event = await eventNamed('Anni B Sweet');
    await laura.events.delete({ id: event.id });
    await expect(admin.events.find({ id: event.id })).rejects.toMatchObject({ appCode: 'event_not_found' });
    await expect(admin.events.delete({ id: event.id })).rejects.toMatchObject({ appCode: 'event_not_found' });
    expect((await admin.events.list({ q: 'anni' })).total).toBe(0);
    const deleted = await admin.events.deleted({});
    expect(deleted.items).toMatchObject([
      { id: event.id, name: 'Anni B Sweet', updatedBy: lauraId, deletedByName: 'Laura Gil' },
    ]);
    const restored = await admin.events.restore({ id: event.id });
    expect(restored).toMatchObject({ name: 'Anni B Sweet', deletedAt: null });
    expect((await admin.events.list({ q: 'anni' })).total).toBe(1);
    await expect(admin.events.restore({ id: event.id })).rejects.toMatchObject({
      appCode: 'event_not_found',
    });
  });

  it('will not restore an event whose name another has taken meanwhile', async () => {
    const first = await admin.events.create(draft('Nombre repetido'));
    await admin.events.delete({ id: first.id });
    await admin.events.create(draft('NOMBRE REPETIDO'));
    await expect(admin.events.restore({ id: first.id })).rejects.toMatchObject({
      appCode: 'evento_name_in_use',
    });
  });

  it('duplicates every part as a new draft named "(copia)", then "(copia 2)"', async () => {
    const source = await eventNamed('Rosalía en Madrid');
    await admin.events.setStatus({ id: source.id, status: 'Confirmado' });
    const copy = await admin.events.duplicate({ id: source.id });
    expect(copy).toMatchObject({
      name: 'Rosalía en Madrid (copia)',
      status: 'Borrador',
      fase: 'Creacion',
      version: 1,
      entradas: source.entradas,
      artista: { name: 'Rosalía', artistaMaestroId: masters.artistId, version: 1 },
      sala: { name: 'Sala Nueva' },
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.hiring?.map((b) => b.type)).toEqual(['promotor', 'artista', 'sala', 'productor']);
    expect((await admin.events.duplicate({ id: source.id })).name).toBe('Rosalía en Madrid (copia 2)');
    expect((await admin.events.list({ q: 'toledo' })).total).toBe(3);
  });

  it('duplicates with the parts chosen; the others start as a new event', async () => {
    const source = await eventNamed('Zahara');
    const copy = await admin.events.duplicateWith({
      id: source.id,
      name: 'Zahara en Bilbao',
      parts: ['parties'],
    });
    expect(copy).toMatchObject({
      name: 'Zahara en Bilbao',
      artista: { name: 'Rosalía' },
      entradas: [],
      calendars: [],
      channelTickets: [{ value: 'web' }],
    });
    await expect(
      admin.events.duplicateWith({ id: source.id, name: 'zahara', parts: [] }),
    ).rejects.toMatchObject({
      appCode: 'evento_name_in_use',
    });
  });
});

describe('counterparty', () => {
  it('picks another artist from the masters, copying its data, and keeps typed changes', async () => {
    const event = await eventNamed('León Benavente');
    const other = await admin.masters.artist.create({ name: 'Xoel López', cif: '87654321X' });
    const artista = event.artista;
    if (!artista) throw new Error('the event has an artist');
    const picked = await laura.events.parties.save({
      eventId: event.id,
      kind: 'artista',
      version: artista.version,
      artistaMaestroId: other.id,
      phone: '699000111',
    });
    expect(picked).toMatchObject({ name: 'Xoel López', cif: '87654321X', phone: '699000111', version: 2 });
    expect((await admin.events.list({ q: 'xoel' })).items.map((e) => e.name)).toEqual(['León Benavente']);
    await expect(
      laura.events.parties.save({
        eventId: event.id,
        kind: 'artista',
        version: artista.version,
        name: 'Tarde',
      }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    const trail = await admin.events.audit({ id: event.id });
    expect(trail.items.find((c) => c.part === 'artista' && c.field === 'name')).toMatchObject({
      oldValue: 'Rosalía',
      newValue: 'Xoel López',
    });
  });

  it('adds a producer typed as new, removes it at its version, and keeps the hall rule', async () => {
    const event = await eventNamed('León Benavente');
    const producer = await admin.events.parties.save({
      eventId: event.id,
      kind: 'productor',
      name: 'Producciones Sur',
    });
    await expect(
      admin.events.parties.save({ eventId: event.id, kind: 'productor', name: 'Otra vez' }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    await admin.events.parties.remove({ eventId: event.id, kind: 'productor', version: producer.version });
    expect((await admin.events.find({ id: event.id })).productor).toBeNull();
    const noVenue = await admin.events.update({ id: event.id, version: event.version, existeRecinto: false });
    await expect(
      admin.events.parties.save({ eventId: noVenue.id, kind: 'sala', version: 1, name: 'Otra sala' }),
    ).rejects.toMatchObject({ appCode: 'this_event_not_allowed_to_save_hall' });
  });

  it('keeps a master in use by an event from being deleted, naming how many events use it', async () => {
    const refused = await admin.masters.artist.delete({ id: masters.artistId }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ appCode: 'in_use' });
    expect(errorMessageOf(refused, 'en')).toMatch(/^Cannot delete: it is in use \(events: \d+\)\.$/);
    for (const remove of [
      () => admin.masters.hall.delete({ id: masters.hallId }),
      () => admin.masters.calendar.delete({ id: masters.calendarId }),
      () => admin.masters.company.delete({ id: masters.companyId }),
    ]) {
      await expect(remove()).rejects.toMatchObject({ appCode: 'in_use' });
    }
  });
});

describe('annotations, phases and access', () => {
  it('keeps a dated note timeline, newest first, signed by its author', async () => {
    const event = await eventNamed('Zahara');
    await admin.events.annotations.add({ id: event.id, text: 'Llamar a la sala' });
    const note = await laura.events.annotations.add({ id: event.id, text: 'Contrato enviado' });
    expect(note).toMatchObject({ authorId: lauraId, authorName: 'Laura Gil', createdAt: expect.any(Date) });
    expect((await admin.events.annotations.list({ id: event.id })).map((n) => n.text)).toEqual([
      'Contrato enviado',
      'Llamar a la sala',
    ]);
    await expect(admin.events.annotations.add({ id: event.id, text: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(admin.events.annotations.list({ id: 999_999 })).rejects.toMatchObject({
      appCode: 'event_not_found',
    });
  });

  it('lists the seven phases in order; only an administrator relabels one, at its version', async () => {
    const phases = await laura.events.phases.list();
    expect(phases.map((p) => [p.key, p.name])).toEqual([
      ['fase0', 'Creacion'],
      ['fase1', 'Negociacion'],
      ['fase2', 'Contratacion'],
      ['fase3', 'Produccion'],
      ['fase4', 'Comunicacion'],
      ['fase5', 'Celebrado'],
      ['fase6', 'Liquidado'],
    ]);
    const updated = await admin.events.phases.update({
      key: 'fase1',
      version: 1,
      labelEs: 'Oferta',
      color: '#FF00AA',
    });
    expect(updated).toMatchObject({ labelEs: 'Oferta', color: '#ff00aa', version: 2, name: 'Negociacion' });
    await expect(
      admin.events.phases.update({ key: 'fase1', version: 1, labelEs: 'Tarde' }),
    ).rejects.toMatchObject({
      appCode: 'version_conflict',
    });
    await expect(
      laura.events.phases.update({ key: 'fase1', version: 2, labelEs: 'No' }),
    ).rejects.toMatchObject({
      appCode: 'forbidden',
    });
  });

  it('opens an event without the parts a role may not see', async () => {
    const [role] = await database.db
      .insert(schema.roles)
      .values({ name: 'Solo info', access: ['InfoGeneral'] })
      .returning();
    const userId = await createUser(database.db, {
      email: 'info@bolo.test',
      password: 'info-pass',
      name: 'Info',
      role: role?.name ?? '',
    });
    const info = await callerFor(database, userId, services);
    const event = await eventNamed('Zahara');
    const seen = await info.events.find({ id: event.id });
    expect(seen.name).toBe('Zahara');
    for (const part of ['artista', 'promotor', 'sala', 'productor', 'hiring', 'production']) {
      expect(seen, part).not.toHaveProperty(part);
    }
    const laurasView = await laura.events.find({ id: event.id });
    expect(laurasView).toHaveProperty('hiring');
    expect(laurasView).not.toHaveProperty('production');
    await expect(info.events.hiring.list({ eventId: event.id })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
    await expect(
      info.events.parties.save({ eventId: event.id, kind: 'productor', name: 'X' }),
    ).rejects.toMatchObject({ appCode: 'forbidden' });
  });
});

describe('the list by the next date, and a search of several words', () => {
  /** The date `days` from today in the office's zone (`YYYY-MM-DD`). */
  const inDays = (days: number) => {
    const [year = 0, month = 1, day = 1] = todayIn(OFFICE_TIME_ZONE).split('-').map(Number);
    return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  };
  beforeAll(async () => {
    const tour = (name: string, date: string | null) =>
      admin.events.create(
        draft(`${name} · Ruta del Norte`, { date, sala: { name: 'Sala Faro', city: 'Gijón' } }),
      );
    await tour('Lejano', inDays(-300));
    await tour('Reciente', inDays(-1));
    await tour('Sin fecha', null);
    await tour('Hoy', inDays(0));
    await tour('Más adelante', inDays(40));
    await tour('Próximo', inDays(2));
  });
  const byNextDate = async (page: number, size: number) =>
    (await admin.events.list({ q: 'ruta del norte', sort: 'upcoming', page, size })).items.map(
      (event) => event.name.split(' · ')[0],
    );

  /** Today's and the coming shows, nearest first; then the past, latest first; the undated last. */
  const nextDateOrder = ['Hoy', 'Próximo', 'Más adelante', 'Reciente', 'Lejano', 'Sin fecha'];

  it('opens on the show of today and the next ones, nearest first, then the past, latest first', async () => {
    expect(await byNextDate(1, 20)).toEqual(nextDateOrder);
  });

  it('pages on across the upcoming and the past shows without losing or repeating one', async () => {
    expect([...(await byNextDate(1, 4)), ...(await byNextDate(2, 4))]).toEqual(nextDateOrder);
    expect(await byNextDate(3, 2)).toEqual(['Lejano', 'Sin fecha']);
    expect((await admin.events.list({ q: 'ruta del norte', sort: 'upcoming', size: 2 })).total).toBe(6);
  });

  it('finds the events holding every word typed, in any order and field, without accents or capitals', async () => {
    const found = async (q: string) => (await admin.events.list({ q, sort: 'name', order: 'asc' })).total;
    expect(await found('gijon proximo')).toBe(1);
    expect(await found('NORTE faro')).toBe(6);
    expect(await found('rosalia hoy')).toBe(1);
    // a word of two letters narrows as well
    expect(await found('del proximo')).toBe(1);
    expect(await found('norte madrid')).toBe(0);
  });
});

describe('a role with the general info and production only (issue 28)', () => {
  let desk: Awaited<ReturnType<typeof callerFor>>;
  beforeAll(async () => {
    await database.db.insert(schema.roles).values({ name: 'Mesa', access: ['InfoGeneral', 'Produccion'] });
    const userId = await createUser(database.db, {
      email: 'mesa@bolo.test',
      password: 'mesa-pass',
      name: 'Mesa',
      role: 'Mesa',
    });
    desk = await callerFor(database, userId, services);
  });

  it("reads the names of the event's company and calendars with the event, not the masters' lists", async () => {
    const event = await admin.events.create(
      draft('Vetusta Morla en Murcia', {
        empresaId: masters.companyId,
        calendars: [masters.otherCalendarId, masters.calendarId],
      }),
    );
    const seen = await desk.events.find({ id: event.id });
    expect(seen.names).toEqual({
      empresa: 'Bolo Live SL',
      calendars: [
        { id: masters.calendarId, name: 'Giras' },
        { id: masters.otherCalendarId, name: 'Festivales' },
      ],
    });
    await expect(desk.masters.company.list({})).rejects.toMatchObject({ appCode: 'forbidden' });
  });

  it('may not change the status, duplicate, delete or restore an event: 403 forbidden', async () => {
    const event = await admin.events.create(draft('Vetusta Morla en Lorca'));
    const refused = [
      () => desk.events.setStatus({ id: event.id, status: 'Opcion' }),
      () => desk.events.duplicate({ id: event.id }),
      () => desk.events.duplicateWith({ id: event.id, parts: [] }),
      () => desk.events.delete({ id: event.id }),
    ];
    for (const call of refused) {
      const error = await call().catch((thrown: TRPCError) => thrown);
      expect(error).toMatchObject({ appCode: 'forbidden' });
      expect(getHTTPStatusCodeFromError(error as TRPCError)).toBe(403);
    }
    await admin.events.delete({ id: event.id });
    await expect(desk.events.restore({ id: event.id })).rejects.toMatchObject({ appCode: 'forbidden' });
    // the event kept its status and has no copy
    const listed = await admin.events.deleted({});
    expect(listed.items.filter((item) => item.name.startsWith('Vetusta Morla en Lorca'))).toHaveLength(1);
  });
});
