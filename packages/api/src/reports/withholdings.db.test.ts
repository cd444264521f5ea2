import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, callerWithRole, recordingServices, withSignedInAdmin } from '../testing';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();

/** An event of `artist` with its artist's invoice dated `issueDate`. */
async function invoiced(
  artistId: number,
  name: string,
  invoice: { number: string; issueDate: string; base: number; withholding: number; currency?: string },
) {
  const event = await admin.events.create({
    name,
    eventType: 'Promotores',
    artista: { artistaMaestroId: artistId },
  });
  await admin.receivedInvoices.save({ eventId: event.id, version: 0, vat: 0, ...invoice });
  return event.id;
}

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  const resident = await admin.masters.artist.create({ name: 'Rocío Vega', taxResidence: 'ES' });
  const french = await admin.masters.artist.create({ name: 'Fauve Nocturne', taxResidence: 'FR' });
  const american = await admin.masters.artist.create({ name: 'Desert Lights', taxResidence: 'US' });
  const company = await admin.masters.artist.create({
    name: 'Producciones Vega S.L.',
    taxResidence: 'ES',
    taxPerson: 'company',
  });
  // the first quarter of 2026: two invoices of one resident, one French, one American in dollars
  await invoiced(resident.id, 'Rocío Vega en Madrid', {
    number: 'RV-1',
    issueDate: '2026-01-15',
    base: 100_000,
    withholding: 15_000,
  });
  await invoiced(resident.id, 'Rocío Vega en Sevilla', {
    number: 'RV-2',
    issueDate: '2026-03-31',
    base: 200_000,
    withholding: 14_000,
  });
  await invoiced(french.id, 'Fauve Nocturne en Apolo', {
    number: 'FN-7',
    issueDate: '2026-02-01',
    base: 500_000,
    withholding: 95_000,
  });
  await invoiced(american.id, 'Desert Lights en La Riviera', {
    number: 'DL-1',
    issueDate: '2026-03-02',
    base: 1_000_000,
    withholding: 240_000,
    currency: 'USD',
  });
  // nothing withheld from a company; the second quarter; none of them counts
  await invoiced(company.id, 'Vega S.L. en Bilbao', {
    number: 'PV-1',
    issueDate: '2026-02-20',
    base: 300_000,
    withholding: 0,
  });
  await invoiced(resident.id, 'Rocío Vega en Valencia', {
    number: 'RV-3',
    issueDate: '2026-04-01',
    base: 100_000,
    withholding: 15_000,
  });
});
afterAll(() => database.close());

describe('the quarter’s withholdings', () => {
  it('adds IRPF of residents for the 111 and IRNR of non-residents for the 216, any other currency apart', async () => {
    const quarter = await admin.reports.withholdings({ year: 2026, quarter: 1 });
    expect(quarter).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarter.totals).toEqual([
      {
        tax: 'IRPF',
        form: '111',
        currency: 'EUR',
        invoices: 2,
        recipients: 1,
        base: 300_000,
        withholding: 29_000,
      },
      {
        tax: 'IRNR',
        form: '216',
        currency: 'EUR',
        invoices: 1,
        recipients: 1,
        base: 500_000,
        withholding: 95_000,
      },
      {
        tax: 'IRNR',
        form: '216',
        currency: 'USD',
        invoices: 1,
        recipients: 1,
        base: 1_000_000,
        withholding: 240_000,
      },
    ]);
    expect(quarter.invoices.map((row) => row.number)).toEqual(['RV-1', 'FN-7', 'DL-1', 'RV-2']);
    const second = await admin.reports.withholdings({ year: 2026, quarter: 2 });
    expect(second.totals.map((total) => total.withholding)).toEqual([15_000, 0]);
  });

  it('exports the quarter’s invoices as CSV and XLSX', async () => {
    const csv = new TextDecoder().decode(
      (await admin.reports.withholdingsExport({ year: 2026, quarter: 1, format: 'csv' })).bytes,
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Modelo;Impuesto;Fecha factura;Factura;Artista;Residencia fiscal;Evento;Moneda;Base;Retención',
    );
    expect(lines).toContain(
      '216;IRNR;2026-02-01;FN-7;Fauve Nocturne;FR;Fauve Nocturne en Apolo;EUR;"5.000,00";"950,00"',
    );
    expect(lines).toHaveLength(5);
    const xlsx = await admin.reports.withholdingsExport({ year: 2026, quarter: 1, format: 'xlsx' });
    expect(xlsx).toMatchObject({ filename: 'retenciones-2026-t1.xlsx' });
  });

  it('is refused to a role without Informes', async () => {
    await admin.admin.roles.create({ name: 'Liquidador', access: ['InfoGeneral', 'Liquidacion'] });
    const clerk = await callerWithRole(database, 'Liquidador', services);
    await expect(clerk.reports.withholdings({ year: 2026, quarter: 1 })).rejects.toMatchObject({
      appCode: 'forbidden',
    });
    await expect(admin.reports.withholdings({ year: 2026, quarter: 5 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
