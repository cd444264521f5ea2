import type { Database } from '@bolo/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type callerFor,
  callerWithRole,
  recordingServices,
  resaveSettlement,
  withSignedInAdmin,
} from '../testing';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();

type Invoice = Omit<Parameters<typeof admin.receivedInvoices.save>[0], 'eventId' | 'version'>;

/** A deal in another currency, settled in euros at `rate`. */
interface ForeignDeal {
  currency: string;
  rate: string;
}

/**
 * An event of `artist` with its artist's invoice, and what we paid the artist on which days: each
 * payment against the first line of the artist's schedule, made from a fee large enough for all.
 */
async function invoiced(
  artistId: number,
  name: string,
  invoice: Invoice,
  paid: { paidOn: string; amount: number; currency?: string }[] = [],
  foreign?: ForeignDeal,
) {
  const { id: eventId } = await admin.events.create({
    name,
    eventType: 'Promotores',
    // the show on the invoice's day
    date: invoice.issueDate,
    artista: { artistaMaestroId: artistId },
  });
  await admin.receivedInvoices.save({ eventId, version: 0, ...invoice });
  if (paid.length === 0) return eventId;
  const block = (await admin.events.hiring.list({ eventId })).find((b) => b.type === 'artista');
  if (!block) throw new Error('no artist block');
  await admin.events.hiring.update({
    id: block.id,
    version: block.version,
    cache: {
      ...(foreign ? { currency: foreign.currency } : {}),
      fijo: { quantity: 10_000_000, active: true, description: 'Caché' },
      variable: { description: '', active: false, sections: [] },
    },
  });
  if (foreign) {
    await resaveSettlement(admin, eventId, {
      exchangeRate: foreign.rate,
      exchangeRateDate: '2026-03-01',
      exchangeRateSource: 'BCE',
    });
  }
  const schedule = await admin.payments.makeSchedule({ eventId, party: 'artista' });
  const lineId = schedule.parties[0]?.lines[0]?.id ?? 0;
  for (const payment of paid) await admin.payments.record({ lineId, method: 'transfer', ...payment });
  return eventId;
}

const resident = { base: 100_000, vat: 10_000, withholding: 15_000 };

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  const rocio = await admin.masters.artist.create({ name: 'Rocío Vega', taxResidence: 'ES' });
  const french = await admin.masters.artist.create({ name: 'Fauve Nocturne', taxResidence: 'FR' });
  const american = await admin.masters.artist.create({ name: 'Desert Lights', taxResidence: 'US' });
  const japanese = await admin.masters.artist.create({ name: 'Tokyo Strings', taxResidence: 'JP' });
  const company = await admin.masters.artist.create({
    name: 'Producciones Vega S.L.',
    taxResidence: 'ES',
    taxPerson: 'company',
  });
  // dated in December, paid in January: the first quarter of 2026's
  await invoiced(rocio.id, 'Rocío Vega en Madrid', { number: 'RV-1', issueDate: '2025-12-28', ...resident }, [
    { paidOn: '2026-01-20', amount: 95_000 },
  ]);
  // 1 900,00 € to pay, half on 31 March and half on 2 April
  await invoiced(
    rocio.id,
    'Rocío Vega en Sevilla',
    { number: 'RV-2', issueDate: '2026-03-25', base: 200_000, vat: 20_000, withholding: 30_000 },
    [
      { paidOn: '2026-03-31', amount: 95_000 },
      { paidOn: '2026-04-02', amount: 95_000 },
    ],
  );
  // dated in March, not paid
  await invoiced(rocio.id, 'Rocío Vega en Valencia', {
    number: 'RV-3',
    issueDate: '2026-03-20',
    ...resident,
  });
  await invoiced(
    french.id,
    'Fauve Nocturne en Apolo',
    { number: 'FN-7', issueDate: '2026-02-01', base: 500_000, vat: 0, withholding: 95_000 },
    [{ paidOn: '2026-02-05', amount: 405_000 }],
  );
  // 7 600,00 US$ to pay, paid in dollars on the schedule's line (the deal's currency)
  await invoiced(
    american.id,
    'Desert Lights en La Riviera',
    {
      number: 'DL-1',
      issueDate: '2026-03-02',
      currency: 'USD',
      base: 1_000_000,
      vat: 0,
      withholding: 240_000,
    },
    [{ paidOn: '2026-03-10', amount: 760_000, currency: 'USD' }],
    { currency: 'USD', rate: '0.9215' },
  );
  // no IRNR withheld under the treaty with Japan
  await invoiced(
    japanese.id,
    'Tokyo Strings en Razzmatazz',
    {
      number: 'TS-1',
      issueDate: '2026-02-10',
      base: 300_000,
      vat: 0,
      withholding: 0,
      irnrExemption: 'treaty',
      irnrExemptionReference: 'Convenio España-Japón: certificado de residencia 2026/118',
    },
    [{ paidOn: '2026-02-15', amount: 300_000 }],
  );
  // nothing withheld from a company resident in Spain: in no form
  await invoiced(
    company.id,
    'Vega S.L. en Bilbao',
    { number: 'PV-1', issueDate: '2026-02-20', base: 300_000, vat: 63_000, withholding: 0 },
    [{ paidOn: '2026-02-25', amount: 363_000 }],
  );
});
afterAll(() => database.close());

