import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type Database, schema } from '@bolo/db';
import { createSmtpTransport } from '@bolo/templating';
import {
  collapsed,
  extractPdfText,
  pdfSignatures,
  type ReceivedMail,
  sampleContract,
  startLoopbackSmtp,
} from '@bolo/templating/testing';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../context';
import { createCaller } from '../../root';
import {
  deliverQueued,
  recordingServices,
  type TestCaller,
  testContext,
  withSignedInAdmin,
} from '../../testing';
import { auditTime } from './document';
import { expireDueSignings, remindUnsigned } from './job';
import { signAsParty, signingPageOpens, viewSigning } from './link';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const DAY_MS = 86_400_000;

let database: Database;
let admin: TestCaller;
let adminId: number;
let eventId = 0;
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let transport: ReturnType<typeof createSmtpTransport>;
const services = recordingServices();
const company = 'Conciertos del Norte, S.L.';
const signer = { fullName: 'Íñigo Álvarez Muñoz', idType: 'dni' as const, idNumber: '87654321-x' };
const drawn = sampleContract().signatories[0]?.firma ?? new Uint8Array();
const signature = `data:image/png;base64,${Buffer.from(drawn).toString('base64')}`;

/** The signatory's phone, as the link's visitor: an address and a browser of their own. */
const phone = {
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
};
let visitor: TestCaller;

/** Delivers the outbox through the loopback SMTP server, as the server's sender does. */
const deliver = () => deliverQueued(database, { ...services, mail: transport } satisfies Services);
const mailTo = (address: string, subject: string) =>
  smtp.arrival((mail) => mail.recipients.includes(address) && mail.raw.includes(subject));
/** The signing link's token, from the mail that carries it. */
const tokenIn = (mail: ReceivedMail) => /\/firmar\/([\w.-]+)/.exec(mail.raw)?.[1] ?? '';

const send = (subType: string, recipients: string[], days = 10) =>
  admin.eventContracts.signing.send({ eventId, subType, recipients, days });
const signInput = (token: string, documentSha256: string) => ({
  token,
  ...signer,
  signature,
  signatureKind: 'drawn' as const,
  consent: true,
  documentSha256,
});
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'passed',
    (error: { appCode?: string }) => error.appCode ?? String(error),
  );

