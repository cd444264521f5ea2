import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFirstAdmin } from '@bolo/api';
import { callerFor, recordingServices, testAdmin } from '@bolo/api/testing';
import { schema } from '@bolo/db';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runScript, startServer, stopServer } from './testing-processes';

const INVOICES = 200;
/** Requests in flight on each process at once: enough to contend for the series and the chain. */
const IN_FLIGHT = 16;
const NIF = 'B12345674';

/** Issues each draft of `drafts` through `origin`, `IN_FLIGHT` at a time; answers the HTTP statuses. */
async function issueAll(origin: string, token: string, drafts: { id: number; version: number }[]) {
  const statuses: number[] = [];
  const queue = [...drafts];
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let draft = queue.shift(); draft; draft = queue.shift()) {
        const res = await fetch(`${origin}/trpc/invoices.issue`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ json: draft }),
        });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
    }),
  );
  return statuses;
}

// PostgreSQL only: PGlite is one process's database.
describe.runIf(testDbKind === 'postgres')(
  'invoices issued at once by two server processes on one PostgreSQL',
  () => {
    it('are numbered correlatively in each series with no gap nor duplicate, chained without a break, and exported by the command line', async () => {
      const database = await createTestDatabase('postgres');
      await ensureFirstAdmin(database.db, testAdmin);
      const [adminRow] = await database.db.select({ id: schema.users.id }).from(schema.users);
      const admin = await callerFor(database, adminRow?.id ?? 0, recordingServices());
      const company = await admin.masters.company.create({ name: 'Bolo Producciones S.L.', cif: NIF });
      const series = await Promise.all(
        ['A-2027', 'B-2027'].map((code) => admin.invoices.createSeries({ empresaId: company.id, code })),
      );
      const drafts = [];
      for (let i = 0; i < INVOICES; i++) {
        drafts.push(
          await admin.invoices.create({
            seriesId: series[i % 2]?.id ?? 0,
            customer: { name: `Promotora ${i}`, taxId: 'A58818501', country: 'ES', address: '' },
            lines: [
              {
                description: `Actuación ${i}`,
                quantity: 1,
                unitPrice: 100_000 + i,
                treatment: 'S1',
                rate: 21,
              },
            ],
          }),
        );
      }
      const dataDir = await mkdtemp(join(tmpdir(), 'bolo-invoices-'));
      const children: ChildProcess[] = [];
      try {
        const env = {
          DATABASE_URL: database.url ?? '',
          DATA_DIR: dataDir,
          LINK_SECRET: 'one-link-secret-for-both-server-processes',
        };
        const [a, b] = await Promise.all([startServer(env), startServer(env)]);
        children.push(a.child, b.child);
        const login = await fetch(`${a.origin}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(testAdmin),
        });
        const { access_token: token } = (await login.json()) as { access_token: string };
        const ids = drafts.map(({ id, version }) => ({ id, version }));
        const statuses = await Promise.all([
          issueAll(
            a.origin,
            token,
            ids.filter((_, i) => i % 2 === 0),
          ),
          issueAll(
            b.origin,
            token,
            ids.filter((_, i) => i % 2 === 1),
          ),
        ]);
        expect(statuses.flat().filter((status) => status !== 200)).toEqual([]);

        for (const { id, code } of series) {
          const numbers = (
            await database.db
              .select({ number: schema.invoices.number, numSerie: schema.invoices.numSerie })
              .from(schema.invoices)
              .where(eq(schema.invoices.seriesId, id))
              .orderBy(asc(schema.invoices.number))
          ).map((row) => row.numSerie);
          expect(numbers).toEqual(
            Array.from({ length: INVOICES / 2 }, (_, i) => `${code}-${String(i + 1).padStart(4, '0')}`),
          );
        }
        const chain = await admin.invoices.checkChain({ issuerNif: NIF });
        expect(chain).toEqual({ issuerNif: NIF, records: INVOICES, ok: true, broken: null });

        // the command line exports them and walks the chain too
        const file = join(dataDir, 'registros.xml');
        const cli = { DATABASE_URL: database.url ?? '' };
        const exported = await runScript('scripts/cli.mjs', ['verifactu-export', NIF, file], cli);
        expect(exported.code, exported.stderr).toBe(0);
        expect((await readFile(file, 'utf8')).match(/<sum:RegistroFactura>/g)).toHaveLength(INVOICES);
        const checked = await runScript('scripts/cli.mjs', ['verifactu-check', NIF], cli);
        expect(checked.stdout).toContain(`The chain of ${NIF} is whole: ${INVOICES} records.`);
      } finally {
        await Promise.all(children.map(stopServer));
        await rm(dataDir, { recursive: true, force: true });
        await database.close();
      }
    }, 120_000);
  },
);
