/**
 * What happens to contracts out for signature while nobody acts (issue 31): past their expiry they
 * expire, and while unsigned their signatory is reminded by email every `everyDays` days. Every
 * process may run it: each reminder is queued once (the outbox's key is its record), each expiry
 * made once (a conditional update).
 */
import { awaitingPartyStates, type Db, schema } from '@bolo/db';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Services } from '../../context';
import { enqueueMailOnce } from '../../mail';
import { type JobLog, type PeriodicJob, startPeriodic } from '../../shared/periodic';
import { expireSigning } from './link';
import { signingMail } from './mails';
import { reminderDue } from './rules';
import { mailFactsOf } from './service';
import { bolo, recordStep, type SigningRow } from './steps';

const { contractSignings } = schema;

/** The most signings one pass looks at; the next pass goes on. */
const BATCH_SIZE = 100;
const DAY_MS = 86_400_000;

/** Every signing still waiting for the party past its expiry, marked expired. Answers their ids. */
export async function expireDueSignings(db: Db, now: Date): Promise<number[]> {
  const due = await db
    .select()
    .from(contractSignings)
    .where(and(inArray(contractSignings.state, awaitingPartyStates), lte(contractSignings.expiresAt, now)))
    .orderBy(asc(contractSignings.id))
    .limit(BATCH_SIZE);
  for (const signing of due) await expireSigning(db, signing, now);
  return due.map((signing) => signing.id);
}

/** Mails reminder number `number` of a signing, unless some process already did. Answers whether it did. */
async function remind(
  db: Db,
  services: Pick<Services, 'publicUrl' | 'linkSecret'>,
  signing: SigningRow,
  number: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const facts = await mailFactsOf(tx, services, signing, signing.sentPdfSha256);
    const queued = await enqueueMailOnce(tx, {
      to: signing.recipients,
      ...signingMail('reminder', signing.language, facts),
      kind: 'contract_signing',
      idempotencyKey: `signing-reminder:${signing.id}:${number}`,
    });
    if (!queued) return false;
    await tx.update(contractSignings).set({ remindedAt: now }).where(eq(contractSignings.id, signing.id));
    await recordStep(tx, signing, {
      ...bolo,
      action: 'reminded',
      details: { recipients: signing.recipients, number },
      at: now,
    });
    return true;
  });
}

/**
 * Reminds the signatory of each signing sent `everyDays` days ago or more and still waiting for
 * them, once per `everyDays` days. Answers the signings reminded now.
 */
export async function remindUnsigned(
  db: Db,
  services: Pick<Services, 'publicUrl' | 'linkSecret'>,
  everyDays: number,
  now: Date,
): Promise<number[]> {
  const since = new Date(now.getTime() - everyDays * DAY_MS);
  const waiting = await db
    .select()
    .from(contractSignings)
    .where(
      and(
        inArray(contractSignings.state, awaitingPartyStates),
        gt(contractSignings.expiresAt, now),
        lte(contractSignings.sentAt, since),
        or(isNull(contractSignings.remindedAt), lte(contractSignings.remindedAt, since)),
      ),
    )
    .orderBy(asc(contractSignings.id))
    .limit(BATCH_SIZE);
  const reminded: number[] = [];
  for (const signing of waiting) {
    const number = reminderDue(signing.sentAt, now, everyDays);
    if (number > 0 && (await remind(db, services, signing, number, now))) reminded.push(signing.id);
  }
  return reminded;
}

/** Runs the expiry and the reminders now and every `intervalMs` while the server runs. */
export const startSigningReminders = ({
  db,
  services,
  everyDays,
  intervalMs,
  log,
  clock = () => new Date(),
}: {
  db: Db;
  services: Pick<Services, 'publicUrl' | 'linkSecret'>;
  everyDays: number;
  intervalMs: number;
  log: JobLog;
  clock?: () => Date;
}): PeriodicJob =>
  startPeriodic({
    intervalMs,
    log,
    steps: [
      { run: () => expireDueSignings(db, clock()), failure: 'signings: expiring unsigned contracts failed' },
      {
        run: () => remindUnsigned(db, services, everyDays, clock()),
        failure: 'signings: reminding unsigned contracts failed',
      },
    ],
  });
