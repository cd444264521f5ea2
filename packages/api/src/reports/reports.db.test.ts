import type { Database } from '@bolo/db';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulaUnescaped } from '../shared/csv';
import {
  type callerFor,
  callerWithRole,
  recordingServices,
  settlementFields,
  spreadsheetCells,
  withSignedInAdmin,
  xlsxRows,
  xlsxSheet,
} from '../testing';
import { MAX_EXPORT_ROWS } from './public';
import type { ReportFigures } from './schemas';
import { exportReport } from './service';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();
const ids = {
  companyA: 0,
  companyB: 0,
  artistX: 0,
  artistY: 0,
  hallOne: 0,
  hallTwo: 0,
  promoterP: 0,
  promoterQ: 0,
};

/** An event with a settlement saved (and locked when `lock`): its tickets, expenses and fixed fee. */
async function settledEvent(input: {
  name: string;
  date: string;
  empresaId: number;
  artistId: number;
  hallId: number;
  promotorId?: number;
  sold: number;
  expenses: number;
  lock: boolean;
}) {
  const event = await admin.events.create({
    name: input.name,
    eventType: 'Promotores',
    date: input.date,
    empresaId: input.empresaId,
    artista: { artistaMaestroId: input.artistId },
    sala: { salaMaestroId: input.hallId },
    ...(input.promotorId ? { promotor: { promotorMaestroId: input.promotorId } } : {}),
    entradas: [{ pvp: 2_000, descripcion: 'General' }],
  });
  const settlement = await admin.settlements.get({ eventId: event.id });
  const { eventId, version } = settlement;
  const saved = await admin.settlements.save({
    ...settlementFields(settlement),
    eventId,
    version,
    tickets: [{ type: 'General', channel: 'Taquilla', price: 2_000, quantity: input.sold }],
    expenses: [
      { concept: 'Backline', amount: input.expenses, kind: 'external', party: 'artista' },
      { concept: 'Seguridad', amount: 10_000, kind: 'internal', party: 'promotor' },
    ],
    deal: {
      fijo: { quantity: 50_000, active: true, description: 'Garantía' },
      variable: { description: '', active: false, sections: [] },
    },
  });
  const final = input.lock
    ? await admin.settlements.lock({ eventId, version: saved.version, beforeShowDate: true })
    : saved;
  return { id: event.id, figures: final.figures };
}

type Settled = Awaited<ReturnType<typeof settledEvent>>;
let march: Settled;
let marchDraft: Settled;
let april: Settled;

/** What a report should add up of these settlements. */
const sumOf = (...events: Settled[]): ReportFigures => {
  const add = (pick: (figures: Settled['figures']) => number) =>
    events.reduce((total, event) => total + pick(event.figures), 0);
  return {
    events: events.length,
    ticketsSold: add((f) => f.ticketsSold),
    gross: add((f) => f.gross),
    netBoxOffice: add((f) => f.netBoxOffice),
    vat: add((f) => f.vat),
    sgae: add((f) => f.sgae),
    expenses: add((f) => f.externalExpenses + f.internalExpenses),
    artistFee: add((f) => f.fee),
    artistFeeVat: add((f) => f.feeVat.amount),
    withholding: add((f) => f.withholding.amount),
    artistPaid: add((f) => f.paid),
    margin: add((f) => f.margin),
  };
};

