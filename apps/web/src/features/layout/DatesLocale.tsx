import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n';

/**
 * The date fields' month names, weekdays and first day of the week follow the page's language
 * (their written format is DateField's); kept apart from DateField so the first screen does not
 * load the date input.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'es' ? 1 : 0 }}>{children}</DatesProvider>
  );
}
