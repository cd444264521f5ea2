import {
  type TemplateKind,
  type TemplateLanguage,
  type TemplateSubType,
  type TemplateType,
  templateLanguages,
  templateSubTypes,
  templateTypes,
} from '@bolo/api/templates/public';
import type { Translate } from '../../i18n';

export {
  type TemplateKind,
  type TemplateLanguage,
  type TemplateSubType,
  type TemplateType,
  templateLanguages,
  templateSubTypes,
  templateTypes,
};

export const isTemplateLanguage = (value: unknown): value is TemplateLanguage =>
  (templateLanguages as readonly unknown[]).includes(value);

/** The party an email template is written for (null: any); a contract's party is its sub-type. */
export type TemplateParty = (typeof templateSubTypes.contract)[number];
export const templateParties = templateSubTypes.contract;

export const isTemplateType = (value: unknown): value is TemplateType =>
  (templateTypes as readonly unknown[]).includes(value);

/** Whether `subType` is one of `type`'s: a department for emails, a party for contracts. */
export const fitsType = (type: TemplateType, subType: string): subType is TemplateSubType =>
  (templateSubTypes[type] as readonly string[]).includes(subType);

/** The type a sub-type belongs to. */
export const typeOfSubType = (subType: TemplateSubType): TemplateType =>
  fitsType('email', subType) ? 'email' : 'contract';

/** The sub-types of `type` as a select's options. */
export const subTypeOptions = (type: TemplateType, t: Translate) =>
  templateSubTypes[type].map((subType) => ({ value: subType, label: t(`templates.subType.${subType}`) }));

/** "Email · Confirmación", "Contrato · Sala". */
export const kindLabel = (kind: TemplateKind & { party?: TemplateParty | null }, t: Translate) =>
  [
    t(`templates.type.${kind.type}`),
    t(`templates.subType.${kind.subType}`),
    kind.party ? t(`templates.party.${kind.party}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');

export const isTemplateSubType = (value: unknown): value is TemplateSubType =>
  isTemplateType(value) ? false : templateTypes.some((type) => fitsType(type, String(value)));

/**
 * The kind a URL names (`?type=email&subType=confirmacion`), for the list's filters and a new
 * template's first values: a sub-type alone names its type too; one of another type is dropped.
 */
export function kindOfSearch(search: Record<string, unknown>): {
  type?: TemplateType;
  subType?: TemplateSubType;
} {
  const subType = isTemplateSubType(search.subType) ? search.subType : undefined;
  const type = isTemplateType(search.type) ? search.type : subType && typeOfSubType(subType);
  if (!type) return {};
  return subType && fitsType(type, subType) ? { type, subType } : { type };
}
