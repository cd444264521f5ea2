import type { Locale } from '../../i18n';

const englishSuffixes: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};
const englishOrdinal = new Intl.PluralRules('en', { type: 'ordinal' });

/** A hold's place in its hall's queue: "1.ª", "2.ª" (una reserva) in Spanish, "1st", "2nd" in English. */
export const levelLabel = (level: number, locale: Locale): string =>
  locale === 'es' ? `${level}.ª` : `${level}${englishSuffixes[englishOrdinal.select(level)]}`;
