import type { Cache, SettlementTicketLine } from '@bolo/db';
import { taxTerritories, ticketTaxes } from '@bolo/db/ticket-taxes';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing';
import { forecastOf } from '../conditions/deal';
import { settle } from './rules';

/** The shared seeded generator (the same deals on every run, so a failure reproduces), with an inclusive range and a coin. */
function randomFrom(seed: number) {
  const { next, pick } = seededRandom(seed);
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick,
  };
}

type Random = ReturnType<typeof randomFrom>;

/** Touching marginal tiers from 0, the last one open, percentages with two decimals. */
function tiersOf(random: Random): Cache['variable']['sections'] {
  const count = random.int(1, 4);
  let desde = 0;
  return Array.from({ length: count }, (_, index) => {
    const hasta = index === count - 1 ? null : desde + random.int(1, 2_000_000);
    const section = { desde, hasta, porciento: random.int(0, 10_000) / 100 };
    desde = hasta ?? desde;
    return section;
  });
}

function dealOf(random: Random): Cache {
  const plus = random.chance(0.25);
  return {
    fijo: {
      quantity: random.chance(0.1) ? null : random.int(0, 5_000_000),
      active: random.chance(0.8),
      description: '',
    },
    variable: { description: '', active: random.chance(0.8), sections: tiersOf(random) },
    versus: !plus && random.chance(0.5),
    promoterProfit: plus ? random.int(0, 1_000_000) : null,
  };
}

const ticketsOf = (random: Random): { pvp: number; sold: number }[] =>
  Array.from({ length: random.int(0, 5) }, () => ({
    pvp: random.int(0, 20_000),
    sold: random.int(0, 5_000),
  }));

describe('one deal engine', () => {
  it('gives the same fee in the hiring calculator and the settlement, for the same deal and tickets (500 generated deals)', () => {
    const random = randomFrom(27);
    for (let run = 0; run < 500; run++) {
      const deal = dealOf(random);
      const sales = ticketsOf(random);
      // one rate of the company's tax for every ticket: the calculator forecasts with one
      const { name: taxName, rates } = ticketTaxes[random.pick(taxTerritories)];
      const vatRate = random.pick(rates);
      const sgaePorciento = random.int(0, 1_500) / 100;
      const costs = random.int(0, 3_000_000);
      const [hiring] = forecastOf([{ type: 'artista', cache: deal }], {
        sales,
        taxName,
        vatRate,
        sgaePorciento,
        costs,
      });
      const tickets: SettlementTicketLine[] = sales.map((sale) => ({
        type: 'General',
        channel: '',
        price: sale.pvp,
        quantity: sale.sold,
        // a line may name the settlement's rate as its own: the same tax
        ...(random.chance(0.5) ? { taxRate: vatRate } : {}),
      }));
      const settled = settle({
        kind: 'show',
        tickets,
        taxName,
        vatRate,
        cancellationFee: 0,
        sgaePorciento,
        // the costs the deal names are the external expenses; internal ones never touch the fee
        expenses: [
          { concept: 'Producción', amount: costs, kind: 'external', party: 'promotor' },
          { concept: 'Oficina', amount: random.int(0, 100_000), kind: 'internal', party: 'promotor' },
        ],
        deal,
        versus: deal.versus === true,
        bonuses: [],
        taxResidence: 'ES',
        taxPerson: 'natural',
        reducedIrpf: false,
        withholdingPorciento: null,
        feeVatPorciento: null,
      });
      const context = JSON.stringify({ run, deal, sales, taxName, vatRate, sgaePorciento, costs });
      expect(settled.ticketTaxes, context).toEqual(hiring?.deal.ticketTaxes);
      expect(settled.fee, context).toBe(hiring?.deal.fee);
      expect(settled.dealBase, context).toBe(hiring?.deal.dealBase);
    }
  });
});
