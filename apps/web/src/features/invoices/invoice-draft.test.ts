import { describe, expect, it } from 'vitest';
import { draftInput, type InvoiceDraft, withCurrency } from './invoice-draft';

const euros: InvoiceDraft = {
  customer: { name: 'Live Nation', taxId: 'B46123451', country: 'ES', address: '' },
  lines: [{ description: 'Actuación', quantity: 1, unitPrice: 100_050, treatment: 'S1', rate: 21 }],
  tax: 'iva',
  withholdingPorciento: null,
  description: '',
  notes: '',
  operationDate: null,
  currency: 'EUR',
  exchangeRate: '',
  exchangeRateDate: '',
  exchangeRateSource: '',
};

describe('a draft invoice put in another currency', () => {
  it('keeps the amounts typed, in the new currency’s own decimals, and asks for the ECB’s rate', () => {
    const dollars = withCurrency(euros, 'USD');
    expect(dollars).toMatchObject({ currency: 'USD', exchangeRateSource: 'BCE' });
    expect(dollars.lines[0]?.unitPrice).toBe(100_050);
    // 1 000,50 typed becomes 1 001 yen: the yen has no decimals
    expect(withCurrency(dollars, 'JPY').lines[0]?.unitPrice).toBe(1_001);
  });

  it('sends the rate with a point, and none at all once back in euros', () => {
    const typed = { ...withCurrency(euros, 'USD'), exchangeRate: '0,92', exchangeRateDate: '2027-01-15' };
    expect(draftInput(typed)).toMatchObject({
      currency: 'USD',
      exchangeRate: '0.92',
      exchangeRateDate: '2027-01-15',
      exchangeRateSource: 'BCE',
    });
    // another currency's rate is typed anew, the day and source stay
    expect(withCurrency(typed, 'GBP')).toMatchObject({ exchangeRate: '', exchangeRateDate: '2027-01-15' });
    expect(draftInput(withCurrency(typed, 'EUR'))).toMatchObject({
      currency: 'EUR',
      exchangeRate: null,
      exchangeRateDate: null,
      exchangeRateSource: null,
    });
  });
});
