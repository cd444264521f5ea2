import { type Database, schema } from '@bolo/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type callerFor,
  recordingServices,
  resaveSettlement,
  settlementSheetLines,
  withSignedInAdmin,
} from '../../testing';

/**
 * Ticket taxes as a table (issue 27): the company's tax territory decides IVA or IGIC and its
 * rates, each ticket type may carry its own rate; and a cancelled show's settlement. Every
 * artist here is a natural person resident in Spain with a flat fee (IVA 10 %, IRPF 15 %).
 */

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();
let artistId: number;
let mainland: number;
let canary: number;

type Territory = 'peninsula' | 'canarias';

/** An event of `empresaId` with one ticket price and a flat 3 000 € fee; its settlement not saved yet. */
async function show(name: string, empresaId: number) {
  const event = await admin.events.create({
    name,
    eventType: 'Promotores',
    date: '2027-06-01',
    empresaId,
    artista: { artistaMaestroId: artistId },
    entradas: [{ pvp: 2_140, descripcion: 'General' }],
  });
  const block = (await admin.events.hiring.list({ eventId: event.id })).find((b) => b.type === 'artista');
  if (!block) throw new Error('no artist block');
  await admin.events.hiring.update({
    id: block.id,
    version: block.version,
    cache: {
      fijo: { quantity: 300_000, active: true, description: 'Caché' },
      variable: { description: '', active: false, sections: [] },
    },
  });
  return event.id;
}

const save = (eventId: number, changes: Record<string, unknown>) => resaveSettlement(admin, eventId, changes);

const sheetLines = (eventId: number, sheet: 'external' | 'internal') =>
  settlementSheetLines(admin, eventId, sheet);

const company = async (name: string, territorioFiscal?: Territory) =>
  (await admin.masters.company.create({ name, ...(territorioFiscal ? { territorioFiscal } : {}) })).id;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  artistId = (await admin.masters.artist.create({ name: 'Rosalía Paz' })).id;
  mainland = await company('Bolo Producciones SL');
  canary = await company('Bolo Canarias SL', 'canarias');
});
afterAll(() => database.close());

