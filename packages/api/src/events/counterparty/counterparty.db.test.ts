import { randomInt } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type Database, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../../root';
import { type callerFor, recordingServices, testContext, withAdminAndClerk } from '../../testing';
import { errorCodeOf } from '../../trpc-errors';
import { counterpartyFieldNames } from './schemas';

type Caller = Awaited<ReturnType<typeof callerFor>>;
let database: Database;
let admin: Caller;
let clerk: Caller;
const services = recordingServices();
let eventA = 0;
let eventB = 0;
let artistMasterId = 0;

/** A visitor from an address of its own, so the per-address limit of one test does not touch another's. */
const visitor = (ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`) =>
  createCaller({ ...testContext(database, null, services), ipAddress: ip });
const tokenOf = (url: string | undefined) => url?.split('/altainfo/')[1] ?? '';
const codeOf = (call: Promise<unknown>) => call.then(() => 'ok', errorCodeOf);

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  ({ database, admin, clerk } = await withAdminAndClerk(services));
  const master = await admin.masters.artist.create({ name: 'Los Pingüinos Eléctricos', cif: 'B12345674' });
  artistMasterId = master.id;
  eventA = (
    await admin.events.create({
      name: 'Concierto A',
      eventType: 'Promotores',
      date: '2027-03-14',
      location: 'Bilbao',
      artista: { artistaMaestroId: master.id },
      promotor: { name: 'Promotora Norte', email: 'norte@promo.test' },
    })
  ).id;
  eventB = (
    await admin.events.create({ name: 'Concierto B', eventType: 'Sala', artista: { name: 'Otra Banda' } })
  ).id;
});
afterAll(async () => {
  await database.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

/** Every key path of a JSON value, lists walked into. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, prefix));
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...keyPaths(inner, path)];
  });
}
const allowedKeys = new Set([
  'event',
  'event.name',
  'event.date',
  'event.place',
  'party',
  'fields',
  ...counterpartyFieldNames.map((field) => `fields.${field}`),
  'certificates',
  'certificates.ownershipCertificate',
  'certificates.cifCertificate',
]);

describe('staff make and revoke a counterparty link', () => {
  it('makes a link of 32 random bytes for one party, shows it again, and a new one revokes the old', async () => {
    expect(await clerk.counterparty.getHash({ eventId: eventA, party: 'artista' })).toBeNull();
    const first = await clerk.counterparty.generateLink({ eventId: eventA, party: 'artista' });
    expect(first?.url).toMatch(/^http:\/\/bolo\.test\/altainfo\/[A-Za-z0-9_-]{43}$/);
    const days = ((first?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await clerk.counterparty.getHash({ eventId: eventA, party: 'artista' }))?.url).toBe(first?.url);

    const [stored] = await database.db.select().from(schema.counterpartyLinks);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(first?.url));

    const second = await clerk.counterparty.generateLink({ eventId: eventA, party: 'artista', days: 3 });
    expect(second?.url).not.toBe(first?.url);
    expect(await codeOf(visitor().counterparty.publicView({ token: tokenOf(first?.url) }))).toBe(
      'counterparty_link_not_found',
    );
    expect((await visitor().counterparty.publicView({ token: tokenOf(second?.url) })).party).toBe('artista');

    await clerk.counterparty.revokeLink({ eventId: eventA, party: 'artista' });
    expect(await clerk.counterparty.getHash({ eventId: eventA, party: 'artista' })).toBeNull();
    expect(await codeOf(visitor().counterparty.publicView({ token: tokenOf(second?.url) }))).toBe(
      'counterparty_link_not_found',
    );
  });

  it('refuses a link for a party the event does not have', async () => {
    expect(await codeOf(clerk.counterparty.generateLink({ eventId: eventA, party: 'sala' }))).toBe(
      'counterparty_party_missing',
    );
  });
});

describe('the public procedures reach one party of one event and nothing else', () => {
  it('show only the allow-listed fields of that party', async () => {
    const link = await clerk.counterparty.generateLink({ eventId: eventA, party: 'promotor' });
    const view = await visitor().counterparty.publicView({ token: tokenOf(link?.url) });
    expect(view).toEqual({
      event: { name: 'Concierto A', date: '2027-03-14', place: 'Bilbao' },
      party: 'promotor',
      fields: expect.objectContaining({ name: 'Promotora Norte', cif: '' }),
      certificates: { ownershipCertificate: false, cifCertificate: false },
    });
    // a promoter has no bank account nor phone, and its own `email` is staff data
    expect(Object.keys(view.fields).sort()).toEqual([
      'address',
      'cif',
      'dniFirmante',
      'emailComunicacion',
      'emailConfirmacion',
      'emailPrl',
      'emailProduccion',
      'name',
      'nameSignatory',
    ]);
    for (const path of keyPaths(view)) expect(allowedKeys.has(path), path).toBe(true);
  });

  it('answer 404 to a guessed, expired or revoked token', async () => {
    const guest = visitor();
    for (const token of ['', 'x', 'A'.repeat(43), `${'A'.repeat(42)}=`]) {
      expect(await codeOf(guest.counterparty.publicView({ token })), token).toBe(
        'counterparty_link_not_found',
      );
      expect(await codeOf(guest.counterparty.updateDatas({ token, name: 'Hack' }))).toBe(
        'counterparty_link_not_found',
      );
    }
    const link = await clerk.counterparty.generateLink({ eventId: eventB, party: 'artista' });
    await database.db
      .update(schema.counterpartyLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.counterpartyLinks.eventId, eventB));
    expect(await codeOf(guest.counterparty.publicView({ token: tokenOf(link?.url) }))).toBe(
      'counterparty_link_not_found',
    );
  });

  it('write only the party the token names: not another party, not another event', async () => {
    const linkB = await clerk.counterparty.generateLink({ eventId: eventB, party: 'artista' });
    const guest = visitor();
    // a field the artist has is refused on a promoter's link (no other party's columns)
    const promoter = await clerk.counterparty.generateLink({ eventId: eventA, party: 'promotor' });
    expect(
      await codeOf(guest.counterparty.updateDatas({ token: tokenOf(promoter?.url), phone: '600' })),
    ).toBe('validation_error');
    // extra keys (ids, another event) are refused by the input's strict schema
    const sneaky = { token: tokenOf(linkB?.url), name: 'Banda B', eventId: eventA } as never;
    expect(await codeOf(guest.counterparty.updateDatas(sneaky))).toBe('validation_error');

    await guest.counterparty.updateDatas({ token: tokenOf(linkB?.url), name: 'Banda B' });
    const a = await admin.events.find({ id: eventA });
    const b = await admin.events.find({ id: eventB });
    expect(b.artista?.name).toBe('Banda B');
    expect(a.artista?.name).toBe('Los Pingüinos Eléctricos');
    expect(a.promotor?.name).toBe('Promotora Norte');
  });

  it('refuse 100+ requests a minute from one address with 429 and the wait', async () => {
    const guest = visitor('10.200.200.200');
    const codes = [];
    for (let i = 0; i < 101; i++) codes.push(await codeOf(guest.counterparty.publicView({ token: 'guess' })));
    expect(codes.slice(0, 100).every((code) => code === 'counterparty_link_not_found')).toBe(true);
    expect(codes[100]).toBe('rate_limited');
    expect(await codeOf(visitor().counterparty.publicView({ token: 'guess' }))).toBe(
      'counterparty_link_not_found',
    );
  });
});

describe('what the counterparty sends', () => {
  it('lands on the event with a diff, tells the staff, and staff accept it into the master', async () => {
    const link = await clerk.counterparty.generateLink({ eventId: eventA, party: 'artista' });
    const token = tokenOf(link?.url);
    const guest = visitor();
    expect(await codeOf(guest.counterparty.updateDatas({ token, accountNumber: 'ES00 0000' }))).toBe(
      'validation_error',
    );
    const view = await guest.counterparty.updateDatas({
      token,
      phone: '+34 600 000 000',
      accountNumber: 'ES91 2100 0418 4502 0005 1332',
      emailConfirmacion: ['banda@pinguinos.test'],
    });
    for (const path of keyPaths(view)) expect(allowedKeys.has(path), path).toBe(true);
    // corrected later through the same link
    await guest.counterparty.updateDatas({ token, phone: '+34 611 111 111' });

    const sent = await clerk.counterparty.submissions({ eventId: eventA, party: 'artista' });
    expect(sent?.acceptedAt).toBeNull();
    expect(sent?.hasMaster).toBe(true);
    expect(sent?.changes).toEqual(
      expect.arrayContaining([
        { field: 'phone', before: '', after: '+34 611 111 111' },
        { field: 'accountNumber', before: '', after: 'ES9121000418450200051332' },
        { field: 'emailConfirmacion', before: [], after: ['banda@pinguinos.test'] },
      ]),
    );
    const notes = await database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.eventId, eventA));
    expect(notes.map((n) => n.kind)).toEqual(['counterparty_sent', 'counterparty_sent']);
    expect(notes[0]?.data).toMatchObject({ party: 'artista', fields: expect.arrayContaining(['phone']) });

    const upload = await guest.counterparty.uploadFiles({
      token,
      files: [{ field: 'ownershipCertificate', bytes: pdf }],
    });
    expect(upload.certificates).toEqual({ ownershipCertificate: true, cifCertificate: false });

    await clerk.counterparty.accept({ submissionId: sent?.id ?? 0 });
    const master = await admin.masters.artist.find({ id: artistMasterId });
    expect(master).toMatchObject({
      phone: '+34 611 111 111',
      accountNumber: 'ES9121000418450200051332',
      emailConfirmacion: ['banda@pinguinos.test'],
    });
    expect(master.ownershipCertificate).toMatch(/^counterparty\/\d+\/artista\/[\w-]+\.pdf$/);
    expect(
      (await clerk.counterparty.submissions({ eventId: eventA, party: 'artista' }))?.acceptedAt,
    ).toBeInstanceOf(Date);
  });

  it('cannot be accepted into a master the party does not come from; none is made', async () => {
    const link = await clerk.counterparty.generateLink({ eventId: eventB, party: 'artista' });
    await visitor().counterparty.updateDatas({ token: tokenOf(link?.url), phone: '+34 622 222 222' });
    const sent = await clerk.counterparty.submissions({ eventId: eventB, party: 'artista' });
    expect(sent?.hasMaster).toBe(false);
    const before = await database.db.select().from(schema.artists);
    expect(await codeOf(clerk.counterparty.accept({ submissionId: sent?.id ?? 0 }))).toBe(
      'counterparty_no_master',
    );
    expect(await database.db.select().from(schema.artists)).toHaveLength(before.length);
  });

  it('refuses an HTML file renamed .pdf, and keeps a PNG or JPEG', async () => {
    const link = await clerk.counterparty.generateLink({ eventId: eventA, party: 'artista' });
    const token = tokenOf(link?.url);
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    expect(
      await codeOf(
        visitor().counterparty.uploadFiles({ token, files: [{ field: 'cifCertificate', bytes: html }] }),
      ),
    ).toBe('counterparty_file_type');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const view = await visitor().counterparty.uploadFiles({
      token,
      files: [{ field: 'cifCertificate', bytes: png }],
    });
    expect(view.certificates.cifCertificate).toBe(true);
    for (const path of keyPaths(view)) expect(allowedKeys.has(path), path).toBe(true);
  });

  it('keeps certificates as uploads: a typed key is refused, a file another row holds is never deleted', async () => {
    // a stored file staff may not reach, named by its key
    const victim = 'contracts/999/rider.pdf';
    await services.storage.put(victim, pdf, 'application/pdf');
    const party = async (eventId: number) => (await admin.events.find({ id: eventId })).artista;
    const before = await party(eventA);
    expect(
      await codeOf(
        admin.events.parties.save({
          eventId: eventA,
          kind: 'artista',
          version: before?.version,
          ownershipCertificate: victim,
        }),
      ),
    ).toBe('certificate_not_owned');
    expect(await codeOf(admin.masters.artist.create({ name: 'Banda Nueva', cifCertificate: victim }))).toBe(
      'certificate_not_owned',
    );
    const master = await admin.masters.artist.find({ id: artistMasterId });
    expect(
      await codeOf(
        admin.masters.artist.update({ id: artistMasterId, version: master.version, cifCertificate: victim }),
      ),
    ).toBe('certificate_not_owned');
    // keeping the key it holds, or clearing one, is a save like any other
    const kept = await admin.events.parties.save({
      eventId: eventA,
      kind: 'artista',
      version: before?.version,
      ownershipCertificate: before?.ownershipCertificate ?? '',
      cifCertificate: '',
    });
    expect(kept.ownershipCertificate).toBe(before?.ownershipCertificate);

    // the master holds event A's certificate (accepted above): a new upload replaces it on the
    // event, and the file stays for the master
    const accepted = master.ownershipCertificate ?? '';
    expect(accepted).not.toBe('');
    const token = tokenOf(
      (await clerk.counterparty.generateLink({ eventId: eventA, party: 'artista' }))?.url,
    );
    await visitor().counterparty.uploadFiles({
      token,
      files: [{ field: 'ownershipCertificate', bytes: pdf }],
    });
    expect((await party(eventA))?.ownershipCertificate).not.toBe(accepted);
    expect(await services.storage.get(accepted)).not.toBeNull();
    // a file only this party held is deleted once replaced
    const own = (await party(eventA))?.ownershipCertificate ?? '';
    await visitor().counterparty.uploadFiles({
      token,
      files: [{ field: 'ownershipCertificate', bytes: pdf }],
    });
    expect(await services.storage.get(own)).toBeNull();
    expect(await services.storage.get(victim)).not.toBeNull();
  });

  it('stops opening when the event is deleted', async () => {
    const doomed = await admin.events.create({
      name: 'Concierto borrado',
      eventType: 'Sala',
      artista: { name: 'X' },
    });
    const link = await clerk.counterparty.generateLink({ eventId: doomed.id, party: 'artista' });
    expect((await visitor().counterparty.publicView({ token: tokenOf(link?.url) })).event.name).toBe(
      'Concierto borrado',
    );
    await admin.events.delete({ id: doomed.id });
    expect(await codeOf(visitor().counterparty.publicView({ token: tokenOf(link?.url) }))).toBe(
      'counterparty_link_not_found',
    );
  });

  it('is behind DatosContraparte for staff, and closed to visitors', async () => {
    expect(await codeOf(visitor().counterparty.getHash({ eventId: eventA, party: 'artista' }))).toBe(
      'unauthorized',
    );
    expect(await codeOf(visitor().counterparty.generateLink({ eventId: eventA, party: 'artista' }))).toBe(
      'unauthorized',
    );
  });
});
