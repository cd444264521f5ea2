import { randomUUID } from 'node:crypto';
import { type Database, schema } from '@bolo/db';
import { testDbKind } from '@bolo/db/testing';
import { createSmtpTransport, messageIdOf, SMTP_POOL_SIZE } from '@bolo/templating';
import { startLoopbackSmtp } from '@bolo/templating/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../context';
import { callerFor, recordingServices, withAdminAndClerk } from '../testing';
import { localMailbox } from './local-mailbox';
import { enqueueMail, MAIL_QUEUED_CHANNEL, type OutboxMail } from './outbox';
import { MAX_ATTEMPTS } from './retry';
import { claimDueMails, deliverDueMails, startMailSender } from './sender';

const { mails, eventEmails, notifications } = schema;
const from = 'Bolo <bolo@conciertos.example>';
const options = { batchSize: 4, leaseMs: 60_000 };

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let clerk: Awaited<ReturnType<typeof callerFor>>;
let clerkId: number;
let adminId: number;
let eventId: number;
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let transport: ReturnType<typeof createSmtpTransport>;
/** An SMTP server that is down: nothing listens on port 1. */
let downTransport: ReturnType<typeof createSmtpTransport>;

beforeAll(async () => {
  ({ database, admin, adminId, clerk, clerkId } = await withAdminAndClerk());
  eventId = (
    await admin.events.create({
      name: 'Vetusta en la Riviera',
      eventType: 'Promotores',
      artista: { name: 'Vetusta Morla' },
    })
  ).id;
  smtp = await startLoopbackSmtp({ refuse: (address) => address.startsWith('nadie@') });
  transport = createSmtpTransport({ url: smtp.url, from });
  downTransport = createSmtpTransport({ url: 'smtp://127.0.0.1:1', from });
});
afterAll(async () => {
  transport.close();
  downTransport.close();
  await smtp.close();
  await database.close();
});

const deliverAll = async (through: MailTransport = transport) => {
  while ((await deliverDueMails(database.db, through, options)) > 0);
};
const mailRow = async (id: number) => {
  const [row] = await database.db.select().from(mails).where(eq(mails.id, id));
  if (!row) throw new Error(`no mail ${id}`);
  return row;
};
const queue = (mail: Partial<OutboxMail> = {}) =>
  enqueueMail(database.db, {
    kind: 'password_reset',
    to: ['laura@example.com'],
    subject: 'Bolo: restablecer la contraseña',
    text: 'Abra este enlace.',
    idempotencyKey: randomUUID(),
    createdBy: clerkId,
    ...mail,
  });
/** An email of the event, queued as sending it does: the outbox mail and the row pointing at it. */
async function queueEventEmail(to: string[], cc: string[] = []) {
  const key = `event-email:${randomUUID()}`;
  const mail = { kind: 'event_email', to, cc, idempotencyKey: key };
  const outboxId = await queue({ ...mail, subject: 'Confirmación', html: '<p>Confirmado</p>' });
  const [email] = await database.db
    .insert(eventEmails)
    .values({ eventId, type: 'confirmacion', subType: 'artista', to, subject: 'Confirmación', outboxId })
    .onConflictDoUpdate({
      target: [eventEmails.eventId, eventEmails.type, eventEmails.subType],
      set: { outboxId, sent: false, sentAt: null },
    })
    .returning();
  return { key, outboxId, emailId: email?.id ?? 0 };
}
const seconds = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

