import type { ChildProcess } from 'node:child_process';
import { enqueueMail, MAIL_BATCH_SIZE } from '@bolo/api';
import { schema } from '@bolo/db';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import { messageIdOf } from '@bolo/templating';
import { startLoopbackSmtp } from '@bolo/templating/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exited, spawnServer, waitFor } from './testing-processes';

const MAILS = 200;
const from = 'Bolo <bolo@crash.example>';
/** Mails sent and not yet recorded at any moment: a batch at the SMTP server, the one before being recorded. */
const IN_FLIGHT = 2 * MAIL_BATCH_SIZE;

/** The real server on `databaseUrl`, delivering to `smtpUrl`. */
const startServer = (databaseUrl: string, smtpUrl: string) =>
  spawnServer({
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    MAIL_FROM: from,
    PORT: '0',
    ADMIN_EMAIL: 'admin@crash.example',
    ADMIN_PASSWORD: 'crash-test-password',
    // the killed server's claims must run out quickly for the test; production keeps 60 s
    MAIL_LEASE_SECONDS: '2',
  });

// PostgreSQL only: the server runs in another process, and PGlite is one process's database.
describe.runIf(testDbKind === 'postgres')('a server killed in the middle of sending', () => {
  it(`delivers each of ${MAILS} mails, redelivering at most those in flight at the kill, under the same Message-ID`, async () => {
    const database = await createTestDatabase('postgres');
    const killAt = 30 + Math.floor(Math.random() * 31);
    let first: ChildProcess | undefined;
    let acceptedAtKill = 0;
    // SIGKILL the moment the server has answered 250 to the `killAt`th mail: the sender cannot
    // have recorded it yet, which is the worst moment for a duplicate
    const smtp = await startLoopbackSmtp({
      onAccepted: () => {
        if (first && acceptedAtKill === 0 && smtp.received.length >= killAt) {
          acceptedAtKill = smtp.received.length;
          first.kill('SIGKILL');
        }
      },
    });
    let second: ChildProcess | undefined;
    try {
      const keys = Array.from({ length: MAILS }, (_, i) => `crash-${i}`);
      for (const [i, key] of keys.entries()) {
        await enqueueMail(database.db, {
          kind: 'test',
          to: [`persona${i}@example.com`],
          subject: `Correo ${i}`,
          text: 'Una prueba.',
          idempotencyKey: key,
        });
      }

      first = startServer(database.url ?? '', smtp.url);
      await exited(first);
      expect(first.signalCode).toBe('SIGKILL');
      expect(acceptedAtKill).toBeGreaterThanOrEqual(killAt);
      expect(acceptedAtKill).toBeLessThan(MAILS);

      second = startServer(database.url ?? '', smtp.url);
      await waitFor(
        async () => (await database.db.$count(schema.mails, eq(schema.mails.status, 'sent'))) === MAILS,
        'the restarted server sending every mail',
        30_000,
      );
      second.kill('SIGTERM');
      await exited(second);

      const counts = new Map<string, number>();
      for (const mail of smtp.received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      const duplicates = smtp.received.length - counts.size;
      console.info(
        `killed after ${acceptedAtKill} accepted mails; received ${smtp.received.length} messages, ` +
          `${counts.size} distinct Message-IDs, ${duplicates} redelivered (at most ${IN_FLIGHT} in flight)`,
      );
      expect([...counts.keys()].sort()).toEqual(keys.map((key) => messageIdOf(key, from)).sort());
      expect(duplicates).toBeLessThanOrEqual(IN_FLIGHT);
    } finally {
      for (const child of [first, second]) {
        if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      await smtp.close();
      await database.close();
    }
  }, 60_000);
});
