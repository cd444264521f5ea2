import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_TIME_ZONE, todayIn } from '../../shared/time-zone';
import { type callerFor, recordingServices, settlementFields, withSignedInAdmin } from '../../testing';
import { errorMessageOf } from '../../trpc-errors';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();
const DAY = 86_400_000;
/** Days from today on the office's calendar, as an event's date. */
const dayFromToday = (days: number) => todayIn(OFFICE_TIME_ZONE, new Date(Date.now() + days * DAY));

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
});
afterAll(() => database.close());

/** An event of a French artist (IRNR 19 %) with 800 tickets sold at 25 €, its settlement saved. */
async function settledShow(name: string, date: string | null) {
  const artist = await admin.masters.artist.create({ name: `Artista de ${name}`, taxResidence: 'FR' });
  const event = await admin.events.create({
    name,
    eventType: 'Promotores',
    date,
    existeRecinto: true,
    artista: { artistaMaestroId: artist.id },
    sala: { name: 'Sala Apolo' },
    entradas: [{ pvp: 2_500, descripcion: 'General' }],
  });
  const settlement = await admin.settlements.get({ eventId: event.id });
  const saved = await admin.settlements.save({
    ...settlementFields(settlement),
    version: settlement.version,
    eventId: event.id,
    tickets: [{ type: 'General', channel: 'Taquilla', price: 2_500, quantity: 800 }],
  });
  return { artist, eventId: event.id, version: saved.version };
}

const bytesOf = async (eventId: number, sheet: 'external' | 'internal') =>
  Buffer.from((await admin.settlements.pdf({ eventId, sheet })).bytes);

describe('a locked settlement', () => {
  it('is refused before the show date without a confirmation, and accepted with it', async () => {
    const show = await settledShow('Estreno de mañana', dayFromToday(1));
    const refused = await admin.settlements
      .lock({ eventId: show.eventId, version: show.version })
      .catch((e) => e);
    expect(refused).toMatchObject({ appCode: 'settlement_before_show' });
    expect(errorMessageOf(refused, 'es')).toContain('confirme');
    expect((await admin.settlements.get({ eventId: show.eventId })).status).toBe('draft');
    const locked = await admin.settlements.lock({
      eventId: show.eventId,
      version: show.version,
      beforeShowDate: true,
    });
    expect(locked.status).toBe('locked');

    const played = await settledShow('Concierto de hoy', dayFromToday(0));
    expect((await admin.settlements.lock({ eventId: played.eventId, version: played.version })).status).toBe(
      'locked',
    );
  });

  it('keeps its sheet, its PDFs’ bytes and the report when the artist’s tax residence changes', async () => {
    const show = await settledShow('Fauve en la Riviera', dayFromToday(-2));
    const locked = await admin.settlements.lock({ eventId: show.eventId, version: show.version });
    expect(locked.figures.withholding).toEqual({
      kind: 'IRNR',
      porciento: 19,
      amount: locked.figures.withholding.amount,
    });
    const external = await bytesOf(show.eventId, 'external');
    const internal = await bytesOf(show.eventId, 'internal');
    const report = await admin.reports.summary({ artistId: show.artist.id });
    expect(report.totals).toMatchObject({
      events: 1,
      artistFee: locked.figures.fee,
      artistPaid: locked.figures.paid,
    });

    await admin.masters.artist.update({
      id: show.artist.id,
      version: show.artist.version,
      taxResidence: 'US',
    });

    expect(await admin.settlements.get({ eventId: show.eventId })).toEqual(locked);
    expect((await bytesOf(show.eventId, 'external')).equals(external)).toBe(true);
    expect((await bytesOf(show.eventId, 'internal')).equals(internal)).toBe(true);
    expect((await admin.reports.summary({ artistId: show.artist.id })).totals).toEqual(report.totals);

    // reopened, it is a draft again: worked out on the artist's master as it is now
    const reopened = await admin.settlements.reopen({ eventId: show.eventId, reason: 'Residencia fiscal' });
    expect(reopened.artist.taxResidence).toBe('US');
    expect(reopened.figures.withholding).toMatchObject({ kind: 'IRNR', porciento: 24 });
  });

  it('protects its event: date, company, hall, deal and deleting answer settlement_locked', async () => {
    const show = await settledShow('Noche cerrada', dayFromToday(-3));
    await admin.settlements.lock({ eventId: show.eventId, version: show.version });
    const event = await admin.events.find({ id: show.eventId });
    const company = await admin.masters.company.create({ name: 'Otra Promotora SL' });
    const refusals: (() => Promise<unknown>)[] = [
      () => admin.events.update({ id: event.id, version: event.version, date: dayFromToday(-1) }),
      () => admin.events.update({ id: event.id, version: event.version, empresaId: company.id }),
      () => admin.events.update({ id: event.id, version: event.version, fase: 'Produccion' }),
      () => admin.events.setStatus({ id: event.id, status: 'Cancelado' }),
      () =>
        admin.events.parties.save({
          eventId: event.id,
          kind: 'sala',
          version: event.sala?.version,
          name: 'Sala Razzmatazz',
        }),
      () => admin.events.delete({ id: event.id }),
    ];
    const block = (await admin.events.hiring.list({ eventId: event.id })).find((b) => b.type === 'artista');
    if (!block) throw new Error('no artist block');
    refusals.push(() =>
      admin.events.hiring.update({
        id: block.id,
        version: block.version,
        cache: { ...block.cache, fijo: { ...block.cache.fijo, quantity: 100_000, active: true } },
      }),
    );
    for (const refusal of refusals) {
      const error = await refusal().catch((e) => e);
      expect(error).toMatchObject({ appCode: 'settlement_locked' });
      expect(errorMessageOf(error, 'es')).toContain('reabrirla');
    }
    const after = await admin.events.find({ id: event.id });
    expect(after).toMatchObject({ date: event.date, empresaId: event.empresaId, fase: 'Liquidado' });
    expect(after.sala?.name).toBe('Sala Apolo');

    // what the settlement did not use stays editable
    const renamed = await admin.events.update({
      id: event.id,
      version: after.version,
      observacionesEntradas: 'Sold out',
    });
    expect(renamed.observacionesEntradas).toBe('Sold out');
  });

  it('moves the event to Liquidado and Realizado, and reopening puts phase and status back', async () => {
    const show = await settledShow('Vuelta atrás', dayFromToday(-1));
    const event = await admin.events.find({ id: show.eventId });
    await admin.events.update({ id: event.id, version: event.version, fase: 'Celebrado' });
    await admin.events.setStatus({ id: event.id, status: 'Confirmado' });
    await admin.settlements.lock({ eventId: show.eventId, version: show.version });
    expect(await admin.events.find({ id: show.eventId })).toMatchObject({
      fase: 'Liquidado',
      status: 'Realizado',
    });
    await admin.settlements.reopen({ eventId: show.eventId, reason: 'Faltaba una factura' });
    const reopened = await admin.events.find({ id: show.eventId });
    expect(reopened).toMatchObject({ fase: 'Celebrado', status: 'Confirmado' });
    const trail = await admin.events.audit({ id: show.eventId, size: 50 });
    expect(trail.items.filter((row) => row.part === 'general').slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'fase', oldValue: 'Liquidado', newValue: 'Celebrado' }),
        expect.objectContaining({ field: 'status', oldValue: 'Realizado', newValue: 'Confirmado' }),
      ]),
    );
    const moved = await admin.events.update({
      id: reopened.id,
      version: reopened.version,
      date: dayFromToday(-2),
    });
    expect(moved.date).toBe(dayFromToday(-2));
  });
});

