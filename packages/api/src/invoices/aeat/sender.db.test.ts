import { type Database, schema } from '@bolo/db';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  callerWithRole,
  makeTestCertificates,
  recordingServices,
  startAeatStandIn,
  type TestCaller,
  type TestCertificates,
  withSignedInAdmin,
} from '../../testing';
import { submitDueRecords } from './sender';
import { type AeatClient, createAeatClient } from './soap';

const NIF = 'B12345674';
const services = recordingServices();
let database: Database;
let admin: TestCaller;
let seriesId: number;
let certificates: TestCertificates;
let standIn: Awaited<ReturnType<typeof startAeatStandIn>>;
let client: AeatClient;
const lease = { leaseMs: 30_000 };

/** The AEAT's answers the stand-in gives, by what the invoice's description asks. */
const REJECTION = {
  code: '1105',
  text: 'El NIF del destinatario no está identificado en el censo de la AEAT.',
};
const WITH_ERRORS = { code: '2000', text: 'El cálculo de la cuota repercutida es incorrecto.' };

const clientFor = (endpoint: string, timeoutMs = 10_000) =>
  createAeatClient({
    endpoint,
    identity: { pfx: certificates.clientP12.pfx, passphrase: certificates.clientP12.passphrase },
    ca: certificates.ca,
    timeoutMs,
  });

beforeAll(async () => {
  certificates = await makeTestCertificates();
  ({ database, admin } = await withSignedInAdmin(services));
  const company = await admin.masters.company.create({ name: 'Bolo Producciones S.L.', cif: NIF });
  seriesId = (await admin.invoices.createSeries({ empresaId: company.id, code: 'A-2027' })).id;
}, 120_000);
afterAll(async () => {
  await database.close();
  await certificates.dispose();
});

beforeEach(async (context) => {
  standIn = await startAeatStandIn(certificates, {
    answerFor: (record) => {
      const description = String(record.fields.DescripcionOperacion ?? '');
      if (description.includes('rechazada')) return { state: 'Incorrecto', ...REJECTION };
      if (description.includes('con errores')) return { state: 'AceptadoConErrores', ...WITH_ERRORS };
      return { state: 'Correcto' };
    },
  });
  client = clientFor(standIn.endpoint);
  context.onTestFinished(async () => {
    client.close();
    await standIn.close();
    // every test starts with nothing left to send: the earlier tests' records count as accepted
    await database.db.execute(
      sql`update ${schema.verifactuSubmissions} set status = 'accepted' where status = 'pending'`,
    );
    await database.db
      .update(schema.verifactuSendQueues)
      .set({ nextAttemptAt: sql`now()`, lockedUntil: null });
  });
});

const issued = async (description: string) => {
  const draft = await admin.invoices.create({
    seriesId,
    description,
    customer: { name: 'Promociones del Sur S.L.', taxId: 'A58818501', country: 'ES', address: '' },
    lines: [{ description, quantity: 1, unitPrice: 600_000, treatment: 'S1', rate: 21 }],
  });
  return admin.invoices.issue({ id: draft.id, version: draft.version });
};

const eventsOf = async (kind: string) =>
  database.db
    .select()
    .from(schema.verifactuEvents)
    .where(eq(schema.verifactuEvents.kind, kind))
    .orderBy(asc(schema.verifactuEvents.id));

