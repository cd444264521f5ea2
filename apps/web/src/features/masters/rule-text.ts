import { type Locale, type MessageKey, translate } from '../../i18n';
import { rulesMessages } from './rules.messages.es';

// Apart from validation.ts, which runs the masters' zod schemas: a form that only shows what the
// server refused (the event's tabs) does not load them (decisions.md, issue 29).

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
