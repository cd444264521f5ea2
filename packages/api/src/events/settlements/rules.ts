import type {
  Cache,
  SettlementBonus,
  SettlementExpense,
  SettlementKind,
  SettlementReportFigures,
  SettlementTicketLine,
  TicketTaxName,
  TicketTaxRate,
} from '@bolo/db';
import { convertMinor, DEFAULT_CURRENCY } from '@bolo/templating/format';
import { boundedSum, boundedTotal, currencyOf, type Figure } from '../../shared/money';
import { type BoxOffice, type DealFigures, dealFiguresOf, isPlus, percentOf } from '../conditions/deal';
import {
  type ArtistTaxes,
  type ArtistTaxProfile,
  artistTaxesOf,
  cancellationTaxesOf,
  type TaxSituation,
} from './artist-taxes';

/**
 * The settlement (liquidación) of an event on its actual figures. A pure module: amounts are
 * integer cents, percentages have at most two decimals and are computed in hundredths
 * (basis points), so every product is an exact integer before it is rounded.
 *
 * Rounding, once for every figure: to the cent, half away from zero (`divideRounded`). Every sum
 * is bounded as it is added up (`boundedSum`, `amount_too_large`), so no figure leaves the range
 * where these products are exact.
 *
 * A deal in another currency (issue 30) is put in euros first, at the settlement's typed rate
 * (`dealInEuros`): its guarantee, its tiers' limits and its split point, each converted once and
 * rounded to the cent; the chain then works in euros only. Without a rate the deal counts nothing
 * (the fee is the bonuses) and the settlement cannot be locked.
 *
 * The chain, in this order:
 *   gross … fee      the deal engine (`dealFiguresOf`, `conditions/deal.ts`), the same function
 *                    as the hiring calculator's, on the actual tickets: the ticket tax per rate
 *                    (a line's own rate, or the settlement's; IVA or IGIC by the company's tax
 *                    territory, `@bolo/db/ticket-taxes`), SGAE, the net box office; the costs the
 *                    deal names are the external expenses: the costs shared with the artist, shown
 *                    on the artist's sheet, taken off before the percentage. Internal expenses are
 *                    the promoter's own and never touch the artist's figures.
 *   IVA on the fee   = fee × rate, rounded: by the artist's tax situation (`artist-taxes.ts`) or a
 *                      rate agreed for the settlement; none for a non-resident (reverse charge)
 *   withholding      = fee × rate (IRPF for a natural person resident in Spain, IRNR for a
 *                      non-resident, none for a company), rounded
 *   paid to artist   = fee + IVA on the fee − withholding
 *                      (the margin leaves both out: the promoter deducts the IVA and pays the
 *                      withholding to the tax agency on the artist's account)
 *   margin           = net box office − fee − every expense (internal and external)
 *
 * A cancelled show (`kind: 'cancelled'`) sold no tickets and has no deal: no box office, ticket
 * tax or SGAE; the fee is the cancellation fee, an indemnity outside IVA unless a rate is agreed
 * (`cancellationTaxesOf`), withheld as any fee; the expenses are the costs owed.
 */

/** The rounding of every figure lives with the deal engine; the settlement's rules round the same way. */
export { divideRounded, percentOf } from '../conditions/deal';

/** What a settlement is worked out from: its own data, the artist's deal and tax situation. */
export interface SettlementTerms extends ArtistTaxProfile {
  kind: SettlementKind;
  tickets: readonly SettlementTicketLine[];
  /** The ticket tax of the event's company (IVA or IGIC). */
  taxName: TicketTaxName;
  /** The ticket tax rate of a line without its own. */
  vatRate: TicketTaxRate;
  /** A cancelled show's fee (`kind: 'cancelled'`); ignored for a show played. */
  cancellationFee: number;
  sgaePorciento: number;
  expenses: readonly SettlementExpense[];
  /** The artist's deal, started from its hiring `cache`: guarantee, percentage tiers, split point. */
  deal: Cache;
  /** Euros for one unit of the deal's currency, as typed; null or absent for a deal in euros or no rate yet. */
  exchangeRate?: string | null | undefined;
  /** The greater of guarantee and percentage, instead of their sum. */
  versus: boolean;
  bonuses: readonly SettlementBonus[];
  /** A rate agreed for this settlement instead of the one from the artist's tax situation. */
  withholdingPorciento: number | null;
  /** An IVA rate on the fee agreed for this settlement instead of the one from the tax situation. */
  feeVatPorciento: number | null;
}

/** A deal in another currency: its code, the rate it was put in euros at, its guarantee as agreed. */
export interface SettlementExchange {
  currency: string;
  rate: string | null;
  /** The guarantee in the deal's currency (its minor units). */
  guarantee: number;
}

export interface SettlementFigures
  extends Omit<DealFigures<TicketTaxRate>, 'costs' | 'bonuses' | 'versus' | 'percentageBase'> {
  /** Null for a deal in euros. */
  exchange: SettlementExchange | null;
  externalExpenses: number;
  internalExpenses: number;
  bonuses: (SettlementBonus & { reached: boolean })[];
  taxSituation: TaxSituation;
  feeVat: ArtistTaxes['feeVat'] & { amount: number };
  withholding: ArtistTaxes['withholding'] & { amount: number };
  paid: number;
  margin: number;
}

/** The sums a settlement adds up, as a refusal names them. */
const figures = {
  expenses: { es: 'La suma de los gastos', en: 'The sum of the expenses' },
  paid: { es: 'Lo pagado al artista', en: 'What the artist is paid' },
  dealInEuros: { es: 'Un importe del trato en euros', en: 'An amount of the deal in euros' },
} satisfies Record<string, Figure>;

