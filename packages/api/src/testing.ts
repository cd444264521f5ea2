import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import type { OutgoingMail } from '@bolo/templating';
import { pdfTextLines } from '@bolo/templating/testing';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { generate } from 'otplib';
import sharp from 'sharp';
import { ADMIN_ROLE } from './access';
import { createSession, type SessionUser, validateSessionToken } from './auth/session';
import type { Context, Services } from './context';
import { noCookies } from './context';
import { savedFieldsOf } from './events/settlements/schemas';
import { deliverDueMails } from './mail/sender';
import { createCaller } from './root';
import { filesystemStorage } from './storage/filesystem';
import type { ImageType } from './storage/uploads';
import { createUser, ensureFirstAdmin } from './users/service';

/** What a test's services recorded: the SMS texts and mails that were sent. */
export interface Sent {
  sms: { to: string; text: string }[];
  mail: OutgoingMail[];
}

/**
 * Services that keep what they send, so a test reads the SMS code like a person reads a phone.
 * Files go to `filesDir`, a temporary folder made on the first upload: remove it after the test.
 */
export function recordingServices(): Services & { sent: Sent; filesDir: string } {
  const sent: Sent = { sms: [], mail: [] };
  const filesDir = join(tmpdir(), `bolo-files-${randomUUID()}`);
  return {
    sent,
    filesDir,
    sms: { send: async (message) => void sent.sms.push(message) },
    // stands in for an SMTP server that takes every mail: a test reads it like its recipient
    mail: { local: false, send: async (message) => void sent.mail.push(message) },
    publicUrl: 'http://bolo.test',
    storage: filesystemStorage(filesDir),
    linkSecret: randomBytes(32),
  };
}

/**
 * Runs the outbox's sender until no mail is due, as the server's sender does in the background:
 * what was queued is then in `services.sent.mail` (or failed, by the outbox's rules).
 */
export async function deliverQueued(database: Database, services: Services): Promise<void> {
  while ((await deliverDueMails(database.db, services.mail, { batchSize: 4, leaseMs: 60_000 })) > 0);
}

/** A picture of random pixels (which, like a photo, do not compress much), encoded as `type`. */
export function testImage(type: ImageType, width = 1200, height = 900): Promise<Uint8Array> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .toFormat(type)
    .toBuffer();
}

/** A procedure context as a transport would build it. */
export function testContext(database: Database, auth: SessionUser | null, services: Services): Context {
  return {
    db: database.db,
    dbKind: database.kind,
    auth,
    locale: 'es',
    timeZone: 'Europe/Madrid',
    ipAddress: '127.0.0.1',
    userAgent: 'vitest',
    cookies: noCookies,
    twoFactorCookie: null,
    services,
  };
}

/** A caller of every procedure, named: the helpers' declarations would not fit TypeScript's size inlined. */
export type TestCaller = ReturnType<typeof createCaller>;

/**
 * A caller signed in as `userId` (two-factor passed when `twoFactorPassed`). Like a transport, it
 * validates the session on every call, so what a call changes shows in the next one.
 */
export async function callerFor(
  database: Database,
  userId: number | null,
  services: Services,
  { twoFactorPassed = true } = {},
): Promise<TestCaller> {
  if (userId === null) return createCaller(testContext(database, null, services));
  const issued = await createSession(
    database.db,
    userId,
    { ipAddress: '127.0.0.1', userAgent: 'vitest' },
    {
      twoFactorPassedAt: twoFactorPassed ? new Date() : null,
    },
  );
  return createCaller(async () =>
    testContext(database, await validateSessionToken(database.db, issued.token), services),
  );
}

/** The first administrator of the test databases, and the `Contratación` clerk beside them. */
export const testAdmin = { email: 'admin@bolo.test', password: 'admin-pass' };
export const testClerk = {
  email: 'clerk@bolo.test',
  password: 'clerk-pass',
  name: 'Clerk',
  role: 'Contratación',
};

/** A `Contratación` colleague with `email` and `password`: the account a sign-in test tries. */
export const addColleague = (db: Database['db'], email: string, password = 'right-password') =>
  createUser(db, { email, password, name: email.split('@')[0] ?? email, role: 'Contratación' });

