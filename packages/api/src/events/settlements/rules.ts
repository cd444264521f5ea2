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
import { boundedSum, boundedTotal, type Figure } from '../../shared/money';
import { type Fee, feeOf } from '../conditions/deal';
import { type ArtistTaxes, type ArtistTaxProfile, artistTaxesOf, type TaxSituation } from './artist-taxes';

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
 *   gross            = Σ price × quantity (prices include the ticket tax)
 *   net of VAT       = Σ per rate: the gross of the lines at that rate / (1 + rate), rounded;
 *                      VAT = gross − net of VAT. The ticket tax is IVA or IGIC (by the company's
 *                      tax territory, `@bolo/db/ticket-taxes`); a line's own rate, or the settlement's.
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
 * tax or SGAE; the fee is the cancellation fee, with its IVA and withholding as any fee's, and
 * the expenses are the costs owed.
 */

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
  /** The artist's hiring `cache`: guarantee (fixed) and percentage (variable tiers). */
  deal: Cache;
  /** The greater of guarantee and percentage, instead of their sum. */
  versus: boolean;
  bonuses: readonly SettlementBonus[];
  /** A rate agreed for this settlement instead of the one from the artist's tax situation. */
  withholdingPorciento: number | null;
  /** An IVA rate on the fee agreed for this settlement instead of the one from the tax situation. */
  feeVatPorciento: number | null;
}

/** The ticket tax at one rate: the tickets' net of it (`base`) and the tax (`amount`). */
export interface TicketTax {
  porciento: TicketTaxRate;
  base: number;
  amount: number;
}

export interface SettlementFigures {
  ticketsSold: number;
  gross: number;
  taxName: TicketTaxName;
  /** One line per rate, in the order the tickets first use them. */
  ticketTaxes: TicketTax[];
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
  taxSituation: TaxSituation;
  feeVat: ArtistTaxes['feeVat'] & { amount: number };
  withholding: ArtistTaxes['withholding'] & { amount: number };
  paid: number;
  margin: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The sums a settlement adds up, as a refusal names them. */
const figures = {
  gross: { es: 'La recaudación', en: 'The box office' },
  expenses: { es: 'La suma de los gastos', en: 'The sum of the expenses' },
  fee: { es: 'El caché del artista', en: "The artist's fee" },
  paid: { es: 'Lo pagado al artista', en: 'What the artist is paid' },
} satisfies Record<string, Figure>;

/** The IVA on the fee: an agreed rate is charged by the artist, so it ends a reverse charge. */
function feeVatOf(fee: number, bySituation: ArtistTaxes['feeVat'], agreed: number | null) {
  const porciento = agreed ?? bySituation.porciento;
  return {
    porciento,
    reverseCharge: agreed === null && bySituation.reverseCharge,
    amount: percentOf(fee, porciento),
  };
}

/** The ticket tax per rate: each rate's gross taken apart once, so one rate's lines round once. */
export function ticketTaxesOf(
  tickets: readonly SettlementTicketLine[],
  defaultRate: TicketTaxRate,
): TicketTax[] {
  const grossByRate = new Map<TicketTaxRate, number>();
  for (const line of tickets) {
    const rate = line.taxRate ?? defaultRate;
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + line.price * line.quantity);
  }
  return [...grossByRate].map(([porciento, gross]) => {
    const base = divideRounded(gross * 100, 100 + porciento);
    return { porciento, base, amount: gross - base };
  });
}

/** A cancelled show's deal: no guarantee and no percentage, only the cancellation fee. */
const noDeal: Fee = { fijo: 0, tiers: [], variable: 0, total: 0 };

export function settle(terms: SettlementTerms): SettlementFigures {
  const cancelled = terms.kind === 'cancelled';
  const tickets = cancelled ? [] : terms.tickets;
  // at most 5 000 lines of at most 10 million tickets: a safe integer
  const ticketsSold = sum(tickets.map((line) => line.quantity));
  const gross = boundedSum(
    figures.gross,
    tickets.map((line) => line.price * line.quantity),
  );
  const ticketTaxes = ticketTaxesOf(tickets, terms.vatRate);
  const vat = sum(ticketTaxes.map((tax) => tax.amount));
  const netOfVat = gross - vat;
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
  const {
    fijo: guarantee,
    tiers,
    variable: percentageTotal,
  } = cancelled ? noDeal : feeOf(terms.deal, dealBase);
  const dealFee = cancelled
    ? terms.cancellationFee
    : terms.versus
      ? Math.max(guarantee, percentageTotal)
      : guarantee + percentageTotal;
  const bonuses = (cancelled ? [] : terms.bonuses).map((bonus) => ({
    ...bonus,
    reached: bonus.minTickets === null || ticketsSold >= bonus.minTickets,
  }));
  // at most 50 bonuses of 100 million euros: within the bound; the fee they add to is checked
  const bonusTotal = sum(bonuses.filter((bonus) => bonus.reached).map((bonus) => bonus.amount));
  const fee = boundedTotal(figures.fee, dealFee + bonusTotal);
  const taxes = artistTaxesOf(terms);
  const feeVat = feeVatOf(fee, taxes.feeVat, terms.feeVatPorciento);
  const withholdingPorciento = terms.withholdingPorciento ?? taxes.withholding.porciento;
  const withholding = {
    kind: taxes.withholding.kind,
    porciento: withholdingPorciento,
    amount: percentOf(fee, withholdingPorciento),
  };
  return {
    ticketsSold,
    gross,
    taxName: terms.taxName,
    ticketTaxes,
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
    taxSituation: taxes.situation,
    feeVat,
    withholding,
    paid: boundedTotal(figures.paid, fee + feeVat.amount - withholding.amount),
    margin: netBoxOffice - fee - externalExpenses - internalExpenses,
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
