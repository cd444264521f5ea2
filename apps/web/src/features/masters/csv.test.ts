import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { MasterRow } from './api';
import { masterCsv, parseMasterCsv } from './csv';
import type { MasterDescription } from './descriptions';

const artists: MasterDescription = {
  key: 'artist',
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'cif', kind: 'text' },
  ],
  columns: [],
};
const artist = (id: number, name: string, cif: string): MasterRow => ({
  id,
  name,
  cif,
  version: 1,
  createdAt: new Date('2026-11-23T10:00:00Z'),
  updatedAt: new Date('2026-11-23T10:00:00Z'),
});

describe('a master exported as CSV', () => {
  it('escapes a cell that a spreadsheet would run as a formula, and leaves other text as it is', () => {
    const text = masterCsv(
      artists,
      [
        artist(1, '=HYPERLINK("https://evil.example","Pulse aquí")', '-2+3'),
        artist(2, 'Rosalía Vega', 'B12345678'),
      ],
      'en',
    );
    const [, formula, plain] = text.split('\r\n');
    expect(formula).toBe(`1,"'=HYPERLINK(""https://evil.example"",""Pulse aquí"")",'-2+3`);
    expect(plain).toBe('2,Rosalía Vega,B12345678');
  });

  it('keeps a name holding `;` in one cell of its own file, never a formula whichever separator a spreadsheet splits on', () => {
    const name = 'Gira;=1+1;';
    for (const [locale, own, other] of [
      ['es', ';', ','],
      ['en', ',', ';'],
    ] as const) {
      const text = masterCsv(artists, [artist(1, name, 'B12345678')], locale).replace(/^\uFEFF/, '');
      expect(text).toContain(`"Gira;'=1+1;"`);
      expect(Papa.parse<string[]>(text, { delimiter: own }).data[1]).toEqual([
        '1',
        "Gira;'=1+1;",
        'B12345678',
      ]);
      const cells = Papa.parse<string[]>(text, { delimiter: other }).data.flat();
      expect(cells.filter((cell) => /^\s*[=+\-@]/.test(cell))).toEqual([]);
    }
  });

  it('writes the Spanish file with `;` and a byte-order mark, and it imports back as it was', () => {
    const rows = [artist(1, 'Gira;=1+1;', 'B12345678'), artist(2, '=cmd|"/c calc"!A1', '')];
    const text = masterCsv(artists, rows, 'es');
    expect(text.split('\r\n')[0]).toBe('\uFEFFid;name;cif');
    expect(parseMasterCsv(artists, text).rows.map((row) => row.input)).toEqual([
      { name: 'Gira;=1+1;', cif: 'B12345678' },
      { name: '=cmd|"/c calc"!A1', cif: '' },
    ]);
  });
});
