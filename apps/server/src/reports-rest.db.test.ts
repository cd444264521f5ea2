import { formulaUnescaped } from '@bolo/api/csv';
import { spreadsheetCells, xlsxRows } from '@bolo/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithStaff } from './testing';

let staff: Awaited<ReturnType<typeof serverWithStaff>>;
const trap = 'Gira;=1+1;';

/**
 * An event whose settlement has sold `quantity` tickets at `price` (text as the tickets CSV says
 * it), locked unless `draft`, for the promoter master `promotorId` when given.
 */
async function settled(
  name: string,
  date: string,
  artist: string,
  price: string,
  quantity: number,
  options: { promotorId?: number; draft?: true } = {},
) {
  const created = await staff.send('POST', '/api/evento', {
    name,
    eventType: 'Promotores',
    date,
    artista: { name: artist },
    ...(options.promotorId ? { promotor: { promotorMaestroId: options.promotorId } } : {}),
    entradas: [{ pvp: 2_000, descripcion: 'Anticipada' }],
  });
  expect(created.statusCode).toBe(201);
  const url = `/api/evento/${created.json().id}/liquidacion`;
  const imported = await staff.send('POST', `${url}/csv`, {
    version: 0,
    csv: `tipo;canal;precio;cantidad\nAnticipada;Web;${price};${quantity}`,
  });
  expect(imported.statusCode).toBe(200);
  if (options.draft) return;
  const locked = await staff.send('POST', `${url}/lock`, { version: imported.json().version });
  expect(locked.statusCode).toBe(200);
}

let promoter = 0;

beforeAll(async () => {
  staff = await serverWithStaff();
  const created = await staff.send('POST', '/api/masterPromoter', { name: 'Promotora del informe' });
  expect(created.statusCode).toBe(201);
  promoter = created.json().id;
  // past days: a lock before the show date is another matter (issue 27)
  await settled('Informe por REST', '2025-05-14', 'Sin maestro', '20,00', 10);
  await settled('Del promotor', '2025-07-10', 'Sin maestro', '30,00', 3, { promotorId: promoter });
  await settled('Borrador del promotor', '2025-07-11', 'Sin maestro', '40,00', 5, {
    promotorId: promoter,
    draft: true,
  });
  await settled(trap, '2025-06-20', trap, '"1.234,56"', 1);
});
afterAll(() => staff.close());

const period = 'from=2025-05-01&to=2025-05-31';

describe('/api/informes', () => {
  it('answers the totals and series, and the events', async () => {
    const summary = await staff.send('GET', `/api/informes?${period}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      totals: { events: 1, ticketsSold: 10, gross: 20_000 },
      byMonth: [{ month: '2025-05', events: 1 }],
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
    const june = 'from=2025-06-01&to=2025-06-30&format=csv';
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

  it('filters by promoter (`?promotorId=`): locked settlements by default, drafts too with `status=all`', async () => {
    const year = 'from=2025-01-01&to=2025-12-31';
    const locked = await staff.send('GET', `/api/informes?${year}&promotorId=${promoter}`);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({
      totals: { events: 1, ticketsSold: 3, gross: 9_000 },
      drafts: { events: 0 },
    });
    const both = await staff.send('GET', `/api/informes?${year}&promotorId=${promoter}&status=all`);
    expect(both.json()).toMatchObject({
      totals: { events: 2, ticketsSold: 8, gross: 29_000 },
      drafts: { events: 1, ticketsSold: 5, gross: 20_000 },
    });
    const events = await staff.send('GET', `/api/informes/eventos?${year}&promotorId=${promoter}`);
    expect(events.json()).toMatchObject({ total: 1, items: [{ name: 'Del promotor' }] });
    const file = await staff.send('GET', `/api/informes/export?${year}&promotorId=${promoter}&format=csv`);
    expect(spreadsheetCells(file.body, ';').slice(1)).toEqual([expect.arrayContaining(['Del promotor'])]);
    const malformed = await staff.send('GET', `/api/informes?${year}&promotorId=abc`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_error' });
  });
});
