/** What other domains and the browser may use of this one: zod schemas, enums and labels, no server code. */
export {
  fitsDocument,
  masterFor,
  type TemplateKind,
  type TemplateSubType,
  type TemplateType,
  templateSubTypes,
  templateTypes,
} from './kinds';
