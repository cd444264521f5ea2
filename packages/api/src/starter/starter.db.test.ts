import { rm } from 'node:fs/promises';
import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { departmentNames } from '@bolo/templating';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../access';
import { seedDemoEvents } from '../events';
import { callerFor, callerWithRole, recordingServices, testAdmin } from '../testing';
import { ensureFirstAdmin } from '../users';
import { fillIn, toBeConfirmed } from './blanks';
import { ensureStarterSet } from './install';
import { starterLanguages } from './languages';
import { starterTemplates } from './templates';

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
  expect(await ensureStarterSet(database.db, services.storage)).toBe(43);
  await ensureFirstAdmin(database.db, testAdmin);
  const [user] = await database.db.select({ id: schema.users.id }).from(schema.users);
  admin = await callerFor(database, user?.id ?? 0, services);
  // 43 rows, each template checked and rendered on the template threads: longer than 30 s on a loaded runner
}, 60_000);
afterAll(async () => {
  await database.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

describe('the starter set of a fresh install', () => {
  it('holds 15 Spanish email masters, 3 contract masters, their English copies, a company and five departments', async () => {
    expect(await counts()).toEqual({
      templates: 36,
      masters: 18,
      companies: 1,
      departments: 5,
      signatories: 1,
    });
    const english = await database.db
      .select({ name: schema.templates.name, master: schema.templates.master })
      .from(schema.templates)
      .where(eq(schema.templates.master, false));
    expect(english.every((t) => t.name.endsWith(' (EN)'))).toBe(true);
  });

  it('gives a new event every email and contract, generated, with the company, its signatory and the departments, and its advance checklist', async () => {
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
    expect(emails).toHaveLength(15);
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

    const advance = await admin.advance.get({ eventId: event.id });
    expect(advance.templates).toEqual([
      expect.objectContaining({ name: 'Avance estándar', isDefault: true }),
    ]);
    expect(advance.items.map((item) => item.title)).toEqual([
      'Rider técnico firmado',
      'Plano de escenario (stage plot)',
      'Input list',
      'Rider de hospitalidad firmado',
      'Lista de viajeros',
      'Lista de invitados',
    ]);
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
      expect(await ensureStarterSet(fresh.db, services.storage)).toBe(43);
      expect(await ensureStarterSet(fresh.db, services.storage)).toBe(0);
      // as if the first start had stopped before its last department: the next one writes just that
      await fresh.db.delete(schema.departments).where(eq(schema.departments.name, 'Accesibilidad'));
      expect(await ensureStarterSet(fresh.db, services.storage)).toBe(1);
      expect(await fresh.db.$count(schema.templates)).toBe(36);
      expect(await fresh.db.$count(schema.companies)).toBe(1);
      expect(await fresh.db.$count(schema.departments)).toBe(5);
      expect(await fresh.db.$count(schema.signatories)).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it("an install in use from before the advance gets its department, its emails and its company's checklist at its next start, once", async () => {
    const older = await createTestDatabase();
    const advanceEmails = and(eq(schema.templates.type, 'email'), eq(schema.templates.subType, 'avance'));
    const advanceDepartment = eq(schema.departments.name, 'Avance');
    try {
      await ensureStarterSet(older.db, services.storage);
      await ensureFirstAdmin(older.db, testAdmin);
      // the install as it stood before issue 32, in use
      await older.db.delete(schema.templates).where(advanceEmails);
      await older.db.delete(schema.departments).where(advanceDepartment);
      await older.db.delete(schema.advanceTemplates);
      await older.db.delete(schema.starterAdditions);

      expect(await ensureStarterSet(older.db, services.storage)).toBe(8);
      expect(await older.db.$count(schema.departments, advanceDepartment)).toBe(1);
      // the company's new events start with the usual checklist
      const [template] = await older.db.select().from(schema.advanceTemplates);
      expect(template).toMatchObject({ name: 'Avance estándar', isDefault: true });
      // a Spanish master for each party, and their English copies
      expect(
        await older.db.$count(schema.templates, and(advanceEmails, eq(schema.templates.master, true))),
      ).toBe(3);
      expect(await older.db.$count(schema.templates, advanceEmails)).toBe(6);

      // deleted by a person afterwards, it stays deleted
      await older.db.delete(schema.departments).where(advanceDepartment);
      expect(await ensureStarterSet(older.db, services.storage)).toBe(0);
      expect(await older.db.$count(schema.departments, advanceDepartment)).toBe(0);
    } finally {
      await older.close();
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
    // the demo's twelve played shows are locked, each typesetting two sheets
  }, 180_000);
});

describe('the starter templates for an event with values missing, and with every value given', () => {
  /**
   * Every starter template (both languages) rendered for `eventId`, a contract for its own party,
   * by an administrator of their own: 30 previews, within one person's 60 a minute.
   */
  async function renderAll(eventId: number) {
    const reader = await callerWithRole(database, ADMIN_ROLE, services);
    return Promise.all(
      starterLanguages.flatMap(starterTemplates).map(async (template) => {
        const party = template.party ?? (template.subType as 'artista' | 'promotor' | 'sala');
        const { subject, body } = await reader.templates.preview({
          subject: template.subject,
          body: template.body,
          language: template.language,
          eventId,
          party,
        });
        const text = `${subject}\n${body.replace(/<[^>]+>/g, '\n')}`;
        return { name: template.name, contract: template.type === 'contract', master: template.master, text };
      }),
    );
  }
  const markers = [toBeConfirmed.es, toBeConfirmed.en, fillIn];
  /** What the office would have had to correct: empty brackets, a word left before a stop, "0 minutos". */
  const readsBadly = [
    /\(\s*\)/,
    /(?<!\p{L})(?:el|en|de|las|con|DNI|CIF|at|on|in|of|from|to|by|is|document|id)\s*[.,:;)]/u,
    /(?<!\p{L})(?:el|en|las|on|in|at) (?:en|in|on|at|y|and)(?!\p{L})/u,
    /\s[.,]/,
    /(?<!\d)0 minut/,
  ];

  it('prints "[por definir]", "[to be confirmed]" or a blank to fill in where a new event has nothing yet', async () => {
    const event = await admin.events.create({
      name: 'Prueba',
      eventType: 'Promotores',
      empresaId: null,
      artista: { name: 'Nuria Costa' },
    });
    const rendered = await renderAll(event.id);
    expect(rendered).toHaveLength(36);
    for (const { name, contract, master, text } of rendered) {
      for (const pattern of readsBadly) expect(text, `${name}: ${pattern}`).not.toMatch(pattern);
      const marker = contract ? fillIn : master ? toBeConfirmed.es : toBeConfirmed.en;
      expect(text, name).toContain(marker);
      for (const other of markers.filter((m) => m !== marker)) expect(text, name).not.toContain(other);
    }
    const text = (name: string) => rendered.find((r) => r.name === name)?.text ?? '';
    expect(text('Confirmación · Artista')).toContain('Confirmación de actuación: Prueba\n');
    expect(text('Confirmación · Artista')).toContain(
      'la actuación de Nuria Costa en «Prueba», el [por definir] en [por definir] (dirección [por definir]).',
    );
    expect(text('Confirmación · Artista')).toContain(
      'La apertura de puertas será a las [por definir] y el concierto comenzará a las [por definir]. La duración prevista de la actuación es de [por definir].',
    );
    expect(text('Confirmation · Artist (EN)')).toContain('Performance confirmation: Prueba\n');
    expect(text('Confirmation · Artist (EN)')).toContain('The set is expected to last [to be confirmed].');
    // production times nobody set are 00:00 (spec §9), which the form shows too: they print as stored
    expect(text('Producción · Artista')).toContain('Llegada: 00:00\nMontaje: 00:00');
    expect(text('Contrato · Artista')).toContain(
      'De otra parte, D./D.ª __________, con DNI __________, que actúa en nombre y representación de Nuria Costa, con CIF __________ y domicilio en __________ (en adelante, EL ARTISTA).',
    );
    expect(text('Contrato · Artista')).toContain('que se celebrará el __________ en __________.');
    expect(text('Contrato · Artista')).toContain('con una duración aproximada de __________ minutos');
  });

  it('prints every value of an event that has them all, and no marker or blank', async () => {
    const [company] = (await admin.masters.company.list({})).items;
    const party = (name: string, cif: string, nameSignatory: string, dniFirmante: string) => ({
      name,
      cif,
      nameSignatory,
      dniFirmante,
      address: `Calle de ${name} 1, Madrid`,
    });
    const event = await admin.events.create({
      name: 'Lleno total',
      eventType: 'Promotores',
      empresaId: company?.id,
      date: '2027-06-12',
      startTime: '21:30',
      duration: 90,
      aperturaPuertas: '20:30',
      address: 'Paseo Bajo de la Virgen del Puerto, Madrid',
      location: 'Madrid',
      plazoAnuncio: '2027-03-01',
      salidaVenta: '2027-03-06',
      escenario: 'Escenario principal',
      observacionesEscenario: '12 × 8 m',
      aforo: 2500,
      isAccesible: true,
      isPrl: true,
      entradas: [{ pvp: 2500, descripcion: 'Anticipada' }],
      channelTickets: [{ value: 'Web oficial', selected: true }],
      artista: party('Zahara', 'B12345674', 'María Zahara', '12345678Z'),
      promotor: party('Conciertos del Sur', 'B11111119', 'Íñigo Núñez', '87654321X'),
      sala: {
        ...party('La Riviera', 'A28000008', 'Begoña Ruiz', '11223344B'),
        city: 'Madrid',
        capacity: 2400,
        direccionSala: 'Paseo Bajo de la Virgen del Puerto s/n',
      },
    });
    for (const block of await admin.events.hiring.list({ eventId: event.id })) {
      await admin.events.hiring.update({
        id: block.id,
        version: block.version,
        formaPagoFijo: 'Tranferencia',
        formaPagoVariable: 'Efectivo',
        cache: {
          fijo: { quantity: 1_500_000, active: true, description: 'Más IVA' },
          variable: {
            description: 'Sobre taquilla neta',
            active: true,
            sections: [{ desde: 0, hasta: null, porciento: 80 }],
          },
        },
        exclusividad: true,
        observacionesExclusividad: 'Ningún otro concierto en Madrid',
        invitaciones: 20,
      });
    }
    const [production] = await admin.events.production.list({ eventId: event.id });
    const needs = ['acommodation', 'donwloadAccess', 'backline', 'catering', 'transfer', 'parking'] as const;
    await admin.events.production.update({
      id: production?.id ?? 0,
      version: production?.version ?? 0,
      arrivalTime: '15:00',
      assemblyStart: '16:00',
      startSoundTest: '18:00',
      endSoundTest: '19:00',
      showStart: '21:30',
      showEnd: '23:00',
      backstageExit: '23:45',
      ...Object.fromEntries(
        needs.flatMap((need) => [
          [need, true],
          [`${need}Description`, `${need} listo`],
        ]),
      ),
      ...Object.fromEntries(
        ['hospitality', 'camerino', 'merchandising'].map((need) => [`${need}Description`, '-']),
      ),
      hospitality: true,
      camerino: true,
      merchandising: true,
    });

    const rendered = await renderAll(event.id);
    for (const { name, text } of rendered) {
      for (const marker of markers) expect(text, name).not.toContain(marker);
      for (const pattern of readsBadly) expect(text, `${name}: ${pattern}`).not.toMatch(pattern);
    }
    const text = (name: string) => rendered.find((r) => r.name === name)?.text ?? '';
    expect(text('Confirmación · Artista')).toContain('Confirmación de actuación: Lleno total (12/6/27)\n');
    expect(text('Confirmación · Artista')).toContain(
      'Nos complace confirmaros la actuación de Zahara en «Lleno total», el 12 de junio de 2027 en Madrid (Paseo Bajo de la Virgen del Puerto, Madrid).',
    );
    expect(text('Confirmación · Artista')).toContain(
      'La apertura de puertas será a las 20:30 y el concierto comenzará a las 21:30. La duración prevista de la actuación es de 90 minutos.',
    );
    expect(text('Confirmation · Artist (EN)')).toContain('on 12 June 2027 in Madrid');
    expect(text('Confirmation · Artist (EN)')).toContain('The agreed fixed fee is €15,000.00 (Más IVA).');
    expect(text('Confirmation · Artist (EN)')).toContain('The set is expected to last 90 minutes.');
    expect(text('Confirmación · Promotor')).toContain('con un aforo de 2500 personas.');
    expect(text('Producción · Sala')).toContain(
      'Llegada: 15:00\nMontaje: 16:00\nPrueba de sonido: 18:00 – 19:00',
    );
    expect(text('Producción · Sala')).toContain('Escenario: Escenario principal 12 × 8 m');
    expect(text('Comunicación · Sala')).toContain(
      'Anuncio: 1 de marzo de 2027\nSalida a la venta: 6 de marzo de 2027',
    );
    expect(text('Contrato · Sala')).toContain(
      'De otra parte, D./D.ª Begoña Ruiz, con DNI 11223344B, que actúa en nombre y representación de La Riviera, con CIF A28000008 y domicilio en Calle de La Riviera 1, Madrid (en adelante, LA SALA).',
    );
    expect(text('Contrato · Sala')).toContain(
      'sito en Paseo Bajo de la Virgen del Puerto s/n (Madrid), con un aforo de 2400 personas',
    );
    expect(text('Contrato · Artista')).toContain(
      'De una parte, D./D.ª Laura Martín Gómez, con DNI 50123456Q',
    );
    expect(text('Contrato · Artista')).toContain('con una duración aproximada de 90 minutos');
    expect(text('Contract · Artist (EN)')).toContain('to be held on 12 June 2027 in Madrid.');
  });
});
