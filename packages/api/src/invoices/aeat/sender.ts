import { type Db, type SubmissionStatus, schema } from '@bolo/db';
import { and, asc, eq, exists, inArray, lte, sql } from 'drizzle-orm';
import { retryDelayMs } from '../../shared/backoff';
import { leaseFree, secondsFromNow } from '../../shared/lease';
import { issuerName } from '../chain';
import { recordEvent } from '../service';
import {
  type AeatAnswer,
  type AeatClient,
  DUPLICATE_RECORD,
  MAX_RECORDS_PER_SUBMISSION,
  parseAnswer,
  submissionEnvelope,
} from './soap';

const { verifactuRecords, verifactuSubmissions, verifactuSendQueues } = schema;

/**
 * Gives every record not taken yet a pending submission, and its issuer a line to the AEAT. A
 * record is written in the transaction that issues or voids its invoice; the sender takes it at
 * its next round, whichever process wrote it.
 */
async function takeNewRecords(db: Db): Promise<void> {
  await db.execute(sql`
    with taken as (
      insert into ${verifactuSubmissions} (record_id, issuer_nif)
      select r.id, r.issuer_nif from ${verifactuRecords} r
      where not exists (select 1 from ${verifactuSubmissions} s where s.record_id = r.id)
      on conflict do nothing
      returning issuer_nif
    )
    insert into ${verifactuSendQueues} (issuer_nif)
    select distinct issuer_nif from taken
    on conflict do nothing`);
}

/**
 * Claims, for `leaseMs`, one issuer whose wait is over, that no sender holds and that has records
 * to send: its records then go in chain order, one submission at a time, whatever the processes.
 */
