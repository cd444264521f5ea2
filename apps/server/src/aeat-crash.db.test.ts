import type { ChildProcess } from 'node:child_process';
import { ensureFirstAdmin } from '@bolo/api';
import {
  callerFor,
  makeTestCertificates,
  recordingServices,
  startAeatStandIn,
  testAdmin,
} from '@bolo/api/testing';
import { schema } from '@bolo/db';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exited, spawnServer, waitFor } from './testing-processes';

const INVOICES = 5;
const NIF = 'B12345674';

// PostgreSQL only: the server runs in another process, and PGlite is one process's database.
describe.runIf(testDbKind === 'postgres')('a server killed while the AEAT holds its answer', () => {
  it('has each record accepted once after its restart: the records sent again are answered as duplicates', async () => {
    const database = await createTestDatabase('postgres');
    const certificates = await makeTestCertificates();
    const standIn = await startAeatStandIn(certificates);
    let first: ChildProcess | undefined;
    let second: ChildProcess | undefined;
    const startServer = () =>
      spawnServer({
        DATABASE_URL: database.url ?? '',
        PORT: '0',
        ADMIN_EMAIL: 'admin@crash.example',
        ADMIN_PASSWORD: 'crash-test-password',
        VERIFACTU_SEND: 'on',
        VERIFACTU_ENVIRONMENT: 'test',
        VERIFACTU_ENDPOINT: standIn.endpoint,
        VERIFACTU_CERT_FILE: certificates.clientP12.path,
        VERIFACTU_CERT_PASSWORD: certificates.clientP12.passphrase,
        // the stand-in's authority, which the AEAT's publicly trusted one stands for
        NODE_EXTRA_CA_CERTS: certificates.caPath,
        // the killed server's claim must run out quickly for the test; production keeps 120 s
        VERIFACTU_LEASE_SECONDS: '2',
      });
    try {
      await ensureFirstAdmin(database.db, testAdmin);
      const [adminRow] = await database.db.select({ id: schema.users.id }).from(schema.users);
      const admin = await callerFor(database, adminRow?.id ?? 0, recordingServices());
      const company = await admin.masters.company.create({ name: 'Bolo Producciones S.L.', cif: NIF });
      const series = await admin.invoices.createSeries({ empresaId: company.id, code: 'A-2027' });
      const invoices = [];
      for (let i = 0; i < INVOICES; i++) {
        const draft = await admin.invoices.create({
          seriesId: series.id,
          customer: { name: `Promotora ${i}`, taxId: 'A58818501', country: 'ES', address: '' },
          lines: [
            { description: `Actuación ${i}`, quantity: 1, unitPrice: 100_000, treatment: 'S1', rate: 21 },
          ],
        });
        invoices.push(await admin.invoices.issue({ id: draft.id, version: draft.version }));
      }

      // the AEAT takes the records, and the server dies before its answer arrives
      const held = standIn.hold(() => first?.kill('SIGKILL'));
      first = startServer();
      await exited(first);
      expect(first.signalCode).toBe('SIGKILL');
      held.release();
      expect(standIn.accepted()).toHaveLength(INVOICES);
      const statuses = () =>
        database.db
          .select({ status: schema.verifactuSubmissions.status })
          .from(schema.verifactuSubmissions)
          .orderBy(asc(schema.verifactuSubmissions.recordId));
      expect(await statuses()).toEqual(Array(INVOICES).fill({ status: 'pending' }));

      second = startServer();
      await waitFor(
        async () => (await statuses()).every(({ status }) => status === 'accepted'),
        'the restarted server settling every record',
        30_000,
      );
      second.kill('SIGTERM');
      await exited(second);

      expect(standIn.submissions).toHaveLength(2);
      expect(standIn.accepted().map((record) => record.numSerie)).toEqual(
        invoices.map((invoice) => invoice.numSerie),
      );
      const [last] = invoices.slice(-1);
      expect((await admin.invoices.submissions({ invoiceId: last?.id ?? 0 })).records).toMatchObject([
        { kind: 'alta', status: 'accepted', csv: 'A-STANDIN000001', errorCode: null },
      ]);
      const logged = await database.db
        .select({ kind: schema.verifactuEvents.kind })
        .from(schema.verifactuEvents)
        .where(eq(schema.verifactuEvents.issuerNif, NIF))
        .orderBy(asc(schema.verifactuEvents.id));
      expect(logged.map((event) => event.kind)).toEqual([
        'aeat_submission',
        'aeat_submission',
        'aeat_answer',
      ]);
    } finally {
      for (const child of [first, second]) {
        if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      await standIn.close();
      await certificates.dispose();
      await database.close();
    }
  }, 90_000);
});
