/**
 * What a starter template prints where the event lacks a value: a brand-new event has no date,
 * address or times yet. An email prints a marker the office sees before sending; a contract a
 * line to fill in by hand, as Spanish contracts do. Each is one `{{#if}}` inside its sentence, so
 * it stays within its paragraph or table cell (the editor's rule), and a value that is there
 * prints exactly as before. `{{#if}}` is false for '', null, 0 and an empty list: a duration or
 * an aforo of 0 (what an event without one holds) is missing too.
 */

/** An email's marker of a missing value, in the email's language. */
export const toBeConfirmed = { es: '[por definir]', en: '[to be confirmed]' } as const;

/** A contract's blank for a missing party datum, in both languages. */
export const fillIn = '__________';

/** A value's placeholder as the variable picker writes it: `{{path}}` or `{{helper path args…}}`. */
const placeholder = (path: string, helper?: string, ...args: string[]) =>
  `{{${[...(helper ? [helper] : []), path, ...args].join(' ')}}}`;

/** `shown` (a text that prints the value of `path`) when the event has that value, else `blank`. */
export const orElse = (path: string, shown: string, blank: string) =>
  `{{#if ${path}}}${shown}{{else}}${blank}{{/if}}`;

/** `text` only when the event has the value of `path`: a subject's date in brackets, a surname. */
export const ifGiven = (path: string, text: string) => `{{#if ${path}}}${text}{{/if}}`;

/**
 * The builder of one kind of blank: `orBlank('[por definir]')('infoGeneral.date', 'fecha', '"corto"')`
 * is `{{#if infoGeneral.date}}{{fecha infoGeneral.date "corto"}}{{else}}[por definir]{{/if}}`.
 */
export const orBlank =
  (blank: string) =>
  (path: string, helper?: string, ...args: string[]) =>
    orElse(path, placeholder(path, helper, ...args), blank);

/**
 * The tiers of the variable fee, one line each, or `blank` when none is set: the email and the
 * contract print them alike (an email used to print its marker for a fee whose tiers were set but
 * whose description was not, issue 28).
 */
export const feeTiers = {
  es: (blank = '') =>
    `{{#each contratacion.tramos}}Desde {{dinero desde}}{{#if hasta}} hasta {{dinero hasta}}{{else}} en adelante{{/if}}: {{porciento}} %<br>{{else}}${blank}{{/each}}`,
  en: (blank = '') =>
    `{{#each contratacion.tramos}}From {{dinero desde}}{{#if hasta}} to {{dinero hasta}}{{else}} upwards{{/if}}: {{porciento}}%<br>{{else}}${blank}{{/each}}`,
} as const;
