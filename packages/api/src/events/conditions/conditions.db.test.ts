import { type Database, schema } from '@bolo/db';
import { migrationSql } from '@bolo/db/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { type callerFor, withSignedInAdmin } from '../../testing';
import { forecastOf } from './deal';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let eventId: number;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin());
  const event = await admin.events.create({
    name: 'Vetusta en la Riviera',
    eventType: 'Promotores',
    artista: { name: 'Vetusta Morla' },
    sala: { name: 'La Riviera' },
    entradas: [
      { pvp: 2_000, descripcion: 'Anticipada' },
      { pvp: 2_500, descripcion: 'Taquilla' },
    ],
  });
  eventId = event.id;
});
afterAll(() => database.close());

const blockOf = async (type: string) => {
  const block = (await admin.events.hiring.list({ eventId })).find((b) => b.type === type);
  if (!block) throw new Error(`no ${type} block`);
  return block;
};

describe('hiring conditions', () => {
  it('saves two variable tiers for the artist, and the calculator gives the deal from the tickets sold', async () => {
    const block = await blockOf('artista');
    const saved = await admin.events.hiring.update({
      id: block.id,
      version: block.version,
      cache: {
        fijo: { quantity: 50_000, active: true, description: 'Garantía' },
        variable: {
          description: 'Taquilla bruta',
          active: true,
          sections: [
            { desde: 0, hasta: 100_000, porciento: 80 },
            { desde: 100_000, hasta: null, porciento: 85 },
          ],
        },
      },
      exclusividad: true,
      invitaciones: 20,
    });
    expect(saved).toMatchObject({ version: block.version + 1, exclusividad: true, invitaciones: 20 });
    const event = await admin.events.find({ id: eventId });
    const sold = [50, 20];
    // a box office without taxes or costs, so the tiers read on the gross: 50 × 20 + 20 × 25 = 1 500 €
    const [artist] = forecastOf(
      (event.hiring ?? []).filter((block) => block.type === 'artista'),
      {
        sales: event.entradas.map((entrada, i) => ({ pvp: entrada.pvp, sold: sold[i] ?? 0 })),
        vatRate: 0,
        sgaePorciento: 0,
        costs: 0,
      },
    );
    expect(artist?.deal).toMatchObject({
      gross: 150_000,
      guarantee: 50_000,
      percentageTotal: 80_000 + 42_500,
      fee: 172_500,
    });
  });

  it('keeps a versus deal and a split point in the hiring conditions, and refuses both at once', async () => {
    const block = await blockOf('artista');
    const versus = await admin.events.hiring.update({
      id: block.id,
      version: block.version,
      cache: { ...block.cache, versus: true },
    });
    expect(versus.cache.versus).toBe(true);
    const refused = await admin.events.hiring
      .update({
        id: block.id,
        version: versus.version,
        cache: { ...versus.cache, promoterProfit: 150_000 },
      })
      .catch((error: { cause?: ZodError }) => error.cause?.issues);
    expect(refused).toEqual([expect.objectContaining({ path: ['cache', 'versus'] })]);
  });

  it('refuses overlapping tiers with a clear message on the section, and a stale version', async () => {
    const block = await blockOf('artista');
    const refused = await admin.events.hiring
      .update({
        id: block.id,
        version: block.version,
        cache: {
          ...block.cache,
          variable: {
            ...block.cache.variable,
            sections: [
              { desde: 0, hasta: 100_000, porciento: 80 },
              { desde: 50_000, hasta: null, porciento: 120 },
            ],
          },
        },
      })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'BAD_REQUEST' });
    const issues = ((refused as { cause: ZodError }).cause as ZodError).issues;
    expect(issues.map((i) => i.message)).toEqual([
      'El porcentaje debe estar entre 0 y 100, con dos decimales como mucho.',
      'Los tramos 1 y 2 se solapan: cada tramo empieza donde acaba el anterior o después.',
    ]);
    await expect(
      admin.events.hiring.update({ id: block.id, version: block.version - 1, invitaciones: 1 }),
    ).rejects.toMatchObject({ appCode: 'version_conflict' });
    expect((await blockOf('artista')).invitaciones).toBe(20);
  });

  it('refuses a contract type the party cannot sign, and the hall of an event without a venue', async () => {
    const producer = await blockOf('productor');
    await expect(
      admin.events.hiring.update({ id: producer.id, version: producer.version, tipoContrato: 'Artista' }),
    ).rejects.toMatchObject({ appCode: 'contract_type_not_allowed' });
    const artist = await blockOf('artista');
    await expect(
      admin.events.hiring.update({ id: artist.id, version: artist.version, tipoContrato: 'Otro' }),
    ).rejects.toMatchObject({ appCode: 'contract_type_not_allowed' });
    const event = await admin.events.find({ id: eventId });
    await admin.events.update({ id: eventId, version: event.version, existeRecinto: false });
    const hall = await blockOf('sala');
    await expect(
      admin.events.hiring.update({ id: hall.id, version: hall.version, invitaciones: 4 }),
    ).rejects.toMatchObject({ appCode: 'this_event_not_allowed_to_save_hall' });
    const again = await admin.events.find({ id: eventId });
    await admin.events.update({ id: eventId, version: again.version, existeRecinto: true });
  });

  it('deletes a block, creates it again with its defaults, and refuses a second one', async () => {
    const promoter = await blockOf('promotor');
    await admin.events.hiring.delete({ id: promoter.id });
    await expect(admin.events.hiring.find({ id: promoter.id })).rejects.toMatchObject({
      appCode: 'condicionContratacion_not_found',
    });
    const created = await admin.events.hiring.create({ eventId, type: 'promotor', invitaciones: 2 });
    expect(created).toMatchObject({
      formaPagoFijo: 'Efectivo',
      tipoContrato: 'Promotor',
      invitaciones: 2,
      version: 1,
    });
    await expect(admin.events.hiring.create({ eventId, type: 'promotor' })).rejects.toMatchObject({
      appCode: 'version_conflict',
    });
  });

  it('needs the event, and finds blocks by event name and the latest saved', async () => {
    await expect(admin.events.hiring.list({})).rejects.toMatchObject({ appCode: 'mandatory_eventId' });
    await expect(admin.events.hiring.create({ type: 'artista' })).rejects.toMatchObject({
      appCode: 'mandatory_eventId',
    });
    await expect(admin.events.hiring.list({ eventId: 999_999 })).rejects.toMatchObject({
      appCode: 'event_not_found',
    });
    expect(await admin.events.hiring.byName({ name: 'VETUSTA' })).toHaveLength(4);
    expect((await admin.events.hiring.latest())[0]?.type).toBe('promotor');
  });
});

