import type { Cache } from '@bolo/db';
import { describe, expect, it } from 'vitest';
import { type BoxOffice, cacheSchema, dealFiguresOf, forecastOf, sectionsSchema } from './deal';

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

/** A box office with no taxes and no costs: the deal base is the gross, to read the tiers plainly. */
const untaxed = (gross: number): BoxOffice => ({
  tickets: [{ price: gross, quantity: 1 }],
  taxName: 'IVA',
  vatRate: 0,
  sgaePorciento: 0,
  costs: 0,
});

describe('deal engine', () => {
  it('pays each tier only on the part of the deal base inside it (marginal tiers)', () => {
    const deal = dealFiguresOf(twoTiers, untaxed(euros(1_500)));
    expect(deal.percentage.map((t) => [t.base, t.amount])).toEqual([
      [euros(1_000), euros(800)],
      [euros(500), euros(425)],
    ]);
    expect(deal).toMatchObject({ guarantee: euros(500), percentageTotal: euros(1_225), fee: euros(1_725) });
  });

  it('pays nothing from a tier the deal base does not reach', () => {
    const deal = dealFiguresOf(twoTiers, untaxed(euros(600)));
    expect(deal.percentage.map((t) => t.amount)).toEqual([euros(480), 0]);
    expect(deal.fee).toBe(euros(500 + 480));
  });

  it('counts only the active parts: the fixed fee alone, or the percentage alone', () => {
    const fixedOnly = { ...twoTiers, variable: { ...twoTiers.variable, active: false } };
    expect(dealFiguresOf(fixedOnly, untaxed(euros(1_500)))).toMatchObject({
      guarantee: euros(500),
      percentage: [],
      percentageTotal: 0,
      fee: euros(500),
    });
    const doorOnly = { ...twoTiers, fijo: { ...twoTiers.fijo, active: false } };
    expect(dealFiguresOf(doorOnly, untaxed(euros(1_500))).fee).toBe(euros(1_225));
  });

  it('rounds each tier to the cent, with fractional percentages', () => {
    const cache: Cache = {
      ...twoTiers,
      fijo: { ...twoTiers.fijo, active: false },
      variable: { ...twoTiers.variable, sections: [{ desde: 0, hasta: null, porciento: 12.5 }] },
    };
    expect(dealFiguresOf(cache, untaxed(1_001)).fee).toBe(125);
    expect(dealFiguresOf(cache, untaxed(1_003)).fee).toBe(125);
    expect(dealFiguresOf(cache, untaxed(1_005)).fee).toBe(126);
  });

  it("takes the percentage of the net box office after IVA, SGAE and the deal's costs, not of the gross", () => {
    // issue 27: 80 % of 500 × 25 € was 10 000 € of the gross with IVA.
    //   gross 12 500,00; net of IVA 10 % 11 363,64; SGAE 10 % 1 136,36; net box office 10 227,28;
    //   less 2 000,00 of costs: 8 227,28; 80 % = 6 581,824 → 6 581,82 €
    const eighty: Cache = {
      fijo: { quantity: null, active: false, description: '' },
      variable: { description: '', active: true, sections: [{ desde: 0, hasta: null, porciento: 80 }] },
    };
    const [artist] = forecastOf([{ type: 'artista', cache: eighty }], {
      sales: [{ pvp: euros(25), sold: 500 }],
      vatRate: 10,
      sgaePorciento: 10,
      costs: euros(2_000),
    });
    expect(artist?.deal).toMatchObject({
      gross: euros(12_500),
      netOfVat: euros(11_363.64),
      sgae: euros(1_136.36),
      netBoxOffice: euros(10_227.28),
      dealBase: euros(8_227.28),
      fee: euros(6_581.82),
    });
  });

  it("takes the ticket tax apart at each line's own rate, or the box office's, and names it", () => {
    // by hand, IGIC: 500 × 21,40 € at the box office's 7 % = 10 700,00, base 10 000,00, tax 700,00;
    //   100 × 10,30 € at the line's 3 % = 1 030,00, base 1 000,00, tax 30,00.
    //   Gross 11 730,00; IGIC 730,00; net 11 000,00; SGAE 10 % 1 100,00; net box office 9 900,00;
    //   80 % = 7 920,00 €
    const eighty: Cache = {
      fijo: { quantity: null, active: false, description: '' },
      variable: { description: '', active: true, sections: [{ desde: 0, hasta: null, porciento: 80 }] },
    };
    const deal = dealFiguresOf(eighty, {
      tickets: [
        { price: euros(21.4), quantity: 500 },
        { price: euros(10.3), quantity: 100, taxRate: 3 },
      ],
      taxName: 'IGIC',
      vatRate: 7,
      sgaePorciento: 10,
      costs: 0,
    });
    expect(deal).toMatchObject({
      taxName: 'IGIC',
      ticketTaxes: [
        { porciento: 7, base: euros(10_000), amount: euros(700) },
        { porciento: 3, base: euros(1_000), amount: euros(30) },
      ],
      gross: euros(11_730),
      vat: euros(730),
      netOfVat: euros(11_000),
      sgae: euros(1_100),
      netBoxOffice: euros(9_900),
      fee: euros(7_920),
    });
  });

  it('pays the greater of guarantee and percentage in a versus deal, their sum otherwise', () => {
    const threeThousandOrSeventy: Cache = {
      fijo: { quantity: euros(3_000), active: true, description: '' },
      variable: { description: '', active: true, sections: [{ desde: 0, hasta: null, porciento: 70 }] },
      versus: true,
    };
    // 70 % of 4 909,09 € = 3 436,363 → 3 436,36 €, above the 3 000 € guarantee
    expect(dealFiguresOf(threeThousandOrSeventy, untaxed(euros(4_909.09))).fee).toBe(euros(3_436.36));
    expect(dealFiguresOf({ ...threeThousandOrSeventy, versus: false }, untaxed(euros(4_909.09))).fee).toBe(
      euros(6_436.36),
    );
    // below 3 000 / 0,7 the guarantee is paid
    expect(dealFiguresOf(threeThousandOrSeventy, untaxed(euros(4_000))).fee).toBe(euros(3_000));
  });

  it('adds the bonuses whose ticket threshold was reached', () => {
    const deal = dealFiguresOf(twoTiers, untaxed(euros(600)), [
      { amount: euros(100), minTickets: 1 },
      { amount: euros(999), minTickets: 2 },
      { amount: euros(50), minTickets: null },
    ]);
    expect(deal.bonuses.map((bonus) => bonus.reached)).toEqual([true, false, true]);
    expect(deal.fee).toBe(euros(500 + 480 + 150));
  });
});

