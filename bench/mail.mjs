// The outbox: 1000 queued mails delivered by the real sender (PostgreSQL, batches claimed under a
// lease and recorded in one statement, pooled SMTP) to a loopback SMTP server, against a baseline made
// in the same run: the same 1000 mails handed straight to the same pooled nodemailer transport, no
// database. The two take turns, three rounds each, and each figure is its rounds' median: on a shared
// machine the load changes from one second to the next, and turns expose both to the same changes.
import { register } from 'tsx/esm/api';
import { figure, freshDatabase, sized } from './lib.mjs';

register();
const { createDb } = await import('../packages/db/src/client.ts');
const { enqueueMail } = await import('../packages/api/src/mail/outbox.ts');
const { MAIL_BATCH_SIZE, startMailSender } = await import('../packages/api/src/mail/sender.ts');
const { createSmtpTransport, SMTP_POOL_SIZE } = await import('../packages/templating/src/mail.ts');
const { startLoopbackSmtp } = await import('../packages/templating/src/testing.ts');

const MAILS = sized(1000, 200);
const WARM_UP = 50;
const ROUNDS = sized(3, 1);
const from = 'Bolo <bolo@bench.example>';
const mail = (run, i) => ({
  to: [`persona${i}@example.com`],
  cc: ['produccion@bench.example'],
  subject: `Confirmación del concierto ${i}`,
  text: 'Queda confirmado el concierto del sábado.',
  html: '<p>Queda <strong>confirmado</strong> el concierto del sábado.</p>',
  kind: 'bench',
  idempotencyKey: `${run}-${i}`,
});

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function untilReceived(smtp, count) {
  while (smtp.received.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Mails per second of the sender delivering `count` mails queued before it starts. */
async function sender(database, smtp, run, count) {
  for (let i = 0; i < count; i++) await enqueueMail(database.db, mail(run, i));
  const transport = createSmtpTransport({ url: smtp.url, from });
  const expected = smtp.received.length + count;
  const start = performance.now();
  const running = startMailSender({
    db: database.db,
    transport,
    options: { batchSize: MAIL_BATCH_SIZE, leaseMs: 60_000 },
    log: { error: (details, message) => console.error(message, details) },
    listen: database.listen,
  });
  await untilReceived(smtp, expected);
  await running.stop();
  const seconds = (performance.now() - start) / 1000;
  transport.close();
  return count / seconds;
}

/** Mails per second of nodemailer alone, the same pool, every mail handed over at once. */
async function baseline(smtp, run, count) {
  const transport = createSmtpTransport({ url: smtp.url, from });
  const expected = smtp.received.length + count;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: count }, (_, i) => transport.send({ ...mail(run, i), key: `${run}-${i}` })),
  );
  await untilReceived(smtp, expected);
  const seconds = (performance.now() - start) / 1000;
  transport.close();
  return count / seconds;
}

/** Mails per second of the outbox against nodemailer alone, to the same loopback SMTP server. */
export async function mailBench() {
  const database = createDb({ url: await freshDatabase('bolo_bench_mail') });
  await database.migrate();
  const smtp = await startLoopbackSmtp();
  try {
    await sender(database, smtp, 'warm-sender', WARM_UP);
    await baseline(smtp, 'warm-baseline', WARM_UP);
    const ours = [];
    const base = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await sender(database, smtp, `sender-${round}`, MAILS));
      base.push(await baseline(smtp, `baseline-${round}`, MAILS));
    }
    return [
      figure(
        `mail outbox, ${MAILS} mails, SMTP pool of ${SMTP_POOL_SIZE}, batches of ${MAIL_BATCH_SIZE}: throughput (median of ${ROUNDS})`,
        median(ours),
        'mails/s',
        { min: 0.8, of: 'ratio' },
        median(base),
      ),
    ];
  } finally {
    await smtp.close();
    await database.close();
  }
}