describe('ticket taxes as a table', () => {
  it('keeps a company on the península unless told, and refuses a territory it does not know', async () => {
    expect((await admin.masters.company.find({ id: mainland })).territorioFiscal).toBe('peninsula');
    expect((await admin.masters.company.find({ id: canary })).territorioFiscal).toBe('canarias');
    await expect(
      admin.masters.company.create({ name: 'Bolo Ceuta SL', territorioFiscal: 'ceuta' as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('gives a new ticket type IVA 10 %, a concert’s rate, on the península', async () => {
    const eventId = await show('Rosalía Paz en Apolo', mainland);
    const draft = await admin.settlements.get({ eventId });
    expect(draft.vatRate).toBe(10);
    expect(draft.figures.taxName).toBe('IVA');
    // a line added without a rate of its own is taxed at the settlement's 10 %: 110 € → 100 € + 10 €
    const saved = await save(eventId, {
      tickets: [...draft.tickets, { type: 'Nueva', channel: 'Web', price: 11_000, quantity: 1 }],
    });
    expect(saved.figures.ticketTaxes).toEqual([{ porciento: 10, base: 10_000, amount: 1_000 }]);
  });

  /**
   * By hand: 100 × 30,25 € at IVA 21 % = 3 025,00 (net 2 500,00, IVA 525,00) and 200 × 22,00 €
   * at 10 % = 4 400,00 (net 4 000,00, IVA 400,00): gross 7 425,00, IVA 925,00, net 6 500,00,
   * SGAE 10 % 650,00, net box office 5 850,00.
   */
  it('works each ticket type out at its own rate and sums them to the cent, on screen and in the PDF', async () => {
    const eventId = await show('Dos tipos en Apolo', mainland);
    const saved = await save(eventId, {
      tickets: [
        { type: 'Pista', channel: 'Web', price: 3_025, quantity: 100, taxRate: 21 },
        { type: 'Grada', channel: 'Web', price: 2_200, quantity: 200 },
      ],
    });
    expect(saved.tickets[0]?.taxRate).toBe(21);
    expect(saved.figures).toMatchObject({
      gross: 742_500,
      ticketTaxes: [
        { porciento: 21, base: 250_000, amount: 52_500 },
        { porciento: 10, base: 400_000, amount: 40_000 },
      ],
      vat: 92_500,
      netOfVat: 650_000,
      sgae: 65_000,
      netBoxOffice: 585_000,
    });
    const lines = await sheetLines(eventId, 'external');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Entradas Pista · Web 100 × 30,25 €, IVA 21 % 3.025,00 €',
        'Entradas Grada · Web 200 × 22,00 €, IVA 10 % 4.400,00 €',
        'Recaudación bruta (IVA incluido) 300 entradas 7.425,00 €',
        'IVA 21 % de 2.500,00 € -525,00 €',
        'IVA 10 % de 4.000,00 € -400,00 €',
        'Recaudación sin IVA 6.500,00 €',
      ]),
    );
    // the report's tickets' tax is the same sum
    const report = await admin.reports.events({
      from: '2027-06-01',
      to: '2027-06-01',
      status: 'all',
      size: 10,
    });
    expect(report.items.find((row) => row.eventId === eventId)).toMatchObject({ vat: 92_500 });
  });

  /** By hand: 500 × 21,40 € = 10 700,00 with IGIC 7 % included: net 10 000,00, IGIC 700,00. */
  it('charges IGIC 7 % for a company in the Canary Islands, named on every line', async () => {
    const eventId = await show('Rosalía Paz en Las Palmas', canary);
    const draft = await admin.settlements.get({ eventId });
    expect(draft.vatRate).toBe(7);
    // the event says so too: its hiring calculator forecasts with IGIC 7 %, as the settlement will
    expect((await admin.events.find({ id: eventId })).taxTerritory).toBe('canarias');
    const saved = await save(eventId, {
      tickets: [{ type: 'General', channel: 'Taquilla', price: 2_140, quantity: 500 }],
    });
    expect(saved.figures).toMatchObject({
      taxName: 'IGIC',
      gross: 1_070_000,
      ticketTaxes: [{ porciento: 7, base: 1_000_000, amount: 70_000 }],
      vat: 70_000,
      sgae: 100_000,
    });
    for (const sheet of ['external', 'internal'] as const) {
      const lines = await sheetLines(eventId, sheet);
      expect(lines).toEqual(
        expect.arrayContaining([
          'Entradas General · Taquilla 500 × 21,40 €, IGIC 7 % 10.700,00 €',
          'Recaudación bruta (IGIC incluido) 500 entradas 10.700,00 €',
          'IGIC 7 % de 10.000,00 € -700,00 €',
          'Recaudación sin IGIC 10.000,00 €',
        ]),
      );
      expect(lines.filter((line) => /^IVA \d/.test(line))).toEqual([]);
    }
  });

  it('reads a sheet locked before ticket taxes were a table as its one rate of IVA', async () => {
    const eventId = await show('Cerrada antes en Apolo', mainland);
    const saved = await save(eventId, {
      tickets: [{ type: 'General', channel: '', price: 2_200, quantity: 100 }],
    });
    await admin.settlements.lock({ eventId, version: saved.version, beforeShowDate: true });
    const { eventSettlements } = schema;
    await database.db
      .update(eventSettlements)
      .set({
        snapshot: sql`${eventSettlements.snapshot} #- '{sheet,figures,ticketTaxes}' #- '{sheet,figures,taxName}' #- '{sheet,kind}' #- '{sheet,cancellationFee}'`,
      })
      .where(eq(eventSettlements.eventId, eventId));
    const locked = await admin.settlements.get({ eventId });
    expect(locked).toMatchObject({ kind: 'show', cancellationFee: 0, vatRate: 10 });
    expect(locked.figures).toMatchObject({
      taxName: 'IVA',
      ticketTaxes: [{ porciento: 10, base: 200_000, amount: 20_000 }],
      vat: 20_000,
    });
  });

  it('refuses a rate that is not of the company’s tax: IVA 10 % in the Canaries, IGIC 7 % on the península', async () => {
    const canaryShow = await show('Tipo equivocado en Tenerife', canary);
    await expect(save(canaryShow, { vatRate: 10 })).rejects.toMatchObject({
      appCode: 'settlement_tax_rate_invalid',
    });
    const mainlandShow = await show('Tipo equivocado en Madrid', mainland);
    const refused = save(mainlandShow, {
      tickets: [{ type: 'General', channel: '', price: 2_000, quantity: 1, taxRate: 7 }],
    });
    await expect(refused).rejects.toMatchObject({ appCode: 'settlement_tax_rate_invalid' });
    await expect(refused).rejects.toThrow(/7 % no es de IVA/);
    await expect(save(mainlandShow, { vatRate: 5 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('a cancelled show', () => {
  /**
   * By hand: tickets typed before the cancellation are left out; the fee is the 3 000,00
   * cancellation fee, an indemnity outside IVA; IRPF 15 % 450,00: paid 2 550,00; the hall's
   * 400,00 owed is a cost; margin −3 400,00.
   */
  it('pays the cancellation fee less its withholding, and its PDFs say "Concierto cancelado" with no IVA, ticket tax or SGAE line', async () => {
    const eventId = await show('Rosalía Paz en Razzmatazz', mainland);
    const saved = await save(eventId, {
      kind: 'cancelled',
      cancellationFee: 300_000,
      tickets: [{ type: 'General', channel: 'Web', price: 2_140, quantity: 120 }],
      expenses: [{ concept: 'Sala', amount: 40_000, kind: 'external', party: 'sala' }],
    });
    expect(saved).toMatchObject({ kind: 'cancelled', cancellationFee: 300_000 });
    expect(saved.figures).toMatchObject({
      ticketsSold: 0,
      gross: 0,
      vat: 0,
      sgae: 0,
      fee: 300_000,
      feeVat: { porciento: 0, notSubject: true, amount: 0 },
      withholding: { kind: 'IRPF', porciento: 15, amount: 45_000 },
      paid: 255_000,
      margin: -340_000,
    });
    const external = await sheetLines(eventId, 'external');
    // the title, wrapped on two lines
    expect(external.slice(0, 2).join(' ')).toBe(
      'Liquidación del artista · Concierto cancelado: Rosalía Paz en Razzmatazz',
    );
    expect(external).toEqual(
      expect.arrayContaining([
        'Gasto externo: Sala a cargo de sala -400,00 €',
        'Caché de cancelación concierto cancelado 3.000,00 €',
        'Retención IRPF 15 %, persona física residente -450,00 €',
        'Líquido a pagar al artista caché - retención 2.550,00 €',
      ]),
    );
    expect(external.join(' ')).toContain('Indemnización por cancelación, no sujeta al impuesto');
    const internal = await sheetLines(eventId, 'internal');
    expect(internal[0]).toMatch(/^Liquidación interna · Concierto cancelado: Rosalía Paz/);
    for (const lines of [external, internal]) {
      expect(lines.filter((line) => /IVA|IGIC|SGAE|^Entradas|^Recaudación|^Taquilla/.test(line))).toEqual([]);
    }
    // locked, the snapshot keeps the kind and the sheet
    const locked = await admin.settlements.lock({ eventId, version: saved.version, beforeShowDate: true });
    expect(locked).toMatchObject({ status: 'locked', kind: 'cancelled', figures: { paid: 255_000 } });
    expect((await sheetLines(eventId, 'external'))[0]).toMatch(/Concierto cancelado/);
  });
});
