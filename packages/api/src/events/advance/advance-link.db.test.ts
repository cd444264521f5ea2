import { randomInt } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type Database, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../../access';
import { createCaller } from '../../root';
import { MAX_FILE_BYTES } from '../../storage/public';
import {
  type callerFor,
  callerWithRole,
  recordingServices,
  testContext,
  withAdminAndClerk,
} from '../../testing';
import { errorCodeOf } from '../../trpc-errors';
import { MAX_WAITING_LINK_FILES } from './changes';

type Caller = Awaited<ReturnType<typeof callerFor>>;
let database: Database;
let admin: Caller;
let clerk: Caller;
/** Production staff: they accept what the link sent (`Produccion`), named as their role. */
let staff: Caller;
const staffName = ADMIN_ROLE;
const services = recordingServices();

/** A visitor without an account, from an address of its own. */
const visitor = () =>
  createCaller({
    ...testContext(database, null, services),
    ipAddress: `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`,
  });
const tokenOf = (url: string | undefined) => url?.split('/altainfo/')[1] ?? '';
const codeOf = (call: Promise<unknown>) => call.then(() => 'ok', errorCodeOf);
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  ({ database, admin, clerk } = await withAdminAndClerk(services));
  staff = await callerWithRole(database, ADMIN_ROLE, services);
});
afterAll(async () => {
  await database.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

/** An event with an artist and a show day, its schedule from production and an input list to send. */
async function showWithLink(name: string) {
  const { id: eventId } = await admin.events.create({
    name,
    eventType: 'Promotores',
    date: '2027-05-21',
    startTime: '21:00',
    artista: { name: name.split(' en ')[0] },
    promotor: { name: 'Promotora Sur' },
  });
  const withItem = await admin.advance.itemCreate({ eventId, section: 'technical', title: 'Input list' });
  const inputList = withItem.items.find((item) => item.title === 'Input list');
  if (!inputList) throw new Error('no input list point');
  const link = await clerk.counterparty.generateLink({ eventId, party: 'artista' });
  return { eventId, advance: withItem, inputListId: inputList.id, token: tokenOf(link?.url) };
}

describe('the artist’s team advances the show through its counterparty link', () => {
  it('confirms two steps and sends an input list without an account; staff accept both, and who and when is kept', async () => {
    const { eventId, advance, inputListId, token } = await showWithLink('Triángulo de Amor Bizarro en Apolo');
    const [soundcheck, set] = ['soundcheck', 'set'].map((kind) =>
      advance.schedule.find((s) => s.kind === kind),
    );
    if (!soundcheck || !set) throw new Error('no schedule from production');

    const shown = await visitor().counterparty.advanceView({ token });
    expect(shown?.schedule.map((step) => step.kind)).toEqual(advance.schedule.map((step) => step.kind));
    expect(shown?.technical.map((item) => item.title)).toContain('Input list');

    await visitor().counterparty.confirmSchedule({ token, scheduleItemId: soundcheck.id });
    await visitor().counterparty.confirmSchedule({ token, scheduleItemId: set.id });
    // confirming again while it waits adds nothing
    await visitor().counterparty.confirmSchedule({ token, scheduleItemId: set.id });
    const sent = await visitor().counterparty.uploadAdvanceFiles({
      token,
      itemId: inputListId,
      files: [{ name: 'input-list.pdf', bytes: pdf }],
    });
    expect(sent?.schedule.filter((step) => step.confirmationSent).map((step) => step.id)).toEqual([
      soundcheck.id,
      set.id,
    ]);
    expect(sent?.technical.find((item) => item.id === inputListId)?.files).toEqual([
      { id: expect.any(Number), name: 'input-list.pdf', pending: true },
    ]);

    // nothing is applied before staff accept: the step is not confirmed, the file not one of the point's
    expect((await staff.advance.get({ eventId })).files).toEqual([]);
    const review = await staff.advance.changes({ eventId });
    expect(review.pending.map((change) => [change.kind, change.step?.kind ?? change.file?.name])).toEqual([
      ['confirm_schedule', 'soundcheck'],
      ['confirm_schedule', 'set'],
      ['file', 'input-list.pdf'],
    ]);
    expect(review.pending.every((change) => change.party === 'artista')).toBe(true);
    const notes = await staff.notifications.list({ page: 1, size: 20 });
    expect(notes.items.some((note) => note.kind === 'counterparty_advance_sent')).toBe(true);

    const before = Date.now();
    const [first, ...rest] = review.pending;
    await staff.advance.changeAccept({ eventId, id: first?.id ?? 0 });
    // sent while staff read the panel: "accept all" takes what the panel showed, this one waits
    const doors = advance.schedule.find((s) => s.kind === 'doors');
    await visitor().counterparty.confirmSchedule({ token, scheduleItemId: doors?.id ?? 0 });
    const after = await staff.advance.changeAcceptAll({ eventId, ids: rest.map((change) => change.id) });
    expect(after.pending.map((change) => change.step?.kind)).toEqual(['doors']);
    expect(after.decided).toHaveLength(1 + rest.length);
    for (const change of after.decided) {
      expect(change.acceptedByName).toBe(staffName);
      expect(change.acceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }

    const accepted = await staff.advance.get({ eventId });
    const confirmed = accepted.schedule.filter((step) => step.confirmedAt !== null);
    expect(confirmed.map((step) => [step.kind, step.confirmedByName])).toEqual([
      ['soundcheck', staffName],
      ['set', staffName],
    ]);
    expect(accepted.files.map((file) => [file.itemId, file.name])).toEqual([[inputListId, 'input-list.pdf']]);
    const download = await staff.advance.fileDownload({ eventId, id: accepted.files[0]?.id ?? 0 });
    expect(download.contentType).toBe('application/pdf');
    expect(download.filename).toBe('input-list.pdf');

    const history = await staff.events.audit({ id: eventId, page: 1, size: 50 });
    const lines = history.items.filter((line) => line.part === 'avance' && line.userName === staffName);
    expect(lines.map((line) => line.field).sort()).toEqual(['confirmed', 'confirmed', 'file']);
  });

  it('asks the artist to confirm a step again once staff move it, and drops a confirmation waiting for the old time', async () => {
    const { eventId, advance, token } = await showWithLink('Rufus T. Firefly en Apolo');
    const [soundcheck, set] = ['soundcheck', 'set'].map((kind) =>
      advance.schedule.find((s) => s.kind === kind),
    );
    if (!soundcheck || !set) throw new Error('no schedule from production');
    await visitor().counterparty.confirmSchedule({ token, scheduleItemId: soundcheck.id });
    await visitor().counterparty.confirmSchedule({ token, scheduleItemId: set.id });
    const [first] = (await staff.advance.changes({ eventId })).pending;
    await staff.advance.changeAccept({ eventId, id: first?.id ?? 0 });
    const stepNow = async (id: number) => {
      const step = (await staff.advance.get({ eventId })).schedule.find((s) => s.id === id);
      if (!step) throw new Error('no step');
      return step;
    };

    /** Staff change step `id` at the version it is at now. */
    const editStep = async (id: number, fields: { notes?: string; time?: string }) => {
      const { version } = await stepNow(id);
      await staff.advance.scheduleUpdate({ eventId, id, version, ...fields });
    };

    // a note keeps the confirmation: the time is what the artist confirmed
    await editStep(soundcheck.id, { notes: 'Con monitores' });
    expect((await stepNow(soundcheck.id)).confirmedAt).not.toBeNull();

    // moved: the confirmed soundcheck an hour later, the set (its confirmation waiting) half an hour
    await editStep(soundcheck.id, { time: '19:00' });
    await editStep(set.id, { time: '21:30' });
    expect((await stepNow(soundcheck.id)).confirmedAt).toBeNull();
    expect((await staff.advance.changes({ eventId })).pending).toEqual([]);
    const shown = await visitor().counterparty.advanceView({ token });
    expect(shown?.schedule.filter((step) => step.confirmed || step.confirmationSent)).toEqual([]);

    // the artist confirms the new time, which is what staff accept
    await visitor().counterparty.confirmSchedule({ token, scheduleItemId: soundcheck.id });
    const again = await staff.advance.changes({ eventId });
    expect(again.pending.map((change) => change.step?.time)).toEqual(['19:00']);
  });

  it('adds the travelling party as contacts and the guest list as its points once accepted, and drops what is rejected', async () => {
    const { eventId, inputListId, token } = await showWithLink('Ángel Stanich en Sala Sol');
    await visitor().counterparty.sendTravellingParty({
      token,
      people: [{ name: 'Marta Gil', role: 'tour_manager', job: '', phone: '+34 600 000 001' }],
    });
    // a second sending replaces the one staff have not looked at
    const view = await visitor().counterparty.sendTravellingParty({
      token,
      people: [
        { name: 'Marta Gil', role: 'tour_manager', job: '', phone: '+34 600 000 001' },
        { name: 'Iván Pena', role: 'other', job: 'Técnico de monitores', phone: '' },
      ],
    });
    expect(view?.travellingParty.map((person) => person.name)).toEqual(['Marta Gil', 'Iván Pena']);
    await visitor().counterparty.sendGuestList({
      token,
      guests: [{ name: 'Lucía Ramos', plusOnes: 1, askedBy: 'Ángel' }],
    });
    await visitor().counterparty.uploadAdvanceFiles({
      token,
      itemId: inputListId,
      files: [{ name: 'stage-plot.pdf', bytes: pdf }],
    });
    const review = await staff.advance.changes({ eventId });
    expect(review.pending.map((change) => change.kind)).toEqual(['travelling_party', 'guest_list', 'file']);
    const file = review.pending.find((change) => change.kind === 'file');
    const [stored] = await database.db
      .select()
      .from(schema.eventAdvanceFiles)
      .where(eq(schema.eventAdvanceFiles.eventId, eventId));
    await staff.advance.changeReject({ eventId, id: file?.id ?? 0 });
    expect(await services.storage.get(stored?.storageKey ?? '')).toBeNull();
    expect(await codeOf(staff.advance.changeAccept({ eventId, id: file?.id ?? 0 }))).toBe(
      'advance_change_decided',
    );

    await staff.advance.changeAcceptAll({ eventId, ids: review.pending.map((change) => change.id) });
    const advance = await staff.advance.get({ eventId });
    expect(advance.contacts.map(({ role, name, notes }) => ({ role, name, notes }))).toEqual([
      { role: 'tour_manager', name: 'Marta Gil', notes: '' },
      { role: 'other', name: 'Iván Pena', notes: 'Técnico de monitores' },
    ]);
    expect(
      advance.items
        .filter((item) => item.section === 'guest_list')
        .map(({ title, owner, state }) => ({ title, owner, state })),
    ).toContainEqual({ title: 'Lucía Ramos +1', owner: 'Ángel', state: 'confirmed' });
    expect(advance.files).toEqual([]);
  });

  it('refuses a closed or expired link, another event’s step or point, and a file too big or of another kind', async () => {
    const mine = await showWithLink('Biznaga en Moby Dick');
    const other = await showWithLink('Carolina Durante en Moby Dick');
    const step = other.advance.schedule[0];
    expect(
      await codeOf(
        visitor().counterparty.confirmSchedule({ token: mine.token, scheduleItemId: step?.id ?? 0 }),
      ),
    ).toBe('not_found');
    expect(
      await codeOf(
        visitor().counterparty.uploadAdvanceFiles({
          token: mine.token,
          itemId: other.inputListId,
          files: [{ name: 'input.pdf', bytes: pdf }],
        }),
      ),
    ).toBe('not_found');
    const upload = (bytes: Uint8Array) =>
      codeOf(
        visitor().counterparty.uploadAdvanceFiles({
          token: mine.token,
          itemId: mine.inputListId,
          files: [{ name: 'input', bytes }],
        }),
      );
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(pdf);
    expect(await upload(big)).toBe('payload_too_large');
    expect(await upload(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBe(
      'counterparty_file_type',
    );
    expect((await staff.advance.changes({ eventId: mine.eventId })).pending).toEqual([]);

    // files waiting for staff: up to MAX_WAITING_LINK_FILES from one link, then none until reviewed
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `plano-${i}.pdf`, bytes: pdf }));
    const send = (files: { name: string; bytes: Uint8Array }[]) =>
      visitor().counterparty.uploadAdvanceFiles({ token: mine.token, itemId: mine.inputListId, files });
    for (let sent = 0; sent < MAX_WAITING_LINK_FILES; sent += five.length) await send(five);
    expect(await codeOf(send(five.slice(0, 1)))).toBe('advance_files_waiting');
    const waiting = (await staff.advance.changes({ eventId: mine.eventId })).pending;
    expect(waiting).toHaveLength(MAX_WAITING_LINK_FILES);
    await staff.advance.changeReject({ eventId: mine.eventId, id: waiting[0]?.id ?? 0 });
    await send(five.slice(0, 1));

    // the promoter's link does not carry the advance
    const promoter = tokenOf(
      (await clerk.counterparty.generateLink({ eventId: mine.eventId, party: 'promotor' }))?.url,
    );
    expect(await visitor().counterparty.advanceView({ token: promoter })).toBeNull();
    expect(
      await codeOf(
        visitor().counterparty.confirmSchedule({
          token: promoter,
          scheduleItemId: mine.advance.schedule[0]?.id ?? 0,
        }),
      ),
    ).toBe('counterparty_no_advance');

    await database.db
      .update(schema.counterpartyLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.counterpartyLinks.eventId, mine.eventId));
    expect(await codeOf(visitor().counterparty.advanceView({ token: mine.token }))).toBe(
      'counterparty_link_not_found',
    );
    await clerk.counterparty.revokeLink({ eventId: other.eventId, party: 'artista' });
    expect(
      await codeOf(
        visitor().counterparty.sendGuestList({
          token: other.token,
          guests: [{ name: 'Nadie', plusOnes: 0, askedBy: '' }],
        }),
      ),
    ).toBe('counterparty_link_not_found');
  });

  it('lets staff attach, open and delete a point’s files, and keeps it in the history', async () => {
    const { eventId, inputListId } = await showWithLink('Rusowsky en Independance');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const attached = await staff.advance.fileUpload({
      eventId,
      itemId: inputListId,
      files: [{ name: 'plano de escenario.png', bytes: png }],
    });
    const [file] = attached.files;
    expect(file).toMatchObject({
      itemId: inputListId,
      name: 'plano de escenario.png',
      contentType: 'image/png',
    });
    const other = await showWithLink('Ralphie Choo en Independance');
    expect(await codeOf(staff.advance.fileDownload({ eventId: other.eventId, id: file?.id ?? 0 }))).toBe(
      'not_found',
    );
    const after = await staff.advance.fileDelete({ eventId, id: file?.id ?? 0 });
    expect(after.files).toEqual([]);
    // a point deleted takes its files, bytes included
    const again = await staff.advance.fileUpload({
      eventId,
      itemId: inputListId,
      files: [{ name: 'plano.png', bytes: png }],
    });
    const [stored] = await database.db
      .select()
      .from(schema.eventAdvanceFiles)
      .where(eq(schema.eventAdvanceFiles.eventId, eventId));
    const point = again.items.find((item) => item.id === inputListId);
    await staff.advance.itemDelete({ eventId, id: inputListId, version: point?.version ?? 0 });
    expect(await services.storage.get(stored?.storageKey ?? '')).toBeNull();
    const history = await staff.events.audit({ id: eventId, page: 1, size: 50 });
    expect(
      history.items.filter((line) => line.field === 'file').map((line) => line.newValue === null),
    ).toEqual([false, true, false]);
  });
});
