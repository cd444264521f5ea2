import type { Cache } from '@bolo/db';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { MAX_TOTAL_CENTS } from '../../shared/money';
import { divideRounded, percentOf } from '../conditions/deal';
import { isBeforeShow, type SettlementTerms, settle, statusWhenSettled } from './rules';

const euros = (value: number) => Math.round(value * 100);

/** 6 000 € guaranteed versus 70 % of the deal base. */
const versusDeal: Cache = {
  fijo: { quantity: euros(6_000), active: true, description: 'Garantía' },
  variable: {
    description: '70 % de la taquilla neta',
    active: true,
    sections: [{ desde: 0, hasta: null, porciento: 70 }],
  },
};

/**
 * The worked example of issue 21, by hand, following rules.ts:
 *   gross           800 × 25,00 €                          = 20 000,00 €
 *   net of VAT      20 000,00 / 1,21 = 16 528,9256…        → 16 528,93 €
 *   VAT 21 %        20 000,00 − 16 528,93                  =  3 471,07 €
 *   SGAE 10 %       16 528,93 × 0,10 = 1 652,893           →  1 652,89 €
 *   net box office  20 000,00 − 3 471,07 − 1 652,89        = 14 876,04 €
 *   deal base       14 876,04 − 2 000,00 external expenses = 12 876,04 €
 *   70 %            12 876,04 × 0,70 = 9 013,228           →  9 013,23 €
 *   fee             max(6 000,00, 9 013,23)                =  9 013,23 €
 *   IVA             none: a non-resident, the promoter self-assesses it (reverse charge)
 *   IRNR 19 % (FR)  9 013,23 × 0,19 = 1 712,5137           →  1 712,51 €
 *   paid            9 013,23 + 0 − 1 712,51                =  7 300,72 €
 *   margin          14 876,04 − 9 013,23 − 2 000,00        =  3 862,81 €
 */
const workedExample: SettlementTerms = {
  kind: 'show',
  tickets: [{ type: 'General', channel: 'Taquilla', price: euros(25), quantity: 800 }],
  taxName: 'IVA',
  vatRate: 21,
  cancellationFee: 0,
  sgaePorciento: 10,
  expenses: [{ concept: 'Backline', amount: euros(2_000), kind: 'external', party: 'promotor' }],
  deal: versusDeal,
  versus: true,
  bonuses: [],
  taxResidence: 'FR',
  taxPerson: 'natural',
  reducedIrpf: false,
  withholdingPorciento: null,
  feeVatPorciento: null,
};

