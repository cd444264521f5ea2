import { type Db, type PartyKind, schema } from '@bolo/db';
import type { AdvanceChangeKind } from '@bolo/db/advance-kinds';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { notify } from '../../notifications';
import { AppError } from '../../shared/errors';
import type { FileStorage } from '../../storage';
import { liveEvent, lockEvent, nextVersion } from '../store';
import { type FileRow, fileOf, fileSummary, itemOf, storeFiles } from './files';
import { guestItems, newPeople } from './rules';
import {
  type AdvanceChange,
  type AdvanceChanges,
  type AdvanceFileUpload,
  type ChangeAcceptAllInput,
  type Guest,
  guest,
  type PublicAdvance,
  type TravellingPerson,
  travellingPerson,
} from './schemas';
import { audit, insertRows, pending, rowsOf, summary, summaryOf, userNames } from './service';

const { eventAdvanceChanges, eventAdvanceFiles, eventScheduleItems } = schema;
type ChangeRow = typeof eventAdvanceChanges.$inferSelect;

/** The link a change comes through: its id, its event and its party. */
export interface ChangeLink {
  id: number;
  eventId: number;
  party: PartyKind;
}

/** How many decided changes the review's history shows. */
const DECIDED_SHOWN = 50;

const ofParty = (link: ChangeLink, kind: AdvanceChangeKind) =>
  and(
    eq(eventAdvanceChanges.eventId, link.eventId),
    eq(eventAdvanceChanges.party, link.party),
    eq(eventAdvanceChanges.kind, kind),
  );

/** Keeps what the link sent as a change to review, and tells the event's staff. */
async function propose(
  db: Db,
  link: ChangeLink,
  change: { kind: AdvanceChangeKind; targetId?: number; payload?: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await db.insert(eventAdvanceChanges).values({
    eventId: link.eventId,
    party: link.party,
    linkId: link.id,
    submittedAt: now,
    ...change,
  });
  await notify(db, {
    kind: 'counterparty_advance_sent',
    userId: null,
    eventId: link.eventId,
    data: { party: link.party, change: change.kind },
  });
}

/** The link confirms a step of the schedule: once, while it is not confirmed nor waiting to be. */
export async function proposeConfirmation(db: Db, link: ChangeLink, stepId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    await lockEvent(tx, link.eventId);
    const [step] = await tx
      .select({ confirmedAt: eventScheduleItems.confirmedAt })
      .from(eventScheduleItems)
      .where(and(eq(eventScheduleItems.id, stepId), eq(eventScheduleItems.eventId, link.eventId)));
    if (!step) throw new AppError('not_found');
    if (step.confirmedAt) return;
    const [waiting] = await tx
      .select({ id: eventAdvanceChanges.id })
      .from(eventAdvanceChanges)
      .where(and(ofParty(link, 'confirm_schedule'), eq(eventAdvanceChanges.targetId, stepId), pending));
    if (!waiting) await propose(tx, link, { kind: 'confirm_schedule', targetId: stepId }, now);
  });
}

/** The link names its travelling party or guest list: it replaces the one it sent before and staff have not decided. */
export async function proposeList(
  db: Db,
  link: ChangeLink,
  list: { kind: 'travelling_party'; people: TravellingPerson[] } | { kind: 'guest_list'; guests: Guest[] },
  now = new Date(),
) {
  const { kind, ...payload } = list;
  await db.transaction(async (tx) => {
    await lockEvent(tx, link.eventId);
    await tx.delete(eventAdvanceChanges).where(and(ofParty(link, kind), pending));
    await propose(tx, link, { kind, payload }, now);
  });
}

/** The most files one link may have waiting for staff: a forwarded link cannot fill the storage. */
export const MAX_WAITING_LINK_FILES = 20;

/** `advance_files_waiting` when `adding` files would put the link past its files waiting. */
async function refuseTooManyWaiting(db: Db, link: ChangeLink, adding: number) {
  const waiting = await db.$count(
    eventAdvanceFiles,
    and(eq(eventAdvanceFiles.linkId, link.id), eq(eventAdvanceFiles.pending, true)),
  );
  if (waiting + adding > MAX_WAITING_LINK_FILES) throw new AppError('advance_files_waiting');
}

/** The link sends files (a stage plot, an input list) to a technical point: each one a change to review. */
export async function proposeFiles(
  db: Db,
  storage: FileStorage,
  link: ChangeLink,
  input: { itemId: number; files: AdvanceFileUpload[] },
  now = new Date(),
) {
  // before the bytes are stored, and again under the event's lock once they are counted in
  await refuseTooManyWaiting(db, link, input.files.length);
  await storeFiles(
    db,
    storage,
    { eventId: link.eventId, itemId: input.itemId, section: 'technical' },
    input.files,
    { party: link.party, linkId: link.id },
    async (tx, item, rows) => {
      await refuseTooManyWaiting(tx, link, 0);
      for (const row of rows)
        await propose(tx, link, { kind: 'file', targetId: item.id, payload: { fileId: row.id } }, now);
    },
  );
}

