import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { recordingServices, testImage } from '@bolo/api/testing';
import { schema } from '@bolo/db';
import { annexPdf } from '@bolo/templating/testing';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWithArtistContract, type FormPart, fromTheApp, type Method, serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
let origin: string;
let eventId: number;
let companyId: number;
const services = recordingServices();

const send = (method: Method, url: string, payload?: unknown) => server.send(method, url, payload);
const contratos = (path = '') => `/api/evento/${eventId}/contratos${path}`;
const pngFile = async (name: string) =>
  new File([await testImage('png', 40, 20)], name, { type: 'image/png' });

/** Uploads one image to a company's group and answers its storage key. */
async function companyImage(id: number, group: string): Promise<string> {
  const res = await server.sendForm('/api/empresa/uploadFiles', [
    ['id', String(id)],
    ['group', group],
    ['files', await pngFile('firma.png')] as [string, FormPart],
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[group].at(-1).key;
}

/** Times of `GET /health` asked one after another until `work` settles, in milliseconds. */
async function healthWhile<T>(work: Promise<T>): Promise<{ result: T; latencies: number[] }> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${origin}/health`);
    expect(res.status).toBe(200);
    latencies.push(performance.now() - started);
  }
  return { result: await settled, latencies };
}

beforeAll(async () => {
  server = await serverWithStaff(services);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const company = await send('POST', '/api/empresa', { name: 'Bolo Producciones' });
  companyId = company.json().id;
  eventId = await eventWithArtistContract(send, {
    empresaId: companyId,
    body: '<h1>Contrato</h1><p>{{artista.name}} actuará en {{infoGeneral.name}}.</p>',
  });
});
afterAll(async () => {
  await server.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

describe('the template budget at save', () => {
  it('refuses 30 nested #each with 400 plantilla_too_complex and the line, while /health answers', async () => {
    // Warmed up first, so the figures are the refusal's, not a first request's.
    expect((await fetch(`${origin}/health`)).status).toBe(200);
    await send('POST', '/api/plantillasMail/check', { subject: 'Hola', body: '<p>{{infoGeneral.name}}</p>' });
    const nested = `{{#each entrada.entradas}}${'{{#each ../entrada.entradas}}'.repeat(29)}x${'{{/each}}'.repeat(30)}`;
    const started = performance.now();
    const { result: res, latencies } = await healthWhile(
      send('POST', '/api/plantillasMail', {
        name: 'Anidada',
        type: 'email',
        subType: 'confirmacion',
        subject: 'Hola',
        body: `<p>hola</p>\n${nested}`,
      }),
    );
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'plantilla_too_complex',
      message:
        'La plantilla es demasiado compleja (cuerpo, línea 2): hay más de 8 bloques ({{#…}}) uno dentro de otro.',
    });
    expect(latencies.length).toBeGreaterThan(0);
    console.info(
      `30 nested #each refused in ${elapsed.toFixed(1)} ms; /health max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    expect((await send('GET', '/api/plantillasMail/search/Anidada')).json()).toEqual([]);
  });

  it('refuses a quoted block name and a name outside the catalogue at save', async () => {
    for (const body of [
      '{{#"infoGeneral"}}x{{/"infoGeneral"}}',
      '<p>{{"x"}}</p>',
      '<p>{{infoGeneral.secreto}}</p>',
    ]) {
      const res = await send('POST', '/api/plantillasMail', {
        name: `Rota ${body.length}`,
        type: 'email',
        subType: 'produccion',
        subject: 'Hola',
        body,
      });
      expect(res.statusCode, body).toBe(400);
      expect(res.json().code).toBe('plantilla_not_valid');
      expect(res.json().message).toMatch(/línea 1/);
    }
  });
});

describe('a master that fails for the event', () => {
  it('fails that one document, with its error; the event’s mail and contracts lists still answer', async () => {
    // A master saved before the check refused it (or that fails only with this event's data).
    await server.database.db.insert(schema.templates).values({
      name: 'Confirmación rota',
      nameKey: 'confirmacion rota',
      searchText: 'confirmacion rota',
      type: 'email',
      subType: 'confirmacion',
      subject: 'Confirmación',
      body: '{{#"infoGeneral"}}x{{/"infoGeneral"}}',
      master: true,
    });
    const mail = await send('GET', `/api/evento/${eventId}/mail`);
    expect(mail.statusCode, mail.body).toBe(200);
    const emails: {
      type: string;
      subType: string;
      failure: { code: string; message: { es: string } } | null;
    }[] = mail.json();
    const failed = emails.filter((email) => email.failure);
    expect(failed.map((email) => [email.type, email.subType])).toEqual([
      ['confirmacion', 'artista'],
      ['confirmacion', 'promotor'],
      ['confirmacion', 'sala'],
    ]);
    expect(failed[0]?.failure).toEqual({
      code: 'plantilla_not_valid',
      message: expect.objectContaining({ es: expect.stringMatching(/línea 1/) }),
    });
    const contracts = await send('GET', contratos());
    expect(contracts.statusCode).toBe(200);
    expect(contracts.json().every((c: { failure: unknown }) => c.failure === null)).toBe(true);
    const send1 = await send('POST', `/api/evento/${eventId}/mail/sendMail`, {
      type: 'confirmacion',
      subType: 'artista',
      requestId: '00000000-0000-4000-8000-000000000001',
    });
    expect(send1.statusCode).toBe(400);
    expect(send1.json().code).toBe('plantilla_not_valid');
  });
});

/** A PDF of `pages` pages, each the same small page: written by hand, as pdf-lib takes minutes to add 20 000. */
function manyPages(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, () => '3 0 R').join(' ');
  return new TextEncoder().encode(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      `2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count ${pages} >>\nendobj\n` +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
}

describe('contract annexes', () => {
  it('refuses a 75-byte fake PDF with 400 contract_annex_not_pdf', async () => {
    const fake = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const res = await server.sendForm(contratos('/addAnnex'), [
      ['subType', 'artista'],
      ['file', new File([fake], 'anexo.pdf', { type: 'application/pdf' })],
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('contract_annex_not_pdf');
    const pdf = await send('POST', contratos('/pdf/generate'), { subType: 'artista' });
    expect(pdf.statusCode).toBe(200);
  });

  it('refuses a 20 000-page annex with 413 contract_annex_too_many_pages', async () => {
    const huge = manyPages(20_000);
    expect((await PDFDocument.load(huge)).getPageCount()).toBe(20_000);
    const res = await server.sendForm(contratos('/addAnnex'), [
      ['subType', 'artista'],
      ['file', new File([huge], 'anexo.pdf', { type: 'application/pdf' })],
    ]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual({
      code: 'contract_annex_too_many_pages',
      message: 'El anexo tiene más de 500 páginas: divídalo o redúzcalo.',
    });
    const annexes = (await send('GET', contratos()))
      .json()
      .find((c: { subType: string }) => c.subType === 'artista').annex;
    expect(annexes).toEqual([]);
  });
});

describe('the contract render pool', () => {
  it('answers 503 busy with Retry-After past the line, and renders the rest', async () => {
    const annex = await server.sendForm(contratos('/addAnnex'), [
      ['subType', 'artista'],
      ['file', new File([await annexPdf('Rider', 150)], 'rider.pdf', { type: 'application/pdf' })],
    ]);
    expect(annex.statusCode, annex.body).toBe(200);
    // Thirty different previews at once: each a PDF of its own, none from the cache.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${origin}${contratos('/pdf/preview')}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${server.adminToken}`,
            ...fromTheApp,
          },
          body: JSON.stringify({ subType: 'artista', body: `<p>Vista previa ${i}</p>` }),
        }).then(async (res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.arrayBuffer(),
        })),
      ),
    );
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => a.retryAfter === '5')).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(busy[0]?.body)).code).toBe('busy');
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(10);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
  });
});

