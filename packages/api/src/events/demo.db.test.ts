import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { pdfTextLines } from '@bolo/templating/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../demo';
import { defaultPeriodOf } from '../reports/public';
import { ensureStarterSet } from '../starter';
import { callerFor, recordingServices, testAdmin } from '../testing';
import { ensureFirstAdmin } from '../users';
import { getSettlement } from './settlements/service';

const services = recordingServices();
// a day late in a month, so next month's shows are not this fortnight's
const now = new Date('2026-11-28T10:00:00Z');
let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureStarterSet(database.db, services.storage);
  expect(await seedDemoData(database.db, now)).toBe(30);
  await ensureFirstAdmin(database.db, testAdmin);
  const [user] = await database.db.select({ id: schema.users.id }).from(schema.users);
  admin = await callerFor(database, user?.id ?? 0, services);
  // twelve locks, each typesetting the artist's and the office's sheet
}, 180_000);
afterAll(async () => {
  await database.close();
});

describe('the demo data tells one story', () => {
  it('the report opens on the shows played this last year, settled and locked, with a margin', async () => {
    const summary = await admin.reports.summary(defaultPeriodOf(now));
    expect(summary.totals.events).toBe(12);
    expect(summary.totals.ticketsSold).toBeGreaterThan(0);
    expect(summary.totals.margin).not.toBe(0);
    expect(summary.byMonth.length).toBeGreaterThanOrEqual(10);
    const rows = await admin.reports.events({ ...defaultPeriodOf(now), page: 1, size: 50 });
    expect(rows.items.every((row) => row.status === 'locked' && row.date < '2026-11-28')).toBe(true);
    expect(rows.items.every((row) => row.fase === 'Liquidado')).toBe(true);
  });

  it('a settled show reads from its snapshot, locked, the event played', async () => {
    const [played] = await database.db
      .select({ id: schema.events.id, status: schema.events.status })
      .from(schema.events)
      .where(eq(schema.events.fase, 'Liquidado'));
    expect(played?.status).toBe('Realizado');
    const settlement = await getSettlement(database.db, played?.id ?? 0);
    expect(settlement.status).toBe('locked');
    expect(settlement.figures.gross).toBeGreaterThan(0);
  });

  it('each show opens its doors an hour before its start, its crew arrives six hours before, and a backstage emptied after midnight is the next day’s', async () => {
    const shows = await database.db
      .select({
        startTime: schema.events.startTime,
        duration: schema.events.duration,
        doors: schema.events.aperturaPuertas,
        arrival: schema.eventProductionConditions.arrivalTime,
        showStart: schema.eventProductionConditions.showStart,
        backstageExit: schema.eventProductionConditions.backstageExit,
        backstageExitDay: schema.eventProductionConditions.backstageExitDay,
      })
      .from(schema.events)
      .innerJoin(
        schema.eventProductionConditions,
        eq(schema.eventProductionConditions.eventId, schema.events.id),
      );
    expect(shows).toHaveLength(30);
    const minutes = (time: string | null) => {
      const [hours = 0, mins = 0] = (time ?? '').split(':').map(Number);
      return hours * 60 + mins;
    };
    for (const show of shows) {
      expect(show.showStart).toBe(show.startTime);
      expect(minutes(show.startTime) - minutes(show.doors)).toBe(60);
      expect(minutes(show.startTime) - minutes(show.arrival)).toBe(360);
      // the show and its hour of backstage past midnight: the next day's clock
      const end = minutes(show.startTime) + (show.duration ?? 0) + 60;
      expect(show.backstageExitDay).toBe(end >= 24 * 60 ? 1 : 0);
      expect(minutes(show.backstageExit)).toBe(end % (24 * 60));
    }
    expect(shows.some((show) => show.backstageExitDay === 1)).toBe(true);
  });

  it('no show to come is settled: they are on sale, confirmed, offered or drafted', async () => {
    const future = await database.db
      .select({ fase: schema.events.fase, status: schema.events.status, date: schema.events.date })
      .from(schema.events);
    const coming = future.filter((event) => (event.date ?? '') >= '2026-11-28');
    expect(coming).toHaveLength(18);
    expect(coming.some((event) => event.fase === 'Liquidado' || event.fase === 'Celebrado')).toBe(false);
  });

  it('each show’s advance has its company’s checklist and production times; a show to come has its people with phones and its hotel', async () => {
    const [coming] = await database.db
      .select({ id: schema.events.id, city: schema.events.city })
      .from(schema.events)
      .where(eq(schema.events.fase, 'Produccion'))
      .limit(1);
    const [played] = await database.db
      .select({ id: schema.events.id })
      .from(schema.events)
      .where(eq(schema.events.fase, 'Liquidado'))
      .limit(1);
    const advance = await admin.advance.get({ eventId: coming?.id ?? 0 });
    expect(advance.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Input list', 'Lista de invitados', 'Hotel']),
    );
    expect(advance.schedule.map((step) => step.kind)).toEqual(
      expect.arrayContaining(['travel', 'hotel_check_in', 'get_in', 'soundcheck', 'doors', 'set', 'get_out']),
    );
    expect(advance.schedule.find((step) => step.kind === 'hotel_check_in')?.place).toContain(coming?.city);
    expect(advance.contacts.map((contact) => contact.role)).toEqual([
      'tour_manager',
      'hall_technician',
      'promoter_rep',
    ]);
    expect(advance.contacts.every((contact) => /^\+34 600 000 \d{3}$/.test(contact.phone))).toBe(true);
    // the day sheet prints the hotel: its check-in and its rooms
    const sheet = await admin.advance.daySheetPdf({ eventId: coming?.id ?? 0 });
    const text = (await pdfTextLines(sheet.bytes)).join('\n');
    expect(text).toContain(`Hotel Puerta de ${coming?.city}: 4 habitaciones dobles, 1 noche`);
    // a played show kept its checklist, without the people of a day gone
    const past = await admin.advance.get({ eventId: played?.id ?? 0 });
    expect(past.items.map((item) => item.title)).toContain('Input list');
    expect(past.contacts).toEqual([]);
    const history = await admin.events.audit({ id: coming?.id ?? 0, page: 1, size: 50 });
    expect(history.items.filter((line) => line.part === 'avance')).toEqual([]);
  });

  it('next month’s calendar has confirmed shows, and holds queued around them', async () => {
    const range = { from: '2026-12-01', to: '2026-12-31' };
    const { items: shows } = await admin.events.calendar.events(range);
    expect(shows.filter((show) => show.status === 'Confirmado').length).toBeGreaterThanOrEqual(3);
    const held = await admin.holds.list({ dateFrom: range.from, dateTo: range.to });
    expect(held.length).toBeGreaterThanOrEqual(2);
    expect(held.map((hold) => hold.level).sort()).toContain(2);
  });
});

describe("the demo's invoices", () => {
  it('invoice the promoter of each settled show, in date order, with one rectified and one voided, the chain whole', async () => {
    const list = await admin.invoices.list({ size: 100 });
    const ordinary = list.items.filter((invoice) => invoice.seriesCode === 'A').sort((a, b) => a.id - b.id);
    expect(ordinary).toHaveLength(12);
    expect(ordinary.map((invoice) => invoice.numSerie)).toEqual(
      Array.from({ length: 12 }, (_, i) => `A-${String(i + 1).padStart(4, '0')}`),
    );
    const days = ordinary.map((invoice) => invoice.issueDate ?? '');
    expect(days).toEqual([...days].sort());
    expect(ordinary.filter((invoice) => invoice.status === 'voided')).toHaveLength(1);
    const [rectifying] = list.items.filter((invoice) => invoice.type === 'R1');
    expect(rectifying).toMatchObject({ numSerie: 'R-0001', status: 'issued', total: -36_300 });
    const [issuer] = await admin.invoices.issuers();
    expect(issuer?.records).toBe(14);
    expect(await admin.invoices.checkChain({ issuerNif: issuer?.nif ?? '' })).toMatchObject({ ok: true });
  });
});
