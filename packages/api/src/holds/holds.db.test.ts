import { createDb, type Database, type NotificationKind, schema } from '@bolo/db';
import { formatDay } from '@bolo/templating/format';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_TIME_ZONE, todayIn } from '../shared/time-zone';
import { type callerFor, callerWithRole, recordingServices, withSignedInAdmin } from '../testing';
import { releaseDueHolds, remindExpiringHolds } from './service';

const services = recordingServices();
let database: Database & { url?: string };
let admin: Awaited<ReturnType<typeof callerFor>>;
type Caller = typeof admin;
/** Two agents who hold halls and read their notifications. */
let ana: Caller;
let bea: Caller;
/** An agent who may also turn a hold into an event. */
let booker: Caller;
/** Who manages everyone's holds (HoldsAdmin) and may confirm them. */
let chief: Caller;
let artistId: number;
let companyId: number;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The office's day `days` from today: holds are of days to come. */
const dayAhead = (days: number) => todayIn(OFFICE_TIME_ZONE, new Date(Date.now() + days * DAY));
const day = dayAhead(60);
const nextDay = dayAhead(61);
let halls = 0;
const newHall = async () => (await admin.masters.hall.create({ name: `Sala ${++halls}`, city: 'Madrid' })).id;
let artists = 0;
const newArtist = async () => (await admin.masters.artist.create({ name: `Artista ${++artists}` })).id;
/** A hold of `hallId` on `day`, of an artist of its own unless `artistId` is given (one per artist, hall and day). */
const hold = async (
  caller: Caller,
  hallId: number,
  fields: {
    artistId?: number;
    dateFrom?: string;
    dateTo?: string;
    empresaId?: number;
    expiresAt?: Date;
  } = {},
) =>
  caller.holds.create({ artistId: fields.artistId ?? (await newArtist()), hallId, dateFrom: day, ...fields });
const levelsAt = async (hallId: number) =>
  Object.fromEntries((await admin.holds.list({ hallId })).map((h) => [h.id, h.level]));
const notificationsOf = async (caller: Caller, kind: NotificationKind) =>
  (await caller.notifications.list({ page: 1, size: 100, kind })).items;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  await admin.admin.roles.create({ name: 'Agencia', access: ['Holds', 'Notificaciones'] });
  await admin.admin.roles.create({
    name: 'Contratación de reservas',
    access: ['Holds', 'Notificaciones', 'InfoGeneral', 'DatosContraparte'],
  });
  await admin.admin.roles.create({ name: 'Eventos', access: ['InfoGeneral', 'Notificaciones'] });
  await admin.admin.roles.create({
    name: 'Jefatura de reservas',
    access: ['Holds', 'HoldsAdmin', 'Notificaciones', 'InfoGeneral', 'DatosContraparte'],
  });
  ana = await callerWithRole(database, 'Agencia', services);
  bea = await callerWithRole(database, 'Agencia', services);
  booker = await callerWithRole(database, 'Contratación de reservas', services);
  chief = await callerWithRole(database, 'Jefatura de reservas', services);
  artistId = (await admin.masters.artist.create({ name: 'Zahara' })).id;
  companyId = (await admin.masters.company.create({ name: 'Bolo Producciones' })).id;
});
afterAll(() => database.close());

