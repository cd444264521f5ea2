import { randomUUID } from 'node:crypto';
import type { Database } from '@bolo/db';
import { createSmtpTransport } from '@bolo/templating';
import { startLoopbackSmtp } from '@bolo/templating/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, deliverQueued, recordingServices, withSignedInAdmin } from '../../testing';

const mailFrom = 'Bolo <bolo@conciertos.example>';
let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
let eventId = 0;
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let transport: ReturnType<typeof createSmtpTransport>;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin());
  smtp = await startLoopbackSmtp();
  transport = createSmtpTransport({ url: smtp.url, from: mailFrom });
  for (const type of ['confirmacion', 'produccion'] as const)
    await admin.templates.create({
      name: `Plantilla ${type}`,
      type: 'email',
      subType: type,
      subject: `${type}: {{infoGeneral.name}}`,
      body: '<p>Hola.</p>',
      master: true,
    });
  await admin.masters.department.create({
    name: 'Confirmación',
    emails: ['confirmacion@bolo.test', 'booking@bolo.test'],
    fromName: 'Confirmación · Bolo',
  });
  await admin.masters.department.create({
    name: 'Producción',
    emails: ['produccion@bolo.test'],
    fromName: 'Producción · Bolo',
    replyToAgent: true,
  });
  eventId = (
    await admin.events.create({
      name: 'Zahara en La Riviera',
      eventType: 'Promotores',
      date: '2026-06-12',
      artista: { name: 'Zahara' },
      promotor: { name: 'Live Nation', email: 'oficina@livenation.test' },
    })
  ).id;
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await database.close();
});

/** A header's text as a mail program shows it: unfolded, its RFC 2047 encoded words decoded. */
const readable = (value: string) =>
  value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=(\s+(?==\?))?/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString()
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString(),
  );

/** Sends the promoter's email of `type` and answers the header lines it arrived with. */
async function sentHeaders(type: 'confirmacion' | 'produccion') {
  await admin.eventMail.send({ eventId, type, subType: 'promotor', requestId: randomUUID() });
  await deliverQueued(database, { ...recordingServices(), mail: transport });
  const mail = await smtp.arrival((m) => m.raw.includes(`Subject: ${type}:`));
  const head =
    mail.source
      .toString()
      .split('\r\n\r\n')[0]
      ?.replace(/\r\n[ \t]+/g, ' ') ?? '';
  const header = (name: string) => readable(new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '');
  return { from: header('From'), replyTo: header('Reply-To'), recipients: mail.recipients };
}

describe('a department’s email comes from the department', () => {
  it('carries the department’s From name, with answers going to the department’s addresses', async () => {
    const { from, replyTo, recipients } = await sentHeaders('confirmacion');
    expect(from).toBe('Confirmación · Bolo <bolo@conciertos.example>');
    expect(replyTo).toBe('confirmacion@bolo.test, booking@bolo.test');
    expect(recipients).toContain('oficina@livenation.test');
  });

  it('sends answers to the agent who sent it when the department says so', async () => {
    const { from, replyTo } = await sentHeaders('produccion');
    expect(from).toBe('Producción · Bolo <bolo@conciertos.example>');
    expect(replyTo).toBe('admin@bolo.test');
  });
});