/** The last list of `kind` the party sent that staff did not reject, or none. */
async function lastList(db: Db, link: ChangeLink, kind: 'travelling_party' | 'guest_list') {
  const [row] = await db
    .select({ payload: eventAdvanceChanges.payload })
    .from(eventAdvanceChanges)
    .where(and(ofParty(link, kind), isNull(eventAdvanceChanges.rejectedAt)))
    .orderBy(desc(eventAdvanceChanges.id))
    .limit(1);
  return row?.payload;
}

/**
 * The advance as the party's link shows it: the schedule (each step confirmed, or its confirmation
 * sent), the technical points with the files the party sent them, and the lists it sent last.
 */
export async function publicAdvanceOf(db: Db, link: ChangeLink, date: string | null): Promise<PublicAdvance> {
  const [schedule, items, files, confirmations, people, guests] = await Promise.all([
    rowsOf(db, 'schedule', link.eventId),
    rowsOf(db, 'items', link.eventId),
    db
      .select()
      .from(eventAdvanceFiles)
      .where(and(eq(eventAdvanceFiles.eventId, link.eventId), eq(eventAdvanceFiles.party, link.party)))
      .orderBy(asc(eventAdvanceFiles.id)),
    db
      .select({ targetId: eventAdvanceChanges.targetId })
      .from(eventAdvanceChanges)
      .where(and(ofParty(link, 'confirm_schedule'), pending)),
    lastList(db, link, 'travelling_party'),
    lastList(db, link, 'guest_list'),
  ]);
  const sent = new Set(confirmations.map((row) => row.targetId));
  return {
    date,
    schedule: schedule.map((step) => ({
      id: step.id,
      day: step.day,
      time: step.time,
      endTime: step.endTime,
      kind: step.kind,
      label: step.label,
      source: step.source,
      place: step.place,
      confirmed: step.confirmedAt !== null,
      confirmationSent: sent.has(step.id),
    })),
    technical: items
      .filter((item) => item.section === 'technical')
      .map((item) => ({
        id: item.id,
        title: item.title,
        source: item.source,
        details: item.details,
        files: files
          .filter((file) => file.itemId === item.id)
          .map((file) => ({ id: file.id, name: file.name, pending: file.pending })),
      })),
    travellingParty: travellingPerson.array().catch([]).parse(people?.people),
    guestList: guest.array().catch([]).parse(guests?.guests),
  };
}

/** The changes of the event as staff review them: what each brings, and who decided it, when. */
export async function changesOf(db: Db, eventId: number): Promise<AdvanceChanges> {
  await liveEvent(db, eventId);
  const decided = or(isNotNull(eventAdvanceChanges.acceptedAt), isNotNull(eventAdvanceChanges.rejectedAt));
  const [open, closed, schedule, items] = await Promise.all([
    db
      .select()
      .from(eventAdvanceChanges)
      .where(and(eq(eventAdvanceChanges.eventId, eventId), pending))
      .orderBy(asc(eventAdvanceChanges.id)),
    db
      .select()
      .from(eventAdvanceChanges)
      .where(and(eq(eventAdvanceChanges.eventId, eventId), decided))
      .orderBy(desc(eventAdvanceChanges.id))
      .limit(DECIDED_SHOWN),
    rowsOf(db, 'schedule', eventId),
    rowsOf(db, 'items', eventId),
  ]);
  const rows = [...open, ...closed];
  const fileIds = rows.flatMap((row) => (row.kind === 'file' ? [Number(row.payload.fileId)] : []));
  const [files, names] = await Promise.all([
    fileIds.length === 0
      ? []
      : db.select().from(eventAdvanceFiles).where(inArray(eventAdvanceFiles.id, fileIds)),
    userNames(
      db,
      rows.flatMap((row) => [row.acceptedBy, row.rejectedBy]),
    ),
  ]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const view = (row: ChangeRow): AdvanceChange => {
    const step = row.kind === 'confirm_schedule' ? schedule.find((s) => s.id === row.targetId) : undefined;
    const item = row.kind === 'file' ? items.find((i) => i.id === row.targetId) : undefined;
    const file = row.kind === 'file' ? files.find((f) => f.id === Number(row.payload.fileId)) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      party: row.party,
      submittedAt: row.submittedAt,
      step: step ? { ...summaryOf.schedule(step), confirmedAt: step.confirmedAt } : null,
      item: item ? { title: item.title, source: item.source } : null,
      file: file ? { id: file.id, name: file.name, size: file.size } : null,
      people:
        row.kind === 'travelling_party' ? travellingPerson.array().catch([]).parse(row.payload.people) : null,
      guests: row.kind === 'guest_list' ? guest.array().catch([]).parse(row.payload.guests) : null,
      acceptedAt: row.acceptedAt,
      acceptedByName: nameOf(row.acceptedBy),
      rejectedAt: row.rejectedAt,
      rejectedByName: nameOf(row.rejectedBy),
    };
  };
  return { pending: open.map(view), decided: closed.map(view) };
}

