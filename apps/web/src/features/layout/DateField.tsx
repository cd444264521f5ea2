import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type Locale, useLocale } from '../../i18n';

dayjs.extend(customParseFormat);

/** How a date is written in each language: day first in Spanish, month first in English (US). */
export const dateFormats: Record<Locale, string> = { es: 'DD/MM/YYYY', en: 'MM/DD/YYYY' };
const placeholders: Record<Locale, string> = { es: 'dd/mm/aaaa', en: 'mm/dd/yyyy' };

/** What a person typed, as `YYYY-MM-DD`: only a whole date in the page's format (or ISO), else nothing yet. */
const parserOf =
  (format: string) =>
  (typed: string): string | null => {
    const date = [format, 'YYYY-MM-DD'].map((f) => dayjs(typed.trim(), f, true)).find((d) => d.isValid());
    return date ? date.format('YYYY-MM-DD') : null;
  };

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** `YYYY-MM-DD`, or '' when empty. */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * A date field written in the page's language (`dd/mm/aaaa` in Spanish), whatever the browser's
 * own language, with a calendar to pick from; its value stays `YYYY-MM-DD` ('' when empty).
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const locale = useLocale();
  return (
    <DateInput
      valueFormat={dateFormats[locale]}
      dateParser={parserOf(dateFormats[locale])}
      placeholder={placeholders[locale]}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      clearable
      {...props}
    />
  );
}
