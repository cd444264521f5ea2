export { createSmtpTransport, type OutgoingMail } from './mail';
export { loadAnnex } from './pdf/annexes';
export { type ContractPdfInput, renderContractPdf, type Signatory } from './pdf/contract';
export { PdfInputError } from './pdf/errors';
export { checkTemplate, renderTemplate, type TemplateCheck } from './render';