describe('settlement rules', () => {
  it('rounds to the cent half away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(percentOf(12_345, 10)).toBe(1_235);
    expect(percentOf(1_287_604, 70)).toBe(901_323);
  });

  it('works the issue example out to the cent', () => {
    expect(settle(workedExample)).toMatchObject({
      ticketsSold: 800,
      gross: euros(20_000),
      netOfVat: euros(16_528.93),
      vat: euros(3_471.07),
      sgae: euros(1_652.89),
      netBoxOffice: euros(14_876.04),
      externalExpenses: euros(2_000),
      dealBase: euros(12_876.04),
      guarantee: euros(6_000),
      percentageTotal: euros(9_013.23),
      dealFee: euros(9_013.23),
      fee: euros(9_013.23),
      feeVat: { porciento: 0, reverseCharge: true, amount: 0 },
      withholding: { kind: 'IRNR', porciento: 19, amount: euros(1_712.51) },
      paid: euros(7_300.72),
      margin: euros(3_862.81),
    });
  });

  it('pays the guarantee when the percentage is below it, and the sum when not a versus deal', () => {
    const few = {
      ...workedExample,
      tickets: [{ type: 'General', channel: '', price: euros(25), quantity: 400 }],
    };
    expect(settle(few).fee).toBe(euros(6_000));
    expect(settle({ ...workedExample, versus: false }).fee).toBe(euros(15_013.23));
  });

  it('keeps internal expenses off the artist and in the margin', () => {
    const internal = {
      ...workedExample,
      expenses: [
        ...workedExample.expenses,
        { concept: 'Seguridad', amount: euros(500), kind: 'internal' as const, party: 'promotor' as const },
      ],
    };
    const figures = settle(internal);
    expect(figures.fee).toBe(euros(9_013.23));
    expect(figures.internalExpenses).toBe(euros(500));
    expect(figures.margin).toBe(euros(3_362.81));
  });

  it('adds the bonuses whose ticket threshold was reached, before the withholding', () => {
    const figures = settle({
      ...workedExample,
      bonuses: [
        { concept: 'Sold out', amount: euros(1_000), minTickets: 800 },
        { concept: 'Más de 900', amount: euros(500), minTickets: 900 },
      ],
    });
    expect(figures.bonusTotal).toBe(euros(1_000));
    expect(figures.fee).toBe(euros(10_013.23));
    expect(figures.withholding.amount).toBe(percentOf(euros(10_013.23), 19));
  });

  it('takes the 10 % VAT rate, and a withholding rate agreed for the settlement', () => {
    const figures = settle({ ...workedExample, vatRate: 10, withholdingPorciento: 0 });
    expect(figures.netOfVat).toBe(euros(18_181.82));
    expect(figures.vat).toBe(euros(1_818.18));
    expect(figures.withholding).toEqual({ kind: 'IRNR', porciento: 0, amount: 0 });
    expect(figures.paid).toBe(figures.fee);
  });

  it('refuses a gross, expenses or a fee past 9 000 million euros with amount_too_large', () => {
    const refusal = (terms: SettlementTerms) => {
      try {
        settle(terms);
      } catch (error) {
        if (error instanceof AppError) return error.appCode;
        throw error;
      }
      return null;
    };
    const line = { type: 'General', channel: '', price: 10_000_000, quantity: 10_000_000 };
    expect(refusal({ ...workedExample, tickets: Array.from({ length: 100 }, () => line) })).toBe(
      'amount_too_large',
    );
    const expense = {
      concept: 'Producción',
      amount: 10_000_000_000,
      kind: 'external',
      party: 'promotor',
    } as const;
    expect(refusal({ ...workedExample, expenses: Array.from({ length: 91 }, () => expense) })).toBe(
      'amount_too_large',
    );
    // the gross at the bound; net of 10 % VAT 818 181 818 182, all of it the artist's fee, with bonuses
    const atTheBound = {
      ...workedExample,
      tickets: [{ ...line, quantity: 90_000 }],
      sgaePorciento: 0,
      vatRate: 10 as const,
    };
    expect(settle(atTheBound).gross).toBe(MAX_TOTAL_CENTS);
    const allOfIt: Cache = {
      ...versusDeal,
      variable: { ...versusDeal.variable, sections: [{ desde: 0, hasta: null, porciento: 100 }] },
    };
    const bonuses = (count: number) =>
      Array.from({ length: count }, () => ({ concept: 'Extra', amount: 10_000_000_000, minTickets: null }));
    const withBonuses = (count: number) => ({
      ...atTheBound,
      expenses: [],
      deal: allOfIt,
      bonuses: bonuses(count),
    });
    expect(settle(withBonuses(8)).fee).toBe(898_181_818_182);
    expect(refusal(withBonuses(9))).toBe('amount_too_large');
  });
});

describe('locking a settlement', () => {
  it('asks for a confirmation before the show’s day or without a date, not on the night or after', () => {
    expect(isBeforeShow('2026-05-02', '2026-05-01')).toBe(true);
    expect(isBeforeShow(null, '2026-05-01')).toBe(true);
    expect(isBeforeShow('2026-05-01', '2026-05-01')).toBe(false);
    expect(isBeforeShow('2026-04-30', '2026-05-01')).toBe(false);
  });

  it('marks the show played, unless it was cancelled', () => {
    expect(statusWhenSettled('Confirmado')).toBe('Realizado');
    expect(statusWhenSettled('Borrador')).toBe('Realizado');
    expect(statusWhenSettled('Cancelado')).toBe('Cancelado');
  });
});

