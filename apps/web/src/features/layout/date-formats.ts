import type { Locale } from '../../i18n';

/** How a date is written in each language: day first in Spanish, month first in English (US). */
export const dateFormats: Record<Locale, string> = { es: 'DD/MM/YYYY', en: 'MM/DD/YYYY' };
export const datePlaceholders: Record<Locale, string> = { es: 'dd/mm/aaaa', en: 'mm/dd/yyyy' };

/** A `YYYY-MM-DD` date as `format` writes it ('' stays ''), without dayjs. */
export const writtenDate = (iso: string, format: string): string =>
  iso.replace(
    /^(\d{4})-(\d{2})-(\d{2})$/,
    format.replace('YYYY', '$1').replace('MM', '$2').replace('DD', '$3'),
  );

/** The clock of each page language: Spain's is 24 h; English (US) pages keep their 12 h one. */
export const timeFormats: Record<Locale, '24h' | '12h'> = { es: '24h', en: '12h' };
