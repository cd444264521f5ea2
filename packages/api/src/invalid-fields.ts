import { locales, ZodError, type z } from 'zod';
import type { Locale } from './shared/errors';
import { localizedRuleMessage } from './shared/rule-messages';

/** One field a refused input got wrong: its dotted path (`artista.emailComunicacion.0`, `entradas.0.pvp`) and why. */
export interface InvalidField {
  path: string;
  message: string;
}

const zodTexts = { es: locales.es().localeError, en: locales.en().localeError };

/** The schema's refusal an error carries: its own, or one of its causes'. */
function zodErrorIn(error: unknown): ZodError | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth++) {
    if (cause instanceof ZodError) return cause;
    cause = cause.cause;
  }
  return undefined;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

type Issue = z.core.$ZodIssue;
const textOf = (text: ReturnType<(typeof zodTexts)['en']>) =>
  typeof text === 'string' ? text : text?.message;

/**
 * An issue's message in `locale`. zod writes its own checks' messages in English (the server sets
 * no zod locale) and drops the value sent, so the value is read again from the input: a message
 * that is zod's own is written anew in `locale`, a rule's of ours (Spanish) is looked up.
 */
function messageOf(issue: Issue, input: unknown, locale: Locale): string {
  const raw = { ...issue, input: valueAt(input, issue.path) } as Parameters<(typeof zodTexts)['en']>[0];
  const isZodOwn = issue.code !== 'custom' && textOf(zodTexts.en(raw)) === issue.message;
  return isZodOwn
    ? (textOf(zodTexts[locale](raw)) ?? issue.message)
    : localizedRuleMessage(issue.message, locale);
}

/**
 * The fields an input failed its schema on, in `locale`; empty when the refusal names no field
 * (a body that is not JSON), undefined when `error` is no schema refusal.
 */
export function invalidFields(error: unknown, input: unknown, locale: Locale): InvalidField[] | undefined {
  const zodError = zodErrorIn(error);
  return zodError?.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: messageOf(issue, input, locale),
  }));
}
