import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { MasterRow } from './api';
import { decodeCsv, masterCsv, parseMasterCsv } from './csv';
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

describe('a CSV file imported', () => {
  /** A text, a number and a yes/no field, as the masters have them. */
  const mixed: MasterDescription = {
    key: 'artist',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'address', kind: 'text' },
      { name: 'capacity', kind: 'number' },
      { name: 'isTelonero', kind: 'switch' },
    ],
    columns: [],
  };

  it('is refused whole at the line of a stray quote, rather than joining the rows after it into one', () => {
    const text = [
      'name;address;capacity;isTelonero',
      'Uno;Calle 1;100;sí',
      '"Dos Roto;;Calle 2',
      'Tres;Calle 3;300;no',
      'Cuatro;Calle 4;400;no',
    ].join('\n');
    const parsed = parseMasterCsv(mixed, text);
    expect(parsed.problem).toEqual({ kind: 'brokenQuote', line: 3 });
    expect(parsed.rows).toEqual([]);
  });

  it('is refused whole at the first row with another number of fields than the header', () => {
    const text = ['name;address;capacity;isTelonero', '', 'Uno;Calle 1;100;sí', 'Dos;Calle 2;200'].join(
      '\r\n',
    );
    expect(parseMasterCsv(mixed, text)).toMatchObject({
      problem: { kind: 'fieldCount', line: 4, expected: 4, found: 3 },
      rows: [],
    });
  });

  it('counts a quoted line break as one field: the row after it is on its own line number', () => {
    const text = [
      'name;address;capacity;isTelonero',
      '"Sala";"Calle 1',
      'Bajo";100;sí',
      'Dos;Calle 2;2',
    ].join('\n');
    expect(parseMasterCsv(mixed, text).problem).toEqual({
      kind: 'fieldCount',
      line: 4,
      expected: 4,
      found: 3,
    });
  });

  it('reads a Windows-1252 file (Spanish Excel’s default) and says so; UTF-8 with or without its mark as UTF-8', () => {
    const latin1 = Uint8Array.from(
      [...'name\nCoraz', 0xf3, ...'n A', 0xf1, ...'ejo'].map((c) =>
        typeof c === 'number' ? c : c.charCodeAt(0),
      ),
    );
    const decoded = decodeCsv(latin1.buffer);
    expect(decoded).toEqual({ text: 'name\nCorazón Añejo', encoding: 'windows-1252' });
    // two columns and the last line break Excel writes: `;` is still found to be the separator
    expect(parseMasterCsv(mixed, 'name;address\r\nCorazón Añejo;Calle 1\r\n').rows[0]?.input).toEqual({
      name: 'Corazón Añejo',
      address: 'Calle 1',
    });
    expect(parseMasterCsv(mixed, decoded.text).rows.map((row) => row.input.name)).toEqual(['Corazón Añejo']);
    const utf8 = new TextEncoder().encode('\uFEFFname\nCorazón Añejo');
    expect(decodeCsv(utf8.buffer)).toMatchObject({ encoding: 'utf-8' });
    expect(parseMasterCsv(mixed, decodeCsv(utf8.buffer).text).rows[0]?.input.name).toBe('Corazón Añejo');
  });

  it('names a yes/no or number cell that is not one, instead of the schema’s English', () => {
    const text = ['name;capacity;isTelonero', 'Uno;cien;quizás', 'Dos;200;Sí'].join('\n');
    const [first, second] = parseMasterCsv(mixed, text).rows;
    expect(first?.problems).toEqual([
      { path: 'capacity', message: 'badNumber' },
      { path: 'isTelonero', message: 'badBoolean' },
    ]);
    expect(second).toMatchObject({
      input: { name: 'Dos', capacity: 200, isTelonero: true },
      problems: [],
    });
  });
});