/** A test database and its first administrator, signed in. */
export interface SignedInAdmin {
  database: Database;
  adminId: number;
  admin: TestCaller;
}

/** A fresh database whose first administrator (`admin@bolo.test`) is signed in. */
export async function withSignedInAdmin(services = recordingServices()): Promise<SignedInAdmin> {
  const database = await createTestDatabase();
  await ensureFirstAdmin(database.db, testAdmin);
  const [row] = await database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, testAdmin.email));
  const adminId = row?.id ?? 0;
  return { database, adminId, admin: await callerFor(database, adminId, services) };
}

/** `withSignedInAdmin`, and a `Contratación` clerk (`clerk@bolo.test`) signed in beside it. */
export async function withAdminAndClerk(
  services = recordingServices(),
): Promise<SignedInAdmin & { clerkId: number; clerk: TestCaller }> {
  const signedIn = await withSignedInAdmin(services);
  const clerkId = await createUser(signedIn.database.db, testClerk);
  return { ...signedIn, clerkId, clerk: await callerFor(signedIn.database, clerkId, services) };
}

/** A new user of role `role` (which must exist), signed in. */
export async function callerWithRole(database: Database, role: string, services: Services) {
  const userId = await createUser(database.db, {
    email: `${randomUUID()}@bolo.test`,
    password: 'staff-pass',
    name: role,
    role,
  });
  return callerFor(database, userId, services);
}

/**
 * A user of `role` with an authenticator app set up, signed in, and a code of the app's next time
 * step (the setup spent the current one): what a signature's second factor asks (issue 31).
 */
export async function authenticatorUser(
  database: Database,
  services: Services,
  email: string,
  role = ADMIN_ROLE,
) {
  const userId = await createUser(database.db, { email, password: 'authenticator-pass', name: email, role });
  const caller = await callerFor(database, userId, services);
  const { secret } = await caller.user.beginTotp();
  await caller.user.confirmTotp({ code: await generate({ secret }) });
  const nextCode = () => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  return { userId, caller, nextCode };
}

/** mulberry32: a small, fast, seeded generator, so a fuzz test's failure can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  /** `count` of the items in a random order: each case gets a different few of a long list. */
  const some = <T>(items: readonly T[], count: number): T[] =>
    items
      .map((item) => ({ item, key: next() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, count)
      .map(({ item }) => item);
  return { next, int, pick, some };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

/** The first sheet of an XLSX file read back with exceljs (its cells' types and formats too). */
export async function xlsxSheet(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types `load` with its own global Buffer, which Node's typed Buffer does not satisfy
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('The XLSX file has no sheet');
  return sheet;
}

/** The first sheet of an XLSX file read back with exceljs: each row's cell values from column A on. */
export async function xlsxRows(bytes: Uint8Array): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await xlsxSheet(bytes)).eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

export { savedFieldsOf as settlementFields } from './events/settlements/schemas';
export {
  makeTestCertificates,
  type ReceivedRecord,
  type RecordAnswer,
  startAeatStandIn,
  type TestCertificates,
} from './invoices/aeat/testing-aeat';
export { spreadsheetCells } from './shared/testing-csv';
export { startTestBucket } from './storage/testing-bucket';

type Caller = Awaited<ReturnType<typeof callerFor>>;

/** Saves the settlement of `eventId` as it reads now with `changes` on top, at the version read. */
export async function resaveSettlement(
  caller: Caller,
  eventId: number,
  changes: Record<string, unknown> = {},
) {
  const settlement = await caller.settlements.get({ eventId });
  return caller.settlements.save({
    ...savedFieldsOf(settlement),
    eventId,
    version: settlement.version,
    ...changes,
  });
}

/** One of a settlement's two sheets as pdftotext reads it, a line a row. */
export const settlementSheetLines = async (caller: Caller, eventId: number, sheet: 'external' | 'internal') =>
  pdfTextLines((await caller.settlements.pdf({ eventId, sheet })).bytes);