const period = { from: '2025-03-01', to: '2025-04-30' };
/** The period with drafts counted too (the default counts locked settlements only). */
const withDrafts = { ...period, status: 'all' } as const;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  ids.companyA = (await admin.masters.company.create({ name: 'Bolo Producciones SL' })).id;
  ids.companyB = (await admin.masters.company.create({ name: 'Otra Promotora SL' })).id;
  ids.artistX = (await admin.masters.artist.create({ name: 'Fauve Nocturne' })).id;
  ids.artistY = (await admin.masters.artist.create({ name: 'Los Planetas Fríos', taxResidence: 'FR' })).id;
  ids.hallOne = (await admin.masters.hall.create({ name: 'Apolo', city: 'Barcelona' })).id;
  ids.hallTwo = (await admin.masters.hall.create({ name: 'La Riviera', city: 'Madrid' })).id;
  ids.promoterP = (await admin.masters.promoter.create({ name: 'Conciertos del Sur' })).id;
  ids.promoterQ = (await admin.masters.promoter.create({ name: 'Noches del Norte' })).id;
  const common = { empresaId: ids.companyA, artistId: ids.artistX, expenses: 20_000 };
  march = await settledEvent({
    ...common,
    name: 'Fauve Nocturne en Apolo',
    date: '2025-03-10',
    hallId: ids.hallOne,
    promotorId: ids.promoterP,
    sold: 400,
    lock: true,
  });
  marchDraft = await settledEvent({
    name: 'Los Planetas Fríos en La Riviera',
    date: '2025-03-21',
    empresaId: ids.companyB,
    artistId: ids.artistY,
    hallId: ids.hallTwo,
    promotorId: ids.promoterP,
    sold: 150,
    expenses: 5_000,
    lock: false,
  });
  april = await settledEvent({
    ...common,
    name: 'Fauve Nocturne en La Riviera',
    date: '2025-04-02',
    hallId: ids.hallTwo,
    promotorId: ids.promoterQ,
    sold: 900,
    lock: true,
  });
  // a deleted event and one without a settlement are in no report
  const deleted = await settledEvent({
    ...common,
    name: 'Fauve Nocturne cancelado',
    date: '2025-04-03',
    hallId: ids.hallOne,
    sold: 10,
    lock: false,
  });
  await admin.events.delete({ id: deleted.id });
  await admin.events.create({
    name: 'Sin liquidar',
    eventType: 'Promotores',
    date: '2025-04-04',
    artista: { artistaMaestroId: ids.artistX },
  });
});
afterAll(() => database.close());

