/** What the browser may import of the invoices domain: the rules that show figures as they will be issued, the enumerations. */
export {
  type InvoiceStatus,
  invoiceStatuses,
  type TaxTreatment,
  taxTreatments,
} from '@bolo/db/invoice-kinds';
export { paymentMethods } from '@bolo/db/payment-kinds';
export { figuresInEuros, invoiceTotals, taxedRates, treatmentLegend, withholdingRates } from './rules';
