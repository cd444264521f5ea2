import { randomUUID } from 'node:crypto';
import { type Db, type PartyKind, schema } from '@bolo/db';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Services } from '../../context';
import { checkCertificate, downloadOf, isOwnUnsharedCertificate } from '../../masters';
import { type CertificateField, certificateFields } from '../../masters/public';
import { notify } from '../../notifications';
import { AppError } from '../../shared/errors';
import { hashToken, newToken } from '../../shared/tokens';
import { proposeConfirmation, proposeFiles, proposeList, publicAdvanceOf } from '../advance/changes';
import { carriesAdvance } from '../advance/rules';
import type { Guest, PublicAdvance, TravellingPerson } from '../advance/schemas';
import { changesOf } from '../audit';
import { forgetEventCounts } from '../list';
import { maestroColumn, masterOf } from '../parties/parties';
import { admitPublicRequest } from '../public-links';
import { liveEvent, lockEvent, refreshListColumns } from '../store';
import {
  type AdvanceFilesInput,
  type CounterpartyField,
  fieldsOfParty,
  type PublicView,
  type SubmissionView,
  type UpdateDatasInput,
  type UploadFilesInput,
} from './schemas';
import { counterpartyUrl, sealToken, unsealToken } from './token';

const { counterpartyLinks, counterpartySubmissions, eventParties, events } = schema;
type LinkRow = typeof counterpartyLinks.$inferSelect;
type PartyRow = typeof eventParties.$inferSelect;
type LinkServices = Pick<Services, 'publicUrl' | 'linkSecret'> & { counterpartyLinkDays?: number };

const DAY_MS = 86_400_000;
export const DEFAULT_LINK_DAYS = 30;

const partyWhere = (eventId: number, kind: PartyKind) =>
  and(eq(eventParties.eventId, eventId), eq(eventParties.kind, kind));

async function partyOf(db: Db, eventId: number, kind: PartyKind): Promise<PartyRow | undefined> {
  const [party] = await db.select().from(eventParties).where(partyWhere(eventId, kind));
  return party;
}

const openLink = (now: Date) =>
  and(isNull(counterpartyLinks.revokedAt), gt(counterpartyLinks.expiresAt, now));

/** Stops every open link of that party of that event. */
export async function revokeLink(db: Db, input: { eventId: number; party: PartyKind }, now = new Date()) {
  await db
    .update(counterpartyLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(counterpartyLinks.eventId, input.eventId),
        eq(counterpartyLinks.party, input.party),
        isNull(counterpartyLinks.revokedAt),
      ),
    );
}

const linkView = (services: LinkServices, link: LinkRow) => {
  const token = unsealToken(services.linkSecret, link.tokenSealed);
  // sealed under another secret (LINK_SECRET changed): the link can no longer be shown
  if (token === null) return null;
  return {
    url: counterpartyUrl(services.publicUrl, token),
    expiresAt: link.expiresAt,
    lastUsedAt: link.lastUsedAt,
  };
};

/**
 * A new link for one party of an event, open `days` days (`COUNTERPARTY_LINK_DAYS` unless given);
 * the party's earlier links stop opening. The event must have that party.
 */
export async function generateLink(
  db: Db,
  services: LinkServices,
  input: { eventId: number; party: PartyKind; days?: number },
  actorId: number,
  now = new Date(),
) {
  const days = input.days ?? services.counterpartyLinkDays ?? DEFAULT_LINK_DAYS;
  const token = newToken();
  const link = await db.transaction(async (tx) => {
    await lockEvent(tx, input.eventId);
    if (!(await partyOf(tx, input.eventId, input.party))) throw new AppError('counterparty_party_missing');
    await revokeLink(tx, input, now);
    const [created] = await tx
      .insert(counterpartyLinks)
      .values({
        eventId: input.eventId,
        party: input.party,
        tokenHash: hashToken(token),
        tokenSealed: sealToken(services.linkSecret, token),
        expiresAt: new Date(now.getTime() + days * DAY_MS),
        createdBy: actorId,
      })
      .returning();
    if (!created) throw new Error('generateLink: no row inserted');
    return created;
  });
  return { url: counterpartyUrl(services.publicUrl, token), expiresAt: link.expiresAt, lastUsedAt: null };
}

/** The party's link that opens now, for staff to copy again; null when there is none. */
export async function currentLink(
  db: Db,
  services: LinkServices,
  input: { eventId: number; party: PartyKind },
  now = new Date(),
) {
  await liveEvent(db, input.eventId);
  const [link] = await db
    .select()
    .from(counterpartyLinks)
    .where(
      and(
        eq(counterpartyLinks.eventId, input.eventId),
        eq(counterpartyLinks.party, input.party),
        openLink(now),
      ),
    )
    .orderBy(desc(counterpartyLinks.id))
    .limit(1);
  return link ? linkView(services, link) : null;
}

