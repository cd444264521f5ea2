import type { AppRouter } from '@bolo/api';
import type { PartyKind } from '@bolo/api/events/public';
import { type TicketTaxRate, ticketTaxes } from '@bolo/api/events/settlements/public';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { Locale } from '../../../i18n';
import {
  type ExchangeRateValues,
  exchangeRateErrors,
  exchangeRateInputOf,
  exchangeRateValuesOf,
} from '../../forms/exchange-rate';
import { type CacheValues, cacheErrors, cacheOf, cacheValuesOf } from '../conditions/hiring-form';
import { type Amount, centsOrZero, eurosOf, numberOf } from '../conditions/money';
import { sameValues } from '../editor/general-values';

export type Settlement = inferRouterOutputs<AppRouter>['settlements']['get'];
export type Figures = Settlement['figures'];
type SaveInput = inferRouterInputs<AppRouter>['settlements']['save'];
/** What a save sends besides the event and the version read. */
export type SettlementFields = Omit<SaveInput, 'eventId' | 'version'>;
export type ExpenseKind = SettlementFields['expenses'][number]['kind'];

export const expenseKinds: readonly ExpenseKind[] = ['external', 'internal'];

/** A ticket line as typed: the price in euros; `taxRate` a select's value, '' for the settlement's rate. */
export interface TicketValues {
  type: string;
  channel: string;
  price: Amount;
  quantity: Amount;
  taxRate: string;
}

export interface ExpenseValues {
  concept: string;
  amount: Amount;
  kind: ExpenseKind;
  party: PartyKind;
}

/** A bonus as typed: `minTickets` blank means it is always paid. */
export interface BonusValues {
  concept: string;
  amount: Amount;
  minTickets: Amount;
}

export interface SettlementValues extends ExchangeRateValues {
  /** A cancelled show: the cancellation fee and the costs owed, no tickets. */
  cancelled: boolean;
  cancellationFee: Amount;
  tickets: TicketValues[];
  /** A select's value: one of the company's ticket tax rates ('10', '21', '4'; '7', '3' for IGIC). */
  vatRate: string;
  sgaePorciento: Amount;
  expenses: ExpenseValues[];
  deal: CacheValues;
  versus: boolean;
  bonuses: BonusValues[];
  /** Blank: the rate of the artist's tax situation; typed, it needs `withholdingReason`. */
  withholdingPorciento: Amount;
  withholdingReason: string;
  /** Blank: the IVA rate on the fee of the artist's tax situation; typed, it needs `feeVatReason`. */
  feeVatPorciento: Amount;
  feeVatReason: string;
}

/** The rates a settlement may agree instead of the artist's tax situation, each with its reason. */
export const agreedRates = [
  { rate: 'feeVatPorciento', reason: 'feeVatReason' },
  { rate: 'withholdingPorciento', reason: 'withholdingReason' },
] as const;

const allRates: readonly number[] = [...ticketTaxes.peninsula.rates, ...ticketTaxes.canarias.rates];
/** A select's value as a rate; null for '' or anything else. */
const ticketTaxRateOf = (value: string): TicketTaxRate | null => {
  const rate = Number(value);
  return value !== '' && allRates.includes(rate) ? (rate as TicketTaxRate) : null;
};

/** A saved (or prefilled) settlement as the form shows it. */
export function settlementValuesOf(settlement: SettlementFields): SettlementValues {
  return {
    cancelled: settlement.kind === 'cancelled',
    cancellationFee: eurosOf(settlement.cancellationFee ?? 0),
    tickets: settlement.tickets.map((line) => ({
      ...line,
      price: eurosOf(line.price),
      taxRate: line.taxRate === undefined ? '' : String(line.taxRate),
    })),
    vatRate: String(settlement.vatRate),
    sgaePorciento: settlement.sgaePorciento,
    expenses: settlement.expenses.map((expense) => ({ ...expense, amount: eurosOf(expense.amount) })),
    deal: cacheValuesOf(settlement.deal),
    versus: settlement.versus,
    bonuses: settlement.bonuses.map((bonus) => ({
      ...bonus,
      amount: eurosOf(bonus.amount),
      minTickets: bonus.minTickets ?? '',
    })),
    withholdingPorciento: settlement.withholdingPorciento ?? '',
    withholdingReason: settlement.withholdingReason ?? '',
    feeVatPorciento: settlement.feeVatPorciento ?? '',
    feeVatReason: settlement.feeVatReason ?? '',
    // a deal in another currency: the rate it is settled at, its day and source
    ...exchangeRateValuesOf(settlement),
  };
}

