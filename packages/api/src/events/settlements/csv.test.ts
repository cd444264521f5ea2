import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { parsePrice, parseTicketCsv } from './csv';

const refusal = (csv: string) => {
  try {
    parseTicketCsv(csv);
  } catch (error) {
    if (error instanceof AppError) return { code: error.appCode, line: error.params?.line };
    throw error;
  }
  return null;
};

describe('tickets CSV', () => {
  it('reads a Spanish export: semicolons, decimal comma, columns in any order', () => {
    const csv =
      '\uFEFFCanal;Tipo;Cantidad;Precio\r\nTaquilla;General;800;25,00\r\n\r\nOnline;VIP;12;"1.234,5 €"\r\n';
    expect(parseTicketCsv(csv)).toEqual([
      { type: 'General', channel: 'Taquilla', price: 2_500, quantity: 800 },
      { type: 'VIP', channel: 'Online', price: 123_450, quantity: 12 },
    ]);
  });

  it('reads commas with quoted decimal commas and English headers', () => {
    expect(
      parseTicketCsv('type,channel,price,quantity\n"Anticipada, web",Web,"18,50",3\nGeneral,Web,20.5,1'),
    ).toEqual([
      { type: 'Anticipada, web', channel: 'Web', price: 1_850, quantity: 3 },
      { type: 'General', channel: 'Web', price: 2_050, quantity: 1 },
    ]);
  });

  it('reads prices with or without decimals, and refuses what is no amount', () => {
    expect(parsePrice('25')).toBe(2_500);
    expect(parsePrice('1,234.56')).toBe(123_456);
    expect(parsePrice('25,123')).toBeNull();
    expect(parsePrice('-5')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('')).toBeNull();
  });

  it('names the line of the first error', () => {
    const header = 'tipo;canal;precio;cantidad';
    expect(refusal(`${header}\nGeneral;Web;25;800\nGeneral;Web;veinte;3`)).toEqual({
      code: 'settlement_csv_invalid',
      line: 3,
    });
    expect(refusal(`${header}\n\nGeneral;Web;25;1,5`)).toEqual({ code: 'settlement_csv_invalid', line: 3 });
    expect(refusal(`${header}\nGeneral;"Web;25;1`)).toEqual({ code: 'settlement_csv_invalid', line: 2 });
    expect(refusal('tipo;canal;precio\nGeneral;Web;25')).toEqual({ code: 'settlement_csv_invalid', line: 1 });
    expect(refusal('')).toEqual({ code: 'settlement_csv_invalid', line: 1 });
  });

  it('refuses a NUL character, a lone surrogate or a text over 200 characters, as a JSON save does', () => {
    const header = 'tipo;canal;precio;cantidad';
    expect(refusal(`${header}\nGen\u0000eral;Web;25;1`)).toEqual({ code: 'settlement_csv_invalid', line: 2 });
    expect(refusal(`${header}\nGeneral;Web;25;1\nGeneral;\uDC00;25;1`)).toEqual({
      code: 'settlement_csv_invalid',
      line: 3,
    });
    expect(refusal(`${header}\n${'x'.repeat(201)};Web;25;1`)?.line).toBe(2);
    expect(parseTicketCsv(`${header}\n🎸 Rock;Web;25;1`)).toEqual([
      { type: '🎸 Rock', channel: 'Web', price: 2_500, quantity: 1 },
    ]);
  });

  it('refuses a price over 100 000 € and a quantity over ten million', () => {
    const header = 'tipo;canal;precio;cantidad';
    expect(parseTicketCsv(`${header}\nPalco;Web;"100.000,00";10000000`)).toHaveLength(1);
    expect(refusal(`${header}\nPalco;Web;"100.000,01";1`)?.line).toBe(2);
    expect(refusal(`${header}\nPalco;Web;25;10000001`)?.line).toBe(2);
    expect(refusal(`${header}\nPalco;Web;${'9'.repeat(400)};1`)?.line).toBe(2);
  });

  it('refuses more than 5 000 rows', () => {
    const rows = Array.from({ length: 5_001 }, () => 'General;Web;25;1').join('\n');
    expect(refusal(`tipo;canal;precio;cantidad\n${rows}`)?.code).toBe('settlement_csv_invalid');
  });
});
