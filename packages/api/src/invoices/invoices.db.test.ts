import { type Database, schema } from '@bolo/db';
import { pdfQrCodes, pdfTextLines } from '@bolo/templating/testing';
import { asc, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerWithRole,
  deliverQueued,
  recordingServices,
  resaveSettlement,
  type TestCaller,
  withSignedInAdmin,
} from '../testing';
import { huellaOf } from './huella';

let database: Database;
let admin: TestCaller;
const services = recordingServices();
const NIF = 'B12345674';
let series: { ordinary: number; rectifying: number };
let empresaId: number;

const customer = {
  name: 'Promociones del Sur S.L.',
  taxId: 'A58818501',
  country: 'ES',
  address: 'Calle Mayor 1, Sevilla',
};
const feeLine = {
  description: 'Actuación de Rosalía en Sala Apolo',
  quantity: 1,
  unitPrice: 600_000,
  treatment: 'S1',
  rate: 21,
} as const;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  const company = await admin.masters.company.create({
    name: 'Bolo Producciones S.L.',
    cif: NIF,
    direccion: 'Gran Vía 1, Madrid',
  });
  empresaId = company.id;
  const a = await admin.invoices.createSeries({ empresaId, code: 'A-2027' });
  const r = await admin.invoices.createSeries({ empresaId, code: 'R-2027', kind: 'rectifying' });
  series = { ordinary: a.id, rectifying: r.id };
});
afterAll(() => database.close());

const draft = (changes: Record<string, unknown> = {}) =>
  admin.invoices.create({ seriesId: series.ordinary, customer, lines: [feeLine], ...changes });

const issued = async (changes: Record<string, unknown> = {}) => {
  const made = await draft(changes);
  return admin.invoices.issue({ id: made.id, version: made.version });
};

const records = () =>
  database.db.select().from(schema.verifactuRecords).orderBy(asc(schema.verifactuRecords.id));