/** An agreed rate as saved, and its reason: none when blank, nor without a rate. */
function agreed(rate: Amount, reason: string) {
  const porciento = numberOf(rate);
  return { porciento, reason: porciento === null || reason.trim() === '' ? null : reason.trim() };
}

/** The deal as a settlement keeps it: its versus is the settlement's own field. */
const dealOf = (values: CacheValues): SettlementFields['deal'] => {
  const { versus: _, ...deal } = cacheOf(values);
  return deal;
};

/** What a save sends: blank amounts and quantities are 0, a blank rate is the tax situation's. */
export function settlementInputOf(values: SettlementValues): SettlementFields {
  const withholding = agreed(values.withholdingPorciento, values.withholdingReason);
  const feeVat = agreed(values.feeVatPorciento, values.feeVatReason);
  return {
    kind: values.cancelled ? 'cancelled' : 'show',
    cancellationFee: centsOrZero(values.cancellationFee),
    tickets: values.tickets.map(({ taxRate, ...line }) => {
      const rate = ticketTaxRateOf(taxRate);
      return {
        ...line,
        price: centsOrZero(line.price),
        quantity: numberOf(line.quantity) ?? 0,
        ...(rate === null ? {} : { taxRate: rate }),
      };
    }),
    vatRate: ticketTaxRateOf(values.vatRate) ?? ticketTaxes.peninsula.rates[0],
    sgaePorciento: numberOf(values.sgaePorciento) ?? 0,
    expenses: values.expenses.map((expense) => ({ ...expense, amount: centsOrZero(expense.amount) })),
    deal: dealOf(values.deal),
    versus: values.versus,
    bonuses: values.bonuses.map((bonus) => ({
      ...bonus,
      amount: centsOrZero(bonus.amount),
      minTickets: numberOf(bonus.minTickets),
    })),
    withholdingPorciento: withholding.porciento,
    withholdingReason: withholding.reason,
    feeVatPorciento: feeVat.porciento,
    feeVatReason: feeVat.reason,
    ...exchangeRateInputOf(values),
  };
}

/** Whether the form would save something other than what was read: '1000' over 1 000 is no change. */
export const settlementChanged = (values: SettlementValues, baseline: SettlementValues): boolean =>
  !sameValues(settlementInputOf(values), settlementInputOf(baseline));

/**
 * What must be typed before a save, by the form's paths: a concept for each expense and bonus, the
 * deal's tiers as the hiring conditions check them (`deal.variable.sections.0.desde`), and the
 * reason of an agreed rate.
 */
export function settlementErrors(
  values: SettlementValues,
  locale: Locale,
  required: string,
): Record<string, string> {
  const errors: Record<string, string> = { ...exchangeRateErrors(values, locale, required) };
  for (const list of ['expenses', 'bonuses'] as const)
    values[list].forEach((row, index) => {
      if (row.concept.trim() === '') errors[`${list}.${index}.concept`] = required;
    });
  for (const [path, message] of Object.entries(cacheErrors(values.deal, locale, required)))
    errors[path.replace(/^cache\./, 'deal.')] = message;
  for (const { rate, reason } of agreedRates)
    if (numberOf(values[rate]) !== null && values[reason].trim() === '') errors[reason] = required;
  return errors;
}

export const newTicketLine = (): TicketValues => ({
  type: '',
  channel: '',
  price: '',
  quantity: '',
  taxRate: '',
});
export const newExpense = (): ExpenseValues => ({
  concept: '',
  amount: '',
  kind: 'external',
  party: 'promotor',
});
export const newBonus = (): BonusValues => ({ concept: '', amount: '', minTickets: '' });
