import { masterRowRules, masterSchemas } from '@bolo/api/masters/public';
import { schemaResolver } from '@mantine/form';
import { type Locale, type MessageKey, translate } from '../../i18n';
import type { MasterDescription } from './descriptions';
import { rulesMessages } from './rules.messages.es';

/**
 * The server's field rules speak Spanish (api `masters/fields.ts`); rules.messages.es.ts holds the
 * same texts, so a rule's message is found by its Spanish text and shown in the page's language
 * (only those texts, not the whole Spanish catalogue, come with an English page).
 */
const ruleKeyOfText = new Map<string, MessageKey>(
  Object.entries(rulesMessages).map(([key, text]) => [text, key as keyof typeof rulesMessages]),
);

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
  // a field's own rule is said first; the order across fields only of fields each valid
  const acrossFields = Object.fromEntries(
    (masterRowRules[description.key]?.(input) ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
  return fieldMessages(description, { ...acrossFields, ...resolve(input) }, input, locale);
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
