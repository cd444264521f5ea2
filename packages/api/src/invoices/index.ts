export { checkChain, exportRecords, listIssuers } from './chain';
export { seedDemoInvoices } from './demo';
