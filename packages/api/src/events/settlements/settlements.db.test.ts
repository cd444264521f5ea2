import type { Database } from '@bolo/db';
import { pdfTextLines, withoutBidiMarks } from '@bolo/templating/testing';
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

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  const artist = await admin.masters.artist.create({ name: 'Fauve Nocturne', taxResidence: 'FR' });
  const event = await admin.events.create({
    name: 'Fauve Nocturne en Apolo',
    eventType: 'Promotores',
    artista: { artistaMaestroId: artist.id },
    entradas: [{ pvp: 2_500, descripcion: 'General' }],
  });
  eventId = event.id;
  const block = (await admin.events.hiring.list({ eventId })).find((b) => b.type === 'artista');
  if (!block) throw new Error('no artist block');
  await admin.events.hiring.update({
    id: block.id,
    version: block.version,
    cache: {
      fijo: { quantity: 600_000, active: true, description: 'Garantía' },
      variable: {
        description: '70 % de la taquilla neta',
        active: true,
        sections: [{ desde: 0, hasta: null, porciento: 70 }],
      },
    },
  });
});
afterAll(() => database.close());

const save = (changes: Record<string, unknown> = {}) => resaveSettlement(admin, eventId, changes);

describe('settlement of an event', () => {
  it('starts from the event’s ticket prices, the artist’s deal and the master’s tax residence', async () => {
    const draft = await admin.settlements.get({ eventId });
    expect(draft).toMatchObject({
      version: 0,
      status: 'draft',
      artist: { taxResidence: 'FR', taxPerson: 'natural', reducedIrpf: false },
      tickets: [{ type: 'General', channel: '', price: 2_500, quantity: 0 }],
      // a company on the península: IVA, at 10 % for a concert
      vatRate: 10,
      sgaePorciento: 10,
      deal: { fijo: { quantity: 600_000, active: true } },
    });
    expect(draft.figures).toMatchObject({ gross: 0, withholding: { kind: 'IRNR', porciento: 19 } });
    await expect(admin.masters.artist.create({ name: 'Nadie', taxResidence: 'XX' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await admin.masters.artist.create({ name: 'Nadie' })).taxResidence).toBe('ES');
  });

  it('imports the ticket lines of a ticketing export, and names the line of a bad one', async () => {
    await expect(
      admin.settlements.importCsv({
        eventId,
        version: 0,
        csv: 'tipo;canal;precio;cantidad\nGeneral;Taquilla;25,00;ochocientas',
      }),
    ).rejects.toMatchObject({ appCode: 'settlement_csv_invalid' });
    const imported = await admin.settlements.importCsv({
      eventId,
      version: 0,
      csv: 'Tipo;Canal;Precio;Cantidad\r\nGeneral;Taquilla;25,00;800\r\n',
    });
    expect(imported).toMatchObject({
      version: 1,
      tickets: [{ type: 'General', channel: 'Taquilla', price: 2_500, quantity: 800 }],
    });
  });

  /**
   * The worked example, by hand (rules.ts has the same chain): 800 × 25 € = 20 000,00 € gross;
   * net of VAT 20 000 / 1,21 = 16 528,93; VAT 3 471,07; SGAE 10 % of 16 528,93 = 1 652,89; net box
   * office 14 876,04; less 2 000,00 external expenses, deal base 12 876,04; 70 % = 9 013,23,
   * above the 6 000,00 guarantee: fee 9 013,23; no IVA charged (a non-resident: reverse charge);
   * IRNR 19 % (France, EU) = 1 712,51; paid 7 300,72.
   * Internal: 500,00 of security; margin 14 876,04 − 9 013,23 − 2 500,00 = 3 362,81.
   */
  it('works the deal out and prints every line of the artist’s sheet to the cent', async () => {
    const saved = await save({
      vatRate: 21,
      sgaePorciento: 10,
      versus: true,
      expenses: [
        { concept: 'Backline', amount: 200_000, kind: 'external', party: 'promotor' },
        { concept: 'Seguridad', amount: 50_000, kind: 'internal', party: 'promotor' },
      ],
    });
    expect(saved.figures).toMatchObject({
      gross: 2_000_000,
      vat: 347_107,
      sgae: 165_289,
      netBoxOffice: 1_487_604,
      dealBase: 1_287_604,
      fee: 901_323,
      withholding: { kind: 'IRNR', porciento: 19, amount: 171_251 },
      paid: 730_072,
      margin: 336_281,
    });
    const pdf = await admin.settlements.pdf({ eventId, sheet: 'external' });
    expect(pdf.contentType).toBe('application/pdf');
    expect(await pdfTextLines(pdf.bytes)).toEqual([
      'Liquidación del artista: Fauve Nocturne en Apolo',
      'Artista: Fauve Nocturne',
      'Borrador',
      'Concepto Detalle Importe',
      'Entradas General · Taquilla 800 × 25,00 €, IVA 21 % 20.000,00 €',
      'Recaudación bruta (IVA incluido) 800 entradas 20.000,00 €',
      'IVA 21 % de 16.528,93 € -3.471,07 €',
      'Recaudación sin IVA 16.528,93 €',
      'SGAE 10 % -1.652,89 €',
      'Taquilla neta 14.876,04 €',
      'Gasto externo: Backline a cargo de promotor -2.000,00 €',
      'Base del acuerdo taquilla neta - gastos externos 12.876,04 €',
      'Garantía 6.000,00 €',
      'Porcentaje 70 % de 12.876,04 € 9.013,23 €',
      'Caché el mayor: garantía o porcentaje 9.013,23 €',
      'Caché total 9.013,23 €',
      'IVA del caché inversión del sujeto pasivo 0,00 €',
      'Retención IRNR 19 %, residente en Francia -1.712,51 €',
      'Líquido a pagar al artista caché + IVA - retención 7.300,72 €',
      'Inversión del sujeto pasivo: el IVA lo declara el promotor (art. 84.Uno.2º Ley 37/1992)',
      'página 1 de 1',
    ]);
  });

  it('shows the internal expenses and the margin on the office’s sheet only', async () => {
    const internal = (
      await pdfTextLines((await admin.settlements.pdf({ eventId, sheet: 'internal' })).bytes)
    ).join('\n');
    expect(internal).toContain('Gasto interno: Seguridad a cargo de promotor -500,00 €');
    expect(internal).toContain('Margen taquilla neta - caché - gastos 3.362,81 €');
    const external = (
      await pdfTextLines((await admin.settlements.pdf({ eventId, sheet: 'external' })).bytes)
    ).join('\n');
    expect(external).not.toMatch(/Margen|Seguridad|interno|3\.362,81|500,00/);
  });

  it('prints an artist’s name in Chinese, Arabic or Hebrew as a reader reads it', async () => {
    for (const name of ['周杰伦', 'فيروز', 'עומר אדם']) {
      const artist = await admin.masters.artist.create({ name });
      const event = await admin.events.create({
        name: `${name} en Apolo`,
        eventType: 'Promotores',
        artista: { artistaMaestroId: artist.id },
      });
      const lines = await pdfTextLines(
        (await admin.settlements.pdf({ eventId: event.id, sheet: 'external' })).bytes,
      );
      expect(lines.map(withoutBidiMarks)).toContain(`Artista: ${name}`);
    }
  });

  it('is refused to a role without Liquidacion', async () => {
    await admin.admin.roles.create({
      name: 'Producción sin liquidación',
      access: ['InfoGeneral', 'Produccion'],
    });
    const producer = await callerWithRole(database, 'Producción sin liquidación', services);
    await expect(producer.settlements.get({ eventId })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
    await expect(producer.settlements.pdf({ eventId, sheet: 'external' })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
  });

  it('locks: the event becomes Liquidado and the settlement read-only until an administrator reopens it', async () => {
    const { version } = await admin.settlements.get({ eventId });
    // the event has no date: the lock asks for a confirmation (lock.db.test.ts)
    const locked = await admin.settlements.lock({ eventId, version, beforeShowDate: true });
    expect(locked).toMatchObject({ status: 'locked', lockedAt: expect.any(Date) });
    expect((await admin.events.find({ id: eventId })).fase).toBe('Liquidado');
    await expect(save({ sgaePorciento: 8 })).rejects.toMatchObject({
      appCode: 'settlement_locked',
    });
    await expect(
      admin.settlements.importCsv({ eventId, version: locked.version, csv: 'tipo;canal;precio;cantidad' }),
    ).rejects.toMatchObject({ appCode: 'settlement_locked' });
    expect(await pdfTextLines((await admin.settlements.pdf({ eventId, sheet: 'external' })).bytes)).toContain(
      'Liquidación cerrada',
    );

    await admin.admin.roles.create({ name: 'Liquidador', access: ['InfoGeneral', 'Liquidacion'] });
    const clerk = await callerWithRole(database, 'Liquidador', services);
    expect((await clerk.settlements.get({ eventId })).status).toBe('locked');
    await expect(clerk.settlements.reopen({ eventId, reason: 'Faltaba un gasto' })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
    await expect(admin.settlements.reopen({ eventId, reason: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });

    const reopened = await admin.settlements.reopen({ eventId, reason: 'Faltaba la factura del backline' });
    expect(reopened).toMatchObject({ status: 'draft', lockedAt: null });
    const trail = await admin.events.audit({ id: eventId, size: 50 });
    expect(trail.items.filter((row) => row.part === 'liquidacion').slice(0, 3)).toMatchObject([
      { field: 'reopenReason', newValue: 'Faltaba la factura del backline', userName: expect.any(String) },
      { field: 'status', oldValue: 'locked', newValue: 'draft' },
      { field: 'status', oldValue: 'draft', newValue: 'locked' },
    ]);
    await expect(admin.settlements.reopen({ eventId, reason: 'otra vez' })).rejects.toMatchObject({
      appCode: 'settlement_not_locked',
    });
    expect((await save({ sgaePorciento: 8 })).sgaePorciento).toBe(8);
  });

  it('records only what a save changed: lists and the deal read back from the database are no change', async () => {
    const rows = async () =>
      (await admin.events.audit({ id: eventId, size: 100 })).items.filter(
        (row) => row.part === 'liquidacion',
      );
    const before = await rows();
    expect((await admin.settlements.get({ eventId })).expenses.length).toBeGreaterThan(0);
    await save();
    expect(await rows()).toHaveLength(before.length);
    await save({ sgaePorciento: 9 });
    expect((await rows()).slice(0, -before.length)).toMatchObject([
      { field: 'sgaePorciento', oldValue: 8, newValue: 9 },
    ]);
  });
});
