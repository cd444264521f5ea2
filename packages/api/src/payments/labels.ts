import type { PaymentParty } from '@bolo/db/payment-kinds';
import type { Locale } from '../shared/errors';

/** A schedule's party as the errors, the mails and the exports name it. */
export const partyLabels: Record<PaymentParty, Record<Locale, string>> = {
  artista: { es: 'el artista', en: 'the artist' },
  promotor: { es: 'el promotor', en: 'the promoter' },
};

/** The same as a heading or a cell writes it. */
export const partyNames: Record<PaymentParty, Record<Locale, string>> = {
  artista: { es: 'Artista', en: 'Artist' },
  promotor: { es: 'Promotor', en: 'Promoter' },
};
