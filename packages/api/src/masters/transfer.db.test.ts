import type { Database } from '@bolo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type callerFor, withSignedInAdmin } from '../testing';
import { EMAIL_MESSAGE } from './fields';
import { masterTransferLimits } from './schemas';
import { NAME_TAKEN_MESSAGE } from './service';

let database: Database;
let admin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  ({ database, admin } = await withSignedInAdmin());
});
afterAll(() => database.close());

describe('importing rows from a CSV file', () => {
  it('creates the good rows and says, row by row, why the others were refused', async () => {
    await admin.masters.artist.create({ name: 'Rosalía Vila' });
    const results = await admin.masters.artist.importRows({
      rows: [
        { name: 'Zahara', emailConfirmacion: ['zahara@bolo.test'], isTelonero: true },
        { name: 'Sin Email', emailConfirmacion: ['ok@bolo.test', 'no-es-un-email'] },
        { name: 'ROSALIA VILA' },
        { name: 'zahara' },
        { name: 'Columna de más', color: '#ff0000' },
        { name: '   ' },
        { name: 'León Benavente', cif: '12.345.678-z' },
      ],
    });
    expect(results.map((result) => result.row)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.filter((result) => result.id !== null).map((result) => result.row)).toEqual([0, 6]);
    expect(results[1]?.problems).toEqual([{ path: 'emailConfirmacion.1', message: EMAIL_MESSAGE }]);
    expect(results[2]?.problems).toEqual([{ path: 'name', message: 'Ya existe un artista con ese nombre.' }]);
    // a name taken by an earlier row of the same file
    expect(results[3]?.problems).toEqual([{ path: 'name', message: 'Ya existe un artista con ese nombre.' }]);
    expect(results[4]?.problems).toHaveLength(1);
    expect(results[5]?.problems.map((problem) => problem.path)).toEqual(['name']);

    const leon = await admin.masters.artist.find({ id: results[6]?.id ?? 0 });
    expect(leon).toMatchObject({ name: 'León Benavente', cif: '12345678Z', version: 1 });
    expect((await admin.masters.artist.list({ q: 'zahara' })).items).toMatchObject([
      { name: 'Zahara', isTelonero: true, emailConfirmacion: ['zahara@bolo.test'] },
    ]);
  });

  it('a master without its own name code refuses a taken name on the name field', async () => {
    await admin.masters.team.create({ name: 'Booking' });
    const [result] = await admin.masters.team.importRows({
      rows: [{ name: 'BOOKING', members: [{ name: 'Marta Ruiz' }] }],
    });
    expect(result).toEqual({ row: 0, id: null, problems: [{ path: 'name', message: NAME_TAKEN_MESSAGE }] });
  });

  it('refuses more rows in one call than the limit, and an empty call', async () => {
    const rows = Array.from({ length: masterTransferLimits.importRows + 1 }, (_, i) => ({ name: `P${i}` }));
    await expect(admin.masters.producer.importRows({ rows })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.masters.producer.importRows({ rows: [] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await admin.masters.producer.list({})).total).toBe(0);
  });
});

describe('exporting the filtered list', () => {
  it('gives every matching row in the list order, past the largest page', async () => {
    const names = Array.from({ length: 130 }, (_, i) => `Sala ${String(i).padStart(3, '0')}`);
    for (let start = 0; start < names.length; start += masterTransferLimits.importRows) {
      const chunk = names.slice(start, start + masterTransferLimits.importRows);
      await admin.masters.hall.importRows({ rows: chunk.map((name) => ({ name, city: 'Málaga' })) });
    }
    await admin.masters.hall.create({ name: 'Teatro Real', city: 'Madrid' });

    const all = await admin.masters.hall.exportRows({ q: 'malaga', sort: 'name', order: 'desc' });
    expect(all.total).toBe(130);
    expect(all.items).toHaveLength(130);
    expect(all.items[0]?.name).toBe('Sala 129');
    expect(all.items.at(-1)?.name).toBe('Sala 000');
    expect((await admin.masters.hall.exportRows({})).items).toHaveLength(131);
  });
});
