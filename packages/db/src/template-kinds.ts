/**
 * What a template is: an email for an office department (spec §3 Email tabs) or a contract for a
 * party of the event. A module without imports, so the web app's forms offer the same choices.
 */
export const templateTypes = ['email', 'contract'] as const;
export type TemplateType = (typeof templateTypes)[number];

export const templateSubTypes = {
  email: ['confirmacion', 'produccion', 'comunicacion', 'accesibilidad', 'avance'],
  contract: ['artista', 'promotor', 'sala'],
} as const satisfies Record<TemplateType, readonly string[]>;
export type TemplateSubType = (typeof templateSubTypes)[TemplateType][number];

/**
 * The language a template is written in, which its documents are rendered in: its dates, amounts
 * and enumerated values (issue 28). Spanish unless the template says otherwise.
 */
export const templateLanguages = ['es', 'en'] as const;
export type TemplateLanguage = (typeof templateLanguages)[number];

/** The parties an event's emails and contracts are addressed to. */
export const documentParties = ['artista', 'promotor', 'sala'] as const;
export type DocumentParty = (typeof documentParties)[number];

/**
 * One document of an event, as the creation draft's `plantillas` map names it: an email of a
 * department for a party (`confirmacion.sala`), or the contract of a party (`contrato.sala`).
 */
export const documentKeys = [
  ...templateSubTypes.email.flatMap((department) =>
    documentParties.map((party) => `${department}.${party}` as const),
  ),
  ...documentParties.map((party) => `contrato.${party}` as const),
];
export type DocumentKey = (typeof documentKeys)[number];

/** The template kind and party of a document key. */
export function documentKindOf(key: DocumentKey): {
  type: TemplateType;
  subType: TemplateSubType;
  party: DocumentParty;
} {
  const [first, party] = key.split('.') as [string, DocumentParty];
  return first === 'contrato'
    ? { type: 'contract', subType: party, party }
    : { type: 'email', subType: first as TemplateSubType, party };
}
