import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useLocale, useT } from '../../i18n';
import { dateFormats, datePlaceholders } from './date-formats';

dayjs.extend(customParseFormat);

/** What a person typed, as `YYYY-MM-DD`: only a whole date in the page's format (or ISO), else nothing yet. */
const parserOf =
  (format: string) =>
  (typed: string): string | null => {
    const date = [format, 'YYYY-MM-DD'].map((f) => dayjs(typed.trim(), f, true)).find((d) => d.isValid());
    return date ? date.format('YYYY-MM-DD') : null;
  };

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** `YYYY-MM-DD`, or '' when empty. */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * DateField's input, in a chunk of its own: written in the page's language (`dd/mm/aaaa` in
 * Spanish), whatever the browser's own language, with a calendar whose month names, weekdays and
 * first day of the week follow the page's language too.
 */
export function DateInputField({ value, onChange, ...props }: DateFieldProps) {
  const locale = useLocale();
  const t = useT();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'es' ? 1 : 0 }}>
      <DateInput
        valueFormat={dateFormats[locale]}
        dateParser={parserOf(dateFormats[locale])}
        placeholder={datePlaceholders[locale]}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clearDate') }}
        {...props}
      />
    </DatesProvider>
  );
}
