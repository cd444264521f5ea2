import type { UseFormReturnType } from '@mantine/form';

/**
 * Shows `values` as the saved ones (after a save, or the latest version after a conflict): the
 * form holds them, has nothing left to save, and discarding goes back to them.
 */
export function showSavedValues<Values>(
  form: Pick<UseFormReturnType<Values>, 'setInitialValues' | 'setValues' | 'resetDirty'>,
  values: Values,
): void {
  form.setInitialValues(values);
  form.setValues(values);
  form.resetDirty(values);
}
