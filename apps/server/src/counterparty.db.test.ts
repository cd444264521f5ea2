import { rm } from 'node:fs/promises';
import { recordingServices } from '@bolo/api/testing';
import { createDb } from '@bolo/db';
import { createTestDatabase, testDbKind } from '@bolo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { buildServer } from './server';
import { serverWithStaff } from './testing';

let server: Awaited<ReturnType<typeof serverWithStaff>>;
let eventId = 0;
const services = recordingServices();
const base = '/api/datosContraparte';
const tokenOf = (url: string) => url.split('/altainfo/')[1] ?? '';
/** A request from a visitor's own address: no token, no cookie. */
const visit = (method: 'GET' | 'POST', url: string, payload: unknown, remoteAddress: string) =>
  server.app.inject({ method, url, payload: payload as object, remoteAddress });

beforeAll(async () => {
  server = await serverWithStaff(services);
  const event = await server.send('POST', '/api/evento', {
    name: 'Zahara en La Riviera',
    eventType: 'Promotores',
    date: '2026-06-12',
    location: 'Madrid',
    artista: { name: 'Zahara' },
  });
  expect(event.statusCode, event.body).toBe(201);
  eventId = event.json().id;
});
afterAll(async () => {
  await server.close();
  await rm(services.filesDir, { recursive: true, force: true });
});

