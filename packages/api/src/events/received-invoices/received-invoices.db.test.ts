import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type callerFor,
  callerWithRole,
  recordingServices,
  resaveSettlement,
  withSignedInAdmin,
} from '../../testing';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let eventId: number;
const services = recordingServices();
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * A Spanish artist (a natural person: 10 % IVA, 15 % IRPF) on a 1 000 € guarantee, the show played
 * and its settlement locked.
 */
beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  const artist = await admin.masters.artist.create({ name: 'Lola Índigo del Sur', taxResidence: 'ES' });
  const event = await admin.events.create({
    name: 'Lola Índigo del Sur en Sala But',
    eventType: 'Promotores',
    date: '2026-02-10',
    artista: { artistaMaestroId: artist.id },
  });
  eventId = event.id;
  const block = (await admin.events.hiring.list({ eventId })).find((b) => b.type === 'artista');
  if (!block) throw new Error('no artist block');
  await admin.events.hiring.update({
    id: block.id,
    version: block.version,
    cache: {
      fijo: { quantity: 100_000, active: true, description: 'Garantía' },
      variable: { description: '', active: false, sections: [] },
    },
  });
  const saved = await resaveSettlement(admin, eventId);
  await admin.settlements.lock({ eventId, version: saved.version });
});
afterAll(() => database.close());

const invoice = {
  number: 'LIS-2026/014',
  issueDate: '2026-02-12',
  base: 100_000,
  vat: 10_000,
  withholding: 15_000,
};

describe('the artist’s invoice of a settlement', () => {
  it('is none until recorded, and matches a locked settlement whose figures it repeats', async () => {
    expect(await admin.receivedInvoices.get({ eventId })).toEqual({
      invoice: null,
      settlementStatus: 'locked',
      taxSituation: 'natural_resident',
      mismatches: [],
    });
    const recorded = await admin.receivedInvoices.save({ eventId, version: 0, ...invoice });
    expect(recorded).toMatchObject({
      invoice: {
        ...invoice,
        currency: 'EUR',
        irnrExemption: 'none',
        irnrExemptionReference: '',
        version: 1,
        fileName: null,
      },
      mismatches: [],
    });
  });

  it('warns naming each figure that differs from the locked settlement', async () => {
    const corrected = await admin.receivedInvoices.save({
      eventId,
      version: 1,
      ...invoice,
      base: 110_000,
      withholding: 7_000,
    });
    expect(corrected.mismatches).toEqual([
      { figure: 'base', invoiced: 110_000, settled: 100_000 },
      { figure: 'withholding', invoiced: 7_000, settled: 15_000 },
    ]);
    await expect(admin.receivedInvoices.save({ eventId, version: 1, ...invoice })).rejects.toMatchObject({
      appCode: 'version_conflict',
    });
    await expect(
      admin.receivedInvoices.save({ eventId, version: 2, ...invoice, currency: 'EURO' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is exempt from IRNR only for a non-resident, with nothing withheld and the treaty it rests on', async () => {
    const exempt = {
      ...invoice,
      vat: 0,
      withholding: 0,
      irnrExemption: 'treaty' as const,
      irnrExemptionReference: '  Convenio España-Japón: certificado de residencia 2026/118 ',
    };
    await expect(admin.receivedInvoices.save({ eventId, version: 2, ...exempt })).rejects.toMatchObject({
      appCode: 'received_invoice_exemption_resident',
    });
    const artist = await admin.masters.artist.create({ name: 'Tokyo Strings', taxResidence: 'JP' });
    const { id: foreignEvent } = await admin.events.create({
      name: 'Tokyo Strings en Razzmatazz',
      eventType: 'Promotores',
      artista: { artistaMaestroId: artist.id },
    });
    for (const refused of [
      { ...exempt, withholding: 24_000 },
      { ...exempt, irnrExemptionReference: ' ' },
    ]) {
      await expect(
        admin.receivedInvoices.save({ eventId: foreignEvent, version: 0, ...refused }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    const saved = await admin.receivedInvoices.save({ eventId: foreignEvent, version: 0, ...exempt });
    expect(saved).toMatchObject({
      taxSituation: 'non_resident',
      invoice: {
        withholding: 0,
        irnrExemption: 'treaty',
        irnrExemptionReference: 'Convenio España-Japón: certificado de residencia 2026/118',
      },
    });
    // no exemption: no reference kept beside it
    const withheld = await admin.receivedInvoices.save({
      eventId: foreignEvent,
      version: 1,
      ...exempt,
      withholding: 24_000,
      irnrExemption: 'none',
    });
    expect(withheld.invoice).toMatchObject({ irnrExemption: 'none', irnrExemptionReference: '' });
  });

  it('keeps the invoice’s file, a PDF or an image only, and gives it back', async () => {
    await expect(
      admin.receivedInvoices.upload({ eventId, file: new TextEncoder().encode('<script>'), name: 'f.html' }),
    ).rejects.toMatchObject({ appCode: 'received_invoice_file_type' });
    const stored = await admin.receivedInvoices.upload({ eventId, file: PDF, name: 'factura.pdf' });
    expect(stored.invoice?.fileName).toBe('factura.pdf');
    const file = await admin.receivedInvoices.file({ eventId });
    expect(file).toMatchObject({ contentType: 'application/pdf' });
    expect(new Uint8Array(file.bytes)).toEqual(PDF);
  });

  it('is refused, file and all, to a role without Liquidacion', async () => {
    await admin.admin.roles.create({ name: 'Producción', access: ['InfoGeneral', 'Produccion'] });
    const producer = await callerWithRole(database, 'Producción', services);
    for (const call of [
      () => producer.receivedInvoices.get({ eventId }),
      () => producer.receivedInvoices.file({ eventId }),
      () => producer.receivedInvoices.save({ eventId, version: 3, ...invoice }),
    ]) {
      await expect(call()).rejects.toMatchObject({ appCode: 'forbidden' });
    }
  });
});