describe('reports', () => {
  it('counts locked settlements only unless drafts are asked for, and then shows the drafts apart', async () => {
    const locked = await admin.reports.summary(period);
    expect(locked.totals).toEqual(sumOf(march, april));
    expect(locked.drafts).toEqual(sumOf());
    expect(locked.byMonth.map((month) => month.events)).toEqual([1, 1]);
    const both = await admin.reports.summary(withDrafts);
    expect(both.totals).toEqual(sumOf(march, marchDraft, april));
    expect(both.drafts).toEqual(sumOf(marchDraft));
    expect((await admin.reports.summary({ ...period, status: 'draft' })).drafts).toEqual(sumOf(marchDraft));
    expect((await admin.reports.events(period)).items.map((row) => row.eventId)).toEqual([
      april.id,
      march.id,
    ]);
  });

  it('totals the tickets’ VAT, the SGAE and the withholding as the sum over the events', async () => {
    const { totals } = await admin.reports.summary(withDrafts);
    const settled = [march, marchDraft, april];
    for (const [name, of] of [
      ['vat', (f: Settled['figures']) => f.vat],
      ['sgae', (f: Settled['figures']) => f.sgae],
      ['withholding', (f: Settled['figures']) => f.withholding.amount],
    ] as const) {
      expect(totals[name]).toBe(settled.reduce((sum, event) => sum + of(event.figures), 0));
      expect(totals[name]).toBeGreaterThan(0);
    }
    // 400 tickets at 20 €, IVA 10 % (a concert's default) and SGAE 10 %: 8 000 / 1,10 = 7 272,73
    // net, so 727,27 € of IVA, and 10 % of 7 272,73 = 727,27 € of SGAE
    expect(march.figures).toMatchObject({ vat: 72_727, sgae: 72_727 });
    // the French artist's IRNR (19 %) and the resident's IRPF (15 %) on 500 € fees
    expect(marchDraft.figures.withholding.amount).toBe(9_500);
    expect(march.figures.withholding.amount).toBe(7_500);
    const events = await admin.reports.events(withDrafts);
    expect(events.items.find((row) => row.eventId === marchDraft.id)).toMatchObject({
      vat: marchDraft.figures.vat,
      sgae: marchDraft.figures.sgae,
      withholding: 9_500,
    });
  });

  it('filters by promoter: the sum of that promoter’s locked settlements, its drafts with the toggle', async () => {
    expect((await admin.reports.summary({ ...period, promotorId: ids.promoterP })).totals).toEqual(
      sumOf(march),
    );
    expect((await admin.reports.summary({ ...withDrafts, promotorId: ids.promoterP })).totals).toEqual(
      sumOf(march, marchDraft),
    );
    expect((await admin.reports.summary({ ...period, promotorId: ids.promoterQ })).totals).toEqual(
      sumOf(april),
    );
    const events = await admin.reports.events({ ...period, promotorId: ids.promoterP });
    expect(events.items.map((row) => row.eventId)).toEqual([march.id]);
  });

  it('adds up the settled events’ figures in total, by month and by hall', async () => {
    const report = await admin.reports.summary(withDrafts);
    expect(report.totals).toEqual(sumOf(march, marchDraft, april));
    expect(report.totals.margin).not.toBe(0);
    expect(report.byMonth).toEqual([
      { month: '2025-03', ...sumOf(march, marchDraft) },
      { month: '2025-04', ...sumOf(april) },
    ]);
    expect(report.byHall).toEqual(
      expect.arrayContaining([
        { hallId: ids.hallOne, hallName: 'Apolo', ...sumOf(march) },
        { hallId: ids.hallTwo, hallName: 'La Riviera', ...sumOf(marchDraft, april) },
      ]),
    );
    expect(report.byHall).toHaveLength(2);
  });

  it('filters by period, company, artist, hall, phase and settlement status', async () => {
    const totalsOf = async (filter: Record<string, unknown>) =>
      (await admin.reports.summary({ ...withDrafts, ...filter })).totals;
    expect(await totalsOf({ empresaId: ids.companyA })).toEqual(sumOf(march, april));
    expect(await totalsOf({ empresaId: ids.companyB })).toEqual(sumOf(marchDraft));
    expect(await totalsOf({ artistId: ids.artistY })).toEqual(sumOf(marchDraft));
    expect(await totalsOf({ hallId: ids.hallTwo })).toEqual(sumOf(marchDraft, april));
    expect(await totalsOf({ artistId: ids.artistX, hallId: ids.hallTwo })).toEqual(sumOf(april));
    // locking moves the event to Liquidado
    expect(await totalsOf({ fase: 'Liquidado' })).toEqual(sumOf(march, april));
    expect(await totalsOf({ status: 'draft' })).toEqual(sumOf(marchDraft));
    expect(await totalsOf({ from: '2025-04-01' })).toEqual(sumOf(april));
    expect(await totalsOf({ to: '2025-03-15' })).toEqual(sumOf(march));
    const nothing = await admin.reports.summary({ from: '2030-01-01', to: '2030-12-31' });
    expect(nothing).toEqual({ totals: sumOf(), drafts: sumOf(), byMonth: [], byHall: [] });
    await expect(admin.reports.summary({ from: '2025-05-01', to: '2025-04-01' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('lists the report’s events, latest first, a page at a time', async () => {
    const first = await admin.reports.events({ ...withDrafts, size: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((row) => row.eventId)).toEqual([april.id, marchDraft.id]);
    expect(first.items[0]).toMatchObject({
      name: 'Fauve Nocturne en La Riviera',
      date: '2025-04-02',
      empresaName: 'Bolo Producciones SL',
      artistName: 'Fauve Nocturne',
      hallName: 'La Riviera',
      fase: 'Liquidado',
      status: 'locked',
      gross: april.figures.gross,
      margin: april.figures.margin,
    });
    const second = await admin.reports.events({ ...withDrafts, size: 2, page: 2 });
    expect(second.items.map((row) => row.eventId)).toEqual([march.id]);
  });

  it('exports the events as an XLSX that reads back with its rows, and as CSV', async () => {
    const file = await admin.reports.export({ ...withDrafts, format: 'xlsx' });
    expect(file).toMatchObject({
      filename: 'informe.xlsx',
      contentType: expect.stringContaining('spreadsheetml'),
    });
    const rows = await xlsxRows(file.bytes);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual(expect.arrayContaining(['Evento', 'Fecha', 'Bruto', 'Margen']));
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        april.id,
        'Fauve Nocturne en La Riviera',
        new Date('2025-04-02T00:00:00Z'),
        'Cerrada',
        april.figures.margin / 100,
      ]),
    );
    expect(rows[3]).toEqual(expect.arrayContaining([march.id, 'Apolo', march.figures.gross / 100]));

    const csv = new TextDecoder().decode(
      (await admin.reports.export({ ...withDrafts, format: 'csv' })).bytes,
    );
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Fauve Nocturne en La Riviera');
  });

  it('types the XLSX cells: amounts and counts are numbers, days are dates, names are text', async () => {
    const sheet = await xlsxSheet(
      (await exportReport(database.db, { ...period, format: 'xlsx' }, 'en')).bytes,
    );
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => {
      const found = sheet.getRow(2).getCell(header.indexOf(name) + 1);
      return { type: found.type, value: found.value, numFmt: found.numFmt };
    };
    expect(cell('Gross')).toEqual({
      type: ExcelJS.ValueType.Number,
      value: april.figures.gross / 100,
      numFmt: '#,##0.00 "€"',
    });
    expect(cell('Tickets')).toMatchObject({ type: ExcelJS.ValueType.Number, value: 900 });
    expect(cell('Date')).toEqual({
      type: ExcelJS.ValueType.Date,
      value: new Date('2025-04-02T00:00:00Z'),
      numFmt: 'yyyy-mm-dd',
    });
    expect(cell('Event')).toMatchObject({ type: ExcelJS.ValueType.String, numFmt: '@' });
    // the settlement's status and the event's phase in the reader's words, not their keys
    expect(cell('Settlement').value).toBe('Locked');
    expect([
      'Creation',
      'Negotiation',
      'Contracting',
      'Production',
      'Promotion',
      'Held',
      'Settled',
    ]).toContain(cell('Phase').value);
  });

  it('writes the Spanish CSV with a byte-order mark, `;` and decimal commas, one column per field', async () => {
    const bytes = (await admin.reports.export({ ...period, format: 'csv' })).bytes;
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = spreadsheetCells(new TextDecoder().decode(bytes), ';');
    expect(header).toEqual(expect.arrayContaining(['Evento', 'Fecha', 'Bruto', 'Margen']));
    // locked settlements only, by default: April's and March's, not March's draft
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(header?.length ?? 0);
    const gross = header?.indexOf('Bruto') ?? -1;
    const euros = (cents: number) =>
      `${Math.trunc(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}`;
    expect(rows[0]?.[gross]).toBe(euros(april.figures.gross));
    expect(rows[0]?.[gross]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    const cellOf = (name: string) => rows[0]?.[header?.indexOf(name) ?? -1];
    expect(cellOf('IVA / IGIC entradas')).toBe(euros(april.figures.vat));
    expect(cellOf('SGAE')).toBe(euros(april.figures.sgae));
    expect(cellOf('Retención')).toBe('75,00');
    expect(rows[0]).toEqual(expect.arrayContaining(['2025-04-02', 'Cerrada']));

    const english = new TextDecoder().decode(
      (await exportReport(database.db, { ...period, format: 'csv' }, 'en')).bytes,
    );
    const [englishHeader, englishRow] = spreadsheetCells(english, ',');
    expect(englishRow?.[englishHeader?.indexOf('Gross') ?? -1]).toBe((april.figures.gross / 100).toFixed(2));
  });

  it('writes an event or artist name a spreadsheet would run as a formula as text, in every CSV and in the XLSX', async () => {
    const hyperlink = '=HYPERLINK("https://evil.example","Pulse aquí")';
    const trap = 'Gira;=1+1;';
    const artistId = (await admin.masters.artist.create({ name: trap })).id;
    for (const [name, date] of [
      [hyperlink, '2031-06-10'],
      [trap, '2031-06-11'],
    ] as const) {
      await settledEvent({
        name,
        date,
        empresaId: ids.companyA,
        artistId,
        hallId: ids.hallOne,
        sold: 10,
        expenses: 0,
        lock: false,
      });
    }
    const year = { from: '2031-01-01', to: '2031-12-31', status: 'all' } as const;
    for (const [locale, own, other] of [
      ['es', ';', ','],
      ['en', ',', ';'],
    ] as const) {
      const csv = new TextDecoder().decode(
        (await exportReport(database.db, { ...year, format: 'csv' }, locale)).bytes,
      );
      expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Pulse aquí"")"`);
      expect(csv).toContain(`"Gira;'=1+1;"`);
      // split on the file's separator, each name is one cell (its formulas escaped with `'`)
      const [header, ...rows] = spreadsheetCells(csv, own);
      for (const row of rows) expect(row).toHaveLength(header?.length ?? 0);
      expect(rows.map((row) => row.map(formulaUnescaped))).toEqual([
        expect.arrayContaining([trap, trap]),
        expect.arrayContaining([hyperlink, trap]),
      ]);
      // split on the other one (Excel in Spanish opening the English file), no cell runs a formula
      const cells = spreadsheetCells(csv, other).flat();
      expect(cells.filter((cell) => /^\s*[=+\-@]/.test(cell))).toEqual([]);
    }
    const rows = await xlsxRows((await admin.reports.export({ ...year, format: 'xlsx' })).bytes);
    expect(rows[1]).toEqual(expect.arrayContaining([trap, trap]));
    expect(rows[2]).toContain(hyperlink);
  });

  it('makes one file at a time, lines up four and refuses the next with busy', async () => {
    const asked = Array.from({ length: 6 }, () =>
      exportReport(database.db, { ...period, format: 'csv' }, 'es'),
    );
    const answers = await Promise.allSettled(asked);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(5);
    expect(answers.at(-1)).toMatchObject({ status: 'rejected', reason: { appCode: 'busy' } });
  });

  it('refuses an export of more events than it writes, saying how many', async () => {
    await database.db.execute(sql`
      with made as (
        insert into events (name, name_key, event_type, date)
        select 'Masivo ' || g, 'masivo ' || g, 'Promotores', date '1990-01-01' + (g % 300)
        from generate_series(1, ${MAX_EXPORT_ROWS + 1}) g
        returning id)
      insert into event_settlements (event_id, tickets, deal) select id, '[]', '{}' from made`);
    const bulk = { from: '1990-01-01', to: '1990-12-31', status: 'all' } as const;
    expect((await admin.reports.summary(bulk)).totals.events).toBe(MAX_EXPORT_ROWS + 1);
    await expect(admin.reports.export({ ...bulk, format: 'csv' })).rejects.toMatchObject({
      appCode: 'report_too_large',
      message: expect.stringMatching(/20\.001 eventos.*20\.000/),
    });
  });

  it('is refused to a role without Informes, and open to one with it', async () => {
    await admin.admin.roles.create({
      name: 'Liquidación sin informes',
      access: ['InfoGeneral', 'Liquidacion'],
    });
    const clerk = await callerWithRole(database, 'Liquidación sin informes', services);
    for (const call of [
      () => clerk.reports.summary(period),
      () => clerk.reports.events(period),
      () => clerk.reports.export({ ...period, format: 'xlsx' }),
    ]) {
      await expect(call()).rejects.toMatchObject({ appCode: 'forbidden' });
    }
    await admin.admin.roles.create({ name: 'Dirección', access: ['Informes'] });
    const director = await callerWithRole(database, 'Dirección', services);
    expect((await director.reports.summary(period)).totals.events).toBe(2);
  });
});
