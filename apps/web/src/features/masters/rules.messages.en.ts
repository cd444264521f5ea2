import type { Translation } from '../../i18n/define';
import type { rulesMessages as es } from './rules.messages.es';

/** The texts of the server's field rules (api `masters/fields.ts`), which the forms show in the page's language. */
export const rulesMessages: Translation<typeof es> = {
  'validation.email': 'Not a valid email',
  'masters.rule.taxIdFormat': 'The tax ID is not valid: it is not shaped like a CIF, NIF or NIE',
  'masters.rule.taxIdControl': 'The tax ID is not valid: the control character does not match',
  'masters.rule.ibanFormat': 'The IBAN is not shaped like an IBAN',
  'masters.rule.ibanControl': 'The IBAN is not valid: the check digits do not match',
  'masters.rule.color': 'The colour must be #rrggbb',
  'masters.rule.badCharacters': 'The text contains characters that are not allowed',
  'masters.rule.nameTaken': 'A record with that name already exists',
};