describe('delivering the outbox', () => {
  it('delivers a queued event email once, by its Message-ID, and marks it and the event email sent', async () => {
    const { key, outboxId, emailId } = await queueEventEmail(
      ['artista@example.com'],
      ['produccion@conciertos.example'],
    );
    expect(await queue({ idempotencyKey: key, kind: 'event_email' })).toBe(outboxId);

    await deliverAll();
    const arrived = smtp.received.filter((mail) => mail.messageId === messageIdOf(key, from));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.recipients).toEqual(['artista@example.com', 'produccion@conciertos.example']);
    const mail = await mailRow(outboxId);
    expect(mail).toMatchObject({ status: 'sent', attempts: 0, lockedUntil: null, error: null });
    const [email] = await database.db.select().from(eventEmails).where(eq(eventEmails.id, emailId));
    expect(email?.sent).toBe(true);
    expect(email?.sentAt).toEqual(mail.sentAt);

    await deliverAll();
    expect(smtp.received.filter((m) => m.messageId === arrived[0]?.messageId)).toHaveLength(1);
  });

  it('tries again after a back-off while the SMTP server is down, and gives up after the last attempt', async () => {
    const id = await queue();
    const before = new Date();
    await deliverAll(downTransport);
    const waiting = await mailRow(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
    expect(waiting.error).toMatch(/ECONNREFUSED/);
    expect(seconds(before, waiting.nextAttemptAt)).toBeGreaterThan(20);
    expect(seconds(before, waiting.nextAttemptAt)).toBeLessThan(40);
    expect(await deliverDueMails(database.db, downTransport, options)).toBe(0);

    await database.db
      .update(mails)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` })
      .where(eq(mails.id, id));
    await deliverAll(downTransport);
    expect(await mailRow(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.data}->>'mailId' = ${String(id)}`);
    expect(notice).toMatchObject({
      kind: 'email_failed',
      userId: clerkId,
      eventId: null,
      data: { mailId: id, subject: 'Bolo: restablecer la contraseña', to: ['laura@example.com'] },
    });
    expect(notice?.data.error).toMatch(/ECONNREFUSED/);
  });

  it('gives up at once when the server refuses the recipient for good (550), and tells on the event', async () => {
    const { outboxId, emailId } = await queueEventEmail(['nadie@example.com']);
    await deliverAll();
    const mail = await mailRow(outboxId);
    expect(mail).toMatchObject({ status: 'failed', attempts: 1 });
    expect(mail.error).toMatch(/550/);
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.data}->>'mailId' = ${String(outboxId)}`);
    expect(notice).toMatchObject({ kind: 'email_failed', userId: clerkId, eventId });
    const [email] = await database.db.select().from(eventEmails).where(eq(eventEmails.id, emailId));
    expect(email?.sent).toBe(false);
  });

  it('counts a mail sent when the server takes some recipients, and keeps the ones it refused', async () => {
    const id = await queue({ to: ['nadie@example.com', 'laura@example.com'] });
    await deliverAll();
    expect(await mailRow(id)).toMatchObject({ status: 'sent', error: 'Refused: nadie@example.com' });
  });

  it('records each mail of one batch as it went: sent, refused for good, sent with a refused recipient', async () => {
    const refused = await queue({ to: ['nadie@example.com'] });
    const partly = await queue({ to: ['nadie@example.com', 'laura@example.com'] });
    const { outboxId: sent, emailId: sentEmailId } = await queueEventEmail(['promotor@example.com']);
    expect(await deliverDueMails(database.db, transport, options)).toBe(3);
    expect(await mailRow(refused)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await mailRow(partly)).toMatchObject({ status: 'sent', error: 'Refused: nadie@example.com' });
    expect(await mailRow(sent)).toMatchObject({ status: 'sent', error: null, lockedUntil: null });
    const [email] = await database.db.select().from(eventEmails).where(eq(eventEmails.id, sentEmailId));
    expect(email?.sent).toBe(true);
    // the mailbox's tests below count the failed mails of the others
    await database.db.delete(mails).where(eq(mails.id, refused));
  });

  it('gives a claimed mail back unsent when slow deliveries before it would take it past its lease', async () => {
    const ids = await Promise.all(Array.from({ length: 2 * SMTP_POOL_SIZE }, () => queue()));
    // an SMTP server that takes 400 ms a mail; the claims stay fresh a quarter of the 1 s lease
    const slow: MailTransport = {
      local: false,
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return transport.send(message);
      },
    };
    expect(await deliverDueMails(database.db, slow, { batchSize: ids.length, leaseMs: 1000 })).toBe(
      ids.length,
    );
    const rows = await database.db.select().from(mails).where(inArray(mails.id, ids));
    const sent = rows.filter((row) => row.status === 'sent');
    const unsent = rows.filter((row) => row.status === 'queued');
    // one mail per connection started, the rest were given back as they were
    expect(sent).toHaveLength(SMTP_POOL_SIZE);
    expect(unsent.map(({ attempts, lockedUntil }) => ({ attempts, lockedUntil }))).toEqual(
      Array.from({ length: SMTP_POOL_SIZE }, () => ({ attempts: 0, lockedUntil: null })),
    );
    await deliverAll();
    const after = await database.db.select().from(mails).where(inArray(mails.id, ids));
    expect(after.every((row) => row.status === 'sent')).toBe(true);
  });

  it('lets one sender at a time claim a mail, until its lease runs out', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => queue()));
    const [first, second] = await Promise.all([
      claimDueMails(database.db, options),
      claimDueMails(database.db, options),
    ]);
    const claimed = [...first, ...second].map((mail) => mail.id);
    expect(claimed).toHaveLength(6);
    expect(new Set(claimed)).toEqual(new Set(ids));
    expect(await claimDueMails(database.db, options)).toEqual([]);

    // the sender that claimed them died: once the lease runs out they are claimable again
    await database.db
      .update(mails)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(inArray(mails.id, ids));
    await deliverAll();
    const rows = await database.db.select().from(mails).where(inArray(mails.id, ids));
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'sent'));
  });

  it('runs in the background: a queued mail leaves at once, without waiting for the next poll', async () => {
    const sender = startMailSender({
      db: database.db,
      transport,
      options,
      log: { error: (details, message) => console.error(message, details) },
      listen: database.listen,
      pollMs: 60_000,
    });
    const arrived = (key: string) => smtp.arrival((mail) => mail.messageId === messageIdOf(key, from));
    try {
      const key = randomUUID();
      await queue({ idempotencyKey: key });
      await arrived(key);
      if (testDbKind === 'postgres') {
        // another instance queued it: only its NOTIFY reaches this process, once it listens
        await sender.listening;
        const other = randomUUID();
        await database.db
          .insert(mails)
          .values({ kind: 'test', to: ['a@example.com'], subject: 's', text: 't', idempotencyKey: other });
        await database.db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
        await arrived(other);
      }
    } finally {
      await sender.stop();
    }
  });
});

describe('the mailbox', () => {
  it('lists every mail newest first, filtered by status, and opens one as it was written', async () => {
    const all = await admin.mail.list({ page: 1, size: 100 });
    const times = all.items.map((mail) => mail.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const failed = await admin.mail.list({ page: 1, size: 100, status: 'failed' });
    expect(failed.items.length).toBe(2);
    expect(failed.items.every((mail) => mail.status === 'failed' && mail.error)).toBe(true);
    const eventMail = failed.items.find((mail) => mail.kind === 'event_email');
    const opened = await admin.mail.find({ id: eventMail?.id ?? 0 });
    expect(opened).toMatchObject({
      to: ['nadie@example.com'],
      cc: [],
      bcc: [],
      html: '<p>Confirmado</p>',
      createdBy: clerkId,
    });
  });

  it('retries a failed mail now, with a fresh round of attempts, and refuses a sent one', async () => {
    const failed = await admin.mail.list({ page: 1, size: 100, status: 'failed' });
    const downed = failed.items.find((mail) => mail.kind === 'password_reset');
    const retried = await admin.mail.retry({ id: downed?.id ?? 0 });
    expect(retried).toMatchObject({ status: 'queued', attempts: 0 });
    await deliverAll();
    const sent = await admin.mail.find({ id: retried.id });
    expect(sent).toMatchObject({ status: 'sent', error: null });
    await expect(admin.mail.retry({ id: sent.id })).rejects.toMatchObject({ appCode: 'mail_already_sent' });
    await expect(admin.mail.find({ id: 999_999 })).rejects.toMatchObject({ appCode: 'mail_not_found' });
  });

  it('is for administrators only', async () => {
    await expect(clerk.mail.list({ page: 1, size: 20 })).rejects.toMatchObject({ appCode: 'forbidden' });
    await expect(clerk.mail.retry({ id: 1 })).rejects.toMatchObject({ appCode: 'forbidden' });
  });
});

describe('where mail went, and the administrator’s warning', () => {
  /** The administrator signed in on a server whose mail goes through `mail`. */
  const adminWith = (mail: MailTransport) => callerFor(database, adminId, { ...recordingServices(), mail });

  it('without SMTP keeps an event email in the local mailbox: the outbox and the event’s Emails tab say so, not sent', async () => {
    const local = localMailbox();
    const { outboxId } = await queueEventEmail(['artista@example.com']);
    await deliverAll(local);
    expect(await mailRow(outboxId)).toMatchObject({ status: 'local', error: null });
    const [email] = await admin.eventMail.list({ eventId, type: 'confirmacion' });
    expect(email?.delivery?.status).toBe('local');
    await expect(admin.mail.retry({ id: outboxId })).rejects.toMatchObject({ appCode: 'mail_already_sent' });

    const onLocal = await adminWith(local);
    expect(await onLocal.mail.state()).toEqual({ smtp: false, lastFailure: null });
  });

  it('through an SMTP server marks a mail sent, and warns of nothing while the last mail went out', async () => {
    const id = await queue();
    await deliverAll(transport);
    expect(await mailRow(id)).toMatchObject({ status: 'sent' });
    expect(await (await adminWith(transport)).mail.state()).toEqual({ smtp: true, lastFailure: null });
  });

  it('warns while the last mail tried failed, with its subject and error, until one goes out again', async () => {
    const onSmtp = await adminWith(transport);
    const id = await queue({ to: ['nadie@example.com'], subject: 'Contrato para firmar' });
    await deliverAll(transport);
    const { lastFailure } = await onSmtp.mail.state();
    expect(lastFailure).toMatchObject({ id, status: 'failed', subject: 'Contrato para firmar' });
    expect(lastFailure?.error).toMatch(/550/);

    const waiting = await queue();
    await deliverAll(downTransport);
    expect((await onSmtp.mail.state()).lastFailure).toMatchObject({ id: waiting, status: 'queued' });

    await queue();
    await deliverAll(transport);
    expect(await onSmtp.mail.state()).toEqual({ smtp: true, lastFailure: null });
  });

  it('is told to administrators only', async () => {
    await expect(clerk.mail.state()).rejects.toMatchObject({ appCode: 'forbidden' });
  });
});
