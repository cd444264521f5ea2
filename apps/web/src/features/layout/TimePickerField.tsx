import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useLocale, useT } from '../../i18n';
import { timeFormats } from './date-formats';

export type TimeFieldProps = Omit<TimePickerProps, 'value' | 'onChange' | 'format'> & {
  /** `HH:MM` (24 h), or '' when empty. */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * TimeField's input, in a chunk of its own: hours and minutes in the page's language's clock
 * (24 h in Spanish), whatever the browser's own language; the value stays `HH:MM`.
 */
export function TimePickerField({ value, onChange, ...props }: TimeFieldProps) {
  const locale = useLocale();
  const t = useT();
  // each part says whose it is: "Llegada, horas"
  const named = (part: string) => (typeof props.label === 'string' ? `${props.label}, ${part}` : part);
  return (
    <TimePicker
      format={timeFormats[locale]}
      hoursInputLabel={named(t('common.time.hours'))}
      minutesInputLabel={named(t('common.time.minutes'))}
      amPmInputLabel={named(t('common.time.amPm'))}
      value={value ?? ''}
      onChange={onChange}
      {...props}
    />
  );
}
