import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type callerFor,
  recordingServices,
  resaveSettlement,
  settlementSheetLines,
  withSignedInAdmin,
} from '../../testing';

/**
 * What the artist is paid (issue 27): fee + IVA on the fee − withholding, by the tax situation
 * kept in the artist's master. Each artist plays one show for a flat 6 000,00 € fee; by hand:
 *   natural person in Spain   6 000 + 10 % IVA 600 − IRPF 15 % 900             = 5 700,00 €
 *   company (S.L.) in Spain   6 000 + 21 % IVA 1 260, no withholding            = 7 260,00 €
 *   resident of the US        6 000, IVA reverse-charged − IRNR 24 % 1 440      = 4 560,00 €
 *   resident of France        6 000, IVA reverse-charged − IRNR 19 % (EU) 1 140 = 4 860,00 €
 */

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();
let promoterId: number;

type Artist = Parameters<typeof admin.masters.artist.create>[0];

/** An event of `artist` on `date` with a flat 6 000 € fee, its settlement saved (no tickets sold). */
async function flatFeeShow(artist: Artist, date: string) {
  const { id: artistId } = await admin.masters.artist.create(artist);
  const event = await admin.events.create({
    name: `${artist.name} en Apolo`,
    eventType: 'Promotores',
    date,
    empresaId: promoterId,
    artista: { artistaMaestroId: artistId },
  });
  const block = (await admin.events.hiring.list({ eventId: event.id })).find((b) => b.type === 'artista');
  if (!block) throw new Error('no artist block');
  await admin.events.hiring.update({
    id: block.id,
    version: block.version,
    cache: {
      fijo: { quantity: 600_000, active: true, description: 'Caché' },
      variable: { description: '', active: false, sections: [] },
    },
  });
  const saved = await save(event.id, {});
  return { eventId: event.id, artistId, saved };
}

const save = (eventId: number, changes: Record<string, unknown>) => resaveSettlement(admin, eventId, changes);

const sheetLines = (eventId: number, sheet: 'external' | 'internal') =>
  settlementSheetLines(admin, eventId, sheet);

/** The lines of the sheet from the fee to what is paid, as pdftotext reads them. */
const payLines = (lines: string[]) =>
  lines.slice(
    lines.findIndex((line) => line.startsWith('Caché total')),
    lines.findIndex((line) => line.startsWith('Líquido a pagar')) + 1,
  );

let shows: Record<'resident' | 'company' | 'american' | 'french', Awaited<ReturnType<typeof flatFeeShow>>>;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  promoterId = (await admin.masters.company.create({ name: 'Bolo Producciones SL' })).id;
  shows = {
    resident: await flatFeeShow({ name: 'Rosalía Paz' }, '2027-05-01'),
    company: await flatFeeShow({ name: 'Los Planetas S.L.', taxPerson: 'company' }, '2027-05-02'),
    american: await flatFeeShow({ name: 'Wilco Road', taxResidence: 'US' }, '2027-05-03'),
    french: await flatFeeShow(
      { name: 'Fauve Nocturne', taxResidence: 'FR', taxPerson: 'company' },
      '2027-05-04',
    ),
  };
});
afterAll(() => database.close());

