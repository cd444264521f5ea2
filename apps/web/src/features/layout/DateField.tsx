import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocale } from '../../i18n';
import type { DateFieldProps } from './DateInputField';
import { dateFormats, datePlaceholders, writtenDate } from './date-formats';

// Mantine's DateInput, dayjs and its Spanish locale load once a date field renders, not with the
// first load of the screens whose forms have one (docs/decisions.md, budgets).
const DateInputField = lazy(() =>
  import('./DateInputField').then((module) => ({ default: module.DateInputField })),
);

/** While the input loads: a read-only field with the same label, width and value, so nothing moves. */
function DateFieldStandIn({ value = '', label, description, error, required, w }: DateFieldProps) {
  const locale = useLocale();
  return (
    <TextInput
      readOnly
      label={label}
      description={description}
      error={error}
      required={required}
      w={w}
      value={writtenDate(value, dateFormats[locale])}
      placeholder={datePlaceholders[locale]}
    />
  );
}

/**
 * A date field written in the page's language (`dd/mm/aaaa` in Spanish), whatever the browser's
 * own language, with a calendar to pick from; its value stays `YYYY-MM-DD` ('' when empty).
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<DateFieldStandIn {...props} />}>
      <DateInputField {...props} />
    </Suspense>
  );
}
