import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from './client';
import { eventHiringConditions, eventParties, eventProductionConditions, events } from './schema';
import { seedDemo } from './seed-demo';
import { createTestDatabase, testDbKind } from './testing';

describe(`data on ${testDbKind}`, () => {
  it('survives closing and opening the database again', async () => {
    if (testDbKind === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'bolo-pglite-'));
      try {
        const first = createDb({ dataDir: dir });
        await first.migrate();
        await first.db
          .insert(events)
          .values({ name: 'Persistente', nameKey: 'persistente', eventType: 'Sala' });
        await first.close();
        const second = createDb({ dataDir: dir });
        await second.migrate();
        const rows = await second.db.select().from(events).where(eq(events.name, 'Persistente'));
        expect(rows).toHaveLength(1);
        await second.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } else {
      const database = await createTestDatabase();
      try {
        const writer = createDb({ url: database.url });
        await writer.db
          .insert(events)
          .values({ name: 'Persistente', nameKey: 'persistente', eventType: 'Sala' });
        await writer.close();
        const reader = createDb({ url: database.url });
        await reader.migrate();
        expect(await reader.db.select().from(events).where(eq(events.name, 'Persistente'))).toHaveLength(1);
        await reader.close();
      } finally {
        await database.close();
      }
    }
  });

  it('loads about thirty demo events once, and not again over existing data', async () => {
    const database = await createTestDatabase();
    try {
      expect(await seedDemo(database.db)).toBe(30);
      expect(await seedDemo(database.db)).toBe(0);
      const rows = await database.db.select().from(events);
      expect(rows).toHaveLength(30);
      expect(new Set(rows.map((r) => r.eventType)).size).toBe(5);
      const parties = await database.db.select().from(eventParties);
      expect(parties).toHaveLength(90);
      expect(parties.filter((p) => p.kind === 'sala').every((p) => p.salaMaestroId !== null)).toBe(true);
      expect(await database.db.select().from(eventHiringConditions)).toHaveLength(120);
      expect(await database.db.select().from(eventProductionConditions)).toHaveLength(30);
    } finally {
      await database.close();
    }
  });
});
