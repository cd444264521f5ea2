import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoData } from './demo';
import { ensureStarterSet } from './starter';
import { callerFor, recordingServices, testAdmin } from './testing';
import { ensureFirstAdmin } from './users';

const services = recordingServices();
let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureStarterSet(database.db, services.storage);
  expect(await seedDemoData(database.db)).toBe(30);
  await ensureFirstAdmin(database.db, testAdmin);
  const [user] = await database.db.select({ id: schema.users.id }).from(schema.users);
  admin = await callerFor(database, user?.id ?? 0, services);
  // the events' seed locks twelve settlements, each typesetting two sheets
}, 240_000);
afterAll(async () => {
  await database.close();
});

it('the demo’s payments: the upcoming shows’ artists scheduled, their deposits paid but one, overdue', async () => {
  const all = await admin.payments.ledger({ status: 'all', size: 100 });
  const shows = new Set(all.items.map((row) => row.eventId));
  expect(shows.size).toBeGreaterThanOrEqual(3);
  expect(all.items).toHaveLength(shows.size * 2);
  expect(all.items.every((row) => row.direction === 'payable' && row.party === 'artista')).toBe(true);
  const paid = await admin.payments.ledger({ status: 'paid' });
  expect(paid.total).toBe(shows.size - 1);
  const overdue = await admin.payments.ledger({ status: 'overdue' });
  expect(overdue.items).toEqual([
    expect.objectContaining({ label: 'Depósito a la firma', overdue: true, paid: 0, direction: 'payable' }),
  ]);
  expect(await admin.payments.templates({})).toHaveLength(1);
});