async function claimIssuer(db: Db, leaseMs: number): Promise<string | undefined> {
  const due = db
    .select({ issuerNif: verifactuSendQueues.issuerNif })
    .from(verifactuSendQueues)
    .where(
      and(
        lte(verifactuSendQueues.nextAttemptAt, sql`now()`),
        leaseFree(verifactuSendQueues.lockedUntil),
        exists(
          db
            .select({ one: sql`1` })
            .from(verifactuSubmissions)
            .where(
              and(
                eq(verifactuSubmissions.issuerNif, verifactuSendQueues.issuerNif),
                eq(verifactuSubmissions.status, 'pending'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(verifactuSendQueues.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(verifactuSendQueues)
    .set({ lockedUntil: secondsFromNow(leaseMs) })
    .where(inArray(verifactuSendQueues.issuerNif, due))
    .returning({ issuerNif: verifactuSendQueues.issuerNif });
  return claimed?.issuerNif;
}

/** The issuer's first records still to send, in chain order. */
const pendingRecords = (db: Db, issuerNif: string) =>
  db
    .select({
      id: verifactuRecords.id,
      kind: verifactuRecords.kind,
      numSerie: verifactuRecords.numSerie,
      issueDate: verifactuRecords.issueDate,
      fields: verifactuRecords.fields,
    })
    .from(verifactuSubmissions)
    .innerJoin(verifactuRecords, eq(verifactuRecords.id, verifactuSubmissions.recordId))
    .where(and(eq(verifactuSubmissions.issuerNif, issuerNif), eq(verifactuSubmissions.status, 'pending')))
    .orderBy(asc(verifactuSubmissions.recordId))
    .limit(MAX_RECORDS_PER_SUBMISSION);

type Pending = Awaited<ReturnType<typeof pendingRecords>>[number];
type Line = AeatAnswer['lines'][number];

interface Settled {
  status: Exclude<SubmissionStatus, 'pending'>;
  /** The submission that registered the record: this one's CSV, or for a duplicate the earlier one's. */
  csv: string | null;
  code: string | null;
  text: string | null;
}

/**
 * What an answer line makes of its record. A duplicate (3000) is a record the AEAT has already,
 * from a submission whose answer was lost: it stands as the AEAT holds it.
 */
function settled(line: Line, csv: string | null): Settled {
  if (line.state === 'Correcto') return { status: 'accepted', csv, code: null, text: null };
  if (line.state === 'AceptadoConErrores')
    return { status: 'accepted_with_errors', csv, code: line.code, text: line.text };
  if (line.code === DUPLICATE_RECORD) {
    const earlier = line.duplicateRequest ?? csv;
    return line.duplicateState === 'AceptadaConErrores'
      ? { status: 'accepted_with_errors', csv: earlier, code: line.code, text: line.text }
      : { status: 'accepted', csv: earlier, code: null, text: null };
  }
  return { status: 'rejected', csv, code: line.code, text: line.text };
}

const lineKey = (kind: string, numSerie: string, issueDate: string) => `${kind}|${numSerie}|${issueDate}`;

/**
 * Records the AEAT's answer in one transaction: each record it answered, the issuer's wait before
 * its next submission (`TiempoEsperaEnvio`), the lease given back, the answer logged. A record
 * the answer does not name stays pending, for the next submission.
 */
async function recordAnswer(db: Db, issuerNif: string, sent: Pending[], answer: AeatAnswer): Promise<void> {
  const lines = new Map(
    answer.lines.map((line) => [lineKey(line.kind, line.numSerie, line.issueDate), line]),
  );
  const rows = sent.map((record) => {
    const line = lines.get(lineKey(record.kind, record.numSerie, record.issueDate));
    return {
      id: record.id,
      ...(line ? settled(line, answer.csv) : { status: 'pending', csv: null, code: null, text: null }),
    };
  });
  const count = (status: SubmissionStatus) => rows.filter((row) => row.status === status).length;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with answered as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as a(id integer, status text, csv text, code text, text text)
      )
      update ${verifactuSubmissions}
      set status = answered.status, attempts = attempts + 1, last_attempt_at = now(),
        csv = answered.csv,
        error_code = answered.code, error_text = answered.text,
        answered_at = case when answered.status = 'pending' then null else now() end
      from answered
      where ${verifactuSubmissions.recordId} = answered.id and ${verifactuSubmissions.status} = 'pending'`);
    await tx
      .update(verifactuSendQueues)
      .set({
        nextAttemptAt: secondsFromNow(answer.waitSeconds * 1000),
        lockedUntil: null,
        failures: 0,
        lastError: null,
      })
      .where(eq(verifactuSendQueues.issuerNif, issuerNif));
    await recordEvent(tx, {
      kind: 'aeat_answer',
      issuerNif,
      detail: {
        csv: answer.csv,
        state: answer.state,
        waitSeconds: answer.waitSeconds,
        accepted: count('accepted'),
        acceptedWithErrors: count('accepted_with_errors'),
        rejected: count('rejected'),
        unanswered: count('pending'),
      },
    });
  });
}

/** A submission that got no answer of the service's (a fault, no connection): tried again after the back-off. */
async function recordFailure(db: Db, issuerNif: string, sent: Pending[], error: unknown): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  await db.transaction(async (tx) => {
    const [queue] = await tx
      .update(verifactuSendQueues)
      .set({ failures: sql`${verifactuSendQueues.failures} + 1`, lastError: reason })
      .where(eq(verifactuSendQueues.issuerNif, issuerNif))
      .returning({ failures: verifactuSendQueues.failures });
    const delayMs = retryDelayMs(queue?.failures ?? 1);
    await tx
      .update(verifactuSendQueues)
      .set({ nextAttemptAt: secondsFromNow(delayMs), lockedUntil: null })
      .where(eq(verifactuSendQueues.issuerNif, issuerNif));
    await tx
      .update(verifactuSubmissions)
      .set({ attempts: sql`${verifactuSubmissions.attempts} + 1`, lastAttemptAt: sql`now()` })
      .where(
        inArray(
          verifactuSubmissions.recordId,
          sent.map((record) => record.id),
        ),
      );
    await recordEvent(tx, {
      kind: 'aeat_failure',
      issuerNif,
      detail: { error: reason, failures: queue?.failures ?? 1, retryInSeconds: Math.round(delayMs / 1000) },
    });
  });
}

export interface AeatSenderOptions {
  /** How long a claim on an issuer holds: past it, a sender that died leaves the issuer to the others. */
  leaseMs: number;
}

/**
 * One round: takes the new records, claims one issuer that is due and sends its first pending
 * records (up to 1 000, in chain order) in one submission, then records the answer. Answers how
 * many records it sent. A crash after the AEAT took them and before the answer is recorded leaves
 * them pending: sent again, the AEAT answers them as duplicates, which settles them as accepted.
 */
export async function submitDueRecords(
  db: Db,
  client: AeatClient,
  { leaseMs }: AeatSenderOptions,
): Promise<number> {
  await takeNewRecords(db);
  const issuerNif = await claimIssuer(db, leaseMs);
  if (issuerNif === undefined) return 0;
  const records = await pendingRecords(db, issuerNif);
  if (records.length === 0) {
    // settled meanwhile by a sender whose claim had run out: nothing left to send
    await db
      .update(verifactuSendQueues)
      .set({ lockedUntil: null })
      .where(eq(verifactuSendQueues.issuerNif, issuerNif));
    return 0;
  }
  await recordEvent(db, {
    kind: 'aeat_submission',
    issuerNif,
    detail: { records: records.length, fromId: records[0]?.id ?? null, toId: records.at(-1)?.id ?? null },
  });
  const name = (await issuerName(db, issuerNif)) ?? issuerNif;
  let answer: AeatAnswer;
  try {
    answer = parseAnswer(await client.submit(submissionEnvelope({ name, nif: issuerNif }, records)));
  } catch (error) {
    await recordFailure(db, issuerNif, records, error);
    return records.length;
  }
  await recordAnswer(db, issuerNif, records, answer);
  return records.length;
}

export interface AeatSender {
  /** Finishes the submission in flight (its answer recorded) and stops. */
  stop(): Promise<void>;
}

/** What the sender writes to the server's log: a pino or Fastify logger fits. */
export interface AeatSenderLog {
  error(details: object, message: string): void;
}

/**
 * The AEAT sender: submits while issuers are due, then sleeps `pollMs` (new records, waits that
 * ended, claims of a sender that died).
 */
export function startAeatSender({
  db,
  client,
  options,
  log,
  pollMs = 2000,
}: {
  db: Db;
  client: AeatClient;
  options: AeatSenderOptions;
  log: AeatSenderLog;
  pollMs?: number;
}): AeatSender {
  let running = true;
  let wakeUp: (() => void) | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (running) {
      const sent = await submitDueRecords(db, client, options).catch((error: unknown) => {
        log.error({ err: error }, 'AEAT sender: a round failed');
        return 0;
      });
      if (sent === 0 && running) await sleep();
    }
  })();
  return {
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      client.close();
    },
  };
}
