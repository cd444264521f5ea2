import { settlementFields } from '@bolo/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithStaff } from './testing';

let staff: Awaited<ReturnType<typeof serverWithStaff>>;
let url: string;
let eventUrl: string;

beforeAll(async () => {
  staff = await serverWithStaff();
  const created = await staff.send('POST', '/api/evento', {
    name: 'Liquidación por REST',
    eventType: 'Promotores',
    artista: { name: 'Sin maestro' },
    entradas: [{ pvp: 2_000, descripcion: 'Anticipada' }],
  });
  expect(created.statusCode).toBe(201);
  eventUrl = `/api/evento/${created.json().id}`;
  url = `${eventUrl}/liquidacion`;
});
afterAll(() => staff.close());

describe('/api/evento/:id/liquidacion', () => {
  it('answers the prefilled draft, imports a ticketing CSV file, and names a bad line', async () => {
    const draft = await staff.send('GET', url);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      version: 0,
      artist: { taxResidence: 'ES', taxPerson: 'natural', reducedIrpf: false },
      tickets: [{ type: 'Anticipada', price: 2_000, quantity: 0 }],
    });
    const csv = new File(['tipo;canal;precio;cantidad\nAnticipada;Web;20,00;10\n'], 'ventas.csv', {
      type: 'text/csv',
    });
    const imported = await staff.sendForm(`${url}/csv`, [
      ['version', '0'],
      ['file', csv],
    ]);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      version: 1,
      figures: {
        gross: 20_000,
        feeVat: { porciento: 10, reverseCharge: false },
        withholding: { kind: 'IRPF', porciento: 15 },
      },
    });
    const bad = await staff.send('POST', `${url}/csv`, {
      version: 1,
      csv: 'tipo;canal;precio;cantidad\nX;Web;gratis;1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'settlement_csv_invalid' });
    expect(bad.json().message).toContain('línea 2');
  });

  it('serves either sheet as a PDF, and refuses another sheet and a role without Liquidacion', async () => {
    const pdf = await staff.send('GET', `${url}/pdf?sheet=external`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await staff.send('GET', `${url}/pdf?sheet=otra`)).statusCode).toBe(400);
    const clerk = await staff.send('GET', url, undefined, staff.clerkToken);
    expect(clerk.statusCode).toBe(403);
  });

  it('locks once confirmed before the show, refuses a save, a new date and a delete then, and reopens for an administrator with a reason', async () => {
    const settlement = (await staff.send('GET', url)).json();
    const { version } = settlement;
    const fields = settlementFields(settlement);
    const unconfirmed = await staff.send('POST', `${url}/lock`, { version });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ code: 'settlement_before_show' });
    expect(unconfirmed.json().message).toContain('confirme');
    expect((await staff.send('POST', `${url}/lock`, { version, beforeShowDate: true })).statusCode).toBe(200);
    const save = await staff.send('PUT', url, { version: version + 1, ...fields });
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({ code: 'settlement_locked' });
    const event = (await staff.send('GET', eventUrl)).json();
    for (const [method, body] of [
      ['PUT', { version: event.version, date: '2026-06-01' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await staff.send(method, eventUrl, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'settlement_locked',
        message: expect.stringContaining('reabrirla'),
      });
    }
    expect((await staff.send('POST', `${url}/reopen`, {})).statusCode).toBe(400);
    const reopened = await staff.send('POST', `${url}/reopen`, { reason: 'Error en las ventas web' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'draft' });
  });
});
