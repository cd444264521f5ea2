export {
  AEAT_ENDPOINTS,
  type AeatClient,
  type AeatSender,
  createAeatClient,
  startAeatSender,
  type TlsIdentity,
} from './aeat';
export { checkChain, exportRecords, listIssuers } from './chain';
export { seedDemoInvoices } from './demo';
