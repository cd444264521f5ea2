import { describe, expect, it } from 'vitest';
import { incomeByPayment } from './withholdings-rules';

// 2 000,00 € base + 10 % IVA − 15 % IRPF: the artist is paid 1 900,00 €
const invoice = { base: 200_000, withholding: 30_000 };
const total = 190_000;

describe('an artist’s invoice counted by its payments', () => {
  it('counts whole in the day it is paid at once', () => {
    expect(incomeByPayment(invoice, total, [{ paidOn: '2026-02-01', amount: 190_000 }])).toEqual({
      parts: [{ paidOn: '2026-02-01', ...invoice }],
      unpaid: { base: 0, withholding: 0 },
    });
  });

  it('splits by the share each payment paid, the last taking what rounding left', () => {
    const { parts, unpaid } = incomeByPayment({ base: 100_001, withholding: 15_001 }, 3, [
      { paidOn: '2026-03-31', amount: 1 },
      { paidOn: '2026-04-01', amount: 1 },
      { paidOn: '2026-05-01', amount: 1 },
    ]);
    // a third of 15 001 is 5 000,33…: 5 000 twice, and the last 5 001
    expect(parts).toEqual([
      { paidOn: '2026-03-31', base: 33_334, withholding: 5_000 },
      { paidOn: '2026-04-01', base: 33_334, withholding: 5_000 },
      { paidOn: '2026-05-01', base: 33_333, withholding: 5_001 },
    ]);
    expect(unpaid).toEqual({ base: 0, withholding: 0 });
  });

  it('leaves unpaid what no payment reached, and counts nothing paid past the total', () => {
    expect(incomeByPayment(invoice, total, [{ paidOn: '2026-01-10', amount: 95_000 }])).toEqual({
      parts: [{ paidOn: '2026-01-10', base: 100_000, withholding: 15_000 }],
      unpaid: { base: 100_000, withholding: 15_000 },
    });
    const overpaid = incomeByPayment(invoice, total, [
      { paidOn: '2026-01-10', amount: 95_000 },
      { paidOn: '2026-04-10', amount: 100_000 },
      { paidOn: '2026-05-10', amount: 5_000 },
    ]);
    expect(overpaid.parts).toEqual([
      { paidOn: '2026-01-10', base: 100_000, withholding: 15_000 },
      { paidOn: '2026-04-10', base: 100_000, withholding: 15_000 },
    ]);
    expect(incomeByPayment(invoice, total, [])).toEqual({ parts: [], unpaid: invoice });
  });

  it('stays exact on amounts whose products pass 2^53', () => {
    const large = { base: 5_000_000_000, withholding: 1_200_000_000 };
    const { parts } = incomeByPayment(large, 3_800_000_001, [
      { paidOn: '2026-01-01', amount: 1_900_000_000 },
    ]);
    // 1 200 000 000 × 1 900 000 000 / 3 800 000 001 = 599 999 999,84…
    expect(parts[0]?.withholding).toBe(600_000_000);
    expect(parts[0]?.base).toBe(2_499_999_999);
  });
});