describe('production conditions', () => {
  it('saves times and needs at the version read, with the spec spelling', async () => {
    const [block] = await admin.events.production.list({ eventId });
    if (!block) throw new Error('no production block');
    const saved = await admin.events.production.update({
      id: block.id,
      version: block.version,
      arrivalTime: '16:00',
      donwloadAccess: true,
      donwloadAccessDescription: 'Muelle de carga por la calle trasera',
      observaciones: 'Sin pirotecnia',
    });
    expect(saved).toMatchObject({
      arrivalTime: '16:00',
      showStart: '00:00',
      donwloadAccess: true,
      version: 2,
    });
    await expect(
      admin.events.production.update({ id: block.id, version: 2, showStart: '24:00' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.events.production.find({ id: 999_999 })).rejects.toMatchObject({
      appCode: 'condiciones_produccion_not_found',
    });
    const trail = await admin.events.audit({ id: eventId, size: 100 });
    expect(trail.items.find((c) => c.part === 'produccion' && c.field === 'arrivalTime')).toMatchObject({
      oldValue: '00:00',
      newValue: '16:00',
    });
  });

  it('leaves the blocks of a deleted event out of reach until it is restored', async () => {
    const [block] = await admin.events.production.list({ eventId });
    await admin.events.delete({ id: eventId });
    await expect(admin.events.production.find({ id: block?.id ?? 0 })).rejects.toMatchObject({
      appCode: 'condiciones_produccion_not_found',
    });
    await admin.events.restore({ id: eventId });
    expect((await admin.events.production.find({ id: block?.id ?? 0 })).arrivalTime).toBe('16:00');
  });
});

describe('a fee nobody filled', () => {
  const feeLine =
    '<p>{{#if contratacion.cacheFijoActivo}}Caché fijo: {{dinero contratacion.cacheFijo}}{{/if}}</p>';
  const contractOf = async (id: number) =>
    (await admin.eventContracts.list({ eventId: id })).find((c) => c.subType === 'artista')?.body;
  const newEvent = async (name: string) =>
    (await admin.events.create({ name, eventType: 'Promotores', artista: { name: 'Zahara' } })).id;
  const artistBlock = async (id: number) => {
    const block = (await admin.events.hiring.list({ eventId: id })).find((b) => b.type === 'artista');
    if (!block) throw new Error('no artist block');
    return block;
  };

  beforeAll(async () => {
    await admin.templates.create({
      name: 'Contrato con el caché',
      type: 'contract',
      subType: 'artista',
      body: feeLine,
      master: true,
    });
  });

  it('is one fixed-fee line without an amount, and the contract prints no fee for it', async () => {
    const id = await newEvent('Zahara sin caché');
    expect((await artistBlock(id)).cache.fijo).toEqual({ quantity: null, active: true, description: '' });
    expect(await contractOf(id)).toBe('<p></p>');
    const variables = await admin.templates.eventVariables({ eventId: id, party: 'artista' });
    expect(variables.contratacion).toMatchObject({ cacheFijo: '', cacheFijoActivo: false });
  });

  it('prints the amount once someone types one, 1,00 € included', async () => {
    const id = await newEvent('Zahara con caché');
    const block = await artistBlock(id);
    const fijo = { quantity: 100, active: true, description: '' };
    await admin.events.hiring.update({
      id: block.id,
      version: block.version,
      cache: { ...block.cache, fijo },
    });
    expect(await contractOf(id)).toBe('<p>Caché fijo: 1,00\u00a0€</p>');
  });

  it('stays 1,00 € after the migration when a person typed it; a block nobody touched loses it', async () => {
    const { eventHiringConditions: hiring } = schema;
    /** The block of each party as the old default left it: 1 € (100 cents), nothing else changed. */
    const asBefore = (ids: number[]) =>
      database.db
        .update(hiring)
        .set({ cache: sql`jsonb_set(${hiring.cache}, '{fijo,quantity}', '100')` })
        .where(inArray(hiring.eventId, ids));
    const untouched = await newEvent('Migración: nadie tocó');
    const typed = await newEvent('Migración: alguien escribió 1 €');
    await asBefore([untouched, typed]);
    const block = await artistBlock(typed);
    // saved through the form as it read: 1,00 € was there, and the person kept it
    await admin.events.hiring.update({ id: block.id, version: block.version, cache: block.cache });
    const copyOfUntouched = (await admin.events.duplicate({ id: untouched, name: 'Migración: copia' })).id;
    const copyOfTyped = (await admin.events.duplicate({ id: typed, name: 'Migración: copia de 1 €' })).id;

    await database.db.execute(sql.raw(migrationSql('hiring_fee_without_amount')));

    const quantities = async (id: number) =>
      Object.fromEntries(
        (
          await database.db
            .select({ type: hiring.type, cache: hiring.cache })
            .from(hiring)
            .where(eq(hiring.eventId, id))
        ).map((row) => [row.type, row.cache.fijo.quantity]),
      );
    const cleared = { promotor: null, artista: null, sala: null, productor: null };
    expect(await quantities(untouched)).toEqual(cleared);
    expect(await quantities(copyOfUntouched)).toEqual(cleared);
    expect(await quantities(typed)).toEqual({ ...cleared, artista: 100 });
    expect(await quantities(copyOfTyped)).toEqual({ ...cleared, artista: 100 });
    expect(await contractOf(typed)).toBe('<p>Caché fijo: 1,00\u00a0€</p>');
    expect(await contractOf(untouched)).toBe('<p></p>');
  });
});

describe('production times over the show day, by the company’s schedule', () => {
  const showAt = (name: string, empresaId: number, startTime: string) =>
    admin.events.create({
      name,
      eventType: 'Promotores',
      artista: { name: 'Vetusta Morla' },
      empresaId,
      date: '2027-03-19',
      startTime,
    });

  it('works out an event’s times by its company’s own schedule, and another company’s by the office’s', async () => {
    const early = await admin.masters.company.create({
      name: 'Montajes Tempranos SL',
      arrivalTimeBefore: 18 * 60,
      assemblyStartBefore: 16 * 60,
      aperturaPuertasBefore: 30,
      showMinutes: 120,
    });
    const plain = await admin.masters.company.create({ name: 'Oficina Sin Horario SL' });
    const own = await showAt('Vetusta temprano', early.id, '12:00');
    const office = await showAt('Vetusta a la hora', plain.id, '21:00');

    const [ownTimes] = await admin.events.production.list({ eventId: own.id });
    expect(ownTimes).toMatchObject({
      arrivalTime: '18:00',
      arrivalTimeDay: -1,
      assemblyStart: '20:00',
      assemblyStartDay: -1,
      startSoundTest: '08:00',
      startSoundTestDay: 0,
      showEnd: '14:00',
      backstageExit: '15:00',
    });
    const ownEvent = await admin.events.find({ id: own.id });
    expect(ownEvent.aperturaPuertas).toBe('11:30');
    expect(ownEvent.showDaySchedule).toMatchObject({ arrivalTimeBefore: 1080, endSoundTestBefore: 180 });

    const [officeTimes] = await admin.events.production.list({ eventId: office.id });
    expect(officeTimes).toMatchObject({
      arrivalTime: '15:00',
      arrivalTimeDay: 0,
      assemblyStart: '15:30',
      showEnd: '22:30',
      backstageExit: '23:30',
      backstageExitDay: 0,
    });
    expect((await admin.events.find({ id: office.id })).aperturaPuertas).toBe('20:00');
  });

  it('refuses a company schedule out of order, on the field to change, also when one step is edited alone', async () => {
    const refused = await admin.masters.company
      .create({ name: 'Al Revés SL', arrivalTimeBefore: 300, assemblyStartBefore: 320 })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ appCode: 'validation_error' });
    expect((refused as { cause: ZodError }).cause.issues).toMatchObject([
      {
        path: ['assemblyStartBefore'],
        message: 'El montaje no puede empezar antes de la llegada del equipo',
      },
    ]);
    const company = await admin.masters.company.create({
      name: 'Puertas Tardías SL',
      endSoundTestBefore: 120,
    });
    await expect(
      admin.masters.company.update({ id: company.id, version: company.version, aperturaPuertasBefore: 150 }),
    ).rejects.toMatchObject({ appCode: 'validation_error' });
    await expect(
      admin.masters.company.update({ id: company.id, version: company.version, startSoundTestBefore: 120 }),
    ).rejects.toMatchObject({ appCode: 'validation_error' });
    const saved = await admin.masters.company.update({
      id: company.id,
      version: company.version,
      aperturaPuertasBefore: 90,
    });
    expect(saved).toMatchObject({
      endSoundTestBefore: 120,
      aperturaPuertasBefore: 90,
      arrivalTimeBefore: null,
    });
  });

  it('keeps a load-in on the day before across a save, and the history says which day', async () => {
    const [block] = await admin.events.production.list({ eventId });
    if (!block) throw new Error('no production block');
    expect(block.assemblyStartDay).toBe(0);
    await admin.events.production.update({
      id: block.id,
      version: block.version,
      assemblyStart: '22:00',
      assemblyStartDay: -1,
    });
    const [again] = await admin.events.production.list({ eventId });
    expect(again).toMatchObject({ assemblyStart: '22:00', assemblyStartDay: -1, showStartDay: 0 });
    await expect(
      admin.events.production.update({ id: block.id, version: again?.version ?? 0, showEndDay: 3 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const trail = await admin.events.audit({ id: eventId, size: 100 });
    expect(trail.items.find((c) => c.part === 'produccion' && c.field === 'assemblyStartDay')).toMatchObject({
      oldValue: 0,
      newValue: -1,
    });
  });
});
