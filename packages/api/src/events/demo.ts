import { type Db, schema } from '@bolo/db';
import { seedDemo } from '@bolo/db/seed-demo';
import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { ADMIN_ROLE } from '../access';
import { forgetCachedCounts } from '../shared/count-cache';
import { OFFICE_TIME_ZONE, todayIn } from '../shared/time-zone';
import { installAdvanceRows, startAdvance } from './advance/service';
import { productionTimesFrom, scheduleFrom } from './conditions/schedule';
import { documentGenerator, saveDocument } from './documents/service';
import type { Reader } from './documents/variables';
import { companyScheduleOf } from './service';
import { savedFieldsOf } from './settlements/schemas';
import { getSettlement, lockSettlement, saveSettlement } from './settlements/service';

const { events, eventContracts, eventParties, eventProductionConditions } = schema;

/** The seed reads the events as the office does: every part, no person's name. */
const seedReader: Reader = {
  role: { name: ADMIN_ROLE, access: [] },
  user: { name: '', lastName: '', email: '' },
};

/** What the office added to the saved contracts, so they read as worked on ("Modificado"). */
const addedClause =
  '<p><strong>Cláusula adicional.</strong> El rider técnico y de hospitalidad firmado por las partes se adjunta como anexo a este contrato.</p>';

/**
 * The artist's contract of the first `count` demo events, saved with a clause of the office's own,
 * so the Contracts tab shows a saved document beside the generated ones. Nothing without a
 * template to generate from (a database whose templates were deleted).
 */
async function saveDemoContracts(db: Db, count: number): Promise<void> {
  const firstEvents = await db.select({ id: events.id }).from(events).orderBy(asc(events.id)).limit(count);
  for (const { id: eventId } of firstEvents) {
    const generated = await documentGenerator(db, eventId, seedReader).generate(
      { type: 'contract', subType: 'artista' },
      'artista',
    );
    if (generated.templateMissing || generated.failure) continue;
    const target = { table: eventContracts, key: { eventId, subType: 'artista' as const } };
    await saveDocument(db, target, generated, { subject: '', body: `${generated.body}${addedClause}` }, null);
  }
}

/** The share of the hall a played demo show sold: between half and nearly full, the same every time. */
const soldShare = (eventId: number) => 0.5 + ((eventId * 37) % 45) / 100;

/**
 * The played demo shows settled and locked as the office does it, through the settlement's own
 * service (issue 28): its figures, snapshot and both sheets are those of a real lock. Nobody
 * settles them (no user yet on a fresh install): the lock, like the starter set, is the install's.
 */
async function settleDemoShows(db: Db, now: Date): Promise<void> {
  const played = await db
    .select({ id: events.id, aforo: events.aforo })
    .from(events)
    .where(and(lt(events.date, todayIn(OFFICE_TIME_ZONE, now)), isNull(events.deletedAt)))
    .orderBy(asc(events.date));
  for (const { id: eventId, aforo } of played) {
    const draft = await getSettlement(db, eventId);
    const sold = Math.round(aforo * soldShare(eventId));
    // three in five tickets sold ahead, the rest at the door
    const inAdvance = Math.round(sold * 0.6);
    const tickets = draft.tickets.map((line, index) => ({
      ...line,
      channel: index === 0 ? 'Web oficial' : 'Taquilla',
      quantity: index === 0 ? inAdvance : sold - inAdvance,
    }));
    const expenses = [
      {
        concept: 'Publicidad en redes',
        amount: 45_000,
        kind: 'internal' as const,
        party: 'promotor' as const,
      },
      { concept: 'Técnico de sonido', amount: 30_000, kind: 'external' as const, party: 'sala' as const },
    ];
    const saved = await saveSettlement(
      db,
      { ...savedFieldsOf(draft), tickets, expenses, eventId, version: draft.version },
      null,
    );
    await lockSettlement(db, { eventId, version: saved.version }, null, now);
  }
}

/**
 * The demo shows' doors and production times worked out from each one's start and length by its
 * company's show-day schedule, as a new event's are: an arrival six hours before a 22:00 start, a
 * backstage emptied after midnight on the next day.
 */