describe('what the artist is paid', () => {
  it('pays a flat 6 000 € fee by the artist’s tax situation, to the cent', () => {
    expect(shows.resident.saved.figures).toMatchObject({
      fee: 600_000,
      taxSituation: 'natural_resident',
      feeVat: { porciento: 10, reverseCharge: false, amount: 60_000 },
      withholding: { kind: 'IRPF', porciento: 15, amount: 90_000 },
      paid: 570_000,
    });
    expect(shows.company.saved.figures).toMatchObject({
      taxSituation: 'company',
      feeVat: { porciento: 21, reverseCharge: false, amount: 126_000 },
      withholding: { kind: null, porciento: 0, amount: 0 },
      paid: 726_000,
    });
    expect(shows.american.saved.figures).toMatchObject({
      taxSituation: 'non_resident',
      feeVat: { porciento: 0, reverseCharge: true, amount: 0 },
      withholding: { kind: 'IRNR', porciento: 24, amount: 144_000 },
      paid: 456_000,
    });
    expect(shows.french.saved.figures).toMatchObject({
      taxSituation: 'non_resident',
      feeVat: { reverseCharge: true, amount: 0 },
      withholding: { kind: 'IRNR', porciento: 19, amount: 114_000 },
      paid: 486_000,
    });
  });

  it('prints the fee, its IVA, the withholding and the payment on both sheets', async () => {
    for (const sheet of ['external', 'internal'] as const) {
      expect(payLines(await sheetLines(shows.resident.eventId, sheet))).toEqual([
        'Caché total 6.000,00 €',
        'IVA del caché 10 %, persona física residente 600,00 €',
        'Retención IRPF 15 %, persona física residente -900,00 €',
        'Líquido a pagar al artista caché + IVA - retención 5.700,00 €',
      ]);
      expect(payLines(await sheetLines(shows.company.eventId, sheet))).toEqual([
        'Caché total 6.000,00 €',
        'IVA del caché 21 %, sociedad residente 1.260,00 €',
        'Retención sin retención: sociedad residente 0,00 €',
        'Líquido a pagar al artista caché + IVA - retención 7.260,00 €',
      ]);
    }
    const american = (await sheetLines(shows.american.eventId, 'external')).join('\n');
    expect(american).toContain('IVA del caché inversión del sujeto pasivo 0,00 €');
    expect(american).toContain(
      'Inversión del sujeto pasivo: el IVA lo declara el promotor (art. 84.Uno.2º Ley 37/1992)',
    );
    expect(american).toContain('Retención IRNR 24 %, residente en Estados Unidos -1.440,00 €');
    expect(american).toContain('Líquido a pagar al artista caché + IVA - retención 4.560,00 €');
    const french = (await sheetLines(shows.french.eventId, 'internal')).join('\n');
    expect(french).toContain('Inversión del sujeto pasivo');
    expect(french).toContain('Retención IRNR 19 %, residente en Francia -1.140,00 €');
    expect(french).toContain('Líquido a pagar al artista caché + IVA - retención 4.860,00 €');
  });

  it('takes a rate agreed on the settlement only with its reason, and shows the reason', async () => {
    const { eventId } = shows.resident;
    const refused = save(eventId, { withholdingPorciento: 7, withholdingReason: '  ' });
    await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(refused).rejects.toThrow(/Diga por qué se cambia el tipo/);
    await expect(save(eventId, { feeVatReason: 'sin tipo' })).rejects.toThrow(/deje el motivo vacío/);
    const agreed = await save(eventId, {
      withholdingPorciento: 7,
      withholdingReason: 'Primer año',
    });
    expect(agreed).toMatchObject({
      withholdingPorciento: 7,
      withholdingReason: 'Primer año',
    });
    expect(agreed.figures.withholding).toEqual({ kind: 'IRPF', porciento: 7, amount: 42_000 });
    expect(agreed.figures.paid).toBe(618_000);
    expect(payLines(await sheetLines(eventId, 'external'))).toContain(
      'Retención IRPF 7 %, acordado: Primer año -420,00 €',
    );
  });

  it('follows the master: an artist who declares the reduced IRPF has 7 % withheld', async () => {
    const { eventId, artistId } = shows.resident;
    await save(eventId, { withholdingPorciento: null, withholdingReason: null });
    const row = await admin.masters.artist.find({ id: artistId });
    await admin.masters.artist.update({ id: artistId, version: row.version, reducedIrpf: true });
    const reduced = await admin.settlements.get({ eventId });
    expect(reduced.artist).toEqual({ taxResidence: 'ES', taxPerson: 'natural', reducedIrpf: true });
    await expect(
      admin.masters.artist.create({ name: 'Autónomo', taxPerson: 'autonomo' as never }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(reduced.figures.paid).toBe(618_000);
    expect(payLines(await sheetLines(eventId, 'external'))).toContain(
      'Retención IRPF 7 %, tipo reducido declarado -420,00 €',
    );
  });

  it('gives the report the fee’s IVA, the withholding and the payment of each settlement', async () => {
    for (const { eventId } of Object.values(shows)) await save(eventId, {});
    const report = await admin.reports.summary({ from: '2027-05-01', to: '2027-05-31', status: 'all' });
    expect(report.totals).toMatchObject({
      events: 4,
      artistFee: 2_400_000,
      artistFeeVat: 60_000 + 126_000,
      withholding: 42_000 + 144_000 + 114_000,
      artistPaid: 618_000 + 726_000 + 456_000 + 486_000,
    });
    const rows = (
      await admin.reports.events({ from: '2027-05-01', to: '2027-05-31', status: 'all', size: 10 })
    ).items;
    expect(rows.find((row) => row.eventId === shows.company.eventId)).toMatchObject({
      artistFeeVat: 126_000,
      withholding: 0,
      artistPaid: 726_000,
    });
  });
});
