import type { Cache } from '@bolo/db';
import { describe, expect, it } from 'vitest';
import { artistTaxesOf, taxSituationOf } from './artist-taxes';
import { type SettlementTerms, settle } from './rules';

const euros = (value: number) => Math.round(value * 100);

/** A flat 6 000 € fee: no tickets, no percentage. */
const flatFee: Cache = {
  fijo: { quantity: euros(6_000), active: true, description: 'Caché' },
  variable: { description: '', active: false, sections: [] },
};

const flat = (artist: Partial<SettlementTerms>): SettlementTerms => ({
  kind: 'show',
  tickets: [],
  taxName: 'IVA',
  vatRate: 10,
  cancellationFee: 0,
  sgaePorciento: 10,
  expenses: [],
  deal: flatFee,
  versus: false,
  bonuses: [],
  taxResidence: 'ES',
  taxPerson: 'natural',
  reducedIrpf: false,
  withholdingPorciento: null,
  feeVatPorciento: null,
  ...artist,
});

describe('what the artist is paid: fee + IVA on the fee − withholding', () => {
  it('pays a resident natural person 5 700,00 € of 6 000 €: IVA 10 % 600,00, IRPF 15 % 900,00', () => {
    const figures = settle(flat({}));
    expect(figures.fee).toBe(euros(6_000));
    expect(figures.taxSituation).toBe('natural_resident');
    expect(figures.feeVat).toEqual({
      porciento: 10,
      reverseCharge: false,
      notSubject: false,
      amount: euros(600),
    });
    expect(figures.withholding).toEqual({ kind: 'IRPF', porciento: 15, amount: euros(900) });
    expect(figures.paid).toBe(euros(5_700));
  });

  it('withholds the reduced 7 % the artist declared', () => {
    const figures = settle(flat({ reducedIrpf: true }));
    expect(figures.withholding).toEqual({ kind: 'IRPF', porciento: 7, amount: euros(420) });
    expect(figures.paid).toBe(euros(6_180));
  });

  it('pays a Spanish company 7 260,00 €: IVA 21 %, no withholding', () => {
    const figures = settle(flat({ taxPerson: 'company' }));
    expect(figures.taxSituation).toBe('company');
    expect(figures.feeVat).toEqual({
      porciento: 21,
      reverseCharge: false,
      notSubject: false,
      amount: euros(1_260),
    });
    expect(figures.withholding).toEqual({ kind: null, porciento: 0, amount: 0 });
    expect(figures.paid).toBe(euros(7_260));
  });

  it('pays a US artist 4 560,00 € (IRNR 24 %) and a French one 4 860,00 € (19 %), IVA reverse-charged', () => {
    const us = settle(flat({ taxResidence: 'US' }));
    expect(us.taxSituation).toBe('non_resident');
    expect(us.feeVat).toEqual({ porciento: 0, reverseCharge: true, notSubject: false, amount: 0 });
    expect(us.withholding).toEqual({ kind: 'IRNR', porciento: 24, amount: euros(1_440) });
    expect(us.paid).toBe(euros(4_560));
    const fr = settle(flat({ taxResidence: 'FR', taxPerson: 'company' }));
    expect(fr.feeVat.reverseCharge).toBe(true);
    expect(fr.withholding).toEqual({ kind: 'IRNR', porciento: 19, amount: euros(1_140) });
    expect(fr.paid).toBe(euros(4_860));
  });

  it('takes the rates agreed on the settlement instead of the tax situation', () => {
    const agreed = settle(flat({ feeVatPorciento: 21, withholdingPorciento: 7 }));
    expect(agreed.feeVat).toEqual({
      porciento: 21,
      reverseCharge: false,
      notSubject: false,
      amount: euros(1_260),
    });
    expect(agreed.withholding).toEqual({ kind: 'IRPF', porciento: 7, amount: euros(420) });
    expect(agreed.paid).toBe(euros(6_840));
    // an artist abroad who charges IVA after all: no reverse charge any more
    expect(settle(flat({ taxResidence: 'US', feeVatPorciento: 21 })).feeVat.reverseCharge).toBe(false);
  });

  it('rounds the IVA and the withholding to the cent, half up, and leaves them out of the margin', () => {
    const figures = settle(flat({ deal: { ...flatFee, fijo: { ...flatFee.fijo, quantity: 1_005 } } }));
    // 10,05 € × 10 % = 1,005 → 1,01; × 15 % = 1,5075 → 1,51
    expect(figures.feeVat.amount).toBe(101);
    expect(figures.withholding.amount).toBe(151);
    expect(figures.paid).toBe(1_005 + 101 - 151);
    expect(figures.margin).toBe(-1_005);
  });
});

describe('the artist tax situation', () => {
  it('is non-resident for any residence but Spain, a company or a natural person otherwise', () => {
    expect(taxSituationOf({ taxResidence: 'ES', taxPerson: 'natural' })).toBe('natural_resident');
    expect(taxSituationOf({ taxResidence: 'es', taxPerson: 'company' })).toBe('company');
    expect(taxSituationOf({ taxResidence: 'PT', taxPerson: 'company' })).toBe('non_resident');
    expect(taxSituationOf({ taxResidence: 'GB', taxPerson: 'natural' })).toBe('non_resident');
  });

  it('withholds IRNR 19 % in the EU/EEA and 24 % elsewhere, and ignores the reduced IRPF abroad', () => {
    const irnr = (taxResidence: string) =>
      artistTaxesOf({ taxResidence, taxPerson: 'natural', reducedIrpf: true }).withholding;
    expect(irnr('fr')).toEqual({ kind: 'IRNR', porciento: 19 });
    expect(irnr('NO')).toEqual({ kind: 'IRNR', porciento: 19 });
    expect(irnr('GB')).toEqual({ kind: 'IRNR', porciento: 24 });
    expect(irnr('US')).toEqual({ kind: 'IRNR', porciento: 24 });
  });
});