const nothingExempt = { exemptInvoices: 0, exemptBase: 0 };

describe('the quarter’s withholdings, by the day the artist was paid', () => {
  it('adds IRPF for the 111 and IRNR for the 216 as paid in the quarter, the exempt income beside it, any other currency apart', async () => {
    const quarter = await admin.reports.withholdings({ year: 2026, quarter: 1 });
    expect(quarter).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarter.totals).toEqual([
      // RV-1 whole, the half of RV-2 paid on 31 March
      {
        tax: 'IRPF',
        form: '111',
        currency: 'EUR',
        invoices: 2,
        recipients: 1,
        base: 200_000,
        withholding: 30_000,
        ...nothingExempt,
      },
      // FN-7, and TS-1 exempt with nothing withheld
      {
        tax: 'IRNR',
        form: '216',
        currency: 'EUR',
        invoices: 1,
        recipients: 1,
        base: 500_000,
        withholding: 95_000,
        exemptInvoices: 1,
        exemptBase: 300_000,
      },
      {
        tax: 'IRNR',
        form: '216',
        currency: 'USD',
        invoices: 1,
        recipients: 1,
        base: 1_000_000,
        withholding: 240_000,
        ...nothingExempt,
      },
    ]);
    expect(quarter.invoices.map((row) => [row.paidOn, row.number, row.withholding])).toEqual([
      ['2026-01-20', 'RV-1', 15_000],
      ['2026-02-05', 'FN-7', 95_000],
      ['2026-02-15', 'TS-1', 0],
      ['2026-03-10', 'DL-1', 240_000],
      ['2026-03-31', 'RV-2', 15_000],
    ]);
    expect(quarter.invoices.find((row) => row.number === 'TS-1')).toMatchObject({
      form: '216',
      base: 300_000,
      irnrExemption: 'treaty',
      irnrExemptionReference: 'Convenio España-Japón: certificado de residencia 2026/118',
    });
  });

  it('splits an invoice paid half in each quarter, and lists apart what was not paid by the quarter’s end', async () => {
    const first = await admin.reports.withholdings({ year: 2026, quarter: 1 });
    expect(first.unpaid.map((row) => [row.number, row.base, row.withholding])).toEqual([
      ['RV-3', 100_000, 15_000],
      ['RV-2', 100_000, 15_000],
    ]);
    const second = await admin.reports.withholdings({ year: 2026, quarter: 2 });
    expect(second.totals[0]).toEqual({
      tax: 'IRPF',
      form: '111',
      currency: 'EUR',
      invoices: 1,
      recipients: 1,
      base: 100_000,
      withholding: 15_000,
      ...nothingExempt,
    });
    expect(second.invoices.map((row) => [row.paidOn, row.number])).toEqual([['2026-04-02', 'RV-2']]);
    // the unpaid one is in no quarter's totals, only listed until it is paid
    expect(second.unpaid.map((row) => row.number)).toEqual(['RV-3']);
    // dated in December and paid in January: nothing in the last quarter of 2025 but the pending invoice
    const december = await admin.reports.withholdings({ year: 2025, quarter: 4 });
    expect(december.totals.map((total) => total.withholding)).toEqual([0, 0]);
    expect(december.invoices).toEqual([]);
    expect(december.unpaid.map((row) => row.number)).toEqual(['RV-1']);
  });

  it('exports the quarter’s payments with the day paid and the exemption, as CSV and XLSX', async () => {
    const csv = new TextDecoder().decode(
      (await admin.reports.withholdingsExport({ year: 2026, quarter: 1, format: 'csv' })).bytes,
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Modelo;Impuesto;Fecha de pago;Fecha factura;Factura;Artista;Residencia fiscal;Evento;Moneda;Base;Retención;Exención;Convenio y certificado',
    );
    expect(lines).toContain(
      '216;IRNR;2026-02-05;2026-02-01;FN-7;Fauve Nocturne;FR;Fauve Nocturne en Apolo;EUR;"5.000,00";"950,00";;',
    );
    expect(lines).toContain(
      '216;IRNR;2026-02-15;2026-02-10;TS-1;Tokyo Strings;JP;Tokyo Strings en Razzmatazz;EUR;"3.000,00";"0,00";Convenio de doble imposición;Convenio España-Japón: certificado de residencia 2026/118',
    );
    expect(lines).toHaveLength(6);
    const xlsx = await admin.reports.withholdingsExport({ year: 2026, quarter: 1, format: 'xlsx' });
    expect(xlsx).toMatchObject({ filename: 'retenciones-2026-t1.xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual(expect.arrayContaining(['Fecha de pago', 'Exención']));
    expect(sheet?.rowCount).toBe(6);
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
