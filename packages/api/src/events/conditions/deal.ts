import type { Cache, CacheSection, TicketTaxName } from '@bolo/db';
import { z } from 'zod';
import type { Locale } from '../../shared/errors';
import { boundedSum, boundedTotal, cents, currencyCode, type Figure } from '../../shared/money';
import { plainText } from '../../shared/text';

/**
 * The deal engine: a party's fee (spec §3 Hiring conditions `cache`) and what it comes to for a
 * box office. One pure function, `dealFiguresOf`, for the hiring calculator (expected tickets) and
 * the settlement (actual tickets); a module without server imports, so the browser uses it too.
 *
 * The chain, in integer cents, each product rounded once to the cent half away from zero:
 *   gross            = Σ price × quantity (prices include the ticket tax)
 *   ticket tax       = per rate (a line's own rate, or the box office's): the gross of the lines
 *                      at that rate / (1 + rate), rounded, is its base, the rest its tax; so the
 *                      lines of one rate round once. The tax is IVA or IGIC (the company's tax
 *                      territory, `@bolo/db/ticket-taxes`); VAT = Σ the rates' tax
 *   net of VAT       = gross − VAT
 *   SGAE             = net of VAT × SGAE %   (author's rights are charged on the price net of VAT)
 *   net box office   = gross − VAT − SGAE
 *   deal base        = net box office − the costs the deal names (external expenses, shared
 *                      with the artist), at least 0
 *   guarantee        = the active fixed fee
 *   percentage       = the active variable tiers on the deal base — or, in a "plus" deal with a
 *                      split point, on what is left of it after the guarantee and the promoter's
 *                      profit. Tiers are marginal, as booking deals are written: a tier's
 *                      percentage applies only to the part between its `desde` and `hasta`, like
 *                      tax brackets (0–1 000 € at 80 % and 1 000 € up at 85 %: 1 500 € pays
 *                      800 € + 425 €).
 *   deal fee         = versus ? max(guarantee, percentage) : guarantee + percentage
 *   fee              = deal fee + the bonuses whose ticket threshold was reached
 */

const messages = {
  porciento: {
    es: 'El porcentaje debe estar entre 0 y 100, con dos decimales como mucho.',
    en: 'The percentage must be between 0 and 100, with at most two decimals.',
  },
  hasta: {
    es: '«Hasta» debe ser mayor que «desde», o quedar vacío en el último tramo.',
    en: '"Hasta" must be greater than "desde", or empty on the last section.',
  },
  plusVersus: {
    es: 'Un acuerdo con punto de corte («plus») suma la garantía y el porcentaje: no puede ser además «versus».',
    en: 'A deal with a split point ("plus") adds the guarantee and the percentage: it cannot be "versus" as well.',
  },
  overlap: {
    es: 'Los tramos {a} y {b} se solapan: cada tramo empieza donde acaba el anterior o después.',
    en: 'Sections {a} and {b} overlap: each section starts where the previous one ends, or later.',
  },
} as const;

/** Hundredths of a percent, so that amounts are computed in integers. */
const basisPoints = (porciento: number) => Math.round(porciento * 100);

/** `numerator / denominator` to the nearest integer, half away from zero; exact for safe integers. */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const rest = n - quotient * d;
  return sign * (2 * rest >= d ? quotient + 1 : quotient);
}

/** `amount × porciento %`, rounded to the cent. */
export const percentOf = (amount: number, porciento: number): number =>
  divideRounded(amount * basisPoints(porciento), 10_000);
const hasTwoDecimalsAtMost = (value: number) => Math.abs(basisPoints(value) - value * 100) < 1e-6;

/** A percentage from 0 to 100 with at most two decimals. */
export const porciento = (locale: Locale) =>
  z
    .number(messages.porciento[locale])
    .min(0, messages.porciento[locale])
    .max(100, messages.porciento[locale])
    .refine(hasTwoDecimalsAtMost, messages.porciento[locale]);

/** The tiers of a variable fee: each 0–100 %, `hasta` above `desde`, none overlapping another. */
export function sectionsSchema(locale: Locale = 'es') {
  const section = z
    .object({
      desde: cents(locale),
      hasta: cents(locale).nullable(),
      porciento: porciento(locale),
    })
    .refine((s) => s.hasta === null || s.hasta > s.desde, {
      message: messages.hasta[locale],
      path: ['hasta'],
    });
  return z
    .array(section)
    .max(20)
    .superRefine((sections, ctx) => {
      const order = sections
        .map((section, index) => ({ section, index }))
        .sort((a, b) => a.section.desde - b.section.desde);
      for (let i = 1; i < order.length; i++) {
        const previous = order[i - 1];
        const current = order[i];
        if (!previous || !current) continue;
        const end = previous.section.hasta;
        if (end === null || current.section.desde < end) {
          const [a, b] = [previous.index + 1, current.index + 1].sort((x, y) => x - y);
          ctx.addIssue({
            code: 'custom',
            path: [current.index, 'desde'],
            message: messages.overlap[locale].replace('{a}', String(a)).replace('{b}', String(b)),
          });
        }
      }
    });
}

