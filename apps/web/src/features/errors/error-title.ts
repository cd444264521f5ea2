/** The titles an error's dialog or toast may have: what kind of refusal it is, from its HTTP status. */
export type ErrorTitleKey =
  | 'error.title'
  | 'error.title.invalid'
  | 'error.title.forbidden'
  | 'error.title.notFound'
  | 'error.title.conflict'
  | 'error.title.tooMany';

/**
 * What an error's title says (issue 28: never a bare "Error" over a refusal): the status the
 * catalogue gives its code tells whether the data was wrong, not allowed, gone, or clashes with
 * what is there; anything else (the server, the network) is an unexpected failure.
 */
export function errorTitleKeyOf(status: number): ErrorTitleKey {
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'error.title.invalid';
  if (status === 401 || status === 403) return 'error.title.forbidden';
  if (status === 404) return 'error.title.notFound';
  if (status === 409) return 'error.title.conflict';
  if (status === 429) return 'error.title.tooMany';
  return 'error.title';
}
