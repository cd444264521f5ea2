import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type callerFor,
  recordingServices,
  resaveSettlement,
  settlementSheetLines,
  withSignedInAdmin,
} from '../../testing';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let eventId: number;
let artistId: number;
const services = recordingServices();

/** A US artist's show: 10 000 USD guaranteed, or 80 % of the net box office if more (versus). */
beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  const artist = await admin.masters.artist.create({ name: 'Desert Lights', taxResidence: 'US' });
  const event = await admin.events.create({
    name: 'Desert Lights en La Riviera',
    eventType: 'Promotores',
    date: '2026-03-01',
    artista: { artistaMaestroId: artist.id },
    entradas: [{ pvp: 4_000, descripcion: 'General' }],
  });
  eventId = event.id;
  artistId = artist.id;
  const block = await artistBlock();
  await admin.events.hiring.update({
    id: block.id,
    version: block.version,
    cache: {
      currency: 'USD',
      fijo: { quantity: 1_000_000, active: true, description: 'Guarantee' },
      variable: { description: '', active: false, sections: [] },
    },
  });
});
afterAll(() => database.close());

async function artistBlock() {
  const block = (await admin.events.hiring.list({ eventId })).find((b) => b.type === 'artista');
  if (!block) throw new Error('no artist block');
  return block;
}

describe('a deal in dollars', () => {
  it('keeps its currency on the hiring conditions and refuses a code that is no currency', async () => {
    const block = await artistBlock();
    expect(block.cache.currency).toBe('USD');
    await expect(
      admin.events.hiring.update({
        id: block.id,
        version: block.version,
        cache: { ...block.cache, currency: 'DOLLARS' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('counts nothing of the deal until the rate is typed, and cannot be locked without it', async () => {
    const draft = await resaveSettlement(admin, eventId);
    expect(draft.figures.exchange).toEqual({ currency: 'USD', rate: null, guarantee: 1_000_000 });
    expect(draft.figures.fee).toBe(0);
    await expect(admin.settlements.lock({ eventId, version: draft.version })).rejects.toMatchObject({
      appCode: 'settlement_exchange_rate_missing',
    });
  });

  it('refuses a rate without its day and source, or written with a comma', async () => {
    await expect(resaveSettlement(admin, eventId, { exchangeRate: '0.9215' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      resaveSettlement(admin, eventId, {
        exchangeRate: '0,9215',
        exchangeRateDate: '2026-03-01',
        exchangeRateSource: 'BCE',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('settles in euros at the typed rate, the dollars shown beside, and the lock keeps both', async () => {
    const saved = await resaveSettlement(admin, eventId, {
      tickets: [{ type: 'General', channel: 'Taquilla', price: 4_000, quantity: 100 }],
      exchangeRate: '0.9215',
      exchangeRateDate: '2026-03-01',
      exchangeRateSource: 'BCE',
    });
    // 10 000 USD × 0.9215 = 9 215,00 €, the fee; IRNR 24 % on a US resident's fee
    expect(saved.figures).toMatchObject({
      exchange: { currency: 'USD', rate: '0.9215', guarantee: 1_000_000 },
      guarantee: 921_500,
      fee: 921_500,
      withholding: { kind: 'IRNR', amount: 221_160 },
    });
    expect(saved.deal.fijo.quantity).toBe(1_000_000);
    const sheet = (await settlementSheetLines(admin, eventId, 'external')).join('\n');
    // the detail wraps under the amount
    expect(sheet).toMatch(/Garantía 10\.000,00 US\$ a 0,9215 €\/USD 9\.215,00 €\n\(1\/3\/26, BCE\)/);

    const locked = await admin.settlements.lock({ eventId, version: saved.version });
    // the artist moving to Spain after the lock changes nothing of the locked sheet
    await admin.masters.artist.update({ id: artistId, version: 1, taxResidence: 'ES' });
    expect(await admin.settlements.get({ eventId })).toMatchObject({
      status: 'locked',
      exchangeRate: '0.9215',
      exchangeRateDate: '2026-03-01',
      exchangeRateSource: 'BCE',
      figures: { ...locked.figures, withholding: { kind: 'IRNR', amount: 221_160 } },
    });
  });
});
