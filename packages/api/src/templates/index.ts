/** What other server-side domains may use of this one. */
export { templateProcedure } from './router';
export {
  eventVariablesInput,
  eventVariablesOutput,
  previewInput,
  previewOutput,
  type TemplateCreateInput,
  templateCreateInput,
} from './schemas';
export { createTemplate, masterFor, previewTemplate, renderOrRefuse, type TemplateKind } from './service';