describe('the counterparty paths of /api/datosContraparte', () => {
  it('make a link, show it again, take the data and the certificates, and show the diff', async () => {
    const made = await server.send(
      'POST',
      `${base}/generateLink`,
      { eventId, party: 'artista', days: 7 },
      server.clerkToken,
    );
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json();
    const hash = await server.send('GET', `${base}/getHash?eventId=${eventId}&party=artista`);
    expect(hash.json().url).toBe(url);
    const token = tokenOf(url);

    const view = await visit('GET', `${base}?token=${token}`, undefined, '10.1.0.1');
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      event: { name: 'Zahara en La Riviera', date: '2026-06-12', place: 'Madrid' },
      party: 'artista',
      fields: expect.objectContaining({ name: 'Zahara', phone: '' }),
      certificates: { ownershipCertificate: false, cifCertificate: false },
    });

    const wrong = await visit('POST', `${base}/updateDatas`, { token, cif: 'X' }, '10.1.0.1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('validation_error');
    const sent = await visit('POST', `${base}/updateDatas`, { token, nameSignatory: 'María' }, '10.1.0.1');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().fields.nameSignatory).toBe('María');

    const html = await server.sendForm(
      `${base}/uploadFiles`,
      [
        ['token', token],
        [
          'ownershipCertificate',
          new File(['<html><body>not a pdf</body></html>'], 'cert.pdf', { type: 'application/pdf' }),
        ],
      ],
      { token: null },
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().code).toBe('counterparty_file_type');
    const uploaded = await server.sendForm(
      `${base}/uploadFiles`,
      [
        ['token', token],
        ['cifCertificate', new File(['%PDF-1.4\n%%EOF\n'], 'cif.pdf', { type: 'application/pdf' })],
      ],
      { token: null },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().certificates).toEqual({ ownershipCertificate: false, cifCertificate: true });

    const diff = await server.send('GET', `${base}/submissions?eventId=${eventId}&party=artista`);
    expect(diff.json().changes).toEqual([{ field: 'nameSignatory', before: '', after: 'María' }]);
    const accept = await server.send('POST', `${base}/accept`, { submissionId: diff.json().id });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('counterparty_no_master');

    await server.send('POST', `${base}/revokeLink`, { eventId, party: 'artista' });
    const gone = await visit('GET', `${base}?token=${token}`, undefined, '10.1.0.1');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      code: 'counterparty_link_not_found',
      message: expect.stringContaining('oficina que se lo envió'),
    });
  });

  it('carry the advance on the artist’s link: a step confirmed and an input list sent, accepted by staff', async () => {
    const made = await server.send('POST', `${base}/generateLink`, { eventId, party: 'artista' });
    const token = tokenOf(made.json().url);
    const point = await server.send('POST', `/api/evento/${eventId}/avance/puntos`, {
      section: 'technical',
      title: 'Input list',
    });
    expect(point.statusCode, point.body).toBe(201);
    const itemId = (point.json() as unknown as { items: { id: number }[] }).items.at(-1)?.id;
    const step = await server.send('POST', `/api/evento/${eventId}/avance/horario`, {
      time: '17:00',
      kind: 'soundcheck',
    });
    expect(step.statusCode, step.body).toBe(201);
    const shown = await visit('GET', `${base}/avance?token=${token}`, undefined, '10.1.0.3');
    expect(shown.statusCode, shown.body).toBe(200);
    const stepId = shown.json().schedule[0].id;
    const confirmed = await visit(
      'POST',
      `${base}/avance/confirmar`,
      { token, scheduleItemId: stepId },
      '10.1.0.3',
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const sent = await server.sendForm(
      `${base}/avance/archivos?token=${token}&itemId=${itemId}`,
      [['files', new File(['%PDF-1.4\n%%EOF\n'], 'input-list.pdf', { type: 'application/pdf' })]],
      { token: null },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const changes = await server.send('GET', `/api/evento/${eventId}/avance/cambios`);
    const pending: { id: number; kind: string }[] = changes.json().pending;
    expect(pending.map((change) => change.kind)).toEqual(['confirm_schedule', 'file']);
    const accepted = await server.send('POST', `/api/evento/${eventId}/avance/cambios/aceptar`, {
      ids: pending.map((change) => change.id),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().pending).toEqual([]);
    const after = await server.send('GET', `/api/evento/${eventId}/avance`);
    const file = after.json().files[0];
    const download = await server.app.inject({
      method: 'GET',
      url: `/api/evento/${eventId}/avance/archivos/${file.id}`,
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const again = await server.send(
      'POST',
      `/api/evento/${eventId}/avance/cambios/${changes.json().pending[0].id}/rechazar`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('advance_change_decided');
  });

  it('answer a visitor without a session only on the public paths', async () => {
    const res = await visit('GET', `${base}/getHash?eventId=${eventId}&party=artista`, undefined, '10.1.0.2');
    expect(res.statusCode).toBe(401);
  });

  it('answer the 101st request in a minute from one address with 429 and Retry-After, over REST and tRPC', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++)
      statuses.push((await visit('GET', `${base}?token=guess${i}`, undefined, '10.9.0.1')).statusCode);
    expect(new Set(statuses)).toEqual(new Set([404]));
    const limited = await visit('GET', `${base}?token=again`, undefined, '10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const overTrpc = await server.app.inject({
      method: 'GET',
      url: `/trpc/counterparty.publicView?input=${encodeURIComponent(JSON.stringify({ json: { token: 'x' } }))}`,
      remoteAddress: '10.9.0.1',
    });
    expect(overTrpc.statusCode).toBe(429);
    expect(Number(overTrpc.headers['retry-after'])).toBeGreaterThan(0);
    expect((await visit('GET', `${base}?token=again`, undefined, '10.9.0.2')).statusCode).toBe(404);
  });
});

// PostgreSQL only: PGlite is one process's database.
describe.runIf(testDbKind === 'postgres')('two server instances on one PostgreSQL', () => {
  it('share the public links’ limit: together they allow 100 requests a minute from an address, not 200', async () => {
    const database = await createTestDatabase('postgres');
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const a = await buildServer({ config, database, services: recordingServices() });
    const otherConnection = createDb({ url: database.url ?? '' });
    const b = await buildServer({ config, database: otherConnection, services: recordingServices() });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) {
        const app = i % 2 === 0 ? a : b;
        const res = await app.inject({
          method: 'GET',
          url: `${base}?token=guess${i}`,
          remoteAddress: '10.8.0.1',
        });
        statuses.push(res.statusCode);
      }
      expect(new Set(statuses)).toEqual(new Set([404]));
      for (const app of [a, b]) {
        const rest = await app.inject({
          method: 'GET',
          url: `${base}?token=again`,
          remoteAddress: '10.8.0.1',
        });
        expect(rest.statusCode).toBe(429);
        expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
        const overTrpc = await app.inject({
          method: 'GET',
          url: `/trpc/counterparty.publicView?input=${encodeURIComponent(JSON.stringify({ json: { token: 'x' } }))}`,
          remoteAddress: '10.8.0.1',
        });
        expect(overTrpc.statusCode).toBe(429);
      }
    } finally {
      await a.close();
      await b.close();
      await otherConnection.close();
      await database.close();
    }
  });
});