describe('split point ("plus" deal)', () => {
  /** 2 000 € guaranteed plus 85 % of what is left after costs, the guarantee and 1 500 € of promoter's profit. */
  const plus: Cache = {
    fijo: { quantity: euros(2_000), active: true, description: '' },
    variable: { description: '', active: true, sections: [{ desde: 0, hasta: null, porciento: 85 }] },
    promoterProfit: euros(1_500),
  };
  const boxOffice = (netBoxOffice: number, costs: number): BoxOffice => ({ ...untaxed(netBoxOffice), costs });

  it('pays the guarantee plus the percentage of what is above the split point', () => {
    // split point 4 000 + 2 000 + 1 500 = 7 500 €; 10 000 € net: 85 % of 2 500 € = 2 125 €
    const deal = dealFiguresOf(plus, boxOffice(euros(10_000), euros(4_000)));
    expect(deal).toMatchObject({
      splitPoint: euros(7_500),
      percentageBase: euros(2_500),
      percentageTotal: euros(2_125),
      fee: euros(4_125),
    });
  });

  it('pays only the guarantee when the box office does not pass the split point', () => {
    const deal = dealFiguresOf(plus, boxOffice(euros(7_000), euros(4_000)));
    expect(deal).toMatchObject({ percentageBase: 0, percentageTotal: 0, fee: euros(2_000) });
  });

  it('a split point of 0 € still takes the guarantee off before the percentage', () => {
    const deal = dealFiguresOf({ ...plus, promoterProfit: 0 }, boxOffice(euros(10_000), euros(4_000)));
    expect(deal.fee).toBe(euros(2_000) + euros(3_400));
  });

  it('refuses a plus deal that is also versus, in Spanish or English', () => {
    const both = { ...plus, versus: true };
    expect(cacheSchema().safeParse(both).error?.issues[0]).toMatchObject({
      path: ['versus'],
      message: expect.stringContaining('no puede ser además «versus»'),
    });
    expect(cacheSchema('en').safeParse(both).error?.issues[0]?.message).toContain('cannot be "versus"');
    expect(cacheSchema().safeParse(plus).success).toBe(true);
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