describe('ticket taxes as a table, and cancelled shows', () => {
  /** A flat 3 000 € fee for a natural person resident in Spain, and one line of tickets. */
  const terms = (changes: Partial<SettlementTerms>): SettlementTerms => ({
    ...workedExample,
    deal: {
      fijo: { quantity: euros(3_000), active: true, description: '' },
      variable: { description: '', active: false, sections: [] },
    },
    versus: false,
    expenses: [{ concept: 'Backline', amount: euros(500), kind: 'external', party: 'promotor' }],
    taxResidence: 'ES',
    ...changes,
  });

  /**
   * By hand: 100 × 30,25 € at IVA 21 % = 3 025,00, net 2 500,00, IVA 525,00; 200 × 22,00 € at the
   * settlement's 10 % = 4 400,00, net 4 000,00, IVA 400,00. Gross 7 425,00; IVA 925,00; net 6 500,00.
   */
  it('works each ticket type out at its own rate, and sums them to the cent', () => {
    const figures = settle(
      terms({
        vatRate: 10,
        tickets: [
          { type: 'Pista', channel: 'Web', price: euros(30.25), quantity: 100, taxRate: 21 },
          { type: 'Grada', channel: 'Web', price: euros(22), quantity: 200 },
        ],
      }),
    );
    expect(figures.ticketTaxes).toEqual([
      { porciento: 21, base: euros(2_500), amount: euros(525) },
      { porciento: 10, base: euros(4_000), amount: euros(400) },
    ]);
    expect(figures).toMatchObject({ gross: euros(7_425), vat: euros(925), netOfVat: euros(6_500) });
  });

  it('takes one rate’s lines apart once: the same figures as one line of their sum', () => {
    const split = settle(
      terms({
        vatRate: 10,
        tickets: [
          { type: 'A', channel: '', price: euros(19.99), quantity: 3 },
          { type: 'B', channel: '', price: euros(19.99), quantity: 4 },
        ],
      }),
    );
    const whole = settle(
      terms({ vatRate: 10, tickets: [{ type: 'A', channel: '', price: euros(19.99), quantity: 7 }] }),
    );
    expect(split.ticketTaxes).toEqual(whole.ticketTaxes);
  });

  it('names the ticket tax IGIC for a company in the Canary Islands: 500 × 21,40 € at 7 % is 700,00', () => {
    const figures = settle(
      terms({
        taxName: 'IGIC',
        vatRate: 7,
        tickets: [{ type: 'General', channel: '', price: euros(21.4), quantity: 500 }],
      }),
    );
    expect(figures.taxName).toBe('IGIC');
    expect(figures.ticketTaxes).toEqual([{ porciento: 7, base: euros(10_000), amount: euros(700) }]);
  });

  /**
   * A cancelled show, by hand: no box office, tax or SGAE; the fee is the 3 000,00 cancellation
   * fee, an indemnity outside IVA (art. 78.Tres.1º Ley 37/1992), IRPF 15 % 450,00, paid 2 550,00;
   * the margin −3 000,00 − 500,00 of costs.
   */
  it('settles a cancelled show on its cancellation fee and costs: no tickets, ticket tax, SGAE, deal or bonus', () => {
    const figures = settle(
      terms({
        kind: 'cancelled',
        cancellationFee: euros(3_000),
        bonuses: [{ concept: 'Sold out', amount: euros(1_000), minTickets: null }],
      }),
    );
    expect(figures).toMatchObject({
      ticketsSold: 0,
      gross: 0,
      ticketTaxes: [],
      vat: 0,
      sgae: 0,
      guarantee: 0,
      percentageTotal: 0,
      bonusTotal: 0,
      dealFee: euros(3_000),
      fee: euros(3_000),
      feeVat: { porciento: 0, reverseCharge: false, notSubject: true, amount: 0 },
      withholding: { kind: 'IRPF', porciento: 15, amount: euros(450) },
      paid: euros(2_550),
      externalExpenses: euros(500),
      margin: -euros(3_500),
    });
  });

  it('charges IVA on a cancellation fee only at a rate the settlement agrees, and keeps a non-resident’s IRNR with no reverse charge', () => {
    const cancelled = { kind: 'cancelled' as const, cancellationFee: euros(3_000) };
    expect(settle(terms({ ...cancelled, feeVatPorciento: 10 })).feeVat).toEqual({
      porciento: 10,
      reverseCharge: false,
      notSubject: false,
      amount: euros(300),
    });
    const us = settle(terms({ ...cancelled, taxResidence: 'US' }));
    expect(us.feeVat).toMatchObject({ reverseCharge: false, notSubject: true, amount: 0 });
    expect(us.withholding).toEqual({ kind: 'IRNR', porciento: 24, amount: euros(720) });
    expect(us.paid).toBe(euros(2_280));
  });
});
