import { PassThrough } from 'node:stream';
import { settlementFields } from '@bolo/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { LogDestination } from './log-format';
import { buildServer } from './server';
import { serverWithStaff } from './testing';

/**
 * Issue 26: money within the range where its figures are exact, and the same text rules on every
 * way in (JSON, CSV import, form fields), each refused with a catalogue code, never a 500.
 */

let staff: Awaited<ReturnType<typeof serverWithStaff>>;
let url: string;

beforeAll(async () => {
  staff = await serverWithStaff();
  const created = await staff.send('POST', '/api/evento', {
    name: 'Liquidación con cifras grandes',
    eventType: 'Promotores',
    artista: { name: 'Sin maestro' },
    entradas: [{ pvp: 2_000, descripcion: 'Anticipada' }],
  });
  expect(created.statusCode).toBe(201);
  url = `/api/evento/${created.json().id}/liquidacion`;
});
afterAll(() => staff.close());

/** The saved (or prefilled) settlement's fields, as a save sends them back. */
async function currentFields() {
  const settlement = (await staff.send('GET', url)).json();
  return { version: settlement.version, ...settlementFields(settlement) };
}

const line = (price: number, quantity: number) => ({ type: 'General', channel: 'Web', price, quantity });

/** The lines a server logs at info level while `run` makes its requests. */
async function logged(run: (app: Awaited<ReturnType<typeof buildServer>>) => Promise<void>) {
  const output = Object.assign(new PassThrough(), { isTTY: false }) satisfies LogDestination;
  let written = '';
  output.on('data', (chunk) => {
    written += chunk;
  });
  const app = await buildServer({
    config: loadConfig({ LOG_LEVEL: 'info' }),
    database: staff.database,
    logTo: output,
  });
  try {
    await run(app);
  } finally {
    await app.close();
  }
  return written.split('\n').filter((text) => text !== '');
}

