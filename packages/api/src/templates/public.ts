/** What other domains and the browser may use of this one: zod schemas, enums and labels, no server code. */
export {
  fitsDocument,
  masterFor,
  type TemplateKind,
  type TemplateLanguage,
  type TemplateSubType,
  type TemplateType,
  templateLanguages,
  templateSubTypes,
  templateTypes,
} from './kinds';
