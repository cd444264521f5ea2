import { errorMessageOf } from '../../lib/api-errors';

/**
 * What the foot of a form says of its last save: the server's refusal, unless the form's fields
 * show it (a validation error, a name in use, put on its field) or something else does; else,
 * for a form that points its errors out as they are typed, `invalid.text` once a submit was
 * refused for them; else nothing.
 */
export function saveBarError({
  save,
  fieldErrors,
  shownElsewhere = false,
  invalid,
}: {
  /** The save's mutation. */
  save: { isError: boolean; error: unknown };
  /** The form's errors (`form.errors`). */
  fieldErrors: Record<string, unknown>;
  /** The refusal is shown another way: the conflict alert, a picker's own error. */
  shownElsewhere?: boolean;
  /** Whether a submit was tried, the errors shown as typed, and what to say of them then. */
  invalid?: { submitted: boolean; liveErrors: Record<string, unknown>; text: string };
}): string | null {
  const shownInFields = Object.keys(fieldErrors).length > 0;
  if (save.isError && !shownInFields && !shownElsewhere) return errorMessageOf(save.error);
  if (invalid?.submitted && Object.keys(invalid.liveErrors).length > 0) return invalid.text;
  return null;
}
