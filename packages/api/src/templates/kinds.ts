import type { DocumentParty, TemplateSubType, TemplateType } from '@bolo/db/template-kinds';

/** The template types, sub-types and languages, for the web app: a pure module, safe in the browser. */
export {
  type TemplateLanguage,
  type TemplateSubType,
  type TemplateType,
  templateLanguages,
  templateSubTypes,
  templateTypes,
} from '@bolo/db/template-kinds';

/** What a template is: an email for a department, or a contract for a party. */
export interface TemplateKind {
  type: TemplateType;
  subType: TemplateSubType;
}

/** A template as the rules of choosing one read it: its kind, the party it is for (null: any), its mark. */
interface Choosable {
  type: TemplateType;
  subType: string;
  party: DocumentParty | null;
  master: boolean;
}

/** Whether `template` may be given to a document of `kind` for `party`: its kind, for that party or any. */
export const fitsDocument = (template: Choosable, kind: TemplateKind, party: DocumentParty): boolean =>
  template.type === kind.type &&
  template.subType === kind.subType &&
  (template.party === null || template.party === party);

/**
 * The master a document of `kind` for `party` is generated from, among `templates`: an email's is
 * the department's master written for that party, else the department's for any party; a
 * contract's is the master of its party (its sub-type).
 */
export function masterFor<T extends Choosable>(
  templates: readonly T[],
  kind: TemplateKind,
  party: DocumentParty | null,
): T | null {
  const masters = templates.filter((t) => t.master && t.type === kind.type && t.subType === kind.subType);
  return (
    masters.find((t) => party !== null && t.party === party) ?? masters.find((t) => t.party === null) ?? null
  );
}
