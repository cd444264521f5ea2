/**
 * What the browser may use of the settlement: its VAT rates and the taxes on the artist's fee,
 * pure rules without server code, and the types of its lines. Apart from `events/public` so that
 * only the settlement tab's chunk carries them.
 */
export type { SettlementBonus, SettlementExpense, SettlementKind, SettlementTicketLine } from '@bolo/db';
export { type IrnrExemption, irnrExemptions } from '@bolo/db/irnr-exemptions';
export {
  defaultTicketTaxRate,
  type TaxTerritory,
  type TicketTaxRate,
  taxTerritories,
  taxTerritoryOf,
  ticketTaxes,
} from '@bolo/db/ticket-taxes';
export {
  type ArtistTaxes,
  artistTaxesOf,
  cancellationTaxesOf,
  IVA_GENERAL_PORCIENTO,
  notSubjectNote,
  reverseChargeNote,
  type TaxSituation,
  taxSituationOf,
  type WithholdingKind,
} from './artist-taxes';
