/** What the browser may import of the invoices domain: the rules that show figures as they will be issued. */
export { invoiceTotals, taxedRates, treatmentLegend, withholdingRates } from './rules';
