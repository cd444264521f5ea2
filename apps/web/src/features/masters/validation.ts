import { masterRowRules, masterSchemas } from '@bolo/api/masters/public';
import { schemaResolver } from '@mantine/form';
import { type Locale, translate } from '../../i18n';
import type { MasterDescription } from './descriptions';
import { localizeRule } from './rule-text';

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
