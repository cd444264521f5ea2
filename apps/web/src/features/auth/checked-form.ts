import { type ChangeEvent, type FormEvent, useState } from 'react';

/** A field's rule: its message when the value is refused, null when it is fine. */
export type FieldRules<Values> = {
  [Name in keyof Values]?: (value: Values[Name], values: Values) => string | null;
};

/** The messages of the fields `rules` refuse. */
export function refusedFields<Values>(
  values: Values,
  rules: FieldRules<Values>,
): Partial<Record<keyof Values, string>> {
  const refused: Partial<Record<keyof Values, string>> = {};
  for (const name of Object.keys(rules) as (keyof Values)[]) {
    const message = rules[name]?.(values[name], values);
    if (message) refused[name] = message;
  }
  return refused;
}

/**
 * The sign-in pages' small forms of text fields, checked on submit, a field's message gone as it
 * is typed in: what @mantine/form does for the staff pages' forms, without its 18 KB on the page a
 * phone opens first (issue 29). The same shape: `getInputProps`, `onSubmit`, `setFieldError`.
 */
export function useCheckedForm<Values extends Record<string, string>>(
  initialValues: Values,
  rules: FieldRules<Values>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const setFieldError = (name: keyof Values, message: string | undefined) =>
    setErrors((current) => ({ ...current, [name]: message }));
  return {
    getInputProps: (name: keyof Values) => ({
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
        setFieldError(name, undefined);
      },
    }),
    onSubmit: (send: (values: Values) => void) => (event: FormEvent) => {
      event.preventDefault();
      const refused = refusedFields(values, rules);
      setErrors(refused);
      if (Object.keys(refused).length === 0) send(values);
    },
    setFieldError,
  };
}