describe('holds', () => {
  it('queues two agents on one hall and day, and moves the 2nd up with a notice when the 1st is released', async () => {
    const hallId = await newHall();
    const first = await hold(ana, hallId);
    const second = await hold(bea, hallId, { artistId });
    expect([first.level, second.level]).toEqual([1, 2]);
    expect(second).toMatchObject({ artistName: 'Zahara', hallName: 'Sala 1', dateTo: day, status: 'active' });

    const released = await ana.holds.release({ id: first.id });
    expect(released).toMatchObject({ status: 'released', challengedBy: null });
    expect(await bea.holds.find({ id: second.id })).toMatchObject({ level: 1 });
    const [notice] = await notificationsOf(bea, 'hold_promoted');
    expect(notice).toMatchObject({
      data: { holdId: second.id, artist: 'Zahara', hall: 'Sala 1', dateFrom: day },
    });
    expect(await notificationsOf(ana, 'hold_promoted')).toEqual([]);
    await expect(ana.holds.release({ id: first.id })).rejects.toMatchObject({ appCode: 'hold_not_active' });
  });

  it('releases a challenged 1st whose holder does not confirm by the deadline, and the challenger moves up', async () => {
    const hallId = await newHall();
    const first = await hold(ana, hallId);
    const second = await hold(bea, hallId);
    const third = await hold(bea, hallId);
    await expect(bea.holds.challenge({ id: third.id })).rejects.toMatchObject({ appCode: 'hold_not_below' });
    for (const other of [ana, admin])
      await expect(other.holds.challenge({ id: second.id })).rejects.toMatchObject({
        appCode: 'hold_not_owner',
        code: 'FORBIDDEN',
      });
    expect(await bea.holds.find({ id: first.id })).toMatchObject({ challengedBy: null });
    const challenged = await bea.holds.challenge({ id: second.id });
    expect(challenged).toMatchObject({ id: first.id, challengedBy: second.id });
    const deadline = challenged.challengeDeadline?.getTime() ?? 0;
    expect(deadline - Date.now()).toBeGreaterThan(47.9 * HOUR);
    expect(deadline - Date.now()).toBeLessThanOrEqual(48 * HOUR);
    expect((await notificationsOf(ana, 'hold_challenged'))[0]?.data).toMatchObject({ holdId: first.id });
    await expect(bea.holds.challenge({ id: second.id })).rejects.toMatchObject({
      appCode: 'hold_challenge_open',
    });

    expect(await releaseDueHolds(database.db, new Date(deadline - 60_000))).toEqual([]);
    expect(await releaseDueHolds(database.db, new Date(deadline + 60_000))).toEqual([first.id]);
    expect(await levelsAt(hallId)).toEqual({ [second.id]: 1, [third.id]: 2 });
    expect((await notificationsOf(bea, 'hold_promoted')).map((n) => n.data.holdId)).toContain(second.id);
    expect((await notificationsOf(ana, 'hold_challenge_lost')).map((n) => n.data.holdId)).toEqual([first.id]);
  });

  it('answers a challenge by confirming: the hold becomes a Confirmado event in Contratación and the rest wait behind it', async () => {
    const hallId = await newHall();
    const first = await hold(booker, hallId, { artistId, dateTo: nextDay, empresaId: companyId });
    expect(first.empresaId).toBe(companyId);
    const second = await hold(bea, hallId);
    await bea.holds.challenge({ id: second.id, hours: 2 });
    await expect(chief.holds.confirm({ id: second.id })).rejects.toMatchObject({
      appCode: 'hold_not_first',
    });
    await expect(ana.holds.confirm({ id: first.id })).rejects.toMatchObject({ appCode: 'forbidden' });

    const confirmed = await booker.holds.confirm({ id: first.id });
    expect(confirmed).toMatchObject({ status: 'confirmed', challengedBy: null, challengeDeadline: null });
    const event = await admin.events.find({ id: confirmed.eventId ?? 0 });
    expect(event).toMatchObject({
      name: `Zahara — Sala ${halls}, Madrid`,
      fase: 'Contratacion',
      status: 'Confirmado',
      date: day,
      empresaId: first.empresaId,
      artista: { artistaMaestroId: artistId, name: 'Zahara' },
      sala: { salaMaestroId: hallId },
    });
    // the challenger is 2nd behind the booked date, not promoted; the challenge was on `day`
    // alone, so the 1st's next day was not at stake and stays held, 1st
    const nextDayPart = (await admin.holds.list({ hallId })).find((h) => h.dateFrom === nextDay);
    expect(nextDayPart).toMatchObject({ ownerId: first.ownerId, challengedBy: null });
    expect(await levelsAt(hallId)).toEqual({ [second.id]: 2, [nextDayPart?.id ?? 0]: 1 });
    const aboutSecond = (kind: NotificationKind) =>
      notificationsOf(bea, kind).then((all) => all.filter((n) => n.data.holdId === second.id));
    expect(await aboutSecond('hold_promoted')).toEqual([]);
    expect(await aboutSecond('hold_date_booked')).toMatchObject([
      { data: { bookedDate: day, hall: expect.any(String) } },
    ]);
    expect(await releaseDueHolds(database.db, new Date(Date.now() + 3 * HOUR))).toEqual([]);
  });

  it('holds the date of a draft event, which confirming the hold moves to Contratación', async () => {
    const hallId = await newHall();
    const draftOn = async (name: string, fields: object) =>
      (
        await admin.events.create({
          name,
          eventType: 'Promotores',
          artista: { artistaMaestroId: artistId },
          ...fields,
        })
      ).id;
    const draft = await draftOn('Zahara en borrador', {
      date: day,
      empresaId: companyId,
      sala: { salaMaestroId: hallId },
    });
    const before = await hold(ana, hallId);

    const held = await booker.holds.createFromEvent({ eventId: draft, notes: 'Desde el borrador' });
    expect(held).toMatchObject({
      artistId,
      hallId,
      dateFrom: day,
      dateTo: day,
      empresaId: companyId,
      eventId: draft,
      level: 2,
      status: 'active',
      notes: 'Desde el borrador',
    });
    await expect(booker.holds.createFromEvent({ eventId: draft })).rejects.toMatchObject({
      appCode: 'hold_event_held',
    });
    await expect(ana.holds.createFromEvent({ eventId: draft })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
    // the draft does not clash with its own hold, only with the hold above it
    expect(
      (await bea.holds.conflicts({ dateFrom: day, dateTo: day })).filter((c) => c.hallId === hallId),
    ).toEqual([{ hallId, date: day, kind: 'event_hold', eventIds: [draft], holdIds: [before.id] }]);

    await ana.holds.release({ id: before.id });
    const confirmed = await booker.holds.confirm({ id: held.id });
    expect(confirmed).toMatchObject({ status: 'confirmed', eventId: draft });
    expect(await admin.events.find({ id: draft })).toMatchObject({
      fase: 'Contratacion',
      name: 'Zahara en borrador',
    });
    // no second event: the hall has the draft only
    const { eventParties } = schema;
    expect(await database.db.$count(eventParties, eq(eventParties.salaMaestroId, hallId))).toBe(1);

    const undated = await draftOn('Zahara sin fecha', { sala: { salaMaestroId: hallId } });
    await expect(booker.holds.createFromEvent({ eventId: undated })).rejects.toMatchObject({
      appCode: 'hold_event_incomplete',
    });
    const dated = await draftOn('Zahara confirmada', { date: day, sala: { salaMaestroId: hallId } });
    await admin.events.setStatus({ id: dated, status: 'Confirmado' });
    await expect(booker.holds.createFromEvent({ eventId: dated })).rejects.toMatchObject({
      appCode: 'hold_event_not_draft',
    });
  });

  it('refuses to confirm the hold of a draft moved off the day held, and confirms it once it is back', async () => {
    const hallId = await newHall();
    const draft = await admin.events.create({
      name: 'Zahara que se mueve',
      eventType: 'Promotores',
      date: day,
      artista: { artistaMaestroId: artistId },
      sala: { salaMaestroId: hallId },
    });
    const held = await booker.holds.createFromEvent({ eventId: draft.id });
    const moveTo = async (date: string) => {
      const { version } = await admin.events.find({ id: draft.id });
      await admin.events.update({ id: draft.id, version, date });
    };

    await moveTo(dayAhead(90));
    await expect(booker.holds.confirm({ id: held.id })).rejects.toMatchObject({
      appCode: 'hold_event_moved',
      message: expect.stringContaining(`(${formatDay(day, 'es')})`),
    });
    // nothing changed: the hold is still waiting, the draft still a draft
    expect(await booker.holds.find({ id: held.id })).toMatchObject({ status: 'active', level: 1 });
    expect(await admin.events.find({ id: draft.id })).toMatchObject({ fase: 'Creacion' });

    await moveTo(day);
    expect(await booker.holds.confirm({ id: held.id })).toMatchObject({
      status: 'confirmed',
      eventId: draft.id,
    });
    expect(await admin.events.find({ id: draft.id })).toMatchObject({ fase: 'Contratacion', date: day });
  });

  it('keeps one queue in order while holds are made, released and confirmed at once', async () => {
    const hallId = await newHall();
    const first = await hold(booker, hallId);
    const second = await hold(ana, hallId);
    const third = await hold(bea, hallId);
    const made = await Promise.all([
      booker.holds.confirm({ id: first.id }),
      ana.holds.release({ id: second.id }),
      hold(bea, hallId),
      hold(ana, hallId),
      hold(bea, hallId),
    ]);
    const levels = await levelsAt(hallId);
    expect(
      Object.keys(levels)
        .map(Number)
        .sort((x, y) => x - y),
    ).toEqual([third.id, ...made.slice(2).map((h) => h.id)].sort((x, y) => x - y));
    // the confirmed day is the 1st: the holds left queue behind it
    expect(Object.values(levels).sort()).toEqual([2, 3, 4, 5]);
  });

  it('keeps the levels of a day contiguous after releases, and of overlapping ranges', async () => {
    const hallId = await newHall();
    const [a, b, c, d] = [
      await hold(ana, hallId),
      await hold(bea, hallId),
      await hold(ana, hallId),
      await hold(bea, hallId),
    ];
    await bea.holds.release({ id: b?.id ?? 0 });
    await ana.holds.release({ id: c?.id ?? 0 });
    expect(await levelsAt(hallId)).toEqual({ [a?.id ?? 0]: 1, [d?.id ?? 0]: 2 });

    // a range over the next day is 3rd below d on the day and 1st on the next (a level on each
    // day, issue 27); a hold of the next day alone 2nd below the range there
    const range = await hold(ana, hallId, { dateTo: nextDay });
    const ofNextDay = await hold(bea, hallId, { dateFrom: nextDay });
    expect([range.level, range.dateTo, ofNextDay.level]).toEqual([3, day, 2]);
    const rangeNextDay = (await admin.holds.list({ hallId, dateFrom: nextDay })).find(
      (h) => h.artistId === range.artistId,
    );
    expect(rangeNextDay).toMatchObject({ dateFrom: nextDay, dateTo: nextDay, level: 1 });
    await bea.holds.release({ id: d?.id ?? 0 });
    expect(await levelsAt(hallId)).toEqual({
      [a?.id ?? 0]: 1,
      [range.id]: 2,
      [rangeNextDay?.id ?? 0]: 1,
      [ofNextDay.id]: 2,
    });
  });

  it('gives concurrent holds of one hall and day different levels', async () => {
    const hallId = await newHall();
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => hold(i % 2 ? ana : bea, hallId)));
    expect(made.map((h) => h.level).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('releases each expired or unanswered hold once when two processes run the job at once', async () => {
    const now = Date.now();
    const firsts: number[] = [];
    for (let i = 0; i < 6; i++) {
      const hallId = await newHall();
      // half expire, half are challenged and not confirmed in time
      const expiresAt = new Date(now + (i % 2 ? 7 * 24 : 1) * HOUR);
      firsts.push((await ana.holds.create({ artistId, hallId, dateFrom: day, expiresAt })).id);
      const second = await hold(bea, hallId);
      if (i % 2) await bea.holds.challenge({ id: second.id, hours: 1 });
    }
    const promotedBefore = (await notificationsOf(bea, 'hold_promoted')).length;
    // a second process: its own connection to the same PostgreSQL (PGlite has one process only)
    const other = database.url ? createDb({ url: database.url }) : database;
    try {
      const at = new Date(now + 2 * HOUR);
      const [one, two] = await Promise.all([releaseDueHolds(database.db, at), releaseDueHolds(other.db, at)]);
      expect([...one, ...two].sort((x, y) => x - y)).toEqual(firsts);
    } finally {
      if (other !== database) await other.close();
    }
    expect((await notificationsOf(bea, 'hold_promoted')).length - promotedBefore).toBe(6);
    expect(
      (await admin.holds.list({ status: 'released', dateFrom: day, dateTo: day })).map((h) => h.id),
    ).toEqual(expect.arrayContaining(firsts));
  });

  it('edits notes and expiry at the version read, and refuses an expiry already past', async () => {
    const hallId = await newHall();
    const made = await hold(ana, hallId);
    const edited = await ana.holds.update({
      id: made.id,
      version: made.version,
      notes: 'Pendiente del mánager',
    });
    expect(edited).toMatchObject({ notes: 'Pendiente del mánager', version: made.version + 1 });
    await expect(ana.holds.update({ id: made.id, version: made.version, notes: 'x' })).rejects.toMatchObject({
      appCode: 'version_conflict',
    });
    await expect(
      ana.holds.update({ id: made.id, version: edited.version, expiresAt: new Date(Date.now() - HOUR) }),
    ).rejects.toMatchObject({ appCode: 'hold_expiry_past' });
    await expect(hold(ana, 2_000_000)).rejects.toMatchObject({ appCode: 'sala_not_found' });
    await expect(
      ana.holds.create({ artistId, hallId, dateFrom: nextDay, dateTo: day }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('warns of an event on a held hall and day, and of two confirmed events there', async () => {
    const hallId = await newHall();
    const [first, second, tenth, last] = [dayAhead(120), dayAhead(121), dayAhead(129), dayAhead(149)];
    const held = await hold(ana, hallId, { dateFrom: first, dateTo: second });
    const eventOn = async (name: string, date: string) =>
      (
        await admin.events.create({
          name,
          eventType: 'Promotores',
          date,
          artista: { artistaMaestroId: artistId },
          sala: { salaMaestroId: hallId },
        })
      ).id;
    const clash = await eventOn('Zahara junio', second);
    const [one, two] = [await eventOn('Zahara 10', tenth), await eventOn('Zahara 10 bis', tenth)];
    for (const id of [one, two]) await admin.events.setStatus({ id, status: 'Confirmado' });
    expect(await bea.holds.conflicts({ dateFrom: first, dateTo: last })).toEqual([
      { hallId, date: second, kind: 'event_hold', eventIds: [clash], holdIds: [held.id] },
      { hallId, date: tenth, kind: 'confirmed_events', eventIds: [one, two], holdIds: [] },
    ]);
  });

  it('lets only the owner or a HoldsAdmin release, edit, extend or confirm a hold, and tells the owner of a HoldsAdmin’s change', async () => {
    const hallId = await newHall();
    const first = await hold(ana, hallId);
    const second = await hold(bea, hallId);
    const later = new Date(Date.now() + 10 * DAY);
    // a colleague with Holds only: refused, and nothing moves (their own 2nd does not become 1st)
    for (const refused of [
      () => bea.holds.release({ id: first.id }),
      () => bea.holds.update({ id: first.id, version: first.version, expiresAt: later }),
      () => bea.holds.update({ id: first.id, version: first.version, notes: 'mía' }),
      () => booker.holds.confirm({ id: first.id }),
    ])
      await expect(refused()).rejects.toMatchObject({ appCode: 'hold_not_yours', code: 'FORBIDDEN' });
    expect(await ana.holds.find({ id: first.id })).toMatchObject({
      status: 'active',
      version: first.version,
      expiresAt: first.expiresAt,
    });
    expect(await levelsAt(hallId)).toEqual({ [first.id]: 1, [second.id]: 2 });

    // the owner edits and extends their own: nobody is told
    const own = await ana.holds.update({ id: first.id, version: first.version, notes: 'Gira de otoño' });
    const extended = await chief.holds.update({ id: first.id, version: own.version, expiresAt: later });
    expect(extended).toMatchObject({ notes: 'Gira de otoño', expiresAt: later });
    const [updated, ...more] = await notificationsOf(ana, 'hold_updated');
    expect(more).toEqual([]);
    expect(updated?.data).toMatchObject({
      holdId: first.id,
      by: 'Jefatura de reservas',
      hall: first.hallName,
      dateFrom: day,
    });

    // the HoldsAdmin releases it: the owner is told, and the 2nd moves up
    expect(await chief.holds.release({ id: first.id })).toMatchObject({ status: 'released' });
    expect((await notificationsOf(ana, 'hold_released'))[0]?.data).toMatchObject({
      holdId: first.id,
      by: 'Jefatura de reservas',
    });
    expect(await levelsAt(hallId)).toEqual({ [second.id]: 1 });
    // and confirms the new 1st for its owner, who is told too
    expect(await chief.holds.confirm({ id: second.id })).toMatchObject({ status: 'confirmed' });
    expect((await notificationsOf(bea, 'hold_confirmed'))[0]?.data).toMatchObject({ holdId: second.id });
    expect(await notificationsOf(chief, 'hold_confirmed')).toEqual([]);

    // the administrator's role has every access, HoldsAdmin with it
    const third = await hold(bea, hallId);
    expect(await admin.holds.release({ id: third.id })).toMatchObject({ status: 'released' });
    expect((await notificationsOf(bea, 'hold_released'))[0]?.data).toMatchObject({ holdId: third.id });
  });

  it('refuses an expiry past HOLDS_MAX_DAYS (year 9999, +275760) and days before today or after 2100', async () => {
    const hallId = await newHall();
    const tooFar = [
      new Date(Date.now() + 91 * DAY),
      new Date('9999-12-31T00:00:00Z'),
      new Date('+275760-09-13T00:00:00Z'),
    ];
    for (const expiresAt of tooFar)
      await expect(hold(ana, hallId, { expiresAt })).rejects.toMatchObject({
        appCode: 'hold_expiry_too_far',
        code: 'BAD_REQUEST',
        message: 'La reserva puede caducar como mucho a 90 días de hoy.',
      });
    const made = await hold(ana, hallId);
    // seven days unless given
    expect(made.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * DAY - HOUR);
    expect(made.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * DAY);
    for (const expiresAt of tooFar)
      await expect(ana.holds.update({ id: made.id, version: made.version, expiresAt })).rejects.toMatchObject(
        {
          appCode: 'hold_expiry_too_far',
        },
      );
    const atMost = new Date(Date.now() + 89 * DAY);
    expect(await ana.holds.update({ id: made.id, version: made.version, expiresAt: atMost })).toMatchObject({
      expiresAt: atMost,
    });

    // HOLDS_MAX_DAYS reaches the service: 30 days, and the default expiry within it
    const shortServices = { ...services, holdsMaxDays: 30 };
    const short = await callerWithRole(database, 'Agencia', shortServices);
    await expect(hold(short, hallId, { expiresAt: new Date(Date.now() + 31 * DAY) })).rejects.toMatchObject({
      appCode: 'hold_expiry_too_far',
      message: expect.stringContaining('30 días'),
    });
    expect(await hold(short, hallId, { expiresAt: new Date(Date.now() + 29 * DAY) })).toMatchObject({
      status: 'active',
    });

    await expect(hold(ana, hallId, { dateFrom: dayAhead(-1) })).rejects.toMatchObject({
      appCode: 'hold_days_past',
      code: 'BAD_REQUEST',
    });
    expect(await hold(ana, hallId, { dateFrom: dayAhead(0) })).toMatchObject({ status: 'active' });
    for (const dates of [{ dateFrom: '2101-01-01' }, { dateFrom: day, dateTo: '2101-01-01' }])
      await expect(hold(ana, hallId, dates)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('Fecha fuera de rango'),
      });
    // a draft of a day gone cannot hold it either
    const past = await admin.events.create({
      name: 'Zahara el año pasado',
      eventType: 'Promotores',
      date: dayAhead(-365),
      artista: { artistaMaestroId: artistId },
      sala: { salaMaestroId: hallId },
    });
    await expect(booker.holds.createFromEvent({ eventId: past.id })).rejects.toMatchObject({
      appCode: 'hold_days_past',
    });
  });

  it('refuses a second active hold of one artist, hall, company and day, and takes it once the first left', async () => {
    const hallId = await newHall();
    const otherCompany = (await admin.masters.company.create({ name: 'Otra Promotora' })).id;
    const first = await hold(ana, hallId, { artistId, empresaId: companyId, dateTo: nextDay });
    for (const [caller, fields] of [
      [ana, { empresaId: companyId }],
      [bea, { empresaId: companyId, dateFrom: nextDay }],
    ] as const)
      await expect(hold(caller, hallId, { artistId, ...fields })).rejects.toMatchObject({
        appCode: 'hold_duplicate',
        code: 'CONFLICT',
      });
    // another company, another artist or another day is another hold
    expect((await hold(bea, hallId, { artistId, empresaId: otherCompany })).level).toBe(2);
    expect((await hold(bea, hallId, { empresaId: companyId })).level).toBe(3);
    expect((await hold(bea, hallId, { artistId, empresaId: companyId, dateFrom: dayAhead(62) })).level).toBe(
      1,
    );

    await ana.holds.release({ id: first.id });
    const made = await Promise.allSettled([
      hold(ana, hallId, { artistId, empresaId: companyId }),
      hold(bea, hallId, { artistId, empresaId: companyId }),
    ]);
    expect(made.map((m) => m.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(made.find((m) => m.status === 'rejected')).toMatchObject({
      reason: { appCode: 'hold_duplicate' },
    });
  });

  it('is refused to a role without Holds', async () => {
    const outsider = await callerWithRole(database, 'Eventos', services);
    await expect(outsider.holds.list({})).rejects.toMatchObject({ appCode: 'forbidden' });
    await expect(hold(outsider, await newHall())).rejects.toMatchObject({ appCode: 'forbidden' });
  });
});

describe('a booked date', () => {
  /** An event of `hallId` on `date` in `status` (through the moves the status allows). */
  const eventAt = async (
    hallId: number,
    date: string,
    statuses: ('Confirmado' | 'Anunciado' | 'Cancelado')[],
  ) => {
    const { id } = await admin.events.create({
      name: `Concierto ${hallId} ${date} ${statuses.join(' ')}`,
      eventType: 'Promotores',
      date,
      artista: { artistaMaestroId: artistId },
      sala: { salaMaestroId: hallId },
    });
    for (const status of statuses) await admin.events.setStatus({ id, status });
    return id;
  };
  const conflictsAt = async (hallId: number, dateFrom: string, dateTo = dateFrom) =>
    (await admin.holds.conflicts({ dateFrom, dateTo })).filter((c) => c.hallId === hallId);

  it('lists a hold on a day with a Confirmado event, refuses to confirm it (409) unless an administrator overrides with a reason, kept in the history', async () => {
    const hallId = await newHall();
    const booked = await eventAt(hallId, day, ['Confirmado']);
    const held = await hold(booker, hallId);
    expect(held.level).toBe(2);
    expect(await conflictsAt(hallId, day)).toEqual([
      { hallId, date: day, kind: 'date_booked', eventIds: [booked], holdIds: [held.id] },
    ]);

    await expect(booker.holds.confirm({ id: held.id })).rejects.toMatchObject({
      appCode: 'hold_date_booked',
      code: 'CONFLICT',
      message: expect.stringContaining(`«Concierto ${hallId} ${day} Confirmado»`),
    });
    await expect(
      chief.holds.confirm({ id: held.id, override: { reason: 'Lo dice el jefe' } }),
    ).rejects.toMatchObject({ appCode: 'hold_override_admin', code: 'FORBIDDEN' });
    await expect(admin.holds.confirm({ id: held.id, override: { reason: ' ' } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await booker.holds.find({ id: held.id })).toMatchObject({ status: 'active', level: 2 });

    const reason = 'La sala abre una segunda sesión esa noche';
    const confirmed = await admin.holds.confirm({ id: held.id, override: { reason } });
    expect(confirmed.status).toBe('confirmed');
    const eventId = confirmed.eventId ?? 0;
    expect(await admin.events.find({ id: eventId })).toMatchObject({ status: 'Confirmado', date: day });
    const history = await admin.events.audit({ id: eventId, page: 1, size: 100 });
    expect(history.items).toContainEqual(
      expect.objectContaining({
        field: 'bookedDateOverride',
        newValue: reason,
        oldValue: [{ id: booked, name: `Concierto ${hallId} ${day} Confirmado`, date: day }],
      }),
    );
    expect(await conflictsAt(hallId, day)).toEqual([
      { hallId, date: day, kind: 'confirmed_events', eventIds: [booked, eventId], holdIds: [] },
    ]);
  });

  it('refuses to confirm a 1st whose day became booked after it was made, and counts Anunciado and Producción as booked but not Cancelado', async () => {
    const hallId = await newHall();
    const first = await hold(booker, hallId, { dateTo: dayAhead(63) });
    expect(first.level).toBe(1);
    const announced = await eventAt(hallId, dayAhead(62), ['Confirmado', 'Anunciado']);
    const cancelled = await eventAt(hallId, nextDay, ['Cancelado']);
    const inProduction = await eventAt(hallId, dayAhead(63), []);
    await admin.events.update({
      id: inProduction,
      version: (await admin.events.find({ id: inProduction })).version,
      fase: 'Produccion',
    });
    expect(await conflictsAt(hallId, day, dayAhead(63))).toEqual([
      { hallId, date: dayAhead(62), kind: 'date_booked', eventIds: [announced], holdIds: [first.id] },
      { hallId, date: dayAhead(63), kind: 'date_booked', eventIds: [inProduction], holdIds: [first.id] },
    ]);
    expect(cancelled).toBeGreaterThan(0);
    // confirming the whole range is refused on its booked days; its first day alone is free
    await expect(booker.holds.confirm({ id: first.id })).rejects.toMatchObject({
      appCode: 'hold_date_booked',
    });
    const confirmed = await booker.holds.confirm({ id: first.id, days: [day] });
    expect(await admin.events.find({ id: confirmed.eventId ?? 0 })).toMatchObject({
      date: day,
      status: 'Confirmado',
    });
    // the rest of the range stays held: 1st on its free day, 2nd behind its booked days
    const rest = (await admin.holds.list({ hallId })).filter((h) => h.artistId === first.artistId);
    expect(rest.map((h) => [h.dateFrom, h.dateTo, h.level])).toEqual([
      [nextDay, nextDay, 1],
      [dayAhead(62), dayAhead(63), 2],
    ]);
    for (const { id } of rest) await booker.holds.release({ id });
    // a hold made on the booked day afterwards starts 2nd, and confirming it is refused
    const late = await hold(booker, hallId, { dateFrom: dayAhead(62) });
    expect(late.level).toBe(2);
    await expect(booker.holds.confirm({ id: late.id })).rejects.toMatchObject({
      appCode: 'hold_date_booked',
    });
  });

  it('reminds the owner of a hold 24 h before it expires, once however many jobs run, and again after an extension', async () => {
    const hallId = await newHall();
    const now = new Date();
    const soon = await hold(ana, hallId, { expiresAt: new Date(now.getTime() + 12 * HOUR) });
    const later = await hold(ana, hallId, { expiresAt: new Date(now.getTime() + 3 * DAY) });
    const key = (id: number) => like(schema.mails.idempotencyKey, `hold_expiring:${id}:%`);
    const mailsOf = (id: number) =>
      database.db
        .select()
        .from(schema.mails)
        .where(and(eq(schema.mails.kind, 'hold_expiring'), key(id)));

    const runs = await Promise.all([
      remindExpiringHolds(database.db, now),
      remindExpiringHolds(database.db, now),
    ]);
    expect(runs.flat().filter((id) => id === soon.id)).toEqual([soon.id]);
    expect(runs.flat()).not.toContain(later.id);
    expect(await remindExpiringHolds(database.db, new Date(now.getTime() + HOUR))).not.toContain(soon.id);
    const [mail, ...more] = await mailsOf(soon.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: expect.stringContaining('caduca en menos de 24 horas') });
    expect(mail?.text).toContain('Sala');
    const told = (await notificationsOf(ana, 'hold_expiring')).filter((n) => n.data.holdId === soon.id);
    expect(told).toHaveLength(1);

    const extended = await ana.holds.update({
      id: soon.id,
      version: (await ana.holds.find({ id: soon.id })).version,
      expiresAt: new Date(now.getTime() + 20 * HOUR),
    });
    expect(extended.status).toBe('active');
    expect(await remindExpiringHolds(database.db, new Date(now.getTime() + HOUR))).toContain(soon.id);
    expect(await mailsOf(soon.id)).toHaveLength(2);
  });
});

describe('a level on each day (issue 27)', () => {
  const [may1, may2, may3] = [dayAhead(80), dayAhead(81), dayAhead(82)];
  /** The active holds of the hall as owner-readable rows: first day, last day, level, by whom. */
  const queueAt = async (hallId: number) =>
    (await admin.holds.list({ hallId })).map((h) => [h.dateFrom, h.dateTo, h.level, h.ownerId]);

  it('releases the 1st of one day of a range alone: the 2nd moves up there, the other days stay held', async () => {
    const hallId = await newHall();
    const range = await hold(booker, hallId, { dateFrom: may1, dateTo: may3 });
    const second = await hold(ana, hallId, { dateFrom: may1 });
    const third = await hold(bea, hallId, { dateFrom: may1 });
    expect([range.level, second.level, third.level]).toEqual([1, 2, 3]);

    const released = await booker.holds.release({ id: range.id, days: [may1] });
    expect(released).toMatchObject({ dateFrom: may1, dateTo: may1, status: 'released' });
    const [bookerId, anaId, beaId] = [range.ownerId, second.ownerId, third.ownerId];
    expect(await queueAt(hallId)).toEqual([
      [may1, may1, 1, anaId],
      [may1, may1, 2, beaId],
      [may2, may3, 1, bookerId],
    ]);
    expect((await notificationsOf(ana, 'hold_promoted')).map((n) => n.data.holdId)).toContain(second.id);
    // the former 2nd, now 1st on 1 May, can be challenged by the 3rd
    await expect(bea.holds.challenge({ id: third.id })).resolves.toMatchObject({ id: second.id });
  });

  it('confirms the chosen days of a range, one Confirmado event each, and keeps the others held', async () => {
    const hallId = await newHall();
    const range = await hold(booker, hallId, { dateFrom: may1, dateTo: may3 });
    const backup = await hold(ana, hallId, { dateFrom: may3 });
    await expect(booker.holds.confirm({ id: range.id, days: [dayAhead(83)] })).rejects.toMatchObject({
      appCode: 'hold_days_not_held',
    });

    const confirmed = await booker.holds.confirm({ id: range.id, days: [may3, may1] });
    expect(confirmed).toMatchObject({ dateFrom: may1, dateTo: may1, status: 'confirmed' });
    const made = (await admin.holds.list({ hallId, status: 'confirmed' })).map((h) => [
      h.dateFrom,
      h.eventId,
    ]);
    expect(made.map(([date]) => date)).toEqual([may1, may3]);
    const names = [];
    for (const [date, eventId] of made) {
      const event = await admin.events.find({ id: Number(eventId) });
      expect(event).toMatchObject({ date, status: 'Confirmado' });
      names.push(event.name);
    }
    // named from artist, hall and town; the second show of that name says its day
    const place = `Artista ${artists - 1} — Sala ${halls}, Madrid`;
    expect(names).toEqual([place, `${place} · ${may3.split('-').reverse().join('/')}`]);
    // 2 May is still held by its owner; the backup of 3 May waits behind the booked date, told so
    expect(await queueAt(hallId)).toEqual([
      [may2, may2, 1, range.ownerId],
      [may3, may3, 2, backup.ownerId],
    ]);
    expect((await notificationsOf(ana, 'hold_date_booked')).map((n) => n.data.holdId)).toContain(backup.id);
  });

  it('challenges the 1st on the challenger’s days only: the 1st’s other days are not at stake', async () => {
    const hallId = await newHall();
    const range = await hold(booker, hallId, { dateFrom: may1, dateTo: may3 });
    const second = await hold(ana, hallId, { dateFrom: may2, dateTo: may3 });
    await expect(ana.holds.challenge({ id: second.id, days: [may1] })).rejects.toMatchObject({
      appCode: 'hold_days_not_held',
    });
    const challenged = await ana.holds.challenge({ id: second.id, days: [may3], hours: 1 });
    expect(challenged).toMatchObject({ dateFrom: may3, dateTo: may3, challengedBy: second.id });
    const told = (await notificationsOf(booker, 'hold_challenged')).find((n) => n.data.holdId === range.id);
    expect(told?.data).toMatchObject({ dateFrom: may3, dateTo: may3 });
    // unanswered, the 1st loses 3 May alone: 1–2 May stay its own, the challenger moves up on 3 May
    await releaseDueHolds(database.db, new Date(Date.now() + 2 * HOUR));
    const [bookerId, anaId] = [range.ownerId, second.ownerId];
    expect(await queueAt(hallId)).toEqual([
      [may1, may2, 1, bookerId],
      [may2, may2, 2, anaId],
      [may3, may3, 1, anaId],
    ]);
  });
});
