import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { companies, eventProductionConditions, events, eventTemplates, roles, templates } from './schema';
import { createTestDatabase, testDbKind } from './testing';

describe(`migration 0008_event_templates on ${testDbKind}`, () => {
  let database: Database;
  let eventId = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(testDbKind, { upTo: '0007_rate_counters' });
    const template = async (name: string, type: string, subType: string, master: boolean) => {
      const result = await database.db.execute<{ id: number }>(
        sql`insert into templates (name, name_key, type, sub_type, master)
            values (${name}, ${name}, ${type}, ${subType}, ${master}) returning id`,
      );
      const rows = Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows;
      ids[name] = Number(rows[0]?.id);
    };
    await template('confirmacion', 'email', 'confirmacion', true);
    await template('otra confirmación', 'email', 'confirmacion', false);
    await template('contrato', 'contract', 'artista', true);
    const [event] = await database.db
      .insert(events)
      .values({ name: 'Antes', nameKey: 'antes', eventType: 'Sala' })
      .returning({ id: events.id });
    eventId = event?.id ?? 0;
    await database.migrate();
  });
  afterAll(() => database.close());

  it("pins every existing event's documents to the masters they were generated from", async () => {
    const rows = await database.db
      .select({
        type: eventTemplates.type,
        subType: eventTemplates.subType,
        party: eventTemplates.party,
        templateId: eventTemplates.templateId,
      })
      .from(eventTemplates)
      .where(sql`${eventTemplates.eventId} = ${eventId}`);
    const confirmation = ids.confirmacion;
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: 'email', subType: 'confirmacion', party: 'artista', templateId: confirmation },
        { type: 'email', subType: 'confirmacion', party: 'promotor', templateId: confirmation },
        { type: 'email', subType: 'confirmacion', party: 'sala', templateId: confirmation },
        { type: 'contract', subType: 'artista', party: 'artista', templateId: ids.contrato },
      ]),
    );
    // Kinds without a master have nothing to pin: they keep following whatever master comes.
    expect(rows).toHaveLength(4);
  });
});

describe(`migration 0021_event_action_access on ${testDbKind}`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(testDbKind, { upTo: '0020_sender_feeds_email_changes' });
    await database.db.insert(roles).values([
      { name: 'Mesa', access: ['InfoGeneral', 'Produccion'] },
      { name: 'Ya borraba', access: ['InfoGeneral', 'BorrarEvento'] },
      { name: 'Solo calendario', access: ['Calendario'] },
    ]);
    await database.migrate();
  });
  afterAll(() => database.close());

  it('gives the new event actions to every role that had them through InfoGeneral, and to no other', async () => {
    const rows = await database.db.select({ name: roles.name, access: roles.access }).from(roles);
    const accessOf = (name: string) => rows.find((row) => row.name === name)?.access;
    expect(accessOf('Mesa')).toEqual([
      'InfoGeneral',
      'Produccion',
      'EstadoEvento',
      'DuplicarEvento',
      'BorrarEvento',
    ]);
    expect(accessOf('Ya borraba')).toEqual(['InfoGeneral', 'BorrarEvento', 'EstadoEvento', 'DuplicarEvento']);
    expect(accessOf('Solo calendario')).toEqual(['Calendario']);
  });
});

describe(`migration 0022_show_day_schedule on ${testDbKind}`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(testDbKind, { upTo: '0021_event_action_access' });
    await database.db.execute(sql`insert into companies (name, name_key) values ('Bolo SL', 'bolo sl')`);
    await database.db.execute(
      sql`insert into events (name, name_key, event_type) values ('Antes', 'antes', 'Sala')`,
    );
    await database.db.execute(
      sql`insert into event_production_conditions (event_id, arrival_time)
          select id, '15:00' from events where name_key = 'antes'`,
    );
    await database.migrate();
  });
  afterAll(() => database.close());

  it("reads an existing sheet's times on the show's day, and an existing company on the office's schedule", async () => {
    const [sheet] = await database.db
      .select({
        arrivalTime: eventProductionConditions.arrivalTime,
        arrivalTimeDay: eventProductionConditions.arrivalTimeDay,
        backstageExitDay: eventProductionConditions.backstageExitDay,
      })
      .from(eventProductionConditions);
    expect(sheet).toEqual({ arrivalTime: '15:00', arrivalTimeDay: 0, backstageExitDay: 0 });
    const [company] = await database.db
      .select({ arrivalTimeBefore: companies.arrivalTimeBefore, showMinutes: companies.showMinutes })
      .from(companies);
    expect(company).toEqual({ arrivalTimeBefore: null, showMinutes: null });
  });
});

describe(`migration 0023_template_language on ${testDbKind}`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(testDbKind, { upTo: '0022_show_day_schedule' });
    await database.db.execute(
      sql`insert into templates (name, name_key, type, sub_type, created_by) values
          ('Contract · Artist (EN)', 'contract artist (en)', 'contract', 'artista', null),
          ('Contrato · Artista', 'contrato artista', 'contract', 'artista', null),
          ('Mine (EN)', 'mine (en)', 'contract', 'artista', 1)`,
    );
    await database.migrate();
  });
  afterAll(() => database.close());

  it("makes the starter set's English templates English and leaves every other template Spanish", async () => {
    const rows = await database.db
      .select({ name: templates.name, language: templates.language })
      .from(templates);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.language]))).toEqual({
      'Contract · Artist (EN)': 'en',
      'Contrato · Artista': 'es',
      'Mine (EN)': 'es',
    });
  });
});