/** A whole `cache`: the fixed fee, the variable one with its tiers, versus and the split point. */
export function cacheSchema(locale: Locale = 'es') {
  return z
    .strictObject({
      fijo: z.strictObject({
        /** Null: no amount typed yet. */
        quantity: cents(locale).nullable(),
        active: z.boolean(),
        description: plainText(2_000),
      }),
      variable: z.strictObject({
        description: plainText(2_000),
        active: z.boolean(),
        sections: sectionsSchema(locale),
      }),
      versus: z.boolean().optional(),
      promoterProfit: cents(locale).nullable().optional(),
      /** Absent: EUR. */
      currency: currencyCode.optional(),
    })
    .refine((cache) => !(cache.versus && isPlus(cache)), {
      message: messages.plusVersus[locale],
      path: ['versus'],
    }) satisfies z.ZodType<Cache>;
}

/** Whether a fee is a "plus" deal: a split point (the promoter's profit) is set. */
export const isPlus = (cache: Cache) => cache.promoterProfit !== null && cache.promoterProfit !== undefined;

/** The refusal of a deal that is both plus and versus. */
export const plusVersusMessage = (locale: Locale) => messages.plusVersus[locale];

/** Tickets sold at one price: `price` in cents, the ticket tax included. */
export interface TicketQuantity<R extends number = number> {
  price: number;
  quantity: number;
  /** The line's own ticket tax rate; without one, the box office's `vatRate`. */
  taxRate?: R | undefined;
}

/** A bonus of the deal: paid when the tickets sold reach `minTickets` (always when null). */
export interface DealBonus {
  amount: number;
  minTickets: number | null;
}

/** What the deal is worked out on: the tickets, the rates on them and the costs the deal names. */
export interface BoxOffice<R extends number = number> {
  tickets: readonly TicketQuantity<R>[];
  /** The ticket tax: IVA or IGIC, by the company's tax territory. */
  taxName: TicketTaxName;
  /** The ticket tax rate of a line without its own. */
  vatRate: R;
  sgaePorciento: number;
  /** The costs shared with the party, taken off the net box office before the percentage. */
  costs: number;
}

export interface TierAmount extends CacheSection {
  /** The part of the base inside this tier. */
  base: number;
  amount: number;
}

/** The ticket tax at one rate: the tickets' net of it (`base`) and the tax (`amount`). */
export interface TicketTax<R extends number = number> {
  porciento: R;
  base: number;
  amount: number;
}

export interface DealFigures<R extends number = number> {
  ticketsSold: number;
  gross: number;
  taxName: TicketTaxName;
  /** One line per rate, in the order the tickets first use them. */
  ticketTaxes: TicketTax<R>[];
  /** The ticket tax, all rates together. */
  vat: number;
  netOfVat: number;
  sgae: number;
  netBoxOffice: number;
  costs: number;
  dealBase: number;
  guarantee: number;
  /** A plus deal's split point (costs + guarantee + promoter's profit, over the net box office); else null. */
  splitPoint: number | null;
  /** What the percentage applies to: the deal base, or in a plus deal what is left above the split point. */
  percentageBase: number;
  versus: boolean;
  percentage: TierAmount[];
  percentageTotal: number;
  dealFee: number;
  bonuses: { reached: boolean }[];
  bonusTotal: number;
  fee: number;
}

/** The sums the deal adds up, as a refusal names them. */
const figures = {
  gross: { es: 'La recaudación', en: 'The box office' },
  fee: { es: 'El caché del artista', en: "The artist's fee" },
} satisfies Record<string, Figure>;

/** The active variable tiers on `base`, each on its own part of it (marginal). */
function tiersOn(cache: Cache, base: number): TierAmount[] {
  if (!cache.variable.active) return [];
  return cache.variable.sections.map((section) => {
    const top = section.hasta === null ? base : Math.min(base, section.hasta);
    const part = Math.max(0, top - section.desde);
    return { ...section, base: part, amount: percentOf(part, section.porciento) };
  });
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The ticket tax per rate: each rate's gross taken apart once, so one rate's lines round once. */
function ticketTaxesOf<R extends number>(
  tickets: readonly TicketQuantity<R>[],
  defaultRate: R,
): TicketTax<R>[] {
  const grossByRate = new Map<R, number>();
  for (const line of tickets) {
    const rate = line.taxRate ?? defaultRate;
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + line.price * line.quantity);
  }
  return [...grossByRate].map(([porciento, gross]) => {
    const base = divideRounded(gross * 100, 100 + porciento);
    return { porciento, base, amount: gross - base };
  });
}

