import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { eq } from 'drizzle-orm';
import { createSession, type SessionUser, validateSessionToken } from './auth/session';
import type { Context, MailMessage, Services } from './context';
import { noCookies } from './context';
import { createCaller } from './root';
import { ensureFirstAdmin } from './users/service';

/** What a test's services recorded: the SMS texts and mails that were sent. */
export interface Sent {
  sms: { to: string; text: string }[];
  mail: MailMessage[];
}

/** Services that keep what they send, so a test reads the SMS code like a person reads a phone. */
export function recordingServices(): Services & { sent: Sent } {
  const sent: Sent = { sms: [], mail: [] };
  return {
    sent,
    sms: { send: async (message) => void sent.sms.push(message) },
    mail: { send: async (message) => void sent.mail.push(message) },
    publicUrl: 'http://bolo.test',
  };
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

/**
 * A caller signed in as `userId` (two-factor passed when `twoFactorPassed`). Like a transport, it
 * validates the session on every call, so what a call changes shows in the next one.
 */
export async function callerFor(
  database: Database,
  userId: number | null,
  services: Services,
  { twoFactorPassed = true } = {},
) {
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

/** A fresh database whose first administrator (`admin@bolo.test`) is signed in. */
export async function withSignedInAdmin(services = recordingServices()) {
  const database = await createTestDatabase();
  await ensureFirstAdmin(database.db, { email: 'admin@bolo.test', password: 'admin-pass' });
  const [row] = await database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, 'admin@bolo.test'));
  const adminId = row?.id ?? 0;
  return { database, adminId, admin: await callerFor(database, adminId, services) };
}