/** What the database said when it refused a statement (drizzle wraps it in its own error). */
const refusal = (statement: Promise<unknown>) =>
  statement.then(
    () => 'accepted',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

describe('issuing an invoice', () => {
  it('numbers it in its series, freezes its figures and writes its registro de alta, the first one unchained', async () => {
    const invoice = await issued();
    expect(invoice).toMatchObject({
      status: 'issued',
      numSerie: 'A-2027-0001',
      base: 600_000,
      taxTotal: 126_000,
      total: 726_000,
      issuer: { name: 'Bolo Producciones S.L.', taxId: NIF },
    });
    const [record] = await records();
    expect(record?.kind).toBe('alta');
    expect(record?.previousHuella).toBe('');
    expect(record?.fields).toMatchObject({
      IDFactura: { IDEmisorFactura: NIF, NumSerieFactura: 'A-2027-0001' },
      TipoFactura: 'F1',
      CuotaTotal: '1260.00',
      ImporteTotal: '7260.00',
      Encadenamiento: { PrimerRegistro: 'S' },
      Destinatarios: { IDDestinatario: [{ NombreRazon: customer.name, NIF: 'A58818501' }] },
    });
    const fields = record?.fields as Record<string, string>;
    const day = fields.FechaHoraHusoGenRegistro ?? '';
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    // the stored huella is the one its own fields give, by the AEAT's formula
    expect(record?.huella).toBe(
      huellaOf(
        `IDEmisorFactura=${NIF}&NumSerieFactura=A-2027-0001&FechaExpedicionFactura=${(fields.IDFactura as unknown as Record<string, string>).FechaExpedicionFactura}&TipoFactura=F1&CuotaTotal=1260.00&ImporteTotal=7260.00&Huella=&FechaHoraHusoGenRegistro=${day}`,
      ),
    );
  });

  it('chains the next record on the last one, whatever the series', async () => {
    const second = await issued();
    expect(second.numSerie).toBe('A-2027-0002');
    const [first, chained] = await records();
    expect(chained?.previousHuella).toBe(first?.huella);
    expect(chained?.fields.Encadenamiento).toEqual({
      RegistroAnterior: {
        IDEmisorFactura: NIF,
        NumSerieFactura: 'A-2027-0001',
        FechaExpedicionFactura: first?.issueDate,
        Huella: first?.huella,
      },
    });
  });

  it('refuses a draft it cannot issue without taking a number: no gap is left', async () => {
    const badCustomer = await draft({ customer: { ...customer, taxId: 'B12345675' } });
    await expect(
      admin.invoices.issue({ id: badCustomer.id, version: badCustomer.version }),
    ).rejects.toMatchObject({
      appCode: 'invoice_tax_id',
    });
    const noLines = await draft({ lines: [] });
    await expect(admin.invoices.issue({ id: noLines.id, version: noLines.version })).rejects.toMatchObject({
      appCode: 'invoice_no_lines',
    });
    const wrongRate = await draft({ lines: [{ ...feeLine, rate: 7 }] });
    await expect(
      admin.invoices.issue({ id: wrongRate.id, version: wrongRate.version }),
    ).rejects.toMatchObject({
      appCode: 'invoice_rate',
    });
    expect((await issued()).numSerie).toBe('A-2027-0003');
  });

  it('refuses an ordinary invoice in a series of rectifying ones', async () => {
    await expect(draft({ seriesId: series.rectifying })).rejects.toMatchObject({
      appCode: 'invoice_series_kind',
    });
  });
});

describe('an issued invoice', () => {
  it('answers 409 to an edit or a delete through the API', async () => {
    const invoice = await issued();
    const edit = await admin.invoices
      .update({
        id: invoice.id,
        version: invoice.version,
        seriesId: series.ordinary,
        customer,
        lines: [{ ...feeLine, unitPrice: 1 }],
      })
      .catch((error) => error);
    expect(edit).toMatchObject({ appCode: 'invoice_issued', code: 'CONFLICT' });
    await expect(admin.invoices.delete({ id: invoice.id, version: invoice.version })).rejects.toMatchObject({
      appCode: 'invoice_issued',
    });
    expect((await admin.invoices.find({ id: invoice.id })).total).toBe(726_000);
  });

  it('is kept by the database: an update or a delete through SQL is refused, of the invoice and of its records', async () => {
    const invoice = await issued();
    await admin.invoices.checkChain({ issuerNif: NIF });
    const refused = {
      'update invoices': sql`update invoices set total = 1 where id = ${invoice.id}`,
      'delete invoices': sql`delete from invoices where id = ${invoice.id}`,
      'update records': sql`update verifactu_records set huella = 'X'`,
      'delete records': sql`delete from verifactu_records`,
      'truncate records': sql`truncate verifactu_records cascade`,
      'delete events': sql`delete from verifactu_events`,
    };
    for (const [what, statement] of Object.entries(refused)) {
      expect(await refusal(database.db.execute(statement)), what).toMatch(/issued|append-only/);
    }
    expect((await admin.invoices.find({ id: invoice.id })).total).toBe(726_000);
  });

  it('is corrected by a rectifying invoice that names it and chains on', async () => {
    const original = await issued();
    const rectifying = await admin.invoices.rectify({
      id: original.id,
      seriesId: series.rectifying,
      kind: 'S',
      reason: 'El caché acordado era de 5 000 €',
    });
    expect(rectifying).toMatchObject({
      type: 'R1',
      status: 'draft',
      rectified: { id: original.id },
      lines: original.lines,
    });
    const corrected = await admin.invoices.update({
      id: rectifying.id,
      version: rectifying.version,
      seriesId: series.rectifying,
      customer,
      lines: [{ ...feeLine, unitPrice: 500_000 }],
    });
    const done = await admin.invoices.issue({ id: corrected.id, version: corrected.version });
    expect(done).toMatchObject({ numSerie: 'R-2027-0001', total: 605_000 });
    expect(done.legends[0]).toContain(
      `Factura rectificativa (por sustitución) de la factura ${original.numSerie}`,
    );
    expect((await admin.invoices.find({ id: original.id })).rectifiedBy).toEqual([
      { id: done.id, numSerie: 'R-2027-0001', status: 'issued' },
    ]);
    const last = (await records()).at(-1);
    expect(last?.fields).toMatchObject({
      TipoFactura: 'R1',
      TipoRectificativa: 'S',
      FacturasRectificadas: {
        IDFacturaRectificada: [{ IDEmisorFactura: NIF, NumSerieFactura: original.numSerie }],
      },
      ImporteRectificacion: { BaseRectificada: '6000.00', CuotaRectificada: '1260.00' },
    });
    expect((await admin.invoices.checkChain({ issuerNif: NIF })).ok).toBe(true);
  });

  it('is voided by a registro de anulación chained on, once', async () => {
    const invoice = await issued();
    const voided = await admin.invoices.void({
      id: invoice.id,
      version: invoice.version,
      reason: 'Emitida por error',
    });
    expect(voided.status).toBe('voided');
    expect(voided.records.map((record) => record.kind)).toEqual(['alta', 'anulacion']);
    const [, anulacion] = (await records()).filter((record) => record.numSerie === invoice.numSerie);
    expect(anulacion?.fields).toMatchObject({
      IDFactura: { IDEmisorFacturaAnulada: NIF, NumSerieFacturaAnulada: invoice.numSerie },
      TipoHuella: '01',
    });
    await expect(
      admin.invoices.void({ id: invoice.id, version: voided.version, reason: 'Otra vez' }),
    ).rejects.toMatchObject({ appCode: 'invoice_not_issued' });
  });
});

describe('the records', () => {
  it('export as well-formed XML of the AEAT schema, carrying every field of an alta and an anulación', async () => {
    const file = await admin.invoices.exportRecords({ issuerNif: NIF });
    const xml = new TextDecoder().decode(file.bytes);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      removeNSPrefix: true,
      isArray: (name) => name === 'RegistroFactura',
    }).parse(xml);
    const document = parsed.RegFactuSistemaFacturacion;
    expect(document.Cabecera.ObligadoEmision).toEqual({ NombreRazon: 'Bolo Producciones S.L.', NIF });
    const entries = document.RegistroFactura as Record<string, Record<string, unknown>>[];
    const alta = entries.find((entry) => entry.RegistroAlta)?.RegistroAlta as Record<string, unknown>;
    expect(alta.IDFactura).toMatchObject({ IDEmisorFactura: NIF, NumSerieFactura: 'A-2027-0001' });
    // every field, in the order of the schema's sequence, as the AEAT validates it
    const firstAlta = xml.slice(xml.indexOf('<sf:RegistroAlta>'), xml.indexOf('</sf:RegistroAlta>'));
    const altaOrder = [...firstAlta.matchAll(/^ {6}<sf:(\w+)>/gm)].map((match) => match[1]);
    expect(altaOrder).toEqual([
      'IDVersion',
      'IDFactura',
      'NombreRazonEmisor',
      'TipoFactura',
      'DescripcionOperacion',
      'Destinatarios',
      'Desglose',
      'CuotaTotal',
      'ImporteTotal',
      'Encadenamiento',
      'SistemaInformatico',
      'FechaHoraHusoGenRegistro',
      'TipoHuella',
      'Huella',
    ]);
    // amounts keep their two decimals as text: the XML carries exactly the values hashed
    expect(xml).toContain('<sf:ImporteTotal>7260.00</sf:ImporteTotal>');
    const anulacion = entries.find((entry) => entry.RegistroAnulacion)?.RegistroAnulacion as Record<
      string,
      unknown
    >;
    for (const field of [
      'IDFactura',
      'Encadenamiento',
      'SistemaInformatico',
      'FechaHoraHusoGenRegistro',
      'TipoHuella',
      'Huella',
    ]) {
      expect(anulacion, field).toHaveProperty(field);
    }
    expect(Object.keys(anulacion.IDFactura as object)).toEqual([
      'IDEmisorFacturaAnulada',
      'NumSerieFacturaAnulada',
      'FechaExpedicionFacturaAnulada',
    ]);
    expect((anulacion.Encadenamiento as { RegistroAnterior: object }).RegistroAnterior).toHaveProperty(
      'Huella',
    );
  });

  it('are walked by the chain check, which names the first broken link', async () => {
    expect(await admin.invoices.checkChain({ issuerNif: NIF })).toMatchObject({ ok: true, broken: null });
    const [, second] = await records();
    // only someone who switches the database's guard off could do this; the check still finds it
    await database.db.execute(
      sql`alter table verifactu_records disable trigger verifactu_records_append_only`,
    );
    await database.db.execute(
      sql`update verifactu_records set fields = jsonb_set(fields::jsonb, '{ImporteTotal}', '"1.00"')::json where id = ${second?.id ?? 0}`,
    );
    await database.db.execute(
      sql`alter table verifactu_records enable trigger verifactu_records_append_only`,
    );
    expect(await admin.invoices.checkChain({ issuerNif: NIF })).toMatchObject({
      ok: false,
      broken: { id: second?.id, numSerie: 'A-2027-0002', problem: 'huella' },
    });
    const events = (await database.db.select().from(schema.verifactuEvents)).map((event) => event.kind);
    expect(events).toEqual(expect.arrayContaining(['export', 'integrity_check']));
  });
});

