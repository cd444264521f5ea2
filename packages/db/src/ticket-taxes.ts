/**
 * The tax on tickets, by the company's tax territory (`companies.territorio_fiscal`): IVA on the
 * península and Baleares (Ley 37/1992), IGIC in the Canary Islands (Ley 20/1991). Each
 * territory's allowed rates, its default first: live cultural shows carry IVA 10 %
 * (art. 91.Uno.1.6º, since 2017), 21 % for discos and salas de fiesta, 4 % the super-reduced;
 * IGIC 7 % the general, 3 % the reduced. Without database imports, so the browser uses the same table.
 */
export const taxTerritories = ['peninsula', 'canarias'] as const;
export type TaxTerritory = (typeof taxTerritories)[number];

export const ticketTaxes = {
  peninsula: { name: 'IVA', rates: [10, 21, 4] },
  canarias: { name: 'IGIC', rates: [7, 3] },
} as const satisfies Record<TaxTerritory, { name: string; rates: readonly [number, ...number[]] }>;

export type TicketTaxName = (typeof ticketTaxes)[TaxTerritory]['name'];
export type TicketTaxRate = (typeof ticketTaxes)[TaxTerritory]['rates'][number];

/** The territory whose ticket tax is `name`: a settlement's figures name their tax, the rates follow. */
export const taxTerritoryOf = (name: TicketTaxName): TaxTerritory =>
  name === ticketTaxes.canarias.name ? 'canarias' : 'peninsula';

/** Every rate a ticket line may carry, in any territory. */
export const ticketTaxRates = [10, 21, 4, 7, 3] as const satisfies readonly TicketTaxRate[];

/** The rate a new ticket line takes in a territory: IVA 10 % for concerts, IGIC 7 % in the Canaries. */
export const defaultTicketTaxRate = (territory: TaxTerritory): TicketTaxRate =>
  ticketTaxes[territory].rates[0];

/** Whether `rate` is one the territory's tax has. */
export const isTicketTaxRateOf = (territory: TaxTerritory, rate: number): boolean =>
  (ticketTaxes[territory].rates as readonly number[]).includes(rate);
