/** What other server-side domains and the server may use of this one. */

export { seedDemoPayments } from './demo';
export { startOverdueNotices } from './job';
export { type Actor, deleteInvoicePayment, paidByInvoice, recordPayment } from './service';