describe('settlement amounts', () => {
  it('refuses 100 lines of the largest price × quantity with amount_too_large, logging no huge line', async () => {
    const fields = await currentFields();
    const lines = await logged(async (app) => {
      const save = await app.inject({
        method: 'PUT',
        url,
        headers: { authorization: `Bearer ${staff.adminToken}` },
        payload: { ...fields, tickets: Array.from({ length: 100 }, () => line(10_000_000, 10_000_000)) },
      });
      expect(save.statusCode).toBe(400);
      expect(save.json()).toEqual({
        code: 'amount_too_large',
        message:
          'La recaudación pasa de 9.000.000.000 €, el importe más alto que se calcula: revise los precios, las cantidades y los importes.',
      });
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(Math.max(...lines.map((text) => text.length))).toBeLessThan(4_000);
    expect(lines.join('\n')).not.toMatch(/"level":50/);
  });

  it('refuses the issue’s 100 lines of 1e10 × 1e7 and one line whose gross passes 2^53, naming the field', async () => {
    const fields = await currentFields();
    const hundred = await staff.send('PUT', url, {
      ...fields,
      tickets: Array.from({ length: 100 }, () => line(1e10, 1e7)),
    });
    expect(hundred.statusCode).toBe(400);
    expect(hundred.json().code).toBe('validation_error');

    const over = await staff.send('PUT', url, { ...fields, tickets: [line(900_719_926, 10_000_000)] });
    expect(over.statusCode).toBe(400);
    expect(JSON.stringify(over.json())).toContain('Importe no válido: céntimos enteros, de 0 a 100.000 €.');

    // every field within its bound, the gross past 9 000 million euros
    const single = await staff.send('PUT', url, { ...fields, tickets: [line(10_000_000, 10_000_000)] });
    expect(single.statusCode).toBe(400);
    expect(single.json().code).toBe('amount_too_large');
    expect((await staff.send('GET', url)).json().version).toBe(fields.version);
  });

  it('refuses expenses adding up past the bound, and keeps a gross at the bound exact', async () => {
    const fields = await currentFields();
    const expense = { concept: 'Producción', amount: 10_000_000_000, kind: 'external', party: 'promotor' };
    const expenses = await staff.send('PUT', url, {
      ...fields,
      expenses: Array.from({ length: 91 }, () => expense),
    });
    expect(expenses.statusCode).toBe(400);
    expect(expenses.json().message).toMatch(/^La suma de los gastos pasa de/);

    const atTheBound = await staff.send('PUT', url, {
      ...fields,
      tickets: [line(10_000_000, 90_000), line(99, 0)],
      vatRate: 21,
      sgaePorciento: 10,
    });
    expect(atTheBound.statusCode).toBe(200);
    const { figures } = atTheBound.json();
    // 900 000 000 000 / 1,21 = 743 801 652 892,56… → …893 (half away from zero)
    expect(figures).toMatchObject({
      gross: 900_000_000_000,
      netOfVat: 743_801_652_893,
      vat: 156_198_347_107,
    });
    expect(figures.sgae).toBe(74_380_165_289);
  });
});

describe('the tickets CSV import', () => {
  it('answers 400 to a NUL character and to a lone surrogate, as the JSON save does', async () => {
    const { version } = await currentFields();
    const header = 'tipo;canal;precio;cantidad';
    const nul = await staff.send('POST', `${url}/csv`, { version, csv: `${header}\nGen\u0000eral;Web;20;1` });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'settlement_csv_invalid' });
    expect(nul.json().message).toContain('línea 2: el tipo tiene');

    const surrogate = await staff.send('POST', `${url}/csv`, {
      version,
      csv: `${header}\nGeneral;Web\uD800;20;1`,
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toContain('línea 2: el canal tiene');

    const file = new File([`${header}\nGeneral\u0000;Web;20;1\n`], 'ventas.csv', { type: 'text/csv' });
    const form = await staff.sendForm(`${url}/csv`, [
      ['version', String(version)],
      ['file', file],
    ]);
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ code: 'settlement_csv_invalid' });

    const save = await staff.send('PUT', url, { ...(await currentFields()), tickets: [line(2_000, 1)] });
    expect(save.statusCode).toBe(200);
  });

  it('refuses a price past the ticket bound as the JSON save does', async () => {
    const { version } = await currentFields();
    const csv = 'tipo;canal;precio;cantidad\nGeneral;Web;"1.000.000,00";1';
    const refused = await staff.send('POST', `${url}/csv`, { version, csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('el precio no es un importe en euros de 0 a 100.000 €');
  });
});

describe('names', () => {
  const disguised = 'Gira \u202E3202\u202C \u2066Madrid\u2069\u200F';

  it('are saved without bidirectional controls, on a master, an event and a user', async () => {
    const artist = await staff.send('POST', '/api/masterArtist', { name: disguised, companyName: disguised });
    expect(artist.statusCode).toBe(201);
    expect(artist.json()).toMatchObject({ name: 'Gira 3202 Madrid', companyName: 'Gira 3202 Madrid' });

    const event = await staff.send('POST', '/api/evento', {
      name: `${disguised} (evento)`,
      eventType: 'Promotores',
      artista: { name: 'Sin maestro' },
    });
    expect(event.statusCode, event.body).toBe(201);
    const read = await staff.send('GET', `/api/evento/${event.json().id}`);
    expect(read.json().name).toBe('Gira 3202 Madrid (evento)');

    const user = await staff.send('POST', '/api/admin/user', {
      email: 'bidi@bolo.test',
      name: '\u202EanA',
      lastName: 'Pérez\u200F',
      role: 'Contratación',
    });
    expect(user.statusCode, user.body).toBe(201);
    expect(user.json()).toMatchObject({ name: 'anA', lastName: 'Pérez' });
  });

  it('are stripped the same in a multipart form and a CSV import, whose NUL row is refused', async () => {
    const form = await staff.sendForm('/api/masterArtist', [['name', `\u202EFormulario\u202C`]]);
    expect(form.statusCode).toBe(201);
    expect(form.json().name).toBe('Formulario');

    const imported = await staff.app.inject({
      method: 'POST',
      url: '/trpc/masters.artist.importRows',
      headers: { authorization: `Bearer ${staff.adminToken}` },
      payload: { json: { rows: [{ name: '\u202EImportado' }, { name: 'Con\u0000NUL' }] } },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [good, bad] = imported.json().result.data.json;
    expect(good.problems).toEqual([]);
    expect(bad).toMatchObject({ id: null, problems: [{ path: 'name' }] });
    const found = await staff.send('GET', `/api/masterArtist/${good.id}`);
    expect(found.json().name).toBe('Importado');
  });

  it('in Arabic and Hebrew are kept as typed, and one of only controls is refused', async () => {
    for (const name of ['فرقة النور', 'להקת האור', 'Banda «النور» y «האור»']) {
      const created = await staff.send('POST', '/api/masterArtist', { name });
      expect(created.statusCode).toBe(201);
      expect(created.json().name).toBe(name);
    }
    const empty = await staff.send('POST', '/api/masterArtist', { name: '\u202E\u202C' });
    expect(empty.statusCode).toBe(400);
  });
});
