import { type Locale, translate } from '../../../i18n';
import { isApiError } from '../../../lib/api-errors';
import { localizeRule, messagesOfIssueTree } from '../../masters/rule-text';

/** The form's own rule messages ('required') in `locale`. */
export const localizedErrors = (errors: Record<string, 'required'>, locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.keys(errors).map((path) => [path, translate(locale, 'validation.required')]));

/** A refused save's field messages (`validation_error`), by the form's paths, in `locale`. */
export function serverFieldErrors(error: unknown, locale: Locale): Record<string, string> {
  if (!isApiError(error)) return {};
  const messages = messagesOfIssueTree(error.data?.issues);
  return Object.fromEntries(
    Object.entries(messages).map(([path, text]) => [path, localizeRule(text, locale)]),
  );
}

/** Moves the focus to the first field a form refused (a long form: it may be out of view). */
export function focusFirst(errors: Record<string, unknown>, focus: (path: string) => void): void {
  const [first] = Object.keys(errors);
  if (first) focus(first);
}
