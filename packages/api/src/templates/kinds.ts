/** The template types and sub-types, for the web app: a pure module, safe in the browser. */
export {
  type TemplateSubType,
  type TemplateType,
  templateSubTypes,
  templateTypes,
} from '@bolo/db/template-kinds';