async function scheduleDemoShows(db: Db): Promise<void> {
  const shows = await db
    .select({
      id: events.id,
      startTime: events.startTime,
      duration: events.duration,
      empresaId: events.empresaId,
    })
    .from(events)
    .where(isNotNull(events.startTime));
  for (const { id, startTime, duration, empresaId } of shows) {
    if (startTime === null) continue;
    const schedule = await companyScheduleOf(db, empresaId);
    const { aperturaPuertas } = scheduleFrom(startTime, duration, schedule);
    await db.update(events).set({ aperturaPuertas }).where(eq(events.id, id));
    await db
      .update(eventProductionConditions)
      .set(productionTimesFrom(startTime, duration, schedule))
      .where(eq(eventProductionConditions.eventId, id));
  }
}

/** The people of the demo's days, by turns: invented names and numbers of the reserved 600 000 range. */
const demoPeople = [
  'Íñigo Ruiz',
  'Marta Casals',
  'Begoña Ibáñez',
  'Jon Arrieta',
  'Lucía Peña',
  'Álvaro Núñez',
];
const demoPhone = (n: number) => `+34 600 000 ${String(100 + (n % 900)).padStart(3, '0')}`;
const nthPerson = (n: number) => demoPeople[n % demoPeople.length] ?? '';

/**
 * Every demo event's advance started as a new event's is (its company's default template and its
 * production's times and needs), and the shows still to come advanced further, as the office
 * would have them by now: the artist's tour manager, the hall's technician and the promoter's
 * representative with their phones, the band's arrival and hotel, the hotel's rooms confirmed (the production's accommodation).
 */
async function advanceDemoShows(db: Db, now: Date): Promise<void> {
  const shows = await db
    .select({ id: events.id, empresaId: events.empresaId, date: events.date, city: events.city })
    .from(events)
    .where(isNull(events.deletedAt))
    .orderBy(asc(events.id));
  const today = todayIn(OFFICE_TIME_ZONE, now);
  for (const { id: eventId, empresaId, date, city } of shows) {
    await startAdvance(db, eventId, empresaId, null);
    if (date === null || date < today) continue;
    const parties = await db
      .select({ kind: eventParties.kind, emailProduccion: eventParties.emailProduccion })
      .from(eventParties)
      .where(eq(eventParties.eventId, eventId));
    const emailOf = (kind: string) => parties.find((party) => party.kind === kind)?.emailProduccion[0] ?? '';
    const contact = (role: 'tour_manager' | 'hall_technician' | 'promoter_rep', kind: string, n: number) => ({
      role,
      name: nthPerson(eventId + n),
      phone: demoPhone(eventId * 3 + n),
      email: emailOf(kind),
    });
    await installAdvanceRows(db, 'contacts', eventId, [
      contact('tour_manager', 'artista', 0),
      contact('hall_technician', 'sala', 1),
      contact('promoter_rep', 'promotor', 2),
    ]);
    const hotel = `Hotel Puerta de ${city ?? 'la ciudad'}`;
    await installAdvanceRows(db, 'schedule', eventId, [
      {
        day: 0,
        time: '11:30',
        kind: 'travel' as const,
        label: 'Llegada de la banda en tren',
        place: 'Estación',
      },
      { day: 0, time: '13:00', kind: 'hotel_check_in' as const, place: hotel },
    ]);
    await installAdvanceRows(db, 'items', eventId, [
      {
        section: 'logistics' as const,
        // the production's accommodation, which the day sheet prints under the hotel
        source: 'acommodation',
        title: 'Hotel',
        details: `${hotel}: 4 habitaciones dobles, 1 noche`,
        owner: nthPerson(eventId + 2),
        state: 'confirmed' as const,
      },
    ]);
  }
}

/** The demo events, added by the running server: its lists count them at once, not seconds later. */
export async function seedDemoEvents(db: Db, now = new Date()): Promise<number> {
  const added = await seedDemo(db, now);
  if (added > 0) {
    await scheduleDemoShows(db);
    await advanceDemoShows(db, now);
    await saveDemoContracts(db, 3);
    await settleDemoShows(db, now);
  }
  forgetCachedCounts(db);
  return added;
}
