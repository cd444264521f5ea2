/** What other server-side domains may use of this one. */

export { fitsDocument, masterFor, type TemplateKind } from './kinds';
export { templateProcedure, templateTextProcedure } from './router';
export {
  eventVariablesInput,
  eventVariablesOutput,
  previewInput,
  previewOutput,
  type TemplateCreateInput,
  templateCreateInput,
} from './schemas';
export { createTemplate, previewTemplate, renderOrRefuse, startPreview } from './service';