describe("an invoice's PDF", () => {
  it("prints the QR code of the AEAT's checking address with the invoice's figures, and the legend above it", async () => {
    const invoice = await issued();
    const pdf = await admin.invoices.pdf({ id: invoice.id });
    const [qr] = await pdfQrCodes(pdf.bytes);
    const url = new URL(qr ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      nif: NIF,
      numserie: invoice.numSerie,
      fecha: invoice.issueDate?.split('-').reverse().join('-'),
      importe: '7260.00',
    });
    const text = (await pdfTextLines(pdf.bytes)).join('\n');
    expect(text).toContain(`Factura ${invoice.numSerie}`);
    expect(text).toContain('QR tributario:');
    expect(text).toContain('7.260,00 €');
    // typeset once and kept: the second request serves the same bytes
    expect(
      Buffer.from((await admin.invoices.pdf({ id: invoice.id })).bytes).equals(Buffer.from(pdf.bytes)),
    ).toBe(true);
  });

  it('prints a reverse charge with its legal mention and no tax', async () => {
    const invoice = await issued({
      customer: { name: 'Live Nation France', taxId: 'FR40303265045', country: 'FR', address: 'Paris' },
      lines: [{ ...feeLine, treatment: 'S2' }],
    });
    expect(invoice).toMatchObject({ taxTotal: 0, total: 600_000 });
    const text = (await pdfTextLines((await admin.invoices.pdf({ id: invoice.id })).bytes)).join(' ');
    expect(text).toContain('Inversión del sujeto pasivo');
  });
});

