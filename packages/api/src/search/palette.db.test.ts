import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, callerWithRole, recordingServices, withSignedInAdmin } from '../testing';
import { PALETTE_GROUP_LIMIT } from './schemas';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();
const ids = { flamenco: 0, artist: 0, hall: 0, guest: 0 };

/** An event of the guest band, which no search below looks for. */
const createEvent = (name: string, date?: string | null) =>
  admin.events.create({
    name,
    eventType: 'Managers',
    ...(date ? { date } : {}),
    artista: { artistaMaestroId: ids.guest },
  });

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  ids.artist = (await admin.masters.artist.create({ name: 'José Álvarez' })).id;
  ids.hall = (await admin.masters.hall.create({ name: 'La Riviera', city: 'Madrid' })).id;
  ids.guest = (await admin.masters.artist.create({ name: 'Grupo Invitado' })).id;
  ids.flamenco = (
    await admin.events.create({
      name: 'Noche flamenca',
      eventType: 'Promotores',
      date: '2026-06-12',
      artista: { artistaMaestroId: ids.artist },
      sala: { salaMaestroId: ids.hall },
    })
  ).id;
  await createEvent('Otra noche', '2026-06-13');
});
afterAll(() => database.close());

const namesOf = (items: { name: string }[]) => items.map((item) => item.name);

describe('the palette search of events', () => {
  it('finds an event by its artist typed without accents or capitals, with what the palette shows of it', async () => {
    const { events } = await admin.search.palette({ q: 'JOSE alvar' });
    expect(events).toEqual([
      {
        id: ids.flamenco,
        name: 'Noche flamenca',
        date: '2026-06-12',
        artist: 'José Álvarez',
        hall: 'La Riviera',
        city: 'Madrid',
      },
    ]);
  });

  it('finds an event by its hall, its city and its name', async () => {
    for (const q of ['riviera', 'madrid', 'flamenca']) {
      expect(namesOf((await admin.search.palette({ q })).events)).toEqual(['Noche flamenca']);
    }
  });

  it('finds the events of a date in every form people type it', async () => {
    for (const q of ['12/06/2026', '12-6-26', '2026-06-12', '12.06.2026']) {
      expect(namesOf((await admin.search.palette({ q })).events)).toEqual(['Noche flamenca']);
    }
  });

  it('finds the events of a month named in Spanish or English', async () => {
    for (const q of ['junio 2026', 'June 2026']) {
      expect(namesOf((await admin.search.palette({ q })).events).sort()).toEqual([
        'Noche flamenca',
        'Otra noche',
      ]);
    }
    expect((await admin.search.palette({ q: 'junio 2027' })).events).toEqual([]);
  });

  it('combines the words with the date', async () => {
    expect(namesOf((await admin.search.palette({ q: 'noche 13/06/2026' })).events)).toEqual(['Otra noche']);
    expect((await admin.search.palette({ q: 'riviera 13/06/2026' })).events).toEqual([]);
  });

  it('gives at most eight, the nearest upcoming first, then the most recent past ones', async () => {
    const dates = ['2001-03-01', '2099-05-01', null, '2002-03-01', '2098-05-01', '2097-01-01'];
    for (const [i, date] of [...dates, '1999-01-01', '1998-01-01', '1997-01-01'].entries()) {
      await createEvent(`Gira límite ${i}`, date);
    }
    const { events } = await admin.search.palette({ q: 'gira limite' });
    expect(events).toHaveLength(PALETTE_GROUP_LIMIT);
    expect(events.map((event) => event.date)).toEqual([
      '2097-01-01',
      '2098-05-01',
      '2099-05-01',
      '2002-03-01',
      '2001-03-01',
      '1999-01-01',
      '1998-01-01',
      '1997-01-01',
    ]);
    // a word too short for the trigram index still narrows what the others find
    expect(namesOf((await admin.search.palette({ q: 'gira limite 2' })).events)).toEqual(['Gira límite 2']);
  });

  it('puts the events without a date after the dated ones', async () => {
    await createEvent('Bolo sin fecha');
    await createEvent('Bolo con fecha', '2003-01-01');
    expect(namesOf((await admin.search.palette({ q: 'bolo fecha' })).events)).toEqual([
      'Bolo con fecha',
      'Bolo sin fecha',
    ]);
  });

  it('leaves deleted events out', async () => {
    const { id } = await createEvent('Borrada del todo');
    await admin.events.delete({ id });
    expect((await admin.search.palette({ q: 'borrada' })).events).toEqual([]);
  });

  it('searches a date in a year nobody books in as words, without failing', async () => {
    await createEvent('Pedido 0000-06-12', '2026-06-14');
    expect(namesOf((await admin.search.palette({ q: '0000-06-12' })).events)).toEqual(['Pedido 0000-06-12']);
    for (const q of ['12/06/0000', 'junio 0000', '0001-01-01']) {
      expect((await admin.search.palette({ q })).events, q).toEqual([]);
    }
  });
});

