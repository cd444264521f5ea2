import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, settlementFields, withSignedInAdmin } from '../../testing';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let eventId: number;

const threeThousandOrSeventy = {
  fijo: { quantity: 300_000, active: true, description: 'Garantía' },
  variable: {
    description: '70 % de la taquilla neta',
    active: true,
    sections: [{ desde: 0, hasta: null, porciento: 70 }],
  },
  versus: true,
};

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin());
  const artist = await admin.masters.artist.create({ name: 'Rocío Mar', taxResidence: 'ES' });
  const event = await admin.events.create({
    name: 'Rocío Mar en Joy Eslava',
    eventType: 'Promotores',
    artista: { artistaMaestroId: artist.id },
    entradas: [{ pvp: 2_000, descripcion: 'General' }],
  });
  eventId = event.id;
  const block = (await admin.events.hiring.list({ eventId })).find((b) => b.type === 'artista');
  if (!block) throw new Error('no artist block');
  await admin.events.hiring.update({ id: block.id, version: block.version, cache: threeThousandOrSeventy });
});
afterAll(() => database.close());

describe('the hiring deal carried into the settlement', () => {
  /**
   * Issue 27's "3 000 € or 70 %, whichever is greater", by hand: 500 × 20 € = 10 000,00 € gross;
   * net of IVA 10 % 10 000 / 1,10 = 9 090,91; IVA 909,09; SGAE 10 % of 9 090,91 = 909,09; net box
   * office 8 181,82; less 3 272,73 of external costs, deal base 4 909,09; 70 % = 3 436,363 →
   * 3 436,36 €, above the 3 000,00 guarantee: fee 3 436,36 € (6 436,36 € when they are added up).
   */
  it('starts a new settlement with the versus deal of the hiring conditions and pays 3 436,36 €', async () => {
    const draft = await admin.settlements.get({ eventId });
    expect(draft).toMatchObject({
      versus: true,
      deal: { fijo: { quantity: 300_000, active: true }, variable: { sections: [{ porciento: 70 }] } },
      figures: { dealChanges: [] },
    });
    const saved = await admin.settlements.save({
      eventId,
      version: draft.version,
      ...settlementFields(draft),
      tickets: [{ type: 'General', channel: 'Taquilla', price: 2_000, quantity: 500 }],
      vatRate: 10,
      sgaePorciento: 10,
      expenses: [{ concept: 'Producción', amount: 327_273, kind: 'external', party: 'promotor' }],
    });
    expect(saved.figures).toMatchObject({
      gross: 1_000_000,
      vat: 90_909,
      sgae: 90_909,
      netBoxOffice: 818_182,
      dealBase: 490_909,
      guarantee: 300_000,
      percentageTotal: 343_636,
      fee: 343_636,
    });
    expect(saved.figures.dealChanges).toEqual([]);
  });

  it('says which parts of the deal the settlement changed from the hiring conditions', async () => {
    const settlement = await admin.settlements.get({ eventId });
    const fields = { version: settlement.version, ...settlementFields(settlement) };
    const saved = await admin.settlements.save({
      eventId,
      ...fields,
      versus: false,
      deal: { ...fields.deal, fijo: { ...fields.deal.fijo, quantity: 350_000 } },
    });
    expect(saved.figures.dealChanges).toEqual(['fijo', 'versus']);
    // 3 500,00 + 3 436,36 = 6 936,36 once the two are added up
    expect(saved.figures.fee).toBe(693_636);
  });

  it('refuses a settlement deal that is both plus and versus', async () => {
    const settlement = await admin.settlements.get({ eventId });
    const fields = { version: settlement.version, ...settlementFields(settlement) };
    await expect(
      admin.settlements.save({
        eventId,
        ...fields,
        versus: true,
        deal: { ...fields.deal, promoterProfit: 100_000 },
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('no puede ser además «versus»'),
    });
  });
});
