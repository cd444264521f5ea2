import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, callerWithRole, recordingServices, withSignedInAdmin } from '../../testing';
import { userFeedText } from './user-feeds';

type Caller = Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();
let database: Database;
let admin: Caller;
/** Books shows and holds: reads the calendar, the parties and the holds. */
let laura: Caller;
/** Reads the calendar only: no holds, no parties. */
let pepe: Caller;
/** Runs the shows: the calendar and the production, so the advance's schedule. */
let marta: Caller;
let zaharaId: number;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  await admin.admin.roles.create({
    name: 'Giras',
    access: ['InfoGeneral', 'DatosContraparte', 'Calendario', 'Holds'],
  });
  await admin.admin.roles.create({ name: 'Prensa', access: ['InfoGeneral', 'Calendario'] });
  await admin.admin.roles.create({ name: 'Produccion', access: ['InfoGeneral', 'Calendario', 'Produccion'] });
  laura = await callerWithRole(database, 'Giras', services);
  pepe = await callerWithRole(database, 'Prensa', services);
  marta = await callerWithRole(database, 'Produccion', services);
  const hall = await admin.masters.hall.create({
    name: 'Sala Apolo',
    address: 'Nou de la Rambla 113',
    city: 'Barcelona',
  });
  const artist = await admin.masters.artist.create({ name: 'Zahara' });
  ({ id: zaharaId } = await laura.events.create({
    name: 'Zahara en Apolo',
    eventType: 'Promotores',
    date: day(30),
    location: 'Barcelona',
    artista: { artistaMaestroId: artist.id },
    sala: { salaMaestroId: hall.id },
  }));
  await admin.advance.scheduleCreate({
    eventId: zaharaId,
    day: -1,
    time: '22:00',
    kind: 'get_in',
    label: 'camión de backline',
    place: 'Muelle de carga',
  });
  await admin.events.create({
    name: 'Vetusta en la Riviera',
    eventType: 'Promotores',
    date: day(40),
    artista: { name: 'Vetusta Morla' },
  });
  await laura.holds.create({ artistId: artist.id, hallId: hall.id, dateFrom: day(60), dateTo: day(61) });
  const other = await admin.masters.artist.create({ name: 'Rigoberta Bandini' });
  await admin.holds.create({ artistId: other.id, hallId: hall.id, dateFrom: day(70) });
});
afterAll(() => database.close());

/** The feed at `url` as a calendar app reads it, its long lines unfolded. */
async function feedAt(url: string) {
  const token = /\/ical\/([a-z0-9]+)\.ics$/.exec(url)?.[1] ?? '';
  const text = await userFeedText(database.db, token, { publicUrl: services.publicUrl });
  return text?.replace(/\r\n /g, '') ?? null;
}
const feedsOf = async (caller: Caller) => {
  const feeds = await caller.events.calendar.myFeeds({});
  const url = (scope: 'mine' | 'all') => feeds.find((feed) => feed.scope === scope)?.url ?? '';
  return { mine: url('mine'), all: url('all') };
};

describe('every user’s own calendar feeds, without set-up', () => {
  it('gives “all my shows”: the user’s shows and holds, holds marked, LOCATION hall, address and town', async () => {
    const mine = await feedAt((await feedsOf(laura)).mine);
    expect(mine).toContain('SUMMARY:Zahara en Apolo');
    expect(mine).toContain('LOCATION:Sala Apolo\\, Nou de la Rambla 113\\, Barcelona');
    expect(mine).toContain('SUMMARY:Reserva: Zahara (1.ª)');
    const hold = mine?.split('BEGIN:VEVENT').find((block) => block.includes('SUMMARY:Reserva: Zahara'));
    expect(hold).toContain('STATUS:TENTATIVE');
    expect(mine).not.toContain('Vetusta');
    expect(mine).not.toContain('Rigoberta');
  });

  it('gives “all shows”: everyone’s shows and holds the user may read', async () => {
    const all = await feedAt((await feedsOf(laura)).all);
    for (const summary of [
      'Zahara en Apolo',
      'Vetusta en la Riviera',
      'Reserva: Zahara (1.ª)',
      'Reserva: Rigoberta Bandini (1.ª)',
    ])
      expect(all).toContain(`SUMMARY:${summary}`);
  });

  it('leaves out what the user may not read: holds without Holds, the hall without the parties', async () => {
    const all = await feedAt((await feedsOf(pepe)).all);
    expect(all).toContain('SUMMARY:Zahara en Apolo');
    expect(all).toContain('LOCATION:Barcelona');
    expect(all).not.toContain('Reserva');
    expect(all).not.toContain('Nou de la Rambla');
  });

  it('keeps the same addresses, and revokes one when asked: the old address stops at once', async () => {
    const before = await feedsOf(laura);
    expect(await feedsOf(laura)).toEqual(before);
    const rotated = await laura.events.calendar.myFeeds({ rotate: 'mine' });
    expect(await feedAt(before.mine)).toBeNull();
    expect(rotated.find((feed) => feed.scope === 'all')?.url).toBe(before.all);
    expect(await feedAt(rotated.find((feed) => feed.scope === 'mine')?.url ?? '')).toContain(
      'Zahara en Apolo',
    );
  });

  it('gives a show’s schedule to a role that may read its advance, and not to one that may not', async () => {
    const step = `UID:event-${zaharaId}-step-`;
    const production = await feedAt((await feedsOf(marta)).all);
    expect(production).toContain(step);
    expect(production).toContain('SUMMARY:Llegada y carga: camión de backline — Zahara en Apolo');
    expect(production).toContain('LOCATION:Muelle de carga');
    for (const caller of [laura, pepe]) {
      const all = await feedAt((await feedsOf(caller)).all);
      expect(all).toContain('SUMMARY:Zahara en Apolo');
      expect(all).not.toContain(step);
      expect(all).not.toContain('backline');
      expect(all).not.toContain('Muelle');
    }
  });

  it('leaves a deleted show’s schedule out with the show', async () => {
    const { id } = await admin.events.create({
      name: 'Borrado con horario',
      eventType: 'Promotores',
      date: day(35),
      artista: { name: 'Nadie' },
    });
    await admin.advance.scheduleCreate({ eventId: id, time: '18:00', kind: 'soundcheck', label: 'borrada' });
    await admin.events.delete({ id });
    const all = await feedAt((await feedsOf(marta)).all);
    expect(all).not.toContain(`UID:event-${id}-step-`);
    expect(all).not.toContain('borrada');
  });
});