describe('a long contract opened by its link', () => {
  it('keeps /health answering while five openings at once make a 500-page contract', async () => {
    const event = await send('POST', '/api/evento', {
      name: 'Bolo con anexo largo',
      eventType: 'Promotores',
      date: '2026-07-01',
      artista: { name: 'Zahara' },
    });
    const longId = event.json().id;
    const annex = await server.sendForm(`/api/evento/${longId}/contratos/addAnnex`, [
      ['subType', 'artista'],
      ['file', new File([await annexPdf('Planos', 500)], 'planos.pdf', { type: 'application/pdf' })],
    ]);
    expect(annex.statusCode, annex.body).toBe(200);
    const shared = await send('POST', `/api/evento/${longId}/contratos/shareLink`, { subType: 'artista' });
    const path = new URL(shared.json().linkShare.url).pathname;
    for (let i = 0; i < 5; i++) await fetch(`${origin}/health`); // warm
    const started = performance.now();
    const { result: opens, latencies } = await healthWhile(
      Promise.all(
        Array.from({ length: 5 }, () =>
          fetch(`${origin}${path}`).then(async (res) => ({
            status: res.status,
            size: (await res.arrayBuffer()).byteLength,
          })),
        ),
      ),
    );
    const elapsed = performance.now() - started;
    expect(opens.map((open) => open.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(opens.map((open) => open.size)).size).toBe(1);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
    console.info(
      `5 openings of a 500-page contract in ${elapsed.toFixed(0)} ms; /health ×${latencies.length}, p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
    );
    // Five openings make one PDF (the cache), at the annex cap, on a PDF thread: the event loop is
    // free meanwhile. The 100 ms p99 of the acceptance line is measured as a ratio in bench/bounds.mjs,
    // not asserted here: on this 2-core machine shared by parallel runs a plain /health waits tens of
    // ms. Asserted: /health answered several times during the render and none waited a second.
    expect(latencies.length).toBeGreaterThanOrEqual(3);
    expect(sorted.at(-1)).toBeLessThan(1_000);
  });
});

describe('signature files', () => {
  it('refuses a poster or a company’s image as firma, takes the one uploaded for the signatory', async () => {
    const poster = await server.sendForm('/api/carteles/uploadFiles', [
      ['eventId', String(eventId)],
      ['files', await pngFile('cartel.png')] as [string, FormPart],
    ]);
    expect(poster.statusCode, poster.body).toBe(201);
    const [posterRow] = await server.database.db
      .select()
      .from(schema.eventPosters)
      .where(eq(schema.eventPosters.eventId, eventId));
    const other = (await send('POST', '/api/empresa', { name: 'Otra Empresa' })).json().id;
    const othersImage = await companyImage(other, 'principal');
    const companysImage = await companyImage(companyId, 'secundario');

    const created = await send('POST', '/api/firmantes', { name: 'Ana', firma: posterRow?.storageKey });
    expect(created.statusCode).toBe(400);
    expect(created.json().code).toBe('file_not_owned');
    const signatory = (await send('POST', '/api/firmantes', { name: 'Ana', apellido: 'Pérez' })).json();
    const company = (await send('GET', `/api/empresa/${companyId}`)).json();
    const linked = await send('PUT', `/api/empresa/${companyId}`, {
      version: company.version,
      firmanteId: signatory.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);

    for (const key of [
      posterRow?.storageKey,
      othersImage,
      companysImage,
      'companies/1/../../posters/x.png',
    ]) {
      const res = await send('PUT', `/api/firmantes/${signatory.id}`, {
        version: signatory.version,
        firma: key,
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().code).toBe('file_not_owned');
    }
    const own = await server.sendForm(`/api/firmantes/${signatory.id}/files/firma`, [
      ['file', await pngFile('firma.png')],
    ]);
    expect(own.statusCode, own.body).toBe(200);
    expect((await send('POST', contratos('/pdf/generate'), { subType: 'artista' })).statusCode).toBe(200);
  });

  it('prints the contract without the signature when its file is gone or its key is not the signatory’s', async () => {
    const [company] = await server.database.db
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.id, companyId));
    const firmanteId = company?.firmanteId as number;
    const [firmante] = await server.database.db
      .select()
      .from(schema.signatories)
      .where(eq(schema.signatories.id, firmanteId));
    await services.storage.delete(firmante?.firma as string);
    const missing = await send('POST', contratos('/pdf/preview'), {
      subType: 'artista',
      body: '<p>Sin firma</p>',
    });
    expect(missing.statusCode, missing.body).toBe(200);
    expect(missing.headers['content-type']).toBe('application/pdf');
    // A key saved before the rule, naming a file that is not a picture (an annex PDF).
    const [contract] = await server.database.db
      .select()
      .from(schema.eventContracts)
      .where(eq(schema.eventContracts.eventId, eventId));
    await server.database.db
      .update(schema.signatories)
      .set({ firma: contract?.annex[0]?.storageKey })
      .where(eq(schema.signatories.id, firmanteId));
    const foreign = await send('POST', contratos('/pdf/preview'), {
      subType: 'artista',
      body: '<p>Firma ajena</p>',
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
  });
});
