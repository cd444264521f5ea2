/**
 * How a signing's step is written (issue 31): its row in `contract_signing_events` (who, what,
 * when, from where), the event's history line when the signing changes state, and the notice to
 * whoever sent it and whoever owns the event.
 */
import {
  type Db,
  type NotificationKind,
  openSigningStates,
  type SigningAction,
  type SigningActor,
  type SigningState,
  type SigningVoidReason,
  schema,
} from '@bolo/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { notify } from '../../notifications';
import { recordChanges, userName } from '../audit';
import { signingAuditPart } from '../visibility';
import { sha256 } from './rules';

const { companies, contractSignings, contractSigningEvents, contractShareLinks, events, users } = schema;
export type SigningRow = typeof contractSignings.$inferSelect;

/** The longest user agent kept: a browser's is a few hundred characters. */
const MAX_USER_AGENT = 500;

/** Who takes a step: the party on the link, a staff user in the app, or Bolo itself. */
export interface StepActor {
  actor: SigningActor;
  userId?: number | null;
  actorName?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** Bolo itself: reminders and expiry. */
export const bolo: StepActor = { actor: 'system', actorName: 'Bolo' };

/** A staff user by their full name, as the signing's steps name them. */
export async function staffActor(
  db: Db,
  userId: number,
  from: { ipAddress?: string | null; userAgent?: string | null } = {},
): Promise<StepActor & { email: string | null }> {
  const [user] = await db
    .select({ name: userName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return {
    actor: 'company',
    userId,
    actorName: user?.name ?? null,
    email: user?.email ?? null,
    ipAddress: from.ipAddress ?? null,
    userAgent: from.userAgent ?? null,
  };
}

/**
 * Writes a step of `signing`; with `move`, the state it went from and to, as a line of the event's
 * history too. Run it in the transaction of what happened.
 */
export async function recordStep(
  tx: Db,
  signing: Pick<SigningRow, 'id' | 'eventId' | 'party'>,
  step: StepActor & { action: SigningAction; details?: Record<string, unknown>; at?: Date },
  move?: { from: SigningState | null; to: SigningState },
): Promise<void> {
  await tx.insert(contractSigningEvents).values({
    signingId: signing.id,
    action: step.action,
    actor: step.actor,
    userId: step.userId ?? null,
    actorName: step.actorName ?? null,
    ipAddress: step.ipAddress ?? null,
    userAgent: step.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    details: step.details ?? {},
    ...(step.at ? { at: step.at } : {}),
  });
  if (move) {
    await recordChanges(
      tx,
      { eventId: signing.eventId, part: signingAuditPart(signing.party), userId: step.userId ?? null },
      [{ field: 'firma', oldValue: move.from, newValue: move.to }],
    );
  }
}

/** Tells whoever sent the signing and whoever owns the event (once each) of `kind`, in the app. */
export async function tellOwners(
  tx: Db,
  signing: Pick<SigningRow, 'id' | 'eventId' | 'party' | 'contractId' | 'sentBy'>,
  kind: Extract<NotificationKind, `contract_signing_${string}`>,
): Promise<void> {
  const [event] = await tx
    .select({ createdBy: events.createdBy })
    .from(events)
    .where(eq(events.id, signing.eventId));
  const owners = new Set(
    [signing.sentBy, event?.createdBy].filter((id): id is number => typeof id === 'number'),
  );
  const data = { party: signing.party, contractId: signing.contractId, signingId: signing.id };
  for (const userId of owners) await notify(tx, { userId, kind, eventId: signing.eventId, data });
}

/** The contract's open signing, locked until the transaction ends; undefined when it has none. */
export async function lockedOpenSigning(tx: Db, contractId: number): Promise<SigningRow | undefined> {
  const [signing] = await tx
    .select()
    .from(contractSignings)
    .where(
      and(eq(contractSignings.contractId, contractId), inArray(contractSignings.state, openSigningStates)),
    )
    .for('update');
  return signing;
}

/** A staff user's voiding of a signing, from the app. */
export interface Voiding {
  reason: SigningVoidReason;
  userId: number;
  ipAddress?: string | null;
  userAgent?: string | null;
  /** The contract's text now: only a text other than the one sent voids (an edit that changed nothing voids nothing). */
  body?: string;
}

/**
 * Voids the contract's open signing, if it has one, and closes its link: the link then says so.
 * Answers whether it voided one. Run it in the edit's transaction.
 */
export async function voidOpenSigning(
  tx: Db,
  contractId: number,
  { reason, userId, ipAddress, userAgent, body }: Voiding,
  now = new Date(),
): Promise<boolean> {
  const signing = await lockedOpenSigning(tx, contractId);
  if (!signing || (body !== undefined && sha256(body) === signing.bodySha256)) return false;
  await tx
    .update(contractSignings)
    .set({ state: 'voided', voidReason: reason, updatedAt: now })
    .where(eq(contractSignings.id, signing.id));
  await tx
    .update(contractShareLinks)
    .set({ revokedAt: now })
    .where(and(eq(contractShareLinks.id, signing.linkId), isNull(contractShareLinks.revokedAt)));
  const actor = await staffActor(tx, userId, { ipAddress, userAgent });
  await recordStep(
    tx,
    signing,
    { ...actor, action: 'voided', details: { reason } },
    {
      from: signing.state,
      to: 'voided',
    },
  );
  await tellOwners(tx, signing, 'contract_signing_voided');
  return true;
}

/** The signed show's name and day, and the company that signs it, for the link's page and the mails. */
export async function showOf(db: Db, signing: SigningRow) {
  const [found] = await db
    .select({ event: events.name, date: events.date, company: companies.name })
    .from(events)
    .leftJoin(companies, eq(companies.id, signing.empresaId))
    .where(eq(events.id, signing.eventId));
  return found;
}
