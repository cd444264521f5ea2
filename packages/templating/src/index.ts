export { checkTemplate, renderTemplate, type TemplateCheck } from './render';
