import type { Cache } from '@bolo/db';
import { describe, expect, it } from 'vitest';
import { cacheSchema, dealOf, feeOf, grossBoxOffice, sectionsSchema } from './deal';

const euros = (value: number) => Math.round(value * 100);

/** The acceptance deal: 0–1 000 € at 80 %, 1 000 € up at 85 %. */
const twoTiers: Cache = {
  fijo: { quantity: euros(500), active: true, description: 'Garantía' },
  variable: {
    description: 'Sobre taquilla bruta',
    active: true,
    sections: [
      { desde: 0, hasta: euros(1_000), porciento: 80 },
      { desde: euros(1_000), hasta: null, porciento: 85 },
    ],
  },
};

describe('deal calculator', () => {
  it('adds up the gross box office from the tickets sold at each price', () => {
    expect(
      grossBoxOffice([
        { pvp: euros(18), sold: 50 },
        { pvp: euros(24), sold: 25 },
      ]),
    ).toBe(euros(1_500));
    expect(grossBoxOffice([])).toBe(0);
  });

  it('pays each tier only on the part of the box office inside it (marginal tiers)', () => {
    const fee = feeOf(twoTiers, euros(1_500));
    expect(fee.tiers.map((t) => [t.base, t.amount])).toEqual([
      [euros(1_000), euros(800)],
      [euros(500), euros(425)],
    ]);
    expect(fee).toMatchObject({ fijo: euros(500), variable: euros(1_225), total: euros(1_725) });
  });

  it('pays nothing from a tier the box office does not reach', () => {
    const fee = feeOf(twoTiers, euros(600));
    expect(fee.tiers.map((t) => t.amount)).toEqual([euros(480), 0]);
    expect(fee.total).toBe(euros(500 + 480));
  });

  it('counts only the active parts: the fixed fee alone, or the percentage alone', () => {
    const fixedOnly = { ...twoTiers, variable: { ...twoTiers.variable, active: false } };
    expect(feeOf(fixedOnly, euros(1_500))).toEqual({
      fijo: euros(500),
      tiers: [],
      variable: 0,
      total: euros(500),
    });
    const doorOnly = { ...twoTiers, fijo: { ...twoTiers.fijo, active: false } };
    expect(feeOf(doorOnly, euros(1_500)).total).toBe(euros(1_225));
  });

  it('rounds each tier to the cent, with fractional percentages', () => {
    const cache: Cache = {
      ...twoTiers,
      fijo: { ...twoTiers.fijo, active: false },
      variable: { ...twoTiers.variable, sections: [{ desde: 0, hasta: null, porciento: 12.5 }] },
    };
    expect(feeOf(cache, 1_001).total).toBe(125);
    expect(feeOf(cache, 1_003).total).toBe(125);
    expect(feeOf(cache, 1_005).total).toBe(126);
  });

  it('gives every party of the event its fee for the same tickets sold', () => {
    const deal = dealOf(
      [
        { type: 'artista', cache: twoTiers },
        { type: 'sala', cache: { ...twoTiers, variable: { ...twoTiers.variable, active: false } } },
      ],
      [{ pvp: euros(20), sold: 75 }],
    );
    expect(deal.gross).toBe(euros(1_500));
    expect(deal.fees.map((f) => [f.type, f.fee.total])).toEqual([
      ['artista', euros(1_725)],
      ['sala', euros(500)],
    ]);
  });
});

describe('tier validation', () => {
  const sections = sectionsSchema();

  it('accepts touching tiers in any order and one open top tier', () => {
    expect(sections.safeParse([...twoTiers.variable.sections].reverse()).success).toBe(true);
    expect(sections.safeParse([]).success).toBe(true);
  });

  it('refuses overlapping tiers, naming both, in Spanish or English', () => {
    const overlapping = [
      { desde: 0, hasta: euros(1_000), porciento: 80 },
      { desde: euros(900), hasta: null, porciento: 85 },
    ];
    const es = sections.safeParse(overlapping);
    expect(es.error?.issues).toEqual([
      expect.objectContaining({
        path: [1, 'desde'],
        message: expect.stringContaining('Los tramos 1 y 2 se solapan'),
      }),
    ]);
    const en = sectionsSchema('en').safeParse(overlapping);
    expect(en.error?.issues[0]?.message).toContain('Sections 1 and 2 overlap');
  });

  it('refuses a second open-ended tier, which overlaps everything above it', () => {
    const open = [
      { desde: 0, hasta: null, porciento: 80 },
      { desde: euros(1_000), hasta: null, porciento: 85 },
    ];
    expect(sections.safeParse(open).success).toBe(false);
  });

  it('refuses percentages outside 0–100 or finer than hundredths, and hasta not above desde', () => {
    for (const section of [
      { desde: 0, hasta: null, porciento: 100.5 },
      { desde: 0, hasta: null, porciento: -1 },
      { desde: 0, hasta: null, porciento: 12.345 },
      { desde: 100, hasta: 100, porciento: 10 },
      { desde: 0.5, hasta: null, porciento: 10 },
    ]) {
      expect(sections.safeParse([section]).success, JSON.stringify(section)).toBe(false);
    }
    const message = sections.safeParse([{ desde: 0, hasta: null, porciento: 101 }]).error?.issues[0]?.message;
    expect(message).toBe('El porcentaje debe estar entre 0 y 100, con dos decimales como mucho.');
    expect(sections.safeParse([{ desde: 0, hasta: null, porciento: 12.35 }]).success).toBe(true);
  });

  it('checks a whole cache, unknown fields refused', () => {
    const schema = cacheSchema();
    expect(schema.parse(twoTiers)).toEqual(twoTiers);
    expect(schema.safeParse({ ...twoTiers, extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...twoTiers, fijo: { ...twoTiers.fijo, quantity: -1 } }).success).toBe(false);
  });
});