describe('a draft settlement', () => {
  type ArtistTaxes = { artistFee: number; artistFeeVat: number; withholding: number; artistPaid: number };
  const taxesOf = (f: ArtistTaxes): ArtistTaxes => ({
    artistFee: f.artistFee,
    artistFeeVat: f.artistFeeVat,
    withholding: f.withholding,
    artistPaid: f.artistPaid,
  });
  /** The settlement's screen shows `expected`, and the report's drafts of the artist the same. */
  async function expectReportAsScreen(eventId: number, artistId: number, expected: ArtistTaxes) {
    const { figures } = await admin.settlements.get({ eventId });
    expect({
      artistFee: figures.fee,
      artistFeeVat: figures.feeVat.amount,
      withholding: figures.withholding.amount,
      artistPaid: figures.paid,
    }).toEqual(expected);
    expect(taxesOf((await admin.reports.summary({ artistId, status: 'draft' })).totals)).toEqual(expected);
  }

  /**
   * A flat 6 000 € fee pays 4 860,00 to a French artist (IRNR 19 %), 5 700,00 once the master says
   * Spain (IVA 10 %, IRPF 15 %) and 7 260,00 to a Spanish company (IVA 21 %): the report's drafts
   * follow each change with no save of the settlement.
   */
  it('gives the report what its screen shows after the artist’s master or the event’s artist changes', async () => {
    const show = await settledShow('Borrador de Fauve', dayFromToday(-1));
    const event = await admin.events.find({ id: show.eventId });
    // a flat 6 000 € fee, saved on the settlement's deal
    const settlement = await admin.settlements.get({ eventId: show.eventId });
    await admin.settlements.save({
      ...settlementFields(settlement),
      eventId: show.eventId,
      version: settlement.version,
      deal: { ...settlement.deal, fijo: { quantity: 600_000, active: true, description: '' } },
    });
    await expectReportAsScreen(show.eventId, show.artist.id, {
      artistFee: 600_000,
      artistFeeVat: 0,
      withholding: 114_000,
      artistPaid: 486_000,
    });

    // the artist moves to Spain: IVA 10 % and IRPF 15 %, in the report with no save
    const artist = await admin.masters.artist.find({ id: show.artist.id });
    await admin.masters.artist.update({ id: artist.id, version: artist.version, taxResidence: 'ES' });
    await expectReportAsScreen(show.eventId, show.artist.id, {
      artistFee: 600_000,
      artistFeeVat: 60_000,
      withholding: 90_000,
      artistPaid: 570_000,
    });

    // the event's artist becomes a Spanish company: IVA 21 %, no withholding
    const company = await admin.masters.artist.create({
      name: 'Fauve Producciones SL',
      taxPerson: 'company',
    });
    await admin.events.parties.save({
      eventId: event.id,
      kind: 'artista',
      version: event.artista?.version,
      artistaMaestroId: company.id,
    });
    await expectReportAsScreen(show.eventId, company.id, {
      artistFee: 600_000,
      artistFeeVat: 126_000,
      withholding: 0,
      artistPaid: 726_000,
    });
  });
});
