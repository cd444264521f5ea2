export { checkChain, exportRecords, listIssuers } from './chain';