/**
 * The open link a visitor's token names, on a live event, marked used now; anything else
 * (unknown, expired, revoked, event deleted) is `counterparty_link_not_found`.
 */
async function linkOfToken(db: Db, token: string, now: Date): Promise<LinkRow> {
  const [link] = await db
    .update(counterpartyLinks)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(counterpartyLinks.tokenHash, hashToken(token)),
        openLink(now),
        sql`exists (select 1 from ${events} where ${events.id} = ${counterpartyLinks.eventId} and ${events.deletedAt} is null)`,
      ),
    )
    .returning();
  if (!link) throw new AppError('counterparty_link_not_found');
  return link;
}

/** Whether a token opens its page now (the page's own request: counted by the limiter, not a use). */
export async function linkIsOpen(
  db: Db,
  token: string,
  ipAddress: string,
  now = new Date(),
): Promise<boolean> {
  await admitPublicRequest(db, ipAddress, now);
  return opens(db, token, now);
}

async function opens(db: Db, token: string, now: Date): Promise<boolean> {
  const [link] = await db
    .select({ id: counterpartyLinks.id })
    .from(counterpartyLinks)
    .innerJoin(events, eq(events.id, counterpartyLinks.eventId))
    .where(and(eq(counterpartyLinks.tokenHash, hashToken(token)), openLink(now), isNull(events.deletedAt)));
  return link !== undefined;
}

/** Refuses a token that opens no link now, before an upload's files are read (not a use: the upload marks it). */
export async function refuseClosedLink(db: Db, token: string, now = new Date()): Promise<void> {
  if (!(await opens(db, token, now))) throw new AppError('counterparty_link_not_found');
}

/** The party's allowed fields, picked one by one from the row: nothing else leaves. */
const ownFields = (kind: PartyKind, party: PartyRow) =>
  Object.fromEntries(fieldsOfParty(kind).map((field) => [field, party[field]])) as PublicView['fields'];

/** What the public page shows: the event's name, date and place, and the party's own fields. */
export async function publicView(db: Db, token: string, now = new Date()): Promise<PublicView> {
  const link = await linkOfToken(db, token, now);
  const event = await liveEvent(db, link.eventId);
  const party = await partyOf(db, link.eventId, link.party);
  if (!party) throw new AppError('counterparty_link_not_found');
  const hall = await partyOf(db, link.eventId, 'sala');
  return {
    event: { name: event.name, date: event.date, place: event.location || hall?.name || '' },
    party: link.party,
    fields: ownFields(link.party, party),
    certificates: {
      ownershipCertificate: party.ownershipCertificate !== '',
      cifCertificate: party.cifCertificate !== '',
    },
  };
}

/** The party's row after a counterparty's change: a new version, written by no staff user. */
const counterpartyWrite = () => ({
  version: sql<number>`${eventParties.version} + 1`,
  updatedAt: new Date(),
  updatedBy: null,
});

/**
 * The counterparty's data onto the event's party. Only fields that changed are kept as a
 * submission (their values and what was there before), and the event's staff are told.
 */
export async function updateDatas(db: Db, input: UpdateDatasInput, now = new Date()): Promise<PublicView> {
  const { token, ...given } = input;
  await db.transaction(async (tx) => {
    const link = await linkOfToken(tx, token, now);
    const allowed = new Set<string>(fieldsOfParty(link.party));
    if (Object.keys(given).some((field) => !allowed.has(field))) throw new AppError('validation_error');
    await lockEvent(tx, link.eventId);
    const party = await partyOf(tx, link.eventId, link.party);
    if (!party) throw new AppError('counterparty_link_not_found');
    const changes = changesOf(party, given);
    if (changes.length === 0) return;
    const values = Object.fromEntries(changes.map((c) => [c.field, c.newValue]));
    await tx
      .update(eventParties)
      .set({ ...values, ...counterpartyWrite() })
      .where(eq(eventParties.id, party.id));
    await tx.insert(counterpartySubmissions).values({
      eventId: link.eventId,
      party: link.party,
      linkId: link.id,
      values,
      previous: Object.fromEntries(changes.map((c) => [c.field, c.oldValue])),
      submittedAt: now,
    });
    await refreshListColumns(tx, link.eventId);
    await notify(tx, {
      kind: 'counterparty_sent',
      userId: null,
      eventId: link.eventId,
      data: { party: link.party, fields: changes.map((c) => c.field) },
    });
  });
  forgetEventCounts();
  return publicView(db, token, now);
}

/** The advance as the link shows it; null for a party whose link does not carry it (`carriesAdvance`). */
export async function advanceView(db: Db, token: string, now = new Date()): Promise<PublicAdvance> {
  const link = await linkOfToken(db, token, now);
  if (!carriesAdvance(link.party)) return null;
  const event = await liveEvent(db, link.eventId);
  return publicAdvanceOf(db, link, event.date);
}