/** A change of the event not yet decided: `not_found` when it is another event's or gone, `advance_change_decided` when decided. */
async function pendingChange(db: Db, key: { eventId: number; id: number }): Promise<ChangeRow> {
  const [row] = await db
    .select()
    .from(eventAdvanceChanges)
    .where(and(eq(eventAdvanceChanges.id, key.id), eq(eventAdvanceChanges.eventId, key.eventId)));
  if (!row) throw new AppError('not_found');
  if (row.acceptedAt || row.rejectedAt) throw new AppError('advance_change_decided');
  return row;
}

/**
 * Applies one change to the advance, in the history under `actorId`: a step confirmed, a file one
 * of its point's, the people that are not there yet added as contacts or guest list points. False
 * when what it is about is gone (the step or file deleted since).
 */
async function apply(db: Db, change: ChangeRow, actorId: number, now: Date): Promise<boolean> {
  const { eventId } = change;
  const writer = { actorId, recorded: true };
  if (change.kind === 'confirm_schedule') {
    const [step] = await db
      .update(eventScheduleItems)
      .set({ confirmedAt: now, confirmedBy: actorId, ...nextVersion(eventScheduleItems, actorId) })
      .where(and(eq(eventScheduleItems.id, change.targetId ?? 0), eq(eventScheduleItems.eventId, eventId)))
      .returning();
    if (!step) return false;
    await audit(db, eventId, actorId, [
      { field: 'confirmed', oldValue: null, newValue: summary('schedule', step) },
    ]);
    return true;
  }
  if (change.kind === 'file') {
    const file: FileRow | undefined = await fileOf(db, { eventId, id: Number(change.payload.fileId) }).catch(
      () => undefined,
    );
    if (!file) return false;
    await db.update(eventAdvanceFiles).set({ pending: false }).where(eq(eventAdvanceFiles.id, file.id));
    const item = await itemOf(db, eventId, file.itemId);
    await audit(db, eventId, actorId, [{ field: 'file', oldValue: null, newValue: fileSummary(item, file) }]);
    return true;
  }
  if (change.kind === 'travelling_party') {
    const people = travellingPerson.array().parse(change.payload.people);
    await insertRows(
      db,
      'contacts',
      eventId,
      newPeople(people, await rowsOf(db, 'contacts', eventId)),
      writer,
    );
    return true;
  }
  const guests = guest.array().parse(change.payload.guests);
  await insertRows(db, 'items', eventId, guestItems(guests, await rowsOf(db, 'items', eventId)), writer);
  return true;
}

const decide = (db: Db, id: number, stamp: Partial<ChangeRow>) =>
  db.update(eventAdvanceChanges).set(stamp).where(eq(eventAdvanceChanges.id, id));

/** Accepts one change: applied (`advance_change_target_gone` when what it is about is gone), who and when kept. */
export async function acceptChange(
  db: Db,
  key: { eventId: number; id: number },
  actorId: number,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockEvent(tx, key.eventId);
    const change = await pendingChange(tx, key);
    if (!(await apply(tx, change, actorId, now))) throw new AppError('advance_change_target_gone');
    await decide(tx, change.id, { acceptedAt: now, acceptedBy: actorId });
  });
}

/**
 * Accepts the changes `ids` that still wait, oldest first: those staff saw, not one sent since.
 * One whose step or file is gone stays to be rejected.
 */
export async function acceptAllChanges(
  db: Db,
  { eventId, ids }: ChangeAcceptAllInput,
  actorId: number,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const waiting = await tx
      .select()
      .from(eventAdvanceChanges)
      .where(and(eq(eventAdvanceChanges.eventId, eventId), inArray(eventAdvanceChanges.id, ids), pending))
      .orderBy(asc(eventAdvanceChanges.id));
    for (const change of waiting)
      if (await apply(tx, change, actorId, now))
        await decide(tx, change.id, { acceptedAt: now, acceptedBy: actorId });
  });
}

/** Rejects one change: nothing applied; a file it brought is deleted, its bytes too. */
export async function rejectChange(
  db: Db,
  storage: FileStorage,
  key: { eventId: number; id: number },
  actorId: number,
  now = new Date(),
) {
  const dropped = await db.transaction(async (tx) => {
    await lockEvent(tx, key.eventId);
    const change = await pendingChange(tx, key);
    await decide(tx, change.id, { rejectedAt: now, rejectedBy: actorId });
    if (change.kind !== 'file') return [];
    return tx
      .delete(eventAdvanceFiles)
      .where(
        and(
          eq(eventAdvanceFiles.id, Number(change.payload.fileId)),
          eq(eventAdvanceFiles.eventId, key.eventId),
          eq(eventAdvanceFiles.pending, true),
        ),
      )
      .returning({ key: eventAdvanceFiles.storageKey });
  });
  for (const file of dropped) await storage.delete(file.key);
}
