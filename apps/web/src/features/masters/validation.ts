import { masterSchemas } from '@bolo/api/masters/schemas';
import { schemaResolver } from '@mantine/form';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { es } from '../../i18n/es';
import type { MasterDescription } from './descriptions';

/**
 * The server's field rules speak Spanish (api `masters/fields.ts`); these keys hold the same texts
 * in es.ts, so a rule's message is found by its Spanish text and shown in the page's language
 * (es.ts imported as such: on an English page the Spanish texts are needed as well).
 */
const ruleKeys = [
  'validation.email',
  'masters.rule.taxIdFormat',
  'masters.rule.taxIdControl',
  'masters.rule.ibanFormat',
  'masters.rule.ibanControl',
  'masters.rule.color',
  'masters.rule.badCharacters',
  'masters.rule.nameTaken',
] as const satisfies readonly MessageKey[];

const ruleKeyOfText = new Map<string, MessageKey>(ruleKeys.map((key) => [es[key], key]));

/** A rule's message in `locale`; a message it does not know stays as the server wrote it. */
export function localizeRule(message: string, locale: Locale): string {
  const key = ruleKeyOfText.get(message);
  return key ? translate(locale, key) : message;
}

function valueAt(input: unknown, path: string): unknown {
  let value = input;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');
const isNamePath = (path: string) => path === 'name' || path.endsWith('.name');

/**
 * The messages of the fields `messages` names (by path, as zod gives them), in `locale`: an empty
 * name is 'required', and a bad address of a list is shown on the list, with the address.
 */
export function fieldMessages(
  description: MasterDescription,
  messages: Record<string, unknown>,
  input: Record<string, unknown>,
  locale: Locale,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) {
    const value = valueAt(input, path);
    const text =
      isNamePath(path) && isBlank(value)
        ? translate(locale, 'validation.required')
        : localizeRule(String(message), locale);
    const [field = '', index] = path.split('.');
    const isList = description.fields.some((spec) => spec.name === field && spec.kind === 'emails');
    if (isList && index !== undefined) errors[field] ??= `${text}: ${String(value)}`;
    else errors[path] ??= text;
  }
  return errors;
}

/** The master's own zod schema (the server's rules) over `input`, with the messages in `locale`. */
export function validateMasterInput(
  description: MasterDescription,
  input: Record<string, unknown>,
  locale: Locale,
): Record<string, string> {
  const resolve = schemaResolver(masterSchemas[description.key], { sync: true });
  return fieldMessages(description, resolve(input), input, locale);
}

/** The first message of each field of a zod error tree (`data.issues` of a refused save), by path. */
export function messagesOfIssueTree(tree: unknown, path: string[] = []): Record<string, string> {
  if (typeof tree !== 'object' || tree === null) return {};
  const node = tree as { errors?: unknown; properties?: unknown; items?: unknown };
  const found: Record<string, string> = {};
  const [first] = Array.isArray(node.errors) ? node.errors : [];
  if (typeof first === 'string' && path.length > 0) found[path.join('.')] = first;
  const children: [string, unknown][] = [
    ...Object.entries(typeof node.properties === 'object' && node.properties !== null ? node.properties : {}),
    ...(Array.isArray(node.items)
      ? node.items.map((item, index): [string, unknown] => [String(index), item])
      : []),
  ];
  for (const [segment, child] of children)
    Object.assign(found, messagesOfIssueTree(child, [...path, segment]));
  return found;
}