/** The open link of `token`, refused with `counterparty_no_advance` when it does not carry the advance. */
async function advanceLinkOf(db: Db, token: string, now: Date): Promise<LinkRow> {
  const link = await linkOfToken(db, token, now);
  if (!carriesAdvance(link.party)) throw new AppError('counterparty_no_advance');
  return link;
}

/** The link confirms a step of the schedule: a change for staff to accept. */
export async function confirmSchedule(
  db: Db,
  input: { token: string; scheduleItemId: number },
  now = new Date(),
): Promise<PublicAdvance> {
  const link = await advanceLinkOf(db, input.token, now);
  await proposeConfirmation(db, link, input.scheduleItemId, now);
  return advanceView(db, input.token, now);
}

/** The link names the travelling party or the guest list: a change for staff to accept. */
export async function sendAdvanceList(
  db: Db,
  input: { token: string } & (
    | { kind: 'travelling_party'; people: TravellingPerson[] }
    | { kind: 'guest_list'; guests: Guest[] }
  ),
  now = new Date(),
): Promise<PublicAdvance> {
  const { token, ...list } = input;
  const link = await advanceLinkOf(db, token, now);
  await proposeList(db, link, list, now);
  return advanceView(db, token, now);
}

/** The link sends files to a technical point of the advance: each a change for staff to accept. */
export async function uploadAdvanceFiles(
  db: Db,
  services: Pick<Services, 'storage'>,
  input: AdvanceFilesInput,
  now = new Date(),
): Promise<PublicAdvance> {
  const link = await advanceLinkOf(db, input.token, now);
  await proposeFiles(db, services.storage, link, input, now);
  return advanceView(db, input.token, now);
}

type CertificateFile = UploadFilesInput['files'][number];

/**
 * Certificates onto one party of an event, sent by its counterparty (`actorId` null: a new
 * version of the party, and the event's staff are told) or uploaded by staff (not part of the
 * open form's version, like a company's images). Every file is checked before any is stored, and
 * the files they replace are deleted once the change is committed, when they were uploaded for
 * this party and no other row holds them. `missing`: what a party that is not there is refused with.
 */
async function storeCertificates(
  db: Db,
  storage: Services['storage'],
  target: { eventId: number; party: PartyKind },
  files: CertificateFile[],
  actorId: number | null,
  missing: 'counterparty_link_not_found' | 'not_found',
): Promise<void> {
  const checked = [];
  for (const file of files) checked.push({ ...file, ...(await checkCertificate(file.bytes)) });
  const keys: Partial<Record<CertificateField, string>> = {};
  for (const file of checked) {
    const key = `counterparty/${target.eventId}/${target.party}/${randomUUID()}.${file.extension}`;
    await storage.put(key, file.bytes, file.contentType);
    keys[file.field] = key;
  }
  const replaced = await db.transaction(async (tx) => {
    await lockEvent(tx, target.eventId);
    const party = await partyOf(tx, target.eventId, target.party);
    if (!party) throw new AppError(missing);
    const write = actorId === null ? counterpartyWrite() : { updatedAt: new Date(), updatedBy: actorId };
    await tx
      .update(eventParties)
      .set({ ...keys, ...write })
      .where(eq(eventParties.id, party.id));
    if (actorId === null) {
      await notify(tx, {
        kind: 'counterparty_sent',
        userId: null,
        eventId: target.eventId,
        data: { party: target.party, fields: Object.keys(keys) },
      });
    }
    const replaced = certificateFields.flatMap((field) =>
      keys[field] && party[field] ? [party[field]] : [],
    );
    const deletable = await Promise.all(replaced.map((key) => isOwnUnsharedCertificate(tx, key, party)));
    return replaced.filter((_, i) => deletable[i]);
  });
  for (const key of replaced) await storage.delete(key);
}

/** The counterparty's certificates onto its party (`storeCertificates`). */
export async function uploadFiles(
  db: Db,
  services: Pick<Services, 'storage'>,
  input: UploadFilesInput,
  now = new Date(),
): Promise<PublicView> {
  const link = await linkOfToken(db, input.token, now);
  await storeCertificates(db, services.storage, link, input.files, null, 'counterparty_link_not_found');
  return publicView(db, input.token, now);
}

/** Which certificates a party of an event has, for its staff. */
export async function certificatesOf(
  db: Db,
  input: { eventId: number; party: PartyKind },
): Promise<Record<CertificateField, boolean>> {
  await liveEvent(db, input.eventId);
  const party = await partyOf(db, input.eventId, input.party);
  if (!party) throw new AppError('not_found');
  return {
    ownershipCertificate: party.ownershipCertificate !== '',
    cifCertificate: party.cifCertificate !== '',
  };
}

