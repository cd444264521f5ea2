/**
 * What the browser may use of the settlement: its VAT rates and the withholding by tax residence,
 * pure rules without server code, and the types of its lines. Apart from `events/public` so that
 * only the settlement tab's chunk carries them.
 */
export type { SettlementBonus, SettlementExpense, SettlementTicketLine } from '@bolo/db';
export { type VatRate, vatRates, type WithholdingKind, withholdingOf } from './rules';
