import type {
  Cache,
  SettlementBonus,
  SettlementExpense,
  SettlementReportFigures,
  SettlementTicketLine,
} from '@bolo/db';
import { boundedSum, boundedTotal, type Figure } from '../../shared/money';
import { type Fee, feeOf } from '../conditions/deal';

/**
 * The settlement (liquidación) of an event on its actual figures. A pure module: amounts are
 * integer cents, percentages have at most two decimals and are computed in hundredths
 * (basis points), so every product is an exact integer before it is rounded.
 *
 * Rounding, once for every figure: to the cent, half away from zero (`divideRounded`). Every sum
 * is bounded as it is added up (`boundedSum`, `amount_too_large`), so no figure leaves the range
 * where these products are exact.
 *
 * The chain, in this order:
 *   gross            = Σ price × quantity (prices include VAT)
 *   net of VAT       = gross / (1 + VAT rate), rounded;  VAT = gross − net of VAT
 *   SGAE             = net of VAT × SGAE %   (author's rights are charged on the price net of VAT)
 *   net box office   = gross − VAT − SGAE
 *   deal base        = net box office − external expenses. The deal's percentage ("x % of net")
 *                      applies to this base: external expenses are the costs shared with the artist,
 *                      shown on the artist's sheet, and come off before the percentage; internal
 *                      expenses are the promoter's own and never touch the artist's figures.
 *   guarantee        = the active fixed fee; percentage = the active variable tiers (marginal,
 *                      `feeOf`) applied to the deal base
 *   deal fee         = versus ? max(guarantee, percentage) : guarantee + percentage
 *   fee              = deal fee + the bonuses whose ticket threshold was reached
 *   withholding      = fee × rate (IRPF for residents of Spain, IRNR otherwise), rounded
 *   paid to artist   = fee − withholding
 *   margin           = net box office − fee − every expense (internal and external)
 */

/** Spain's IRPF on a resident artist's fee, unless the settlement says otherwise. */
export const IRPF_PORCIENTO = 15;
/** IRNR on a non-resident's fee; a resident of the EU or the EEA pays the lower rate. */
export const IRNR_PORCIENTO = 24;
export const IRNR_EU_EEA_PORCIENTO = 19;

/** The member states of the European Union and the three other EEA states (IS, LI, NO). */
export const euEeaCountries: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
]);

export const vatRates = [21, 10] as const;
export type VatRate = (typeof vatRates)[number];

/** `numerator / denominator` to the nearest integer, half away from zero; exact for safe integers. */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const rest = n - quotient * d;
  return sign * (2 * rest >= d ? quotient + 1 : quotient);
}

const basisPoints = (porciento: number) => Math.round(porciento * 100);

/** `amount × porciento %`, rounded to the cent. */
export const percentOf = (amount: number, porciento: number): number =>
  divideRounded(amount * basisPoints(porciento), 10_000);

export type WithholdingKind = 'IRPF' | 'IRNR';

/** The tax withheld from an artist's fee by where the artist is resident (ISO 3166-1 alpha-2). */
export function withholdingOf(taxResidence: string): { kind: WithholdingKind; porciento: number } {
  const country = taxResidence.toUpperCase();
  if (country === 'ES') return { kind: 'IRPF', porciento: IRPF_PORCIENTO };
  return { kind: 'IRNR', porciento: euEeaCountries.has(country) ? IRNR_EU_EEA_PORCIENTO : IRNR_PORCIENTO };
}

/** What a settlement is worked out from: its own data, the artist's deal and residence. */
export interface SettlementTerms {
  tickets: readonly SettlementTicketLine[];
  vatRate: VatRate;
  sgaePorciento: number;
  expenses: readonly SettlementExpense[];
  /** The artist's hiring `cache`: guarantee (fixed) and percentage (variable tiers). */
  deal: Cache;
  /** The greater of guarantee and percentage, instead of their sum. */
  versus: boolean;
  bonuses: readonly SettlementBonus[];
  taxResidence: string;
  /** A rate agreed for this settlement instead of the one from the residence. */
  withholdingPorciento: number | null;
}

export interface SettlementFigures {
  ticketsSold: number;
  gross: number;
  vat: number;
  netOfVat: number;
  sgae: number;
  netBoxOffice: number;
  externalExpenses: number;
  internalExpenses: number;
  dealBase: number;
  guarantee: number;
  percentage: Fee['tiers'];
  percentageTotal: number;
  dealFee: number;
  bonuses: (SettlementBonus & { reached: boolean })[];
  bonusTotal: number;
  fee: number;
  withholding: { kind: WithholdingKind; porciento: number; amount: number };
  paid: number;
  margin: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The sums a settlement adds up, as a refusal names them. */
const figures = {
  gross: { es: 'La recaudación', en: 'The box office' },
  expenses: { es: 'La suma de los gastos', en: 'The sum of the expenses' },
  fee: { es: 'El caché del artista', en: "The artist's fee" },
} satisfies Record<string, Figure>;

export function settle(terms: SettlementTerms): SettlementFigures {
  // at most 5 000 lines of at most 10 million tickets: a safe integer
  const ticketsSold = sum(terms.tickets.map((line) => line.quantity));
  const gross = boundedSum(
    figures.gross,
    terms.tickets.map((line) => line.price * line.quantity),
  );
  const netOfVat = divideRounded(gross * 100, 100 + terms.vatRate);
  const vat = gross - netOfVat;
  const sgae = percentOf(netOfVat, terms.sgaePorciento);
  const netBoxOffice = gross - vat - sgae;
  const expensesOf = (kind: SettlementExpense['kind']) =>
    boundedSum(
      figures.expenses,
      terms.expenses.filter((expense) => expense.kind === kind).map((expense) => expense.amount),
    );
  const externalExpenses = expensesOf('external');
  const internalExpenses = expensesOf('internal');
  const dealBase = Math.max(0, netBoxOffice - externalExpenses);
  const { fijo: guarantee, tiers, variable: percentageTotal } = feeOf(terms.deal, dealBase);
  const dealFee = terms.versus ? Math.max(guarantee, percentageTotal) : guarantee + percentageTotal;
  const bonuses = terms.bonuses.map((bonus) => ({
    ...bonus,
    reached: bonus.minTickets === null || ticketsSold >= bonus.minTickets,
  }));
  // at most 50 bonuses of 100 million euros: within the bound; the fee they add to is checked
  const bonusTotal = sum(bonuses.filter((bonus) => bonus.reached).map((bonus) => bonus.amount));
  const fee = boundedTotal(figures.fee, dealFee + bonusTotal);
  const byResidence = withholdingOf(terms.taxResidence);
  const porciento = terms.withholdingPorciento ?? byResidence.porciento;
  const withholding = { kind: byResidence.kind, porciento, amount: percentOf(fee, porciento) };
  return {
    ticketsSold,
    gross,
    vat,
    netOfVat,
    sgae,
    netBoxOffice,
    externalExpenses,
    internalExpenses,
    dealBase,
    guarantee,
    percentage: tiers,
    percentageTotal,
    dealFee,
    bonuses,
    bonusTotal,
    fee,
    withholding,
    paid: fee - withholding.amount,
    margin: netBoxOffice - fee - externalExpenses - internalExpenses,
  };
}

/** The figures a settlement's row keeps for the reports (`event_settlements`' figure columns). */
export const reportFiguresOf = (figures: SettlementFigures): SettlementReportFigures => ({
  ticketsSold: figures.ticketsSold,
  gross: figures.gross,
  netBoxOffice: figures.netBoxOffice,
  expensesTotal: figures.externalExpenses + figures.internalExpenses,
  artistFee: figures.fee,
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