/** A certificate of a party of an event, uploaded (or replaced) by staff. */
export async function uploadCertificate(
  db: Db,
  services: Pick<Services, 'storage'>,
  input: { eventId: number; party: PartyKind; field: CertificateField; file: Uint8Array },
  actorId: number,
) {
  await liveEvent(db, input.eventId);
  await storeCertificates(
    db,
    services.storage,
    input,
    [{ field: input.field, bytes: input.file }],
    actorId,
    'not_found',
  );
  return certificatesOf(db, input);
}

/** A certificate of a party of an event for staff to download. */
export async function certificateFile(
  db: Db,
  services: Pick<Services, 'storage'>,
  input: { eventId: number; party: PartyKind; field: CertificateField },
) {
  await liveEvent(db, input.eventId);
  const party = await partyOf(db, input.eventId, input.party);
  if (!party) throw new AppError('not_found');
  return downloadOf(services.storage, party[input.field], `${input.field}-${input.eventId}-${input.party}`);
}

type SubmissionRow = typeof counterpartySubmissions.$inferSelect;

/** The sendings not yet accepted, oldest first, folded into one: the first `previous`, the last value. */
function folded(rows: SubmissionRow[]) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const row of rows) {
    for (const [field, value] of Object.entries(row.previous)) if (!(field in before)) before[field] = value;
    Object.assign(after, row.values);
  }
  return { before, after };
}

const pendingWhere = (eventId: number, party: PartyKind) =>
  and(
    eq(counterpartySubmissions.eventId, eventId),
    eq(counterpartySubmissions.party, party),
    isNull(counterpartySubmissions.acceptedAt),
  );

/**
 * What the party sent that is not in its master yet, as field: before → after over all its
 * sendings since the last accepted; when everything is accepted, the last sending. Null: never sent.
 */
export async function submissionOf(
  db: Db,
  input: { eventId: number; party: PartyKind },
): Promise<SubmissionView> {
  await liveEvent(db, input.eventId);
  const pending = await db
    .select()
    .from(counterpartySubmissions)
    .where(pendingWhere(input.eventId, input.party))
    .orderBy(asc(counterpartySubmissions.id));
  const rows =
    pending.length > 0
      ? pending
      : await db
          .select()
          .from(counterpartySubmissions)
          .where(
            and(
              eq(counterpartySubmissions.eventId, input.eventId),
              eq(counterpartySubmissions.party, input.party),
            ),
          )
          .orderBy(desc(counterpartySubmissions.id))
          .limit(1);
  const last = rows.at(-1);
  if (!last) return null;
  const { before, after } = folded(rows);
  const party = await partyOf(db, input.eventId, input.party);
  return {
    id: last.id,
    submittedAt: last.submittedAt,
    acceptedAt: last.acceptedAt,
    changes: Object.entries(after).map(([field, value]) => ({ field, before: before[field], after: value })),
    hasMaster: Boolean(party?.[maestroColumn[input.party]]),
  };
}

/**
 * Copies what the party sent (every sending up to `submissionId` not yet accepted, and its
 * certificates for an artist) into the master the party was picked from, and marks it accepted.
 * A party with no master is `counterparty_no_master`: no master is made.
 */
export async function acceptSubmission(db: Db, submissionId: number, actorId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const [submission] = await tx
      .select()
      .from(counterpartySubmissions)
      .where(eq(counterpartySubmissions.id, submissionId));
    if (!submission) throw new AppError('counterparty_submission_not_found');
    const { eventId, party: kind } = submission;
    await lockEvent(tx, eventId);
    const party = await partyOf(tx, eventId, kind);
    const masterId = party?.[maestroColumn[kind]];
    if (!party || !masterId) throw new AppError('counterparty_no_master');
    const accepted = await tx
      .update(counterpartySubmissions)
      .set({ acceptedAt: now, acceptedBy: actorId })
      .where(and(pendingWhere(eventId, kind), lte(counterpartySubmissions.id, submissionId)))
      .returning();
    const master = masterOf[kind];
    // `returning` keeps no order; the folding needs the sendings oldest first
    const { after } = folded(accepted.sort((a, b) => a.id - b.id));
    const fields: Record<string, unknown> = {};
    for (const field of [...fieldsOfParty(kind), ...certificateFields] as (
      | CounterpartyField
      | CertificateField
    )[]) {
      const fromParty = certificateFields.includes(field as CertificateField)
        ? party[field] || undefined
        : undefined;
      const value = field in after ? after[field] : fromParty;
      if (value !== undefined && Object.hasOwn(master.schema.shape, field)) fields[field] = value;
    }
    if (Object.keys(fields).length === 0) return;
    const current = await master.service.find(tx, masterId);
    await master.service.update(tx, { id: masterId, version: current.version, ...fields }, actorId);
  });
}
