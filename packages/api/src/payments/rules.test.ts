import { describe, expect, it } from 'vitest';
import {
  addDays,
  amountDueOf,
  directionsOverHundred,
  divideRounded,
  dueDateOf,
  lineStateOf,
  splitFee,
  vatOf,
} from './rules';

describe('a payment schedule line', () => {
  it('adds its IVA rounded half away from zero to the cent', () => {
    expect(vatOf(300_000, 21)).toBe(63_000);
    expect(amountDueOf(300_000, 21)).toBe(363_000);
    // 50 × 21 % = 10.5 cents → 11; 150 × 10 % = 15
    expect(vatOf(50, 21)).toBe(11);
    expect(vatOf(-50, 21)).toBe(-11);
    expect(divideRounded(-149, 100)).toBe(-1);
    expect(amountDueOf(1_000, 0)).toBe(1_000);
  });

  it('splits a fee so the shares add up to it exactly', () => {
    const share = (percent: number | null, amount: number | null = null) => ({
      percent,
      amount,
      direction: 'receivable' as const,
    });
    const bases = splitFee(
      100_001,
      [33.33, 33.33, 33.34].map((percent) => share(percent)),
    );
    expect(bases.reduce((a, b) => a + b, 0)).toBe(100_001);
    expect(splitFee(600_000, [share(50), share(50)])).toEqual([300_000, 300_000]);
    expect(splitFee(600_000, [share(null, 100_000), share(25)])).toEqual([100_000, 150_000]);
    // a deposit returned (the other direction) does not stop the fee's shares adding up to it
    const returned = { percent: 10, amount: null, direction: 'payable' as const };
    expect(splitFee(100_001, [share(33.33), returned, share(66.67)])).toEqual([33_330, 10_000, 66_671]);
  });

  it('takes up to 100 % of the fee in each direction', () => {
    const line = (percent: number, direction: 'receivable' | 'payable') => ({ percent, direction });
    expect(
      directionsOverHundred([line(60, 'receivable'), line(40, 'receivable'), line(50, 'payable')]),
    ).toEqual([]);
    expect(directionsOverHundred([line(60, 'receivable'), line(40.01, 'receivable')])).toEqual([
      'receivable',
    ]);
  });

  it('falls due at signing, on the show day or days from it', () => {
    const days = { signing: '2026-03-01', show: '2026-06-12' };
    expect(dueDateOf({ due: 'signing', days: 0 }, days)).toBe('2026-03-01');
    expect(dueDateOf({ due: 'show', days: 0 }, days)).toBe('2026-06-12');
    expect(dueDateOf({ due: 'days_from_show', days: -30 }, days)).toBe('2026-05-13');
    expect(dueDateOf({ due: 'show', days: 0 }, { signing: '2026-03-01', show: null })).toBeNull();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('is overdue only past its day and not paid in full', () => {
    const line = { amountDue: 363_000, dueDate: '2026-03-01' };
    expect(lineStateOf(line, 0, '2026-03-01').overdue).toBe(false);
    expect(lineStateOf(line, 0, '2026-03-02')).toEqual({ paid: 0, balance: 363_000, overdue: true });
    expect(lineStateOf(line, 363_000, '2026-03-02').overdue).toBe(false);
  });
});
