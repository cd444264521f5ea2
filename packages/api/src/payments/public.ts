/** What the browser may use of payments: the lists, the schedule's arithmetic and the view's types, no server code. */
export {
  type PaymentDirection,
  type PaymentDueRule,
  type PaymentMethod,
  type PaymentParty,
  paymentDirections,
  paymentDueRules,
  paymentMethods,
  paymentParties,
  paymentPartyKinds,
} from '@bolo/db/payment-kinds';
export { type LedgerStatus, ledgerStatuses } from './formats';
export { amountDueOf, directionsOverHundred, MAX_DAYS_FROM_SHOW } from './rules';
export type { LedgerRow, LineOutput, ScheduleOutput, TemplateOutput } from './schemas';
