import type { InvoiceLine } from '@bolo/db';
import { describe, expect, it } from 'vitest';
import { figuresInEuros, invoiceTotals, taxIdProblem, treatmentLegend } from './rules';

const line = (
  unitPrice: number,
  treatment: InvoiceLine['treatment'] = 'S1',
  rate = 21,
  quantity = 1,
): InvoiceLine => ({
  description: 'Actuación',
  quantity,
  unitPrice,
  treatment,
  rate,
});

describe("an invoice's figures", () => {
  it('adds 21 % IVA to a 6 000 € fee, and takes a 15 % IRPF withholding off what is paid, not off the total', () => {
    expect(invoiceTotals([line(600_000)], 15)).toEqual({
      breakdown: [{ treatment: 'S1', rate: 21, base: 600_000, tax: 126_000 }],
      base: 600_000,
      taxTotal: 126_000,
      total: 726_000,
      withholding: 90_000,
      payable: 636_000,
    });
  });

  it('works the tax out once per rate on the sum of its bases, rounded half away from zero', () => {
    // per line, 0.05 € at 10 % would round to 0.01 € three times; on the base of 0.15 € it is 0.02 €
    const totals = invoiceTotals(
      [line(5, 'S1', 10), line(5, 'S1', 10), line(5, 'S1', 10), line(1_000, 'S1', 21)],
      null,
    );
    expect(totals.breakdown).toEqual([
      { treatment: 'S1', rate: 10, base: 15, tax: 2 },
      { treatment: 'S1', rate: 21, base: 1_000, tax: 210 },
    ]);
    expect(totals.total).toBe(1_227);
  });

  it('charges no tax on a reverse-charged, exempt or not-subject line, whatever rate was typed', () => {
    const totals = invoiceTotals(
      [line(100_000, 'S2', 21), line(50_000, 'E1', 21), line(20_000, 'N2', 0)],
      null,
    );
    expect(totals.taxTotal).toBe(0);
    expect(totals.total).toBe(170_000);
    expect(totals.breakdown.map((group) => group.rate)).toEqual([0, 0, 0]);
  });

  it('keeps the sign of a rectifying difference', () => {
    expect(invoiceTotals([line(-10_000, 'S1', 21, 2)], null)).toMatchObject({
      base: -20_000,
      taxTotal: -4_200,
      total: -24_200,
    });
  });

  it('multiplies the quantity by the unit price, with IGIC at 9.5 %', () => {
    expect(invoiceTotals([line(1_050, 'S1', 9.5, 3)], null)).toMatchObject({
      base: 3_150,
      taxTotal: 299,
      total: 3_449,
    });
  });
});

describe('an invoice in another currency, in euros', () => {
  it('states 1 000,00 USD + 21 % IVA at 0.92 €/USD as 920,00 € of base, 193,20 € of IVA and 1 113,20 €', () => {
    expect(figuresInEuros(invoiceTotals([line(100_000)], 15), 'USD', '0.92')).toEqual({
      breakdown: [{ treatment: 'S1', rate: 21, base: 92_000, tax: 19_320 }],
      base: 92_000,
      taxTotal: 19_320,
      total: 111_320,
    });
  });

  it('converts each base and tax once, half away from zero, and adds the rounded figures for the total', () => {
    // 10,05 USD at 10 % and at 21 %: taxes 1,01 and 2,11 USD; at 0.5 each half cent goes up
    const totals = invoiceTotals([line(1_005, 'S1', 10), line(1_005, 'S1', 21)], null);
    expect(figuresInEuros(totals, 'USD', '0.5')).toEqual({
      breakdown: [
        { treatment: 'S1', rate: 10, base: 503, tax: 51 },
        { treatment: 'S1', rate: 21, base: 503, tax: 106 },
      ],
      base: 1_006,
      taxTotal: 157,
      // the sum of the lines, not 23,22 USD converted (11,61 €)
      total: 1_163,
    });
    // a rectifying difference rounds away from zero too
    expect(figuresInEuros(invoiceTotals([line(-1_005, 'S1', 10)], null), 'USD', '0.5')).toMatchObject({
      base: -503,
      taxTotal: -51,
    });
  });

  it('reads yen as whole units: 150 000 JPY at 0.0061 €/JPY are 915,00 €', () => {
    expect(figuresInEuros(invoiceTotals([line(150_000)], null), 'JPY', '0.0061')).toMatchObject({
      base: 91_500,
      taxTotal: 19_215,
      total: 110_715,
    });
  });
});

describe("a party's tax id", () => {
  it('checks a Spanish one by its control character', () => {
    expect(taxIdProblem({ taxId: 'B12345674', country: 'ES' })).toBeNull();
    expect(taxIdProblem({ taxId: 'B12345675', country: 'ES' })).toBe('spanish');
    expect(taxIdProblem({ taxId: '12345678Z', country: 'ES' })).toBeNull();
    expect(taxIdProblem({ taxId: ' ', country: 'ES' })).toBe('missing');
  });

  it('checks an EU VAT number by its shape, with or without the country prefix', () => {
    expect(taxIdProblem({ taxId: 'FR40303265045', country: 'FR' })).toBeNull();
    expect(taxIdProblem({ taxId: '40303265045', country: 'FR' })).toBeNull();
    expect(taxIdProblem({ taxId: 'FR 4030326504512345', country: 'FR' })).toBe('vat');
  });

  it("takes another country's identifier as given", () => {
    expect(taxIdProblem({ taxId: 'EIN 12-3456789', country: 'US' })).toBeNull();
  });
});

describe('the legal mentions', () => {
  it('names the law for a reverse charge and an exemption, in IVA and IGIC', () => {
    expect(treatmentLegend('iva', 'S2')).toBe(
      'Inversión del sujeto pasivo (art. 84.Uno.2º Ley 37/1992 del IVA).',
    );
    expect(treatmentLegend('igic', 'E1')).toContain('Ley 20/1991');
    expect(treatmentLegend('iva', 'S1')).toBeNull();
  });
});
