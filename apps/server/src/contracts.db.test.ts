import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { recordingServices } from '@bolo/api/testing';
import { schema } from '@bolo/db';
import { annexPdf, collapsed, extractPdfText } from '@bolo/templating/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventWithArtistContract, type FormOptions, type Method, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
let eventId: number;
/** Where the server listens on loopback, for the requests a visitor's browser makes. */
let origin: string;
const services = recordingServices();

beforeAll(async () => {
  server = await serverWithStaff(services);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  eventId = await eventWithArtistContract(send, {
    body: '<h1>Contrato</h1><p>{{artista.name}} actuará en {{infoGeneral.name}} por 1.500,00 €.</p>',
  });
});
afterAll(async () => {
  await server.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

const send = (method: Method, url: string, payload?: unknown, token?: string | null) =>
  server.send(method, url, payload, token);
const contratos = (path = '') => `/api/evento/${eventId}/contratos${path}`;
const pdfFile = (bytes: Uint8Array, name: string) => new File([bytes], name, { type: 'application/pdf' });
const uploadAnnex = (file: File, subType = 'artista', options?: FormOptions) =>
  server.sendForm(
    contratos('/addAnnex'),
    [
      ['subType', subType],
      ['file', file],
    ],
    options,
  );
const artistContract = async () =>
  (await send('GET', contratos())).json().find((c: { subType: string }) => c.subType === 'artista');
/** A visitor opens a link: a plain GET on the server's own address, no token, no cookie. */
const open = (url: string) => fetch(`${origin}${new URL(url).pathname}`);
const notificationsOfEvent = () =>
  server.database.db.select().from(schema.notifications).where(eq(schema.notifications.eventId, eventId));

describe('event contracts over the legacy REST paths', () => {
  it('lists the three contracts of the event, generated from the master', async () => {
    const res = await send('GET', contratos());
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { subType: string }) => c.subType)).toEqual(['artista', 'promotor', 'sala']);
    expect(res.json()[0]).toMatchObject({
      type: 'contract',
      body: '<h1>Contrato</h1><p>Zahara actuará en Zahara en La Riviera por 1.500,00 €.</p>',
      generatedAuto: true,
      save: false,
    });
  });

  it('previews the text sent inline and generates the saved one as a download', async () => {
    const preview = await send('POST', contratos('/pdf/preview'), {
      subType: 'artista',
      body: '<p>Borrador sin guardar</p>',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toBe(
      'inline; filename="contrato-artista-zahara-en-la-riviera.pdf"',
    );
    expect(collapsed((await extractPdfText(preview.rawPayload))[0]?.text ?? '')).toMatch(
      /^Borrador sin guardar/,
    );

    const generated = await send('POST', contratos('/pdf/generate'), {
      subType: 'artista',
      body: '<p>no</p>',
    });
    expect(generated.statusCode).toBe(200);
    expect(generated.headers['content-disposition']).toBe(
      'attachment; filename="contrato-artista-zahara-en-la-riviera.pdf"',
    );
    expect(collapsed((await extractPdfText(generated.rawPayload))[0]?.text ?? '')).toMatch(
      /^Contrato Zahara actuará en Zahara en La Riviera por 1\.500,00 €\. María Zahara Zahara DNI 12345678Z$/,
    );
  });

  it('saves with POST and PUT at the version read, 409 for a stale one; saves all; resets', async () => {
    const first = await send('POST', contratos('/save'), { subType: 'artista', body: '<p>Uno</p>' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ save: true, version: 1, body: '<p>Uno</p>' });
    const second = await send('PUT', contratos('/save'), {
      subType: 'artista',
      body: '<p>Dos</p>',
      version: 1,
    });
    expect(second.json()).toMatchObject({ version: 2, body: '<p>Dos</p>' });
    const stale = await send('PUT', contratos('/save'), {
      subType: 'artista',
      body: '<p>Tres</p>',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');

    const all = await send('POST', contratos('/saveAll'), [
      { subType: 'artista', body: '<p>Artista</p>', version: 2 },
      { subType: 'sala', body: '<p>Sala</p>' },
    ]);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().map((c: { body: string }) => c.body)).toEqual(['<p>Artista</p>', '<p>Sala</p>']);
    const reset = await send('POST', contratos('/reset'), { subType: 'sala' });
    expect(reset.json()).toMatchObject({ save: false, body: '', templateMissing: true });
  });

  it('makes a new template from a contract (201), and refuses a name taken', async () => {
    const res = await send('POST', contratos('/newPlantilla'), {
      subType: 'artista',
      name: 'Contrato de Zahara',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await send('GET', `/api/plantillasMail/${res.json().id}`)).json()).toMatchObject({
      type: 'contract',
      subType: 'artista',
      body: '<p>Artista</p>',
    });
    const taken = await send('POST', contratos('/newPlantilla'), {
      subType: 'artista',
      name: 'Contrato de Zahara',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('name_plantilla_email_already_exists');
  });

  it('uploads a PDF annex as a form and removes it; refuses a renamed HTML page and a file over 20 MB', async () => {
    const added = await uploadAnnex(pdfFile(await annexPdf('Anexo: rider', 2), 'rider técnico.pdf'));
    expect(added.statusCode, added.body).toBe(200);
    const [annex] = added.json().annex;
    expect(annex).toMatchObject({ name: 'rider técnico.pdf' });
    const generated = await send('POST', contratos('/pdf/generate'), { subType: 'artista' });
    const pages = await extractPdfText(generated.rawPayload);
    expect(pages.map((page) => collapsed(page.text)).slice(-2)).toEqual([
      'Anexo: rider, hoja 1',
      'Anexo: rider, hoja 2',
    ]);

    const html = new TextEncoder().encode('<!doctype html><html><body><p>Contrato</p></body></html>');
    for (const subType of ['artista', 'promotor']) {
      const refused = await uploadAnnex(pdfFile(html, 'contrato.pdf'), subType);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('contract_annex_not_pdf');
    }
    expect((await artistContract()).annex).toHaveLength(1);
    expect((await send('GET', contratos())).json()[1]).toMatchObject({ id: null, annex: [] });

    const huge = new Uint8Array(20 * 1024 * 1024 + 1);
    huge.set(new TextEncoder().encode('%PDF-1.7\n'));
    const tooLarge = await uploadAnnex(pdfFile(huge, 'enorme.pdf'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('payload_too_large');
    const anonymous = await uploadAnnex(pdfFile(await annexPdf('x', 1), 'x.pdf'), 'artista', { token: null });
    expect(anonymous.statusCode).toBe(401);

    const removed = await send('POST', contratos('/removeAnnex'), { subType: 'artista', annexId: annex.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().annex).toEqual([]);
  });

  it('shares the saved contract by a link anyone can open: the PDF, counted, the office told the first time', async () => {
    const shared = await send('POST', contratos('/shareLink'), { subType: 'artista', days: 7 });
    expect(shared.statusCode, shared.body).toBe(200);
    const { url } = shared.json().linkShare;

    const first = await open(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toMatch(/^inline; filename="contrato-artista-/);
    const pages = await extractPdfText(new Uint8Array(await first.arrayBuffer()));
    expect(collapsed(pages[0]?.text ?? '')).toMatch(/^Artista María Zahara/);
    expect(await notificationsOfEvent()).toMatchObject([
      { kind: 'contract_link_opened', userId: null, data: { party: 'artista' } },
    ]);

    expect((await open(url)).status).toBe(200);
    expect(await notificationsOfEvent()).toHaveLength(1);
    expect((await artistContract()).linkShare).toMatchObject({
      url,
      openCount: 2,
      openedAt: expect.any(String),
    });
  });

  it('answers a revoked, expired, replaced or tampered link with a 404 page in Spanish and English', async () => {
    const { url } = (await artistContract()).linkShare;
    const [payload, signature = ''] = (new URL(url).pathname.split('/').pop() ?? '').split('.');
    const tampered = `${origin}/c/${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const replaced = url;
    const newer = (await send('POST', contratos('/shareLink'), { subType: 'artista' })).json().linkShare.url;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 3 * 86_400_000);
    // the worker's next test file runs in this module's realm: its clock is given back even on a failure
    const old = await send('POST', contratos('/shareLink'), { subType: 'promotor', days: 1 })
      .then((res) => res.json().linkShare.url as string)
      .finally(() => vi.useRealTimers());
    const revoked = newer;
    expect(
      (await send('POST', contratos('/revokeShareLink'), { subType: 'artista' })).json().linkShare,
    ).toBeNull();

    for (const link of [tampered, replaced, revoked, old, `${origin}/c/nada`]) {
      const res = await open(link);
      expect(res.status, link).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await res.text();
      expect(page).toContain('Este enlace no es válido');
      expect(page).toContain('This link is not valid');
    }
  });

  it('refuses a role without Contratos, a party that signs no contract, and an event that does not exist', async () => {
    const clerk = await send('GET', contratos(), undefined, server.clerkToken);
    expect(clerk.statusCode).toBe(403);
    expect(clerk.json().code).toBe('forbidden');
    const producer = await send('POST', contratos('/reset'), { subType: 'productor' });
    expect(producer.statusCode).toBe(400);
    expect(producer.json().code).toBe('contract_type_not_allowed');
    const missing = await send('GET', '/api/evento/999999/contratos');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('event_not_found');
  });
});
