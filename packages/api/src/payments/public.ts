/** What the browser may use of payments: the lists, the schedule's arithmetic and the view's types, no server code. */
export {
  type PaymentDirection,
  type PaymentMethod,
  type PaymentParty,
  paymentDirections,
  paymentMethods,
  paymentPartyKinds,
} from '@bolo/db/payment-kinds';
export { type LedgerStatus, ledgerStatuses } from './formats';
export type { LedgerRow, LineOutput, ScheduleOutput } from './schemas';
