import type { Database } from '@bolo/db';
import { createSmtpTransport } from '@bolo/templating';
import { startLoopbackSmtp } from '@bolo/templating/testing';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_TIME_ZONE, todayIn } from '../../shared/time-zone';
import {
  type callerFor,
  callerWithRole,
  deliverQueued,
  recordingServices,
  withSignedInAdmin,
} from '../../testing';
import { sendScheduleNotices } from './notices';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;
const services = recordingServices();
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let transport: ReturnType<typeof createSmtpTransport>;

/** The batching window of these tests: a minute, passed by asking the job a minute later. */
const windowMs = 60_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin(services));
  smtp = await startLoopbackSmtp();
  transport = createSmtpTransport({ url: smtp.url, from: 'Bolo <bolo@conciertos.example>' });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await database.close();
});

/** The Madrid wall clock `hoursAhead` from now: the show's date and start time. */
function showIn(hoursAhead: number) {
  const instant = new Date(Date.now() + hoursAhead * HOUR);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: OFFICE_TIME_ZONE, timeStyle: 'short' });
  return { date: todayIn(OFFICE_TIME_ZONE, instant), startTime: clock.format(instant) };
}

const newShow = async (name: string, hoursAhead: number) =>
  (await admin.events.create({ name, eventType: 'Promotores', ...showIn(hoursAhead), artista: { name } })).id;

/** The job, run once the window of a batch opened now has passed; answers the batches sent. */
const runJob = (after = windowMs) =>
  sendScheduleNotices(database.db, {
    now: new Date(Date.now() + after),
    windowMs,
    publicUrl: services.publicUrl,
  });

/** The mails the loopback server took about `eventName`, parsed. */
async function mailsAbout(eventName: string) {
  await deliverQueued(database, { ...services, mail: transport });
  const parsed = await Promise.all(smtp.received.map((mail) => simpleParser(mail.source)));
  return parsed
    .filter((mail) => mail.subject?.includes(eventName))
    .map((mail) => ({ to: smtp.received[parsed.indexOf(mail)]?.recipients, text: mail.text ?? '' }));
}

describe('a change to the schedule of a show about to happen', () => {
  it('sends one email, 48 hours before the show, listing the change', async () => {
    const eventId = await newShow('Zahara en La Riviera', 48);
    await admin.advance.scheduleCreate({ eventId, time: '18:00', endTime: '19:00', kind: 'soundcheck' });
    // not yet: the batch waits for the changes that may follow
    expect(await runJob(0)).toEqual([]);
    expect(await runJob()).toHaveLength(1);
    expect(await runJob()).toEqual([]);

    const mails = await mailsAbout('Zahara en La Riviera');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(['admin@bolo.test']);
    expect(mails[0]?.text).toContain('Añadido: Prueba de sonido, 18:00–19:00');
    expect(mails[0]?.text).toContain(`http://bolo.test/event/${eventId}`);
    const [notice] = (await admin.notifications.list({})).items.filter(
      (item) => item.kind === 'advance_schedule_changed' && item.eventId === eventId,
    );
    expect(notice).toBeDefined();
  });

  it('sends three changes made within the window in one email to the owner and one to the day’s contacts', async () => {
    const eventId = await newShow('Vetusta Morla en el WiZink', 30);
    await admin.advance.contactCreate({
      eventId,
      role: 'tour_manager',
      name: 'Ana Gil',
      email: 'ana@gira.example',
    });
    const added = await admin.advance.scheduleCreate({ eventId, day: -1, time: '22:00', kind: 'get_in' });
    const step = added.schedule.find((row) => row.time === '22:00' && row.day === -1);
    await admin.advance.scheduleUpdate({
      eventId,
      id: step?.id ?? 0,
      version: step?.version ?? 0,
      time: '23:30',
    });
    await admin.advance.scheduleCreate({ eventId, time: '20:00', kind: 'doors' });
    // two processes run the job at once: the batch is sent by one of them
    const [first, second] = await Promise.all([runJob(), runJob()]);
    expect([...first, ...second]).toHaveLength(1);

    const mails = await mailsAbout('Vetusta Morla en el WiZink');
    expect(mails.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([['admin@bolo.test'], ['ana@gira.example']]),
    );
    expect(mails).toHaveLength(2);
    const owner = mails.find((mail) => mail.to?.includes('admin@bolo.test'))?.text ?? '';
    const lines = owner.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(3);
    expect(owner).toMatch(/Añadido: Llegada y carga, 22:00 \(\d+ de \w+ de \d{4}\)/);
    expect(owner).toMatch(/Cambiado: Llegada y carga, 22:00 \(.+\) → 23:30 \(.+\)/);
    expect(owner).toContain('Añadido: Apertura de puertas, 20:00');
    // the contacts' language is not known: Spanish, then English
    const contact = mails.find((mail) => mail.to?.includes('ana@gira.example'))?.text ?? '';
    expect(contact).toContain('Añadido: Apertura de puertas, 20:00');
    expect(contact).toContain('Added: Doors, 20:00');
    expect(contact).not.toContain('/event/');
  });

  it('opens a new batch for a change after the last one was sent', async () => {
    const eventId = await newShow('Rigoberta Bandini en la Joy', 60);
    const { schedule } = await admin.advance.scheduleCreate({ eventId, time: '17:00', kind: 'soundcheck' });
    expect(await runJob()).toHaveLength(1);
    const step = schedule.find((row) => row.time === '17:00');
    await admin.advance.scheduleDelete({ eventId, id: step?.id ?? 0, version: step?.version ?? 0 });
    expect(await runJob()).toHaveLength(1);
    const mails = await mailsAbout('Rigoberta Bandini en la Joy');
    const told = mails.map((mail) => /(Añadido|Quitado): Prueba de sonido, 17:00/.exec(mail.text)?.[1]);
    expect(told.sort()).toEqual(['Añadido', 'Quitado']);
  });

  it('sends nothing for a change ten days before the show, nor once the show has started', async () => {
    const far = await newShow('Rodrigo Cuevas en Clamores', 240);
    await admin.advance.scheduleCreate({ eventId: far, time: '18:00', kind: 'soundcheck' });
    const started = await newShow('Depedro en el Price', -1);
    await admin.advance.scheduleCreate({ eventId: started, time: '23:00', kind: 'curfew' });
    expect(await runJob()).toEqual([]);
    expect(await mailsAbout('Rodrigo Cuevas en Clamores')).toEqual([]);
    expect(await mailsAbout('Depedro en el Price')).toEqual([]);
  });

  it('tells the day’s contacts but not an owner whose role may not read the advance', async () => {
    await admin.admin.roles.create({ name: 'Solo eventos', access: ['InfoGeneral', 'DatosContraparte'] });
    const clerk = await callerWithRole(database, 'Solo eventos', services);
    const name = 'Rigoberta Bandini en Apolo';
    const { id: eventId } = await clerk.events.create({
      name,
      eventType: 'Promotores',
      ...showIn(48),
      artista: { name },
    });
    await admin.advance.contactCreate({
      eventId,
      role: 'tour_manager',
      name: 'Íñigo Ruiz',
      email: 'inigo@gira.example',
    });
    await admin.advance.scheduleCreate({ eventId, time: '17:00', kind: 'soundcheck' });
    expect(await runJob()).toHaveLength(1);
    const mails = await mailsAbout(name);
    expect(mails.map((mail) => mail.to)).toEqual([['inigo@gira.example']]);
  });
});
