import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventListInput } from './schemas';
import { getEvent, listEvents } from './service';

let database: Database;
const list = (input: Record<string, unknown>) => listEvents(database.db, eventListInput.parse(input));

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(schema.events).values([
    { name: 'Zahara en Madrid', eventType: 'Sala', date: '2026-05-10', location: 'La Riviera' },
    { name: 'Anni B Sweet', eventType: 'Promotores', date: '2026-07-01', location: 'Apolo' },
    { name: 'Depedro 100%', eventType: 'Bookers', date: null, location: 'Custom' },
    { name: 'León Benavente', eventType: 'Managers', date: '2026-03-15', location: 'Kafe Antzokia' },
    { name: 'Borrado', eventType: 'Sala', date: '2026-09-09', deletedAt: new Date() },
  ]);
});
afterAll(() => database.close());

describe('event list', () => {
  it('shows the newest date first, undated events last, and hides deleted events', async () => {
    const page = await list({});
    expect(page.items.map((e) => e.name)).toEqual([
      'Anni B Sweet',
      'Zahara en Madrid',
      'León Benavente',
      'Depedro 100%',
    ]);
    expect(page.total).toBe(4);
  });

  it('pages through the list with the total of all pages', async () => {
    const second = await list({ page: 2, size: 3 });
    expect(second.items.map((e) => e.name)).toEqual(['Depedro 100%']);
    expect(second).toMatchObject({ total: 4, page: 2, size: 3 });
  });

  it('sorts by name in either direction', async () => {
    const ascending = await list({ sort: 'name', order: 'asc' });
    expect(ascending.items.map((e) => e.name)).toEqual([
      'Anni B Sweet',
      'Depedro 100%',
      'León Benavente',
      'Zahara en Madrid',
    ]);
    const descending = await list({ sort: 'name', order: 'desc' });
    expect(descending.items[0]?.name).toBe('Zahara en Madrid');
  });

  it('finds events by part of the name, ignoring case, with % taken literally', async () => {
    expect((await list({ q: 'zahara' })).items.map((e) => e.name)).toEqual(['Zahara en Madrid']);
    expect((await list({ q: '100%' })).items.map((e) => e.name)).toEqual(['Depedro 100%']);
    expect((await list({ q: '%' })).items.map((e) => e.name)).toEqual(['Depedro 100%']);
  });

  it('opens one event and says event_not_found for a deleted or missing one', async () => {
    const [deleted] = await database.db.select().from(schema.events).where(eq(schema.events.name, 'Borrado'));
    const [zahara] = await database.db
      .select()
      .from(schema.events)
      .where(eq(schema.events.name, 'Zahara en Madrid'));
    expect((await getEvent(database.db, zahara?.id ?? 0)).location).toBe('La Riviera');
    await expect(getEvent(database.db, deleted?.id ?? 0)).rejects.toMatchObject({
      appCode: 'event_not_found',
    });
    await expect(getEvent(database.db, 999_999)).rejects.toMatchObject({ appCode: 'event_not_found' });
  });
});