/** A show of the company's, its promoter (NIF B46123451) and artist from the masters, the artist's fixed fee. */
async function showWithFee(show: {
  name: string;
  eventType: 'Bookers' | 'Promotores';
  date?: string;
  promoter: string;
  artist: { name: string; taxResidence?: string };
  fijo: { quantity: number; description: string };
  currency?: string;
}) {
  const promoter = await admin.masters.promoter.create({ name: show.promoter, cif: 'B46123451' });
  const artist = await admin.masters.artist.create(show.artist);
  const event = await admin.events.create({
    name: show.name,
    eventType: show.eventType,
    ...(show.date ? { date: show.date } : {}),
    empresaId,
    artista: { artistaMaestroId: artist.id },
    promotor: { promotorMaestroId: promoter.id },
  });
  const [block] = (await admin.events.hiring.list({ eventId: event.id })).filter(
    (one) => one.type === 'artista',
  );
  await admin.events.hiring.update({
    id: block?.id ?? 0,
    version: block?.version ?? 0,
    cache: {
      ...(show.currency ? { currency: show.currency } : {}),
      fijo: { ...show.fijo, active: true },
      variable: { description: '', active: false, sections: [] },
    },
  });
  return event;
}

describe("an invoice's payments", () => {
  it('are recorded on its event, leave what is due, refuse more than that, and bring the balance to zero', async () => {
    const event = await showWithFee({
      name: 'Concierto cobrado',
      eventType: 'Bookers',
      promoter: 'Noches del Sur',
      artist: { name: 'Artista cobrada' },
      fijo: { quantity: 600_000, description: '' },
    });
    const made = await admin.invoices.fromEvent({ eventId: event.id, seriesId: series.ordinary });
    expect(made.customer).toMatchObject({ name: 'Noches del Sur', taxId: 'B46123451' });
    const invoice = await admin.invoices.issue({ id: made.id, version: made.version });
    expect(invoice).toMatchObject({ total: 726_000, paid: 0, balance: 726_000 });

    const deposit = await admin.invoices.pay({
      id: invoice.id,
      paidOn: '2027-01-10',
      amount: 363_000,
      reference: 'Señal',
    });
    expect(deposit).toMatchObject({ paid: 363_000, balance: 363_000 });
    await expect(
      admin.invoices.pay({ id: invoice.id, paidOn: '2027-01-11', amount: 363_001 }),
    ).rejects.toMatchObject({
      appCode: 'invoice_payment_exceeds',
    });
    const settled = await admin.invoices.pay({ id: invoice.id, paidOn: '2027-02-01', amount: 363_000 });
    expect(settled).toMatchObject({ paid: 726_000, balance: 0 });
    expect(settled.payments.map((payment) => payment.amount)).toEqual([363_000, 363_000]);
    // the event's receivables see them as the promoter's payments
    const listed = await admin.invoices.list({ eventId: event.id });
    expect(listed.items[0]).toMatchObject({ paid: 726_000 });
  });

  it('of a blank invoice, of no event, bring its balance to zero; one recorded by mistake is removed', async () => {
    const blank = await issued();
    expect(blank.eventId).toBeNull();
    const paid = await admin.invoices.pay({ id: blank.id, paidOn: '2027-01-10', amount: blank.payable });
    expect(paid).toMatchObject({ paid: blank.payable, balance: 0 });
    const listed = await admin.invoices.list({});
    expect(listed.items.find((row) => row.id === blank.id)).toMatchObject({ paid: blank.payable });
    const [payment] = paid.payments;
    if (!payment) throw new Error('no payment');
    // another invoice's id does not reach it
    await expect(
      admin.invoices.deletePayment({ id: (await issued()).id, paymentId: payment.id }),
    ).rejects.toMatchObject({ appCode: 'payment_not_found' });
    const undone = await admin.invoices.deletePayment({ id: blank.id, paymentId: payment.id });
    expect(undone).toMatchObject({ paid: 0, balance: blank.payable, payments: [] });
  });

  it('are refused on a draft', async () => {
    const made = await draft();
    await expect(
      admin.invoices.pay({ id: made.id, paidOn: '2027-01-10', amount: 100 }),
    ).rejects.toMatchObject({
      appCode: 'invoice_not_issued',
    });
  });
});

