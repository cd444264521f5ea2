import type { AppRouter } from '@bolo/api';
import { DEFAULT_CURRENCY } from '@bolo/templating/format';
import type { inferRouterOutputs } from '@trpc/server';
import { centsOf, eurosOf } from '../events/conditions/money';
import { type ExchangeRateValues, exchangeRateInputOf, exchangeRateValuesOf } from '../forms/exchange-rate';

export type Invoice = inferRouterOutputs<AppRouter>['invoices']['find'];
/** A draft as it is edited: its rate as typed ('0,92'). */
export type InvoiceDraft = Pick<
  Invoice,
  | 'customer'
  | 'lines'
  | 'tax'
  | 'withholdingPorciento'
  | 'description'
  | 'notes'
  | 'operationDate'
  | 'currency'
> &
  ExchangeRateValues;

export const draftOf = (invoice: Invoice): InvoiceDraft => ({
  customer: invoice.customer,
  lines: invoice.lines,
  tax: invoice.tax,
  withholdingPorciento: invoice.withholdingPorciento,
  description: invoice.description,
  notes: invoice.notes,
  operationDate: invoice.operationDate,
  currency: invoice.currency,
  ...exchangeRateValuesOf(invoice),
});

/** What a save sends: the rate with a decimal point, none at all in euros. */
export const draftInput = (draft: InvoiceDraft) => ({
  ...draft,
  ...exchangeRateInputOf(draft.currency === DEFAULT_CURRENCY ? exchangeRateValuesOf({}) : draft),
});

/**
 * Another currency for the draft: the lines keep the amounts typed (1 000 € become 1 000 US$, not
 * their cents read as yen); in euros the rate goes; in another currency its source is the ECB's
 * unless typed.
 */
export function withCurrency(draft: InvoiceDraft, currency: string): InvoiceDraft {
  const lines = draft.lines.map((line) => ({
    ...line,
    unitPrice: centsOf(eurosOf(line.unitPrice, draft.currency), currency) ?? 0,
  }));
  const rate =
    currency === DEFAULT_CURRENCY
      ? exchangeRateValuesOf({})
      : {
          // a rate is of one currency: another one's is typed anew
          exchangeRate: '',
          exchangeRateDate: draft.exchangeRateDate,
          exchangeRateSource: draft.exchangeRateSource || 'BCE',
        };
  return { ...draft, lines, currency, ...rate };
}