/** The one deal engine: what a party's `cache` and bonuses pay on a box office. */
export function dealFiguresOf<B extends DealBonus, R extends number = number>(
  cache: Cache,
  boxOffice: BoxOffice<R>,
  bonusesOfDeal: readonly B[] = [],
): DealFigures<R> & { bonuses: (B & { reached: boolean })[] } {
  // at most 5 000 lines of at most 10 million tickets: a safe integer
  const ticketsSold = sum(boxOffice.tickets.map((line) => line.quantity));
  const gross = boundedSum(
    figures.gross,
    boxOffice.tickets.map((line) => line.price * line.quantity),
  );
  // within the bounded gross: each rate's gross is a part of it
  const ticketTaxes = ticketTaxesOf(boxOffice.tickets, boxOffice.vatRate);
  const vat = sum(ticketTaxes.map((tax) => tax.amount));
  const netOfVat = gross - vat;
  const sgae = percentOf(netOfVat, boxOffice.sgaePorciento);
  const netBoxOffice = gross - vat - sgae;
  const dealBase = Math.max(0, netBoxOffice - boxOffice.costs);
  const guarantee = cache.fijo.active ? (cache.fijo.quantity ?? 0) : 0;
  const plus = isPlus(cache);
  const splitPoint = plus ? boxOffice.costs + guarantee + (cache.promoterProfit ?? 0) : null;
  const percentageBase = plus ? Math.max(0, dealBase - guarantee - (cache.promoterProfit ?? 0)) : dealBase;
  const percentage = tiersOn(cache, percentageBase);
  const percentageTotal = sum(percentage.map((tier) => tier.amount));
  const versus = !plus && cache.versus === true;
  const dealFee = versus ? Math.max(guarantee, percentageTotal) : guarantee + percentageTotal;
  const bonuses = bonusesOfDeal.map((bonus) => ({
    ...bonus,
    reached: bonus.minTickets === null || ticketsSold >= bonus.minTickets,
  }));
  // at most 50 bonuses of 100 million euros: within the bound; the fee they add to is checked
  const bonusTotal = sum(bonuses.filter((bonus) => bonus.reached).map((bonus) => bonus.amount));
  return {
    ticketsSold,
    gross,
    taxName: boxOffice.taxName,
    ticketTaxes,
    vat,
    netOfVat,
    sgae,
    netBoxOffice,
    costs: boxOffice.costs,
    dealBase,
    guarantee,
    splitPoint,
    percentageBase,
    versus,
    percentage,
    percentageTotal,
    dealFee,
    bonuses,
    bonusTotal,
    fee: boundedTotal(figures.fee, dealFee + bonusTotal),
  };
}

/** Tickets expected at one price of the event's `entradas`; `pvp` in cents. */
export interface TicketSale {
  pvp: number;
  sold: number;
}

/**
 * The hiring calculator's forecast: the expected tickets, one ticket tax rate for all of them
 * (IVA unless named), SGAE and the costs of the deal.
 */
export interface Forecast {
  sales: readonly TicketSale[];
  taxName?: TicketTaxName | undefined;
  vatRate: number;
  sgaePorciento: number;
  costs: number;
}

/** What each party's deal pays on a forecast, through the same engine as the settlement. */
export function forecastOf<T extends string>(
  blocks: readonly { type: T; cache: Cache }[],
  forecast: Forecast,
): { type: T; deal: DealFigures }[] {
  const boxOffice: BoxOffice = {
    tickets: forecast.sales.map((sale) => ({ price: sale.pvp, quantity: sale.sold })),
    taxName: forecast.taxName ?? 'IVA',
    vatRate: forecast.vatRate,
    sgaePorciento: forecast.sgaePorciento,
    costs: forecast.costs,
  };
  return blocks.map((block) => ({ type: block.type, deal: dealFiguresOf(block.cache, boxOffice) }));
}

/** The parts of a deal a settlement may change from the hiring conditions, as its screen marks them. */
export const dealFields = ['fijo', 'variable', 'versus', 'promoterProfit'] as const;
export type DealField = (typeof dealFields)[number];

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Where a settlement's deal differs from the hiring conditions' one it started from: the amounts
 * and switches that change the fee (the descriptions are words, not the deal).
 */
export function dealChangesOf(hiring: Cache, settled: { deal: Cache; versus: boolean }): DealField[] {
  const { deal } = settled;
  const changed: Record<DealField, boolean> = {
    fijo: hiring.fijo.active !== deal.fijo.active || hiring.fijo.quantity !== deal.fijo.quantity,
    variable:
      hiring.variable.active !== deal.variable.active ||
      !sameJson(hiring.variable.sections, deal.variable.sections),
    versus: (hiring.versus === true) !== settled.versus,
    promoterProfit: (hiring.promoterProfit ?? null) !== (deal.promoterProfit ?? null),
  };
  return dealFields.filter((field) => changed[field]);
}