describe('sending the records to the AEAT', () => {
  it('sends them in chain order with the company certificate and shows each as the AEAT answered: accepted, with errors, rejected', async () => {
    const ok = await issued('Actuación en Sala Apolo');
    const withErrors = await issued('Actuación con errores de cálculo');
    const rejected = await issued('Actuación rechazada por el NIF');
    expect((await admin.invoices.submissions({ invoiceId: ok.id })).records).toMatchObject([
      { kind: 'alta', status: 'not_taken', attempts: 0 },
    ]);

    expect(await submitDueRecords(database.db, client, lease)).toBe(3);

    expect(standIn.submissions).toHaveLength(1);
    expect(standIn.submissions[0]?.clientSubject).toBe('BOLO PRODUCCIONES SL');
    expect(standIn.submissions[0]?.records.map((record) => record.numSerie)).toEqual([
      ok.numSerie,
      withErrors.numSerie,
      rejected.numSerie,
    ]);
    const stateOf = async (invoiceId: number) => (await admin.invoices.submissions({ invoiceId })).records;
    expect(await stateOf(ok.id)).toMatchObject([
      {
        status: 'accepted',
        attempts: 1,
        csv: 'A-STANDIN000001',
        errorCode: null,
        answeredAt: expect.any(Date),
      },
    ]);
    expect(await stateOf(withErrors.id)).toMatchObject([
      { status: 'accepted_with_errors', errorCode: WITH_ERRORS.code, errorText: WITH_ERRORS.text },
    ]);
    expect(await stateOf(rejected.id)).toMatchObject([
      { status: 'rejected', errorCode: REJECTION.code, errorText: REJECTION.text, attempts: 1 },
    ]);
    expect(standIn.accepted().map((record) => record.numSerie)).toEqual([ok.numSerie, withErrors.numSerie]);

    // a refused record is not sent again: it is corrected by a rectifying invoice
    expect(await submitDueRecords(database.db, client, lease)).toBe(0);
    expect(standIn.submissions).toHaveLength(1);

    const [submission] = (await eventsOf('aeat_submission')).slice(-1);
    expect(submission).toMatchObject({ issuerNif: NIF, detail: { records: 3 } });
    const [answer] = (await eventsOf('aeat_answer')).slice(-1);
    expect(answer?.detail).toMatchObject({
      csv: 'A-STANDIN000001',
      state: 'ParcialmenteCorrecto',
      accepted: 1,
      acceptedWithErrors: 1,
      rejected: 1,
    });
  });

  it('sends a voiding record after the issue it voids', async () => {
    const invoice = await issued('Actuación anulada después');
    await admin.invoices.void({ id: invoice.id, version: invoice.version, reason: 'Concierto cancelado' });
    await submitDueRecords(database.db, client, lease);
    expect(standIn.submissions[0]?.records.map((record) => record.kind)).toEqual(['alta', 'anulacion']);
    expect((await admin.invoices.submissions({ invoiceId: invoice.id })).records).toMatchObject([
      { kind: 'alta', status: 'accepted' },
      { kind: 'anulacion', status: 'accepted' },
    ]);
  });

  it('settles as accepted, once, a record whose answer was lost, when the AEAT answers it as a duplicate', async () => {
    const invoice = await issued('Actuación en La Riviera');
    const impatient = clientFor(standIn.endpoint, 300);
    const held = standIn.hold();
    try {
      await submitDueRecords(database.db, impatient, lease);
    } finally {
      held.release();
      impatient.close();
    }
    // the AEAT took the record; the sender never heard: still pending, tried again after the back-off
    expect(standIn.accepted().map((record) => record.numSerie)).toEqual([invoice.numSerie]);
    const [waiting] = (await admin.invoices.submissions({ invoiceId: invoice.id })).records;
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastFailure: expect.stringContaining('no answer'),
    });
    expect(await submitDueRecords(database.db, client, lease)).toBe(0);

    await database.db.update(schema.verifactuSendQueues).set({ nextAttemptAt: sql`now()` });
    expect(await submitDueRecords(database.db, client, lease)).toBe(1);
    expect(standIn.submissions).toHaveLength(2);
    expect(standIn.accepted()).toHaveLength(1);
    expect((await admin.invoices.submissions({ invoiceId: invoice.id })).records).toMatchObject([
      // the CSV of the submission that registered it, the one whose answer was lost
      { status: 'accepted', attempts: 2, csv: 'A-STANDIN000001', errorCode: null, lastFailure: null },
    ]);
  });

  it('tries again later, with back-off, after a SOAP fault', async () => {
    const invoice = await issued('Actuación en el Palau');
    standIn.faults(1);
    expect(await submitDueRecords(database.db, client, lease)).toBe(1);
    const [pending] = (await admin.invoices.submissions({ invoiceId: invoice.id })).records;
    expect(pending).toMatchObject({ status: 'pending', lastFailure: expect.stringContaining('SOAP fault') });
    const waitSeconds = ((pending?.nextAttemptAt?.getTime() ?? 0) - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(20);
    expect(waitSeconds).toBeLessThan(40);
    expect(await submitDueRecords(database.db, client, lease)).toBe(0);
    const [failure] = (await eventsOf('aeat_failure')).slice(-1);
    expect(failure?.detail).toMatchObject({
      failures: 1,
      error: expect.stringContaining('Servicio no disponible'),
    });

    await database.db.update(schema.verifactuSendQueues).set({ nextAttemptAt: sql`now()` });
    await submitDueRecords(database.db, client, lease);
    expect((await admin.invoices.submissions({ invoiceId: invoice.id })).records).toMatchObject([
      { status: 'accepted', attempts: 2 },
    ]);
  });

  it('waits the TiempoEsperaEnvio the AEAT answered before the next submission', async () => {
    standIn.answerWait(60);
    await issued('Actuación en el Liceu');
    expect(await submitDueRecords(database.db, client, lease)).toBe(1);
    const later = await issued('Actuación en el Liceu, segundo pase');
    expect(await submitDueRecords(database.db, client, lease)).toBe(0);
    const [waiting] = (await admin.invoices.submissions({ invoiceId: later.id })).records;
    expect(waiting?.status).toBe('pending');
    const waitSeconds = ((waiting?.nextAttemptAt?.getTime() ?? 0) - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(50);
    expect(standIn.submissions).toHaveLength(1);
  });

  it('is refused by the AEAT without a certificate its authorities trust', async () => {
    const invoice = await issued('Actuación sin certificado');
    const stranger = createAeatClient({
      endpoint: standIn.endpoint,
      identity: { cert: certificates.server.cert, key: certificates.server.key },
      ca: certificates.ca,
      timeoutMs: 5_000,
    });
    try {
      // the server's own certificate is not one for a client: the handshake is refused
      await submitDueRecords(database.db, stranger, lease);
    } finally {
      stranger.close();
    }
    expect(standIn.submissions).toHaveLength(0);
    expect((await admin.invoices.submissions({ invoiceId: invoice.id })).records).toMatchObject([
      { status: 'pending', lastFailure: expect.any(String) },
    ]);
  });
});

describe('who may see the sending state', () => {
  it('refuses a role without Facturas, and answers not found for an invoice that does not exist', async () => {
    const clerk = await callerWithRole(database, 'Contratación', services);
    await expect(clerk.invoices.submissions({ invoiceId: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(admin.invoices.submissions({ invoiceId: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
