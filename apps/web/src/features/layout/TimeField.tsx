import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TimeFieldProps } from './TimePickerField';

// Mantine's TimePicker loads once a time field renders, as DateField's input does.
const TimePickerField = lazy(() =>
  import('./TimePickerField').then((module) => ({ default: module.TimePickerField })),
);

/** While the input loads: a read-only field with the same label and value, so nothing moves. */
function TimeFieldStandIn({ value = '', label, description, error, required, disabled }: TimeFieldProps) {
  return (
    <TextInput
      readOnly
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      value={value}
    />
  );
}

/**
 * A time field in the page's language's clock (24 h in Spanish) instead of the browser's native
 * one, which follows the browser's language ("08:00 PM" on a Spanish page in an English browser).
 */
export function TimeField(props: TimeFieldProps) {
  return (
    <Suspense fallback={<TimeFieldStandIn {...props} />}>
      <TimePickerField {...props} />
    </Suspense>
  );
}
