import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { authenticatorUser, deliverQueued, recordingServices } from '@bolo/api/testing';
import { makeSelfSignedCertificate } from '@bolo/templating';
import { pdfSignatures, privateKeyPem, sampleContract } from '@bolo/templating/testing';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { LogDestination } from './log-format';
import { buildServer } from './server';
import { eventWithArtistContract, serverWithStaff } from './testing';

/**
 * Issue 31 over REST: a company's own certificate uploaded, a contract signed on its link and
 * countersigned, the signed PDF bearing that certificate; the certificate's password and private
 * key are in no answer, no log line and no database row in clear.
 */

const services = recordingServices();
let staff: Awaited<ReturnType<typeof serverWithStaff>>;
let app: Awaited<ReturnType<typeof buildServer>>;
let log = '';
let eventId = 0;
let empresaId = 0;

const password = 'Contraseña del certificado 2026!';
const certificate = makeSelfSignedCertificate('Conciertos del Norte (certificado propio)', password);
const keyPem = privateKeyPem(certificate.p12, password);
/** What must appear nowhere: the password, the key (a stretch of its PEM body) and the file itself. */
const secrets = [
  password,
  keyPem.split('\n')[3] ?? keyPem,
  Buffer.from(certificate.p12).toString('base64').slice(200, 260),
  Buffer.from(certificate.p12).toString('hex').slice(400, 480),
];
const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A request as a REST consumer makes it (the admin's token unless given), through the logging server. */
const send = (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  token: string | null = staff.adminToken,
) =>
  app.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  } as InjectOptions);

/** The certificate's upload form, as a browser's FormData sends it. */
async function uploadCertificate(secret: string) {
  const form = new FormData();
  form.append('password', secret);
  form.append('file', new File([Buffer.from(certificate.p12)], 'empresa.p12'));
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: `/api/empresa/${empresaId}/certificate`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      authorization: `Bearer ${staff.adminToken}`,
    },
  });
}

beforeAll(async () => {
  staff = await serverWithStaff(services);
  const output = Object.assign(new PassThrough(), { isTTY: false }) satisfies LogDestination;
  output.on('data', (chunk) => {
    log += chunk;
  });
  app = await buildServer({
    config: loadConfig({ LOG_LEVEL: 'info' }),
    database: staff.database,
    services,
    logTo: output,
  });
  const signatory = await send('POST', '/api/firmantes', {
    name: 'María José',
    apellido: 'Ibáñez',
    dni: '12345678Z',
  });
  const company = await send('POST', '/api/empresa', {
    name: 'Conciertos del Norte',
    firmanteId: signatory.json().id,
  });
  empresaId = company.json().id;
  eventId = await eventWithArtistContract(staff.send, {
    body: '<h1>Contrato</h1><p>{{artista.name}} actuará el día pactado.</p>',
    empresaId,
  });
});
afterAll(async () => {
  await app.close();
  await staff.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

describe("a company's signing certificate", () => {
  it('is uploaded with its password, refused with a wrong one, and shown without either secret', async () => {
    const wrong = await uploadCertificate('otra contraseña');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('signing_certificate_password');
    const uploaded = await uploadCertificate(password);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({
      commonName: 'Conciertos del Norte (certificado propio)',
      selfSigned: true,
    });
    const shown = await send('GET', `/api/empresa/${empresaId}/certificate`);
    expect(shown.json().fingerprint).toBe(uploaded.json().fingerprint);
    expect(leaks(uploaded.body + shown.body + wrong.body)).toEqual([]);

    // the database holds it sealed: the row, read as PostgreSQL writes it out, shows no secret
    const rows = await staff.database.db.execute(
      sql`select company_certificates::text as row from company_certificates`,
    );
    const text = JSON.stringify(rows);
    expect(text).toContain('Conciertos del Norte (certificado propio)');
    expect(leaks(text)).toEqual([]);
  });

  it('signs the contract a party signed on its link and the company countersigned, over REST', async () => {
    const contracts = `/api/evento/${eventId}/contratos/signing`;
    const sent = await send('POST', `${contracts}/send`, {
      subType: 'artista',
      recipients: ['zahara@example.com'],
      days: 15,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const token = String(sent.json().url).split('/firmar/')[1] ?? '';

    const view = await send('GET', `/api/contratos/signing?token=${token}`, undefined, null);
    expect(view.json()).toMatchObject({ state: 'viewed', party: 'artista' });
    const document = await send('GET', `/api/contratos/signing/document?token=${token}`, undefined, null);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(sha256(document.rawPayload)).toBe(view.json().documentSha256);
    const drawn = sampleContract().signatories[0]?.firma ?? new Uint8Array();
    const signed = await send(
      'POST',
      '/api/contratos/signing/sign',
      {
        token,
        fullName: 'María Zahara',
        idType: 'nie',
        idNumber: 'X1234567L',
        signature: `data:image/png;base64,${Buffer.from(drawn).toString('base64')}`,
        signatureKind: 'drawn',
        consent: true,
        documentSha256: view.json().documentSha256,
      },
      null,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().state).toBe('signed_by_party');

    // the company's signature: a colleague with an authenticator app, in the app
    const signer = await authenticatorUser(staff.database, services, 'firma@bolo.test');
    const code = await signer.nextCode();
    const completed = await signer.caller.eventContracts.signing.countersign({
      eventId,
      subType: 'artista',
      code,
    });
    expect(completed.state).toBe('completed');

    const pdf = await send('GET', `${contracts}/${completed.id}/signedPdf`);
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(sha256(pdf.rawPayload)).toBe(completed.signedDocumentSha256);
    expect(await pdfSignatures(pdf.rawPayload)).toEqual([
      expect.objectContaining({
        commonName: 'Conciertos del Norte (certificado propio)',
        validation: 'Signature is Valid.',
      }),
    ]);
    const fromLink = await send(
      'GET',
      `/api/contratos/signing/signedDocument?token=${token}`,
      undefined,
      null,
    );
    expect(sha256(fromLink.rawPayload)).toBe(completed.signedDocumentSha256);
    await deliverQueued(staff.database, services);
    expect(services.sent.mail.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([['zahara@example.com']]),
    );

    // nothing of the certificate, nor the link's token, in what the server logged
    expect(log).toContain('/api/contratos/signing/document?token=***');
    expect(log).not.toContain(token);
    expect(leaks(log)).toEqual([]);
  });
});
