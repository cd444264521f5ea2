/** What the server may use of the AEAT sender. */
export { type AeatSender, startAeatSender, submitDueRecords } from './sender';
export { AEAT_ENDPOINTS, type AeatClient, createAeatClient, type TlsIdentity } from './soap';