beforeAll(async () => {
  ({ database, admin, adminId } = await withSignedInAdmin(services));
  visitor = createCaller({ ...testContext(database, null, services), ...phone });
  smtp = await startLoopbackSmtp();
  transport = createSmtpTransport({ url: smtp.url, from: `${company} <oficina@conciertos.example>` });
  const signatory = await admin.masters.signatory.create({
    name: 'María José',
    apellido: 'Ibáñez Peña',
    cargo: 'Administradora',
    dni: '12345678Z',
  });
  const empresa = await admin.masters.company.create({ name: company, firmanteId: signatory.id });
  const event = await admin.events.create({
    name: 'Los Pingüinos en la Sala Ñandú',
    eventType: 'Promotores',
    date: '2027-03-14',
    empresaId: empresa.id,
    artista: { name: 'Los Pingüinos Eléctricos', nameSignatory: signer.fullName, dniFirmante: '87654321X' },
  });
  eventId = event.id;
  for (const subType of ['artista', 'promotor', 'sala'] as const) {
    await admin.templates.create({
      name: `Contrato ${subType}`,
      type: 'contract',
      subType,
      body: '<h1>Contrato de actuación</h1><p>{{artista.name}} actuará el día del concierto.</p>',
      master: true,
    });
  }
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await database.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

describe('a contract signed inside Bolo', () => {
  it('goes by email, is read and signed on the link, countersigned with a code, and both parties get the signed PDF', async () => {
    const sent = await send('artista', ['firmas@agencia.example']);
    expect(sent).toMatchObject({
      state: 'sent',
      party: 'artista',
      language: 'es',
      signedDocumentSha256: null,
    });
    const sentPdf = await admin.eventContracts.signing.sentPdf({ eventId, signingId: sent.id });
    expect(sha256(sentPdf.bytes)).toBe(sent.documentSha256);

    await deliver();
    const request = await mailTo('firmas@agencia.example', 'para que lo firme');
    expect(request.raw).toContain(sent.documentSha256);
    const token = tokenIn(request);
    expect(sent.url).toBe(`http://bolo.test/firmar/${token}`);

    // its page opens for that token, and for no other
    expect(await signingPageOpens(database.db, services.linkSecret, token, phone.ipAddress)).toBe(true);
    expect(await signingPageOpens(database.db, services.linkSecret, `${token}x`, phone.ipAddress)).toBe(
      false,
    );
    const viewed = await visitor.eventContracts.signing.view({ token });
    expect(viewed).toMatchObject({ state: 'viewed', company, documentSha256: sent.documentSha256 });
    const document = await visitor.eventContracts.signing.document({ token });
    expect(sha256(document.bytes)).toBe(sent.documentSha256);
    // the company countersigns after the party, never before
    expect(
      await refusal(
        admin.eventContracts.signing.countersign({ eventId, subType: 'artista', code: '000000' }),
      ),
    ).toBe('contract_signing_not_signed_by_party');

    expect(
      await refusal(
        visitor.eventContracts.signing.sign({ ...signInput(token, sent.documentSha256), consent: false }),
      ),
    ).toBe('contract_signing_consent');
    expect(
      await refusal(
        visitor.eventContracts.signing.sign({
          ...signInput(token, sent.documentSha256),
          idNumber: '87654321A',
        }),
      ),
    ).toBe('contract_signing_id_number');
    expect(await refusal(visitor.eventContracts.signing.sign(signInput(token, 'f'.repeat(64))))).toBe(
      'contract_signing_document_changed',
    );
    const signed = await visitor.eventContracts.signing.sign(signInput(token, sent.documentSha256));
    expect(signed).toMatchObject({ state: 'signed_by_party', partySigner: { name: signer.fullName } });
    // a second signature on the same link is refused
    expect(await refusal(visitor.eventContracts.signing.sign(signInput(token, sent.documentSha256)))).toBe(
      'contract_signing_already_signed',
    );

    // the company's signature needs an authenticator app, and a current code of it
    const key = { eventId, subType: 'artista' };
    expect(await refusal(admin.eventContracts.signing.countersign({ ...key, code: '123456' }))).toBe(
      'contract_signing_needs_authenticator',
    );
    const { secret } = await admin.user.beginTotp();
    await admin.user.confirmTotp({ code: await generate({ secret }) });
    expect(await refusal(admin.eventContracts.signing.countersign({ ...key, code: '000000' }))).toBe(
      'code_not_valid',
    );
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const completed = await admin.eventContracts.signing.countersign({ ...key, code });
    expect(completed).toMatchObject({ state: 'completed', callerHasAuthenticator: true });
    expect(completed.steps.map((step) => step.action)).toEqual([
      'sent',
      'viewed',
      'signed',
      'countersigned',
      'completed',
    ]);

    // the signed PDF: a valid signature of the company's certificate over the whole file
    const signedPdf = await admin.eventContracts.signing.signedPdf({ eventId, signingId: sent.id });
    expect(sha256(signedPdf.bytes)).toBe(completed.signedDocumentSha256);
    expect(await pdfSignatures(signedPdf.bytes)).toEqual([
      {
        commonName: company,
        validation: 'Signature is Valid.',
        signatureType: 'adbe.pkcs7.detached',
        wholeDocument: true,
      },
    ]);
    const tampered = new Uint8Array(signedPdf.bytes);
    const at = Buffer.from(tampered).indexOf('/Producer');
    tampered[at + 2] = 'x'.charCodeAt(0);
    expect((await pdfSignatures(tampered))[0]?.validation).not.toBe('Signature is Valid.');

    // the pages as sent, then the signature page and the audit certificate, written from the steps
    const pages = await extractPdfText(signedPdf.bytes);
    const sentPages = await extractPdfText(sentPdf.bytes);
    expect(pages.slice(0, sentPages.length).map((page) => page.text)).toEqual(
      sentPages.map((page) => page.text),
    );
    const audit = collapsed(
      pages
        .slice(sentPages.length)
        .map((page) => page.text)
        .join(' '),
    );
    const partyStep = completed.steps.find((step) => step.action === 'signed');
    const companyStep = completed.steps.find((step) => step.action === 'countersigned');
    expect(audit).toContain(signer.fullName);
    expect(audit).toContain('DNI: 87654321X');
    expect(audit).toContain('María José Ibáñez Peña');
    expect(audit).toContain(`Huella SHA-256 del documento enviado para firmar: ${sha256(sentPdf.bytes)}`);
    for (const step of [partyStep, companyStep]) expect(audit).toContain(auditTime(step?.at ?? new Date(0)));
    expect(audit).toContain(`Dirección IP: ${phone.ipAddress}`);
    expect(audit).toContain('Dirección IP: 127.0.0.1');
    expect(audit).toContain(phone.userAgent);

    // both parties get it by email, attached
    await deliver();
    const done = await mailTo('firmas@agencia.example', 'firmado por las dos partes');
    expect(done.recipients).toEqual(expect.arrayContaining(['firmas@agencia.example', 'admin@bolo.test']));
    const attachment = (await simpleParser(done.source)).attachments[0];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(sha256(new Uint8Array(attachment?.content ?? []))).toBe(completed.signedDocumentSha256);
    // and the link serves it until it expires
    const fromLink = await visitor.eventContracts.signing.signedDocument({ token });
    expect(sha256(fromLink.bytes)).toBe(completed.signedDocumentSha256);

    // every step is in the event's history and told to whoever sent it
    const history = await admin.events.audit({ id: eventId, page: 1, size: 50 });
    expect(
      history.items.filter((line) => line.part === 'firma.artista').map((line) => line.newValue),
    ).toEqual(['completed', 'signed_by_party', 'viewed', 'sent']);
    const told = await database.db
      .select({ kind: schema.notifications.kind })
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, adminId));
    expect(told.map((row) => row.kind)).toEqual(
      expect.arrayContaining([
        'contract_signing_viewed',
        'contract_signing_signed',
        'contract_signing_completed',
      ]),
    );
  });

  it('is voided by an edit of the contract after sending, and its link says so', async () => {
    const sent = await send('promotor', ['promotora@example.com']);
    const token = sent.url.split('/firmar/')[1] ?? '';
    const contract = (await admin.eventContracts.list({ eventId })).find((c) => c.subType === 'promotor');
    // saving the very text that was sent changes nothing
    const same = await admin.eventContracts.save({
      eventId,
      subType: 'promotor',
      body: contract?.body ?? '',
      version: contract?.version ?? undefined,
    });
    expect((await admin.eventContracts.signing.get({ eventId, subType: 'promotor' }))?.state).toBe('sent');
    await admin.eventContracts.save({
      eventId,
      subType: 'promotor',
      body: `${same.body}<p>Cláusula añadida después de enviar.</p>`,
      version: same.version ?? undefined,
    });
    const voided = await admin.eventContracts.signing.get({ eventId, subType: 'promotor' });
    expect(voided).toMatchObject({ state: 'voided', voidReason: 'contract_edited' });
    expect(await refusal(visitor.eventContracts.signing.view({ token }))).toBe('contract_signing_voided');
    expect(await refusal(visitor.eventContracts.signing.sign(signInput(token, sent.documentSha256)))).toBe(
      'contract_signing_voided',
    );
    // sent again, it is a new signing of the new text
    const again = await send('promotor', ['promotora@example.com']);
    expect(again.documentSha256).not.toBe(sent.documentSha256);
    expect(await refusal(send('promotor', ['promotora@example.com']))).toBe('contract_signing_open');
    const cancelled = await admin.eventContracts.signing.cancel({ eventId, subType: 'promotor' });
    expect(cancelled).toMatchObject({ state: 'voided', voidReason: 'cancelled' });
  });

  it('refuses a signature once the link has expired, and reminds the signatory once every few days until then', async () => {
    const sent = await send('sala', ['sala@example.com'], 7);
    const token = sent.url.split('/firmar/')[1] ?? '';
    const sentAt = sent.sentAt.getTime();

    // two passes of the job at once, three days on: one reminder; the same day again: none
    const threeDays = new Date(sentAt + 3 * DAY_MS + 60_000);
    const passes = await Promise.all([
      remindUnsigned(database.db, services, 3, threeDays),
      remindUnsigned(database.db, services, 3, threeDays),
    ]);
    expect(passes.flat()).toEqual([sent.id]);
    expect(await remindUnsigned(database.db, services, 3, new Date(threeDays.getTime() + 3_600_000))).toEqual(
      [],
    );
    expect(await remindUnsigned(database.db, services, 3, new Date(sentAt + 6 * DAY_MS + 60_000))).toEqual([
      sent.id,
    ]);
    await deliver();
    const reminders = smtp.received.filter(
      (mail) => mail.recipients.includes('sala@example.com') && mail.raw.includes('no est'),
    );
    expect(reminders).toHaveLength(2);

    const later = new Date(sentAt + 8 * DAY_MS);
    const input = signInput(token, sent.documentSha256);
    expect(await refusal(signAsParty(database.db, services, input, phone, later))).toBe(
      'contract_signing_expired',
    );
    expect(await refusal(viewSigning(database.db, services, token, phone, later))).toBe(
      'contract_signing_expired',
    );
    expect(await expireDueSignings(database.db, later)).toEqual([]);
    const expired = await admin.eventContracts.signing.get({ eventId, subType: 'sala' });
    expect(expired?.state).toBe('expired');
    expect(expired?.steps.map((step) => step.action)).toEqual(['sent', 'reminded', 'reminded', 'expired']);
  });

  it('is declined with a reason, after which it cannot be signed', async () => {
    const sent = await send('sala', ['sala@example.com']);
    const token = sent.url.split('/firmar/')[1] ?? '';
    const declined = await visitor.eventContracts.signing.decline({
      token,
      reason: 'El caché no es el pactado.',
    });
    expect(declined.state).toBe('declined');
    expect(await refusal(visitor.eventContracts.signing.sign(signInput(token, sent.documentSha256)))).toBe(
      'contract_signing_declined',
    );
    expect((await admin.eventContracts.signing.get({ eventId, subType: 'sala' }))?.declineReason).toBe(
      'El caché no es el pactado.',
    );
  });

  it('keeps its steps in the database as they happened: no update, delete or truncate', async () => {
    const { db } = database;
    const refused = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'done',
        (error: Error) => (/append-only|refused/.test(String(error.cause)) ? 'refused' : String(error.cause)),
      );
    expect(await refused(sql`update contract_signing_events set action = 'signed'`)).toBe('refused');
    expect(await refused(sql`delete from contract_signing_events`)).toBe('refused');
    expect(await refused(sql`truncate contract_signing_events`)).toBe('refused');
    expect(await refused(sql`update contract_signings set sent_pdf_sha256 = 'x'`)).toBe('refused');
    expect(await refused(sql`delete from contract_signings`)).toBe('refused');
    const [completed] = await db
      .select({ id: schema.contractSignings.id })
      .from(schema.contractSignings)
      .where(
        and(eq(schema.contractSignings.eventId, eventId), eq(schema.contractSignings.state, 'completed')),
      );
    expect(
      await refused(sql`update contract_signings set state = 'voided' where id = ${completed?.id ?? 0}`),
    ).toBe('refused');
  });
});
