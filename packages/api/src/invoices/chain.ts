import { type Db, schema } from '@bolo/db';
import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import { chainedHuella, recomputedHuella } from './records';
import type { ChainCheckOutput, RecordsInput } from './schemas';
import { recordEvent } from './service';
import { recordsXml } from './xml';

const { verifactuRecords, invoices } = schema;

/** The issuers that have records: each company NIF with its name as last issued, and how many. */
export async function listIssuers(db: Db) {
  const rows = await db
    .select({ nif: verifactuRecords.issuerNif, records: count() })
    .from(verifactuRecords)
    .groupBy(verifactuRecords.issuerNif)
    .orderBy(asc(verifactuRecords.issuerNif));
  return Promise.all(rows.map(async (row) => ({ ...row, name: (await issuerName(db, row.nif)) ?? row.nif })));
}

export async function issuerName(db: Db, nif: string): Promise<string | null> {
  const [row] = await db
    .select({ issuer: invoices.issuer })
    .from(verifactuRecords)
    .innerJoin(invoices, eq(invoices.id, verifactuRecords.invoiceId))
    .where(eq(verifactuRecords.issuerNif, nif))
    .orderBy(asc(verifactuRecords.id))
    .limit(1);
  return row?.issuer.name ?? null;
}

const recordsOf = (db: Db, input: RecordsInput) =>
  db
    .select()
    .from(verifactuRecords)
    .where(
      and(
        eq(verifactuRecords.issuerNif, input.issuerNif),
        input.fromId === undefined ? undefined : gte(verifactuRecords.id, input.fromId),
        input.toId === undefined ? undefined : lte(verifactuRecords.id, input.toId),
      ),
    )
    .orderBy(asc(verifactuRecords.id));

/** The issuer's records (all, or from one id to another) as the AEAT's XML; the export is logged. */
export async function exportRecords(db: Db, input: RecordsInput, userId: number | null): Promise<string> {
  const records = await recordsOf(db, input);
  const name = (await issuerName(db, input.issuerNif)) ?? input.issuerNif;
  await recordEvent(db, {
    kind: 'export',
    issuerNif: input.issuerNif,
    userId,
    detail: { records: records.length, fromId: records[0]?.id ?? null, toId: records.at(-1)?.id ?? null },
  });
  return recordsXml({ name, nif: input.issuerNif }, records);
}

/**
 * Walks the issuer's chain from its first record: each record's huella must be the one its own
 * fields give, it must name the previous record's huella, and the previous record must be the one
 * before it. Answers the first broken link; the check itself is logged.
 */
export async function checkChain(
  db: Db,
  issuerNif: string,
  userId: number | null,
): Promise<ChainCheckOutput> {
  const records = await recordsOf(db, { issuerNif });
  let broken: ChainCheckOutput['broken'] = null;
  let previous: (typeof records)[number] | null = null;
  for (const record of records) {
    const expected = previous?.huella ?? '';
    const problem =
      record.huella !== record.fields.Huella || recomputedHuella(record.kind, record.fields) !== record.huella
        ? 'huella'
        : record.previousHuella !== expected ||
            chainedHuella(record.fields) !== expected ||
            record.previousId !== (previous?.id ?? null)
          ? 'previous'
          : null;
    if (problem) {
      broken = { id: record.id, numSerie: record.numSerie, problem };
      break;
    }
    previous = record;
  }
  const result = { issuerNif, records: records.length, ok: broken === null, broken };
  await recordEvent(db, { kind: 'integrity_check', issuerNif, userId, detail: { ...result } });
  return result;
}