describe('sending an invoice', () => {
  it('queues its PDF to the addresses given through the outbox, once for a double click; a draft is refused', async () => {
    const invoice = await issued();
    const to = ['administracion@promociones.example'];
    await admin.invoices.send({ id: invoice.id, to });
    await admin.invoices.send({ id: invoice.id, to });
    await deliverQueued(database, services);
    const mails = services.sent.mail.filter(
      (mail) => mail.subject === `Factura ${invoice.numSerie} de Bolo Producciones S.L.`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(to);
    const [file] = mails[0]?.attachments ?? [];
    expect(file).toMatchObject({ filename: `${invoice.numSerie}.pdf`, contentType: 'application/pdf' });
    expect((await pdfTextLines(file?.content ?? new Uint8Array())).join(' ')).toContain(
      `Factura ${invoice.numSerie}`,
    );
    const made = await draft();
    await expect(admin.invoices.send({ id: made.id, to })).rejects.toMatchObject({
      appCode: 'invoice_not_issued',
    });
  });
});

describe('who may see invoices', () => {
  it('refuses a role without Facturas, for the list, an invoice, its PDF and the records', async () => {
    const clerk = await callerWithRole(database, 'Contratación', services);
    for (const call of [
      () => clerk.invoices.list({}),
      () => clerk.invoices.find({ id: 1 }),
      () => clerk.invoices.pdf({ id: 1 }),
      () => clerk.invoices.exportRecords({ issuerNif: NIF }),
      () => clerk.invoices.series({}),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('an invoice in another currency', () => {
  const dollars = { ...feeLine, unitPrice: 100_000 };
  const rate = { exchangeRate: '0.92', exchangeRateDate: '2027-01-15', exchangeRateSource: 'BCE' };

  it('is refused without an exchange rate (400), and takes no number', async () => {
    const before = (await admin.invoices.series({ empresaId })).find((one) => one.id === series.ordinary);
    const made = await draft({ currency: 'USD', lines: [dollars] });
    const refused = await admin.invoices
      .issue({ id: made.id, version: made.version })
      .catch((error) => error);
    expect(refused).toMatchObject({ appCode: 'invoice_exchange_rate_missing', code: 'BAD_REQUEST' });
    const after = (await admin.invoices.series({ empresaId })).find((one) => one.id === series.ordinary);
    expect(after?.nextNumber).toBe(before?.nextNumber);
    // a rate on an invoice in euros, or without its day, is refused as the settlement's is
    await expect(draft({ exchangeRate: '0.92', exchangeRateDate: '2027-01-15' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(draft({ currency: 'USD', exchangeRate: '0.92' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('issues 1 000,00 USD + 21 % at 0.92 with 920,00 € of base, 193,20 € of IVA and 1 113,20 € in its record, XML, QR and PDF', async () => {
    // the source is the ECB's unless said
    const made = await draft({ currency: 'USD', lines: [dollars], ...rate, exchangeRateSource: undefined });
    expect(made).toMatchObject({ ...rate, euroFigures: { base: 92_000, taxTotal: 19_320, total: 111_320 } });
    const invoice = await admin.invoices.issue({ id: made.id, version: made.version });
    expect(invoice).toMatchObject({
      currency: 'USD',
      base: 100_000,
      taxTotal: 21_000,
      total: 121_000,
      euroFigures: {
        breakdown: [{ treatment: 'S1', rate: 21, base: 92_000, tax: 19_320 }],
        base: 92_000,
        taxTotal: 19_320,
        total: 111_320,
      },
    });

    const record = (await records()).at(-1);
    expect(record?.invoiceId).toBe(invoice.id);
    const fields = record?.fields as Record<string, unknown>;
    expect(fields).toMatchObject({
      CuotaTotal: '193.20',
      ImporteTotal: '1113.20',
      Desglose: {
        DetalleDesglose: [
          { TipoImpositivo: '21.00', BaseImponibleOimporteNoSujeto: '920.00', CuotaRepercutida: '193.20' },
        ],
      },
    });
    // the fingerprint covers the euro figures the record carries
    const day = (fields.IDFactura as Record<string, string>).FechaExpedicionFactura;
    expect(record?.huella).toBe(
      huellaOf(
        `IDEmisorFactura=${NIF}&NumSerieFactura=${invoice.numSerie}&FechaExpedicionFactura=${day}&TipoFactura=F1&CuotaTotal=193.20&ImporteTotal=1113.20&Huella=${record?.previousHuella}&FechaHoraHusoGenRegistro=${fields.FechaHoraHusoGenRegistro}`,
      ),
    );

    const file = await admin.invoices.exportRecords({ issuerNif: NIF, fromId: record?.id, toId: record?.id });
    const xml = new TextDecoder().decode(file.bytes);
    expect(xml).toContain('<sf:CuotaTotal>193.20</sf:CuotaTotal>');
    expect(xml).toContain('<sf:ImporteTotal>1113.20</sf:ImporteTotal>');
    expect(xml).toContain('<sf:BaseImponibleOimporteNoSujeto>920.00</sf:BaseImponibleOimporteNoSujeto>');

    expect(new URL(invoice.checkingUrl ?? '').searchParams.get('importe')).toBe('1113.20');
    const pdf = await admin.invoices.pdf({ id: invoice.id });
    const [qr] = await pdfQrCodes(pdf.bytes);
    expect(new URL(qr ?? '').searchParams.get('importe')).toBe('1113.20');
    const text = (await pdfTextLines(pdf.bytes)).join('\n');
    // the invoice in its currency, then its tax and total in euros at the rate, its day and source
    expect(text).toContain('Total factura 1.210,00 US$');
    expect(text).toContain('Importes en euros');
    expect(text).toContain('Tipo de cambio (15/1/27, BCE) 0,92 €/USD');
    expect(text).toContain('Base imponible al 21 % 920,00 €');
    expect(text).toContain('IVA 21 % 193,20 €');
    expect(text).toContain('Total factura 1.113,20 €');

    // frozen: the database refuses a change of its rate or its euros
    for (const statement of [
      sql`update invoices set exchange_rate = '1' where id = ${invoice.id}`,
      sql`update invoices set euro_figures = null where id = ${invoice.id}`,
    ]) {
      expect(await refusal(database.db.execute(statement))).toMatch(/issued/);
    }
  });

  it('writes yen without decimals on the PDF', async () => {
    const made = await draft({
      currency: 'JPY',
      lines: [{ ...feeLine, unitPrice: 150_000 }],
      ...rate,
      exchangeRate: '0.0061',
    });
    const invoice = await admin.invoices.issue({ id: made.id, version: made.version });
    expect(invoice.euroFigures).toMatchObject({ base: 91_500, taxTotal: 19_215, total: 110_715 });
    const lines = await pdfTextLines((await admin.invoices.pdf({ id: invoice.id })).bytes);
    const text = lines.join('\n');
    expect(text).toContain('Base imponible al 21 % 150.000 JPY');
    expect(text).toContain('IVA 21 % 31.500 JPY');
    expect(text).toContain('Total factura 181.500 JPY');
    expect(text).not.toMatch(/,\d+ JPY/);
    expect(text).toContain('0,0061 €/JPY');
    expect(text).toContain('Total factura 1.107,15 €');
  });

  it("takes a dollar deal's rate from the settlement, keeps its euros when that rate changes later, and is paid in dollars", async () => {
    const event = await showWithFee({
      name: 'Desert Lights en La Riviera',
      eventType: 'Promotores',
      date: '2027-03-01',
      promoter: 'Desert Promotions',
      artist: { name: 'Desert Lights', taxResidence: 'US' },
      fijo: { quantity: 1_000_000, description: 'Guarantee' },
      currency: 'USD',
    });
    await resaveSettlement(admin, event.id, { ...rate, exchangeRateDate: '2027-03-01' });

    const made = await admin.invoices.fromEvent({ eventId: event.id, seriesId: series.ordinary });
    expect(made).toMatchObject({
      currency: 'USD',
      exchangeRate: '0.92',
      exchangeRateDate: '2027-03-01',
      exchangeRateSource: 'BCE',
      total: 1_210_000,
    });
    const invoice = await admin.invoices.issue({ id: made.id, version: made.version });
    const euros = { base: 920_000, taxTotal: 193_200, total: 1_113_200 };
    expect(invoice.euroFigures).toMatchObject(euros);

    // the settlement's rate is corrected afterwards: the issued invoice says what it said
    await resaveSettlement(admin, event.id, { exchangeRate: '0.95' });
    const later = await admin.invoices.find({ id: invoice.id });
    expect(later).toMatchObject({
      exchangeRate: '0.92',
      euroFigures: euros,
      checkingUrl: invoice.checkingUrl,
    });
    const kept = (await records()).filter((one) => one.invoiceId === invoice.id);
    expect(kept.map((one) => one.fields.ImporteTotal)).toEqual(['11132.00']);
    // a new draft takes the rate as it is now
    expect(
      (await admin.invoices.fromEvent({ eventId: event.id, seriesId: series.ordinary })).exchangeRate,
    ).toBe('0.95');

    // its payments are in dollars, against what is due in dollars
    const paid = await admin.invoices.pay({ id: invoice.id, paidOn: '2027-03-10', amount: 500_000 });
    expect(paid).toMatchObject({ paid: 500_000, balance: 710_000 });
    const [payment] = await database.db
      .select({ currency: schema.payments.currency, amount: schema.payments.amount })
      .from(schema.payments)
      .where(sql`${schema.payments.invoiceId} = ${invoice.id}`);
    expect(payment).toEqual({ currency: 'USD', amount: 500_000 });
  });
});