describe('the palette search of masters', () => {
  it('finds masters of any kind by name, without accents', async () => {
    expect((await admin.search.palette({ q: 'alvarez' })).masters).toEqual([
      { kind: 'artist', id: ids.artist, name: 'José Álvarez' },
    ]);
    expect((await admin.search.palette({ q: 'riviera' })).masters).toEqual([
      { kind: 'hall', id: ids.hall, name: 'La Riviera' },
    ]);
  });

  it('gives at most eight, those whose name starts with the words first', async () => {
    for (let i = 0; i < 9; i++) await admin.masters.promoter.create({ name: `Promotora Tope ${i}` });
    await admin.masters.company.create({ name: 'Tope Final SL' });
    const { masters } = await admin.search.palette({ q: 'tope' });
    expect(masters.map((master) => `${master.kind}: ${master.name}`)).toEqual([
      'company: Tope Final SL',
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => `promoter: Promotora Tope ${i}`),
    ]);
  });

  it('shows a name that starts with the word even when more of its kind hold the word further on', async () => {
    for (let i = 0; i < PALETTE_GROUP_LIMIT + 1; i++)
      await admin.masters.artist.create({ name: `A Rumba ${i}` });
    await admin.masters.artist.create({ name: 'Rumba' });
    const { masters } = await admin.search.palette({ q: 'rumba' });
    expect(namesOf(masters)).toEqual(['Rumba', ...[0, 1, 2, 3, 4, 5, 6].map((i) => `A Rumba ${i}`)]);
  });

  it('is not searched by a date alone', async () => {
    expect((await admin.search.palette({ q: '12/06/2026' })).masters).toEqual([]);
  });
});

describe('who may search what', () => {
  it('gives a role without the master data access no masters, and one without events access no events', async () => {
    await admin.admin.roles.create({ name: 'Solo eventos', access: ['InfoGeneral'] });
    await admin.admin.roles.create({ name: 'Solo maestros', access: ['MasterData'] });
    const eventsOnly = await callerWithRole(database, 'Solo eventos', services);
    const mastersOnly = await callerWithRole(database, 'Solo maestros', services);
    expect(await eventsOnly.search.palette({ q: 'riviera' })).toEqual({
      events: [expect.objectContaining({ id: ids.flamenco })],
      masters: [],
    });
    expect(await mastersOnly.search.palette({ q: 'riviera' })).toEqual({
      events: [],
      masters: [expect.objectContaining({ id: ids.hall })],
    });
  });

  it('is closed to a visitor', async () => {
    const visitor = await callerFor(database, null, services);
    await expect(visitor.search.palette({ q: 'riviera' })).rejects.toMatchObject({ appCode: 'unauthorized' });
  });

  it('refuses an empty or too long text', async () => {
    await expect(admin.search.palette({ q: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.search.palette({ q: 'x'.repeat(101) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
