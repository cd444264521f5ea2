/**
 * What a template is: an email for an office department (spec §3 Email tabs) or a contract for a
 * party of the event. A module without imports, so the web app's forms offer the same choices.
 */
export const templateTypes = ['email', 'contract'] as const;
export type TemplateType = (typeof templateTypes)[number];

export const templateSubTypes = {
  email: ['confirmacion', 'produccion', 'comunicacion', 'accesibilidad'],
  contract: ['artista', 'promotor', 'sala'],
} as const satisfies Record<TemplateType, readonly string[]>;
export type TemplateSubType = (typeof templateSubTypes)[TemplateType][number];