/**
 * The IVA on the fee: an agreed rate is charged by the artist, so it ends a reverse charge, and
 * makes a cancellation fee the price of a service (a contract may say so).
 */
function feeVatOf(fee: number, bySituation: ArtistTaxes['feeVat'], agreed: number | null) {
  const porciento = agreed ?? bySituation.porciento;
  return {
    porciento,
    reverseCharge: agreed === null && bySituation.reverseCharge,
    notSubject: agreed === null && bySituation.notSubject,
    amount: percentOf(fee, porciento),
  };
}

/** A cancelled show's deal: no guarantee, percentage or split point. */
const noDeal: Cache = {
  fijo: { quantity: null, active: false, description: '' },
  variable: { description: '', active: false, sections: [] },
};
const noBonuses: readonly SettlementBonus[] = [];

/** A deal in another currency put in euros at `rate`: its guarantee, its tiers' limits, its split point. */
export function dealInEuros(deal: Cache, rate: string): Cache {
  const currency = currencyOf(deal);
  const euros = (minor: number) =>
    boundedTotal(figures.dealInEuros, convertMinor(minor, rate, currency, DEFAULT_CURRENCY));
  return {
    ...deal,
    currency: DEFAULT_CURRENCY,
    fijo: { ...deal.fijo, quantity: deal.fijo.quantity === null ? null : euros(deal.fijo.quantity) },
    variable: {
      ...deal.variable,
      sections: deal.variable.sections.map((section) => ({
        ...section,
        desde: euros(section.desde),
        hasta: section.hasta === null ? null : euros(section.hasta),
      })),
    },
    ...(isPlus(deal) ? { promoterProfit: euros(deal.promoterProfit ?? 0) } : {}),
  };
}

/** The deal the chain works on, in euros, and what the sheet shows of a foreign one. */
function dealOf(terms: SettlementTerms): { deal: Cache; exchange: SettlementExchange | null } {
  const currency = currencyOf(terms.deal);
  if (currency === DEFAULT_CURRENCY) return { deal: terms.deal, exchange: null };
  const { fijo } = terms.deal;
  const rate = terms.exchangeRate ?? null;
  const exchange = { currency, rate, guarantee: fijo.active ? (fijo.quantity ?? 0) : 0 };
  return {
    deal: rate === null ? noDeal : dealInEuros(terms.deal, rate),
    exchange,
  };
}

export function settle(terms: SettlementTerms): SettlementFigures {
  const cancelled = terms.kind === 'cancelled';
  const expensesOf = (kind: SettlementExpense['kind']) =>
    boundedSum(
      figures.expenses,
      terms.expenses.filter((expense) => expense.kind === kind).map((expense) => expense.amount),
    );
  const inEuros = dealOf(terms);
  const externalExpenses = expensesOf('external');
  const internalExpenses = expensesOf('internal');
  const boxOffice: BoxOffice<TicketTaxRate> = {
    // a cancelled show sold no tickets: no box office, ticket tax or SGAE
    tickets: cancelled ? [] : terms.tickets,
    taxName: terms.taxName,
    vatRate: terms.vatRate,
    sgaePorciento: terms.sgaePorciento,
    costs: externalExpenses,
  };
  const {
    costs: _,
    versus: __,
    percentageBase: ___,
    ...deal
  } = cancelled
    ? // no deal or bonus counts: the fee is the cancellation fee
      {
        ...dealFiguresOf(noDeal, boxOffice, noBonuses),
        dealFee: terms.cancellationFee,
        fee: terms.cancellationFee,
      }
    : dealFiguresOf({ ...inEuros.deal, versus: terms.versus }, boxOffice, terms.bonuses);
  const { fee } = deal;
  const taxes = cancelled ? cancellationTaxesOf(terms) : artistTaxesOf(terms);
  const feeVat = feeVatOf(fee, taxes.feeVat, terms.feeVatPorciento);
  const withholdingPorciento = terms.withholdingPorciento ?? taxes.withholding.porciento;
  const withholding = {
    kind: taxes.withholding.kind,
    porciento: withholdingPorciento,
    amount: percentOf(fee, withholdingPorciento),
  };
  return {
    ...deal,
    exchange: cancelled ? null : inEuros.exchange,
    externalExpenses,
    internalExpenses,
    taxSituation: taxes.situation,
    feeVat,
    withholding,
    paid: boundedTotal(figures.paid, fee + feeVat.amount - withholding.amount),
    margin: deal.netBoxOffice - fee - externalExpenses - internalExpenses,
  };
}

/** The figures a settlement's row keeps for the reports (`event_settlements`' figure columns). */
export const reportFiguresOf = (figures: SettlementFigures): SettlementReportFigures => ({
  ticketsSold: figures.ticketsSold,
  gross: figures.gross,
  vat: figures.vat,
  sgae: figures.sgae,
  netBoxOffice: figures.netBoxOffice,
  expensesTotal: figures.externalExpenses + figures.internalExpenses,
  artistFee: figures.fee,
  artistFeeVat: figures.feeVat.amount,
  withholding: figures.withholding.amount,
  artistPaid: figures.paid,
  margin: figures.margin,
});

/**
 * Whether locking on `today` settles a show that has not been played yet (or has no date): the
 * lock then needs the person's confirmation. The show's own day needs none: the night's
 * settlement is done after the show, at the hall.
 */
export const isBeforeShow = (showDate: string | null, today: string): boolean =>
  showDate === null || showDate > today;

/**
 * The event's status once its settlement is locked: the show was played (`Realizado`); a
 * cancelled one stays `Cancelado`.
 */
export const statusWhenSettled = (status: string): string => (status === 'Cancelado' ? status : 'Realizado');
