import { describe, expect, it } from 'vitest';
import { invoiceMismatches } from './rules';

/** A fee of 1 000 €, 21 % IVA, 15 % IRPF. */
const figures = {
  fee: 100_000,
  feeVat: { porciento: 21, reverseCharge: false, notSubject: false, amount: 21_000 },
  withholding: { kind: 'IRPF' as const, porciento: 15, amount: 15_000 },
  exchange: null,
};
const invoice = { currency: 'EUR', base: 100_000, vat: 21_000, withholding: 15_000 };

describe('an artist’s invoice against the settlement', () => {
  it('matches when every figure is the settlement’s', () => {
    expect(invoiceMismatches(invoice, figures)).toEqual([]);
  });

  it('names each figure that differs, with both amounts', () => {
    expect(invoiceMismatches({ ...invoice, vat: 0, withholding: 7_000 }, figures)).toEqual([
      { figure: 'vat', invoiced: 0, settled: 21_000 },
      { figure: 'withholding', invoiced: 7_000, settled: 15_000 },
    ]);
  });

  it('compares an invoice in the deal’s currency at the settlement’s rate, and names any other currency', () => {
    const inDollars = {
      ...figures,
      fee: 92_150,
      feeVat: { ...figures.feeVat, amount: 0 },
      withholding: { ...figures.withholding, amount: 22_116 },
      exchange: { currency: 'USD', rate: '0.9215', guarantee: 100_000 },
    };
    expect(
      invoiceMismatches({ currency: 'USD', base: 100_000, vat: 0, withholding: 24_000 }, inDollars),
    ).toEqual([]);
    expect(invoiceMismatches({ ...invoice, currency: 'GBP' }, inDollars)).toEqual([
      { figure: 'currency', invoiced: 'GBP', settled: 'EUR' },
    ]);
  });
});
