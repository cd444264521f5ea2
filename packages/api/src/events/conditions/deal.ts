import type { Cache, CacheSection } from '@bolo/db';
import { z } from 'zod';
import type { Locale } from '../../shared/errors';
import { cents } from '../../shared/money';
import { plainText } from '../../shared/text';

/**
 * A party's fee (spec §3 Hiring conditions `cache`) and what it comes to for a box office. A pure
 * module without server imports: the web app's tier editor and calculator use the same rules.
 *
 * Variable tiers are marginal, as booking deals are written: a tier's percentage applies only to
 * the part of the gross box office between its `desde` and `hasta`, like tax brackets. With
 * 0–1 000 € at 80 % and 1 000 € up at 85 %, a 1 500 € box office pays 800 € + 425 €.
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
  overlap: {
    es: 'Los tramos {a} y {b} se solapan: cada tramo empieza donde acaba el anterior o después.',
    en: 'Sections {a} and {b} overlap: each section starts where the previous one ends, or later.',
  },
} as const;

/** Hundredths of a percent, so that amounts are computed in integers. */
const basisPoints = (porciento: number) => Math.round(porciento * 100);
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

/** A whole `cache`: the fixed fee and the variable one with its tiers. */
export function cacheSchema(locale: Locale = 'es') {
  return z.strictObject({
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
  }) satisfies z.ZodType<Cache>;
}

/** Tickets sold at one price of the event's `entradas`; `pvp` in cents. */
export interface TicketSale {
  pvp: number;
  sold: number;
}

export const grossBoxOffice = (sales: readonly TicketSale[]): number =>
  sales.reduce((sum, sale) => sum + sale.pvp * sale.sold, 0);

export interface TierAmount extends CacheSection {
  /** The part of the box office inside this tier. */
  base: number;
  amount: number;
}

export interface Fee {
  fijo: number;
  tiers: TierAmount[];
  variable: number;
  total: number;
}

/**
 * What a party earns for a gross box office `gross` (cents): its active fixed and variable parts;
 * a fixed fee without an amount is nothing.
 */
export function feeOf(cache: Cache, gross: number): Fee {
  const fijo = cache.fijo.active ? (cache.fijo.quantity ?? 0) : 0;
  const tiers = cache.variable.active
    ? cache.variable.sections.map((section) => {
        const top = section.hasta === null ? gross : Math.min(gross, section.hasta);
        const base = Math.max(0, top - section.desde);
        return { ...section, base, amount: Math.round((base * basisPoints(section.porciento)) / 10_000) };
      })
    : [];
  const variable = tiers.reduce((sum, tier) => sum + tier.amount, 0);
  return { fijo, tiers, variable, total: fijo + variable };
}

/** The deal of every party of an event for the tickets sold: the gross and each party's fee. */
export function dealOf<T extends string>(
  blocks: readonly { type: T; cache: Cache }[],
  sales: readonly TicketSale[],
): { gross: number; fees: { type: T; fee: Fee }[] } {
  const gross = grossBoxOffice(sales);
  return { gross, fees: blocks.map((block) => ({ type: block.type, fee: feeOf(block.cache, gross) })) };
}
