import { rm } from 'node:fs/promises';
import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { departmentNames } from '@bolo/templating';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoEvents } from '../events';
import { callerFor, recordingServices, testAdmin } from '../testing';
import { ensureFirstAdmin } from '../users';
import { ensureStarterSet } from './install';

const services = recordingServices();
let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;

/** How many rows the starter set's tables hold. */
async function counts() {
  const { db } = database;
  return {
    templates: await db.$count(schema.templates),
    masters: await db.$count(schema.templates, eq(schema.templates.master, true)),
    companies: await db.$count(schema.companies),
    departments: await db.$count(schema.departments),
    signatories: await db.$count(schema.signatories),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await ensureStarterSet(database.db, services.storage)).toBe(36);
  await ensureFirstAdmin(database.db, testAdmin);
  const [user] = await database.db.select({ id: schema.users.id }).from(schema.users);
  admin = await callerFor(database, user?.id ?? 0, services);
});
afterAll(async () => {
  await database.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

describe('the starter set of a fresh install', () => {
  it('holds 12 Spanish email masters, 3 contract masters, their English copies, a company and four departments', async () => {
    expect(await counts()).toEqual({
      templates: 30,
      masters: 15,
      companies: 1,
      departments: 4,
      signatories: 1,
    });
    const english = await database.db
      .select({ name: schema.templates.name, master: schema.templates.master })
      .from(schema.templates)
      .where(eq(schema.templates.master, false));
    expect(english.every((t) => t.name.endsWith(' (EN)'))).toBe(true);
  });

  it('gives a new event every email and contract, generated, with the company, its signatory and the departments', async () => {
    const [company] = (await admin.masters.company.list({})).items;
    const event = await admin.events.create({
      name: 'Zahara en La Riviera',
      eventType: 'Promotores',
      date: '2027-06-12',
      empresaId: company?.id,
      artista: { name: 'Zahara', nameSignatory: 'María Zahara', dniFirmante: '12345678Z' },
      promotor: { name: 'Conciertos del Sur' },
      sala: { name: 'La Riviera', city: 'Madrid' },
    });

    const emails = (
      await Promise.all(departmentNames.map((type) => admin.eventMail.list({ eventId: event.id, type })))
    ).flat();
    expect(emails).toHaveLength(12);
    for (const email of emails) {
      expect(email, `${email.type} ${email.subType}`).toMatchObject({
        templateMissing: false,
        failure: null,
      });
      expect(email.subject).not.toBe('');
      expect(email.body).not.toBe('');
    }
    const toArtist = emails.find((e) => e.type === 'confirmacion' && e.subType === 'artista');
    expect(toArtist?.subject).toBe('Confirmación de actuación: Zahara en La Riviera (12/6/27)');
    const accessibility = emails.find((e) => e.type === 'accesibilidad' && e.subType === 'sala');
    expect(accessibility?.body).toContain('accesibilidad@miproductora.example');

    const contracts = await admin.eventContracts.list({ eventId: event.id });
    expect(contracts).toHaveLength(3);
    for (const contract of contracts) {
      expect(contract).toMatchObject({ templateMissing: false, failure: null });
      for (const part of ['REUNIDOS', 'EXPONEN', 'CLÁUSULAS', 'Mi Productora S.L.', '50123456Q']) {
        expect(contract.body).toContain(part);
      }
    }
    const artistContract = contracts.find((c) => c.subType === 'artista');
    expect(artistContract?.body).toContain('María Zahara, con DNI 12345678Z');
    expect(artistContract?.body).toContain('<table>');
  });

  it('writes English templates that render for an event too', async () => {
    const event = await admin.events.create({
      name: 'In English',
      eventType: 'Promotores',
      artista: { name: 'Zahara' },
    });
    const english = await database.db
      .select({ id: schema.templates.id })
      .from(schema.templates)
      .where(eq(schema.templates.master, false));
    for (const { id } of english) {
      const preview = await admin.templates.preview({ templateId: id, eventId: event.id });
      expect(preview.body).not.toBe('');
    }
  });

  it("stores the company's letterhead and footer pictures", async () => {
    const [company] = (await admin.masters.company.list({})).items;
    const images = await admin.masters.company.images.list({ id: company?.id ?? 0 });
    expect([images.principal.length, images.secundario.length, images.pie.length]).toEqual([1, 0, 1]);
    const file = await admin.masters.company.images.file({
      id: company?.id ?? 0,
      group: 'pie',
      file: images.pie[0]?.file ?? '',
    });
    expect(file.contentType).toBe('image/png');
  });

  it('is installed once: a second start adds nothing, and a deleted template is not made again', async () => {
    const before = await counts();
    expect(await ensureStarterSet(database.db, services.storage)).toBe(0);
    expect(await counts()).toEqual(before);

    const [template] = await database.db
      .select({ id: schema.templates.id })
      .from(schema.templates)
      .where(eq(schema.templates.name, 'Producción · Sala'));
    await admin.templates.delete({ id: template?.id ?? 0 });
    expect(await ensureStarterSet(database.db, services.storage)).toBe(0);
    expect(await counts()).toEqual({
      ...before,
      templates: before.templates - 1,
      masters: before.masters - 1,
    });
  });

  it('run again before anyone signs in, it writes only what is missing (a start stopped half-way)', async () => {
    const fresh = await createTestDatabase();
    try {
      expect(await ensureStarterSet(fresh.db, services.storage)).toBe(36);
      expect(await ensureStarterSet(fresh.db, services.storage)).toBe(0);
      // as if the first start had stopped before its last department: the next one writes just that
      await fresh.db.delete(schema.departments).where(eq(schema.departments.name, 'Accesibilidad'));
      expect(await ensureStarterSet(fresh.db, services.storage)).toBe(1);
      expect(await fresh.db.$count(schema.templates)).toBe(30);
      expect(await fresh.db.$count(schema.companies)).toBe(1);
      expect(await fresh.db.$count(schema.departments)).toBe(4);
      expect(await fresh.db.$count(schema.signatories)).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('demo events seeded after it name its company and their counterparties in the contracts, have recipients and a few saved contracts', async () => {
    const demo = await createTestDatabase();
    try {
      await ensureStarterSet(demo.db, services.storage);
      expect(await seedDemoEvents(demo.db)).toBe(30);
      await ensureFirstAdmin(demo.db, testAdmin);
      const [user] = await demo.db.select({ id: schema.users.id }).from(schema.users);
      const demoAdmin = await callerFor(demo, user?.id ?? 0, services);
      const [event] = await demo.db
        .select({ id: schema.events.id, empresaId: schema.events.empresaId })
        .from(schema.events)
        .where(eq(schema.events.name, 'Rosalía Vega — Gira de Primavera'));
      expect(event?.empresaId).not.toBeNull();
      const contracts = await demoAdmin.eventContracts.list({ eventId: event?.id ?? 0 });
      const artist = contracts.find((c) => c.subType === 'artista');
      expect(artist?.body).toContain('Mi Productora S.L.');
      expect(artist?.body).toContain('Marta Ruiz Ortega, con DNI 23456781R');
      // the first demo events' artist contracts are saved, with a clause of the office's own
      expect(artist).toMatchObject({ save: true, generatedAuto: false });
      expect(artist?.body).toContain('Cláusula adicional.');
      expect(contracts.find((c) => c.subType === 'sala')).toMatchObject({ save: false, generatedAuto: true });
      const [toArtist] = await demoAdmin.eventMail.list({ eventId: event?.id ?? 0, type: 'confirmacion' });
      expect(toArtist?.to).toContain('booking@rosaliavega.example');
    } finally {
      await demo.close();
    }
  });
});
