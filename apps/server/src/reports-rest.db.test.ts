import { xlsxRows } from '@bolo/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithStaff } from './testing';

let staff: Awaited<ReturnType<typeof serverWithStaff>>;

beforeAll(async () => {
  staff = await serverWithStaff();
  const created = await staff.send('POST', '/api/evento', {
    name: 'Informe por REST',
    eventType: 'Promotores',
    date: '2027-05-14',
    artista: { name: 'Sin maestro' },
    entradas: [{ pvp: 2_000, descripcion: 'Anticipada' }],
  });
  expect(created.statusCode).toBe(201);
  const url = `/api/evento/${created.json().id}/liquidacion`;
  const imported = await staff.send('POST', `${url}/csv`, {
    version: 0,
    csv: 'tipo;canal;precio;cantidad\nAnticipada;Web;20,00;10',
  });
  expect(imported.statusCode).toBe(200);
});
afterAll(() => staff.close());

const period = 'from=2027-05-01&to=2027-05-31';

describe('/api/informes', () => {
  it('answers the totals and series, and the events', async () => {
    const summary = await staff.send('GET', `/api/informes?${period}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      totals: { events: 1, ticketsSold: 10, gross: 20_000 },
      byMonth: [{ month: '2027-05', events: 1 }],
    });
    const events = await staff.send('GET', `/api/informes/eventos?${period}&size=10`);
    expect(events.json()).toMatchObject({ total: 1, items: [{ name: 'Informe por REST' }] });
  });

  it('saves the export as an XLSX file that reads back, and refuses a role without Informes', async () => {
    const file = await staff.send('GET', `/api/informes/export?${period}&format=xlsx`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="informe.xlsx"');
    expect(file.headers['cache-control']).toBe('no-store');
    expect((await xlsxRows(file.rawPayload))[1]).toEqual(expect.arrayContaining(['Informe por REST']));
    expect((await staff.send('GET', `/api/informes/export?${period}&format=pdf`)).statusCode).toBe(400);
    for (const path of ['/api/informes', `/api/informes/export?format=csv`]) {
      expect((await staff.send('GET', path, undefined, staff.clerkToken)).statusCode).toBe(403);
    }
  });
});
