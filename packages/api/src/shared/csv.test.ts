import { describe, expect, it } from 'vitest';
import { csvMoney, csvText, formulaSafe, formulaUnescaped, moneyText } from './csv';
import { spreadsheetCells } from './testing-csv';

const trap = 'Gira;=1+1;';
/** A cell a spreadsheet would run: a formula's first character, after any white space it trims. */
const runsFormula = (cell: string) => /^\s*[=+\-@]/.test(cell);

describe('the CSV writer of every export', () => {
  it('quotes a name holding `;`, so a reader splitting on the file’s separator keeps it in one cell', () => {
    for (const [locale, separator] of [
      ['es', ';'],
      ['en', ','],
    ] as const) {
      const text = csvText(
        [
          ['n.º', 'Evento', 'Sala'],
          [7, trap, 'Sala, 2'],
        ],
        locale,
      );
      expect(text).toContain(`"Gira;'=1+1;"`);
      const [, row] = spreadsheetCells(text, separator);
      expect(row).toEqual(['7', "Gira;'=1+1;", 'Sala, 2']);
      expect(row?.map(formulaUnescaped)).toEqual(['7', trap, 'Sala, 2']);
    }
  });

  it('never gives a cell that runs a formula, even to a reader splitting on the other locale’s separator', () => {
    const names = [trap, 'Gira,=1+1,', 'a; +34 600', 'x"=1', 'línea\r\n@SUM(A1)', '=1;-2,+3'];
    for (const [locale, other] of [
      ['es', ','],
      ['en', ';'],
    ] as const) {
      const text = csvText([['n.º', 'Evento'], ...names.map((name, i) => [i, name])], locale);
      const cells = spreadsheetCells(text, other).flat();
      expect(cells.filter(runsFormula)).toEqual([]);
    }
    // without the escape after the separator, the comma file read on `;` runs `=1+1`
    expect(spreadsheetCells('7,"Gira;=1+1;"\r\n', ';')[0]).toContain('=1+1');
  });

  it('writes text a spreadsheet would run as a formula after a quote mark, doubles quotes, and reads back', () => {
    const formulas = ['=HYPERLINK("https://evil.example","x")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
    const text = csvText([formulas], 'en');
    const [cells] = spreadsheetCells(text, ',');
    expect(cells).toEqual(formulas.map((formula) => `'${formula}`));
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(cells?.map(formulaUnescaped)).toEqual(formulas);
    expect(formulaSafe('Rosalía Vega, B-12')).toBe('Rosalía Vega, B-12');
    expect(csvText([['Rosalía Vega', 'B12345678']], 'es')).toBe('\uFEFFRosalía Vega;B12345678\r\n');
  });

  it('writes Spanish files with `;` and decimal commas, English ones with `,` and decimal points', () => {
    const row = ['Concierto', 1234, csvMoney(123_456), csvMoney(-5), null];
    const es = csvText([['Evento', 'Entradas', 'Bruto', 'Margen', 'Sala'], row], 'es');
    expect(es.startsWith('\uFEFF')).toBe(true);
    expect(spreadsheetCells(es, ';')).toEqual([
      ['Evento', 'Entradas', 'Bruto', 'Margen', 'Sala'],
      ['Concierto', '1234', '1.234,56', '-0,05', ''],
    ]);
    expect(csvText([row], 'en')).toBe('\uFEFFConcierto,1234,1234.56,-0.05,\r\n');
  });

  it('groups thousands of Spanish amounts and leaves negative amounts as numbers', () => {
    expect(moneyText(0, 'es')).toBe('0,00');
    expect(moneyText(100_000_000_00, 'es')).toBe('100.000.000,00');
    expect(moneyText(-123_456_789, 'es')).toBe('-1.234.567,89');
    expect(moneyText(-123_456_789, 'en')).toBe('-1234567.89');
    expect(csvText([[csvMoney(-123_456)]], 'es')).toBe('\uFEFF"-1.234,56"\r\n');
    // an amount in a currency of other decimals: whole yen, Bahraini fils
    expect(moneyText(363_000, 'es', 0)).toBe('363.000');
    expect(moneyText(363_000, 'en', 0)).toBe('363000');
    expect(moneyText(-1_234_567, 'es', 3)).toBe('-1.234,567');
  });
});
