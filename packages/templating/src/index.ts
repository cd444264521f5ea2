export { boundedThreads, ThreadLimitError } from './bounded-threads';
export {
  type ContractParty,
  contractParties,
  type DepartmentName,
  departmentNames,
  type GroupKey,
  isKnownVariable,
  type Label,
  type Locale,
  placeholderOf,
  sampleVariables,
  type TemplateVariables,
  type VariableDefinition,
  type VariableGroup,
  type VariableKind,
  variableGroups,
} from './catalogue';
export {
  CertificateError,
  type CertificateFacts,
  makeSelfSignedCertificate,
  readCertificate,
} from './certificate';
export {
  buildEventVariables,
  type EventInput,
  type EventVariablesInput,
  type HiringInput,
} from './event-variables';
export { getOrMake } from './get-or-make';
export { htmlText } from './html-text';
export {
  createSmtpTransport,
  type DeliveryReport,
  messageIdOf,
  type OutgoingMail,
  SMTP_POOL_SIZE,
} from './mail';
export { MAX_ANNEX_PAGES } from './pdf/annexes';
export type { ContractPdfInput, Signatory } from './pdf/contract';
export {
  type DaySheet,
  type DaySheetContact,
  type DaySheetStep,
  type DaySheetWords,
  daySheetHtml,
  renderDaySheetOnThread,
} from './pdf/day-sheet';
export { PdfInputError } from './pdf/errors';
export { escapeHtml, labelledParagraph, paragraph } from './pdf/html-pieces';
export { type InvoiceDocument, type InvoiceTotal, invoiceHtml, renderInvoiceOnThread } from './pdf/invoice';
export type { ContractSeal, PdfSignatureInfo, SigningCertificate } from './pdf/seal';
export {
  MAX_SETTLEMENT_PAGES,
  renderSettlementSheetOnThread,
  type SettlementSheet,
  type SettlementSheetRow,
  settlementSheetHtml,
} from './pdf/settlement';
export {
  checkAnnexOnThread,
  PDF_THREAD_SECONDS,
  renderContractPdfOnThread,
  sealContractPdfOnThread,
} from './pdf/thread';
export {
  checkTemplate,
  type RenderOptions,
  renderTemplate,
  sizeCheck,
  TEMPLATE_LIMITS,
  type TemplateCheck,
  TemplateError,
} from './render';
export {
  checkTemplatesOnThread,
  renderTemplatesOnThread,
  TEMPLATE_THREAD_SECONDS,
  TEMPLATE_THREADS,
  TemplatesError,
} from './template-thread';
