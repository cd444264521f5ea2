import type { TemplateRow } from '../api';
import { type TemplateKind, type TemplateLanguage, type TemplateParty, templateSubTypes } from '../kinds';

/** What the template form edits. */
export interface TemplateValues extends TemplateKind {
  name: string;
  /** The party an email is written for; null for any (and always for a contract). */
  party: TemplateParty | null;
  master: boolean;
  /** The language its documents are written in: their days, amounts and labels. */
  language: TemplateLanguage;
  subject: string;
  body: string;
}

export const valuesOf = (row: TemplateRow): TemplateValues => ({
  name: row.name,
  type: row.type,
  subType: row.subType,
  party: row.party,
  master: row.master,
  language: row.language,
  subject: row.subject,
  body: row.body,
});

/** A new template: of the kind the list showed, else a confirmation email. */
export function newTemplateValues(kind: Partial<TemplateKind>): TemplateValues {
  const type = kind.type ?? 'email';
  return {
    name: '',
    type,
    subType: kind.subType ?? templateSubTypes[type][0],
    party: null,
    master: false,
    language: 'es',
    subject: '',
    body: '',
  };
}

/** The subject the check and the preview read: a contract has none. */
export const subjectOf = (values: Pick<TemplateValues, 'type' | 'subject'>) =>
  values.type === 'email' ? values.subject : '';

/** What a save sends: a contract has no subject. */
export const inputOf = (values: TemplateValues) => ({
  ...values,
  name: values.name.trim(),
  subject: subjectOf(values),
});
