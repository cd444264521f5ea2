import { convertMinor, DEFAULT_CURRENCY } from '@bolo/templating/format';
import type { SettlementFigures } from '../settlements/rules';
import type { InvoiceFigure } from './schemas';

/** The amounts of an artist's invoice, in minor units of its currency. */
export interface InvoicedAmounts {
  currency: string;
  base: number;
  vat: number;
  withholding: number;
}

export interface Mismatch {
  figure: InvoiceFigure;
  invoiced: number | string;
  settled: number | string;
}

/**
 * Where the artist's invoice differs from the settlement: its base from the fee, its IVA from the
 * fee's IVA, its withholding from the one worked out. An invoice in euros is compared as it is;
 * one in the deal's own currency at the settlement's rate (each amount converted as the deal's
 * are); in any other currency, or without a rate, its currency is what differs.
 */
export function invoiceMismatches(
  invoice: InvoicedAmounts,
  figures: Pick<SettlementFigures, 'fee' | 'feeVat' | 'withholding' | 'exchange'>,
): Mismatch[] {
  const rate = figures.exchange?.currency === invoice.currency ? figures.exchange.rate : null;
  if (invoice.currency !== DEFAULT_CURRENCY && rate === null) {
    return [{ figure: 'currency', invoiced: invoice.currency, settled: DEFAULT_CURRENCY }];
  }
  const inEuros = (minor: number) =>
    rate === null ? minor : convertMinor(minor, rate, invoice.currency, DEFAULT_CURRENCY);
  const settled = { base: figures.fee, vat: figures.feeVat.amount, withholding: figures.withholding.amount };
  return (['base', 'vat', 'withholding'] as const).flatMap((figure) => {
    const invoiced = inEuros(invoice[figure]);
    return invoiced === settled[figure] ? [] : [{ figure, invoiced, settled: settled[figure] }];
  });
}
