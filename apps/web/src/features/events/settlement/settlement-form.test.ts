import { describe, expect, it } from 'vitest';
import {
  type SettlementFields,
  settlementChanged,
  settlementErrors,
  settlementInputOf,
  settlementValuesOf,
} from './settlement-form';

const saved: SettlementFields = {
  kind: 'show',
  tickets: [
    { type: 'General', channel: 'Taquilla', price: 2_500, quantity: 300 },
    { type: 'VIP', channel: 'Web', price: 6_050, quantity: 0, taxRate: 21 },
  ],
  vatRate: 10,
  cancellationFee: 0,
  sgaePorciento: 8.5,
  expenses: [{ concept: 'Backline', amount: 120_000, kind: 'external', party: 'promotor' }],
  deal: {
    fijo: { quantity: 300_000, active: true, description: '' },
    variable: { description: '', active: true, sections: [{ desde: 0, hasta: null, porciento: 80 }] },
  },
  versus: true,
  bonuses: [{ concept: 'Sold out', amount: 50_000, minTickets: null }],
  withholdingPorciento: null,
  withholdingReason: null,
  feeVatPorciento: null,
  feeVatReason: null,
  exchangeRate: null,
  exchangeRateDate: null,
  exchangeRateSource: null,
};

describe('the settlement form', () => {
  it('shows amounts in euros and saves them back in cents, unchanged', () => {
    const values = settlementValuesOf(saved);
    expect(values.tickets[1]?.price).toBe(60.5);
    expect(values.expenses[0]?.amount).toBe(1_200);
    expect(values.vatRate).toBe('10');
    expect(values.tickets.map((line) => line.taxRate)).toEqual(['', '21']);
    expect(values.withholdingPorciento).toBe('');
    expect(values.bonuses[0]?.minTickets).toBe('');
    expect(settlementInputOf(values)).toEqual(saved);
  });

  it('saves typed euros as whole cents, blank amounts and quantities as 0, a typed withholding as its rate', () => {
    const values = settlementValuesOf(saved);
    values.tickets.push({ type: 'Anticipada', channel: '', price: '19.99', quantity: '', taxRate: '' });
    values.bonuses[0] = { concept: 'Sold out', amount: '', minTickets: 500 };
    values.withholdingPorciento = 19;
    values.withholdingReason = '  Convenio con Francia ';
    const input = settlementInputOf(values);
    expect(input.tickets[2]).toEqual({ type: 'Anticipada', channel: '', price: 1_999, quantity: 0 });
    expect(input.bonuses[0]).toEqual({ concept: 'Sold out', amount: 0, minTickets: 500 });
    expect(input.withholdingPorciento).toBe(19);
    expect(input.withholdingReason).toBe('Convenio con Francia');
    expect(input.feeVatReason).toBeNull();
    // a reason left behind by a rate cleared again is not saved
    values.feeVatReason = 'Factura como sociedad';
    expect(settlementInputOf(values).feeVatReason).toBeNull();
  });

  it('saves a cancelled show with its cancellation fee in cents', () => {
    const values = settlementValuesOf(saved);
    expect(values.cancelled).toBe(false);
    values.cancelled = true;
    values.cancellationFee = '3000.5';
    expect(settlementInputOf(values)).toMatchObject({ kind: 'cancelled', cancellationFee: 300_050 });
  });

  it('sees no change in a number typed again as text, and a change in a new line', () => {
    const baseline = settlementValuesOf(saved);
    const retyped = settlementValuesOf(saved);
    retyped.expenses[0] = {
      ...retyped.expenses[0],
      concept: 'Backline',
      amount: '1200.00',
      kind: 'external',
      party: 'promotor',
    };
    expect(settlementChanged(retyped, baseline)).toBe(false);
    retyped.expenses.push({ concept: 'Catering', amount: 80, kind: 'internal', party: 'sala' });
    expect(settlementChanged(retyped, baseline)).toBe(true);
  });

  it('asks for the concept of each expense and bonus, and checks the deal as the hiring conditions do', () => {
    const values = settlementValuesOf(saved);
    values.expenses.push({ concept: ' ', amount: 10, kind: 'internal', party: 'sala' });
    values.deal.variable.sections.push({ desde: '', hasta: '', porciento: 85 });
    expect(settlementErrors(values, 'en', 'required')).toEqual({
      'expenses.1.concept': 'required',
      'deal.variable.sections.1.desde': 'required',
    });
    // a second tier from 0 overlaps the first, which has no end
    values.deal.variable.sections[1] = { desde: 0, hasta: '', porciento: 85 };
    expect(settlementErrors(values, 'en', 'required')['deal.variable.sections.1.desde']).toMatch(/overlap/);
  });

  it('asks for the reason of an agreed IVA or withholding rate', () => {
    const values = settlementValuesOf(saved);
    values.feeVatPorciento = 21;
    values.withholdingPorciento = 0;
    expect(settlementErrors(values, 'en', 'required')).toEqual({
      feeVatReason: 'required',
      withholdingReason: 'required',
    });
    values.feeVatReason = 'Factura como sociedad';
    values.withholdingReason = 'Sin retención por convenio';
    expect(settlementErrors(values, 'en', 'required')).toEqual({});
  });

  it('takes a rate typed with a comma, and asks for its day and source', () => {
    const values = settlementValuesOf({ ...saved, deal: { ...saved.deal, currency: 'USD' } });
    values.exchangeRate = '0,9215';
    expect(settlementErrors(values, 'es', 'required')).toEqual({
      exchangeRateDate: 'required',
      exchangeRateSource: 'required',
    });
    values.exchangeRateDate = '2026-03-01';
    values.exchangeRateSource = ' BCE ';
    expect(settlementErrors(values, 'es', 'required')).toEqual({});
    expect(settlementInputOf(values)).toMatchObject({
      deal: { currency: 'USD' },
      exchangeRate: '0.9215',
      exchangeRateDate: '2026-03-01',
      exchangeRateSource: 'BCE',
    });
    values.exchangeRate = '0,92,1';
    expect(Object.keys(settlementErrors(values, 'es', 'required'))).toEqual(['exchangeRate']);
  });
});
