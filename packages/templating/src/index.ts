export { createSmtpTransport, type OutgoingMail } from './mail';
export { checkTemplate, renderTemplate, type TemplateCheck } from './render';
