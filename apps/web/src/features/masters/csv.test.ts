import { describe, expect, it } from 'vitest';
import type { MasterRow } from './api';
import { masterCsv } from './csv';
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
    expect(formula).toBe(`1,"'=HYPERLINK(""https://evil.example"",""Pulse aquí"")","'-2+3"`);
    expect(plain).toBe('2,Rosalía Vega,B12345678');
  });
});
