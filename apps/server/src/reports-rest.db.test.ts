import { formulaUnescaped } from '@bolo/api/csv';
import { spreadsheetCells, xlsxRows } from '@bolo/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithStaff } from './testing';

let staff: Awaited<ReturnType<typeof serverWithStaff>>;
const trap = 'Gira;=1+1;';

/** An event whose settlement has sold `quantity` tickets at `price` (text as the tickets CSV says it). */
async function settled(name: string, date: string, artist: string, price: string, quantity: number) {
  const created = await staff.send('POST', '/api/evento', {
    name,
    eventType: 'Promotores',
    date,
    artista: { name: artist },
    entradas: [{ pvp: 2_000, descripcion: 'Anticipada' }],
  });
  expect(created.statusCode).toBe(201);
  const url = `/api/evento/${created.json().id}/liquidacion`;
  const imported = await staff.send('POST', `${url}/csv`, {
    version: 0,
    csv: `tipo;canal;precio;cantidad\nAnticipada;Web;${price};${quantity}`,
  });
  expect(imported.statusCode).toBe(200);
}

beforeAll(async () => {
  staff = await serverWithStaff();
  await settled('Informe por REST', '2027-05-14', 'Sin maestro', '20,00', 10);
  await settled(trap, '2027-06-20', trap, '"1.234,56"', 1);
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

  it('saves the CSV in the Spanish convention by default and the plain one in English, a name with `;` in one cell', async () => {
    const june = 'from=2027-06-01&to=2027-06-30&format=csv';
    const spanish = await staff.send('GET', `/api/informes/export?${june}`);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(spanish.headers['content-disposition']).toBe('attachment; filename="informe.csv"');
    expect(spanish.body.startsWith('\uFEFF')).toBe(true);
    const english = await staff.app.inject({
      method: 'GET',
      url: `/api/informes/export?${june}`,
      headers: { authorization: `Bearer ${staff.adminToken}`, 'accept-language': 'en' },
    });
    expect(english.headers['content-disposition']).toBe('attachment; filename="report.csv"');
    for (const [file, own, other, gross] of [
      [spanish.body, ';', ',', '1.234,56'],
      [english.body, ',', ';', '1234.56'],
    ] as const) {
      const [header = [], row = []] = spreadsheetCells(file, own);
      expect(row).toHaveLength(header.length);
      expect(row.filter((cell) => formulaUnescaped(cell) === trap)).toHaveLength(2);
      expect(row).toContain(gross);
      expect(
        spreadsheetCells(file, other)
          .flat()
          .filter((cell) => /^\s*[=+\-@]/.test(cell)),
      ).toEqual([]);
    }
  });
});
