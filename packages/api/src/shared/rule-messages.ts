import type { Locale } from './errors';

/**
 * The texts of the server's own field rules in both languages. The schemas write the Spanish one
 * (spec §5's wording, carried in `error.data.issues`); the REST answer's `fields` and the web
 * forms find the English one by it.
 */
export const ruleMessages = {
  'validation.email': { es: 'No es un Email válido', en: 'Not a valid email' },
  'masters.rule.taxIdFormat': {
    es: 'El CIF/NIF no es válido: el formato no es el de un CIF, NIF o NIE',
    en: 'The tax ID is not valid: it is not shaped like a CIF, NIF or NIE',
  },
  'masters.rule.taxIdControl': {
    es: 'El CIF/NIF no es válido: la letra de control no coincide',
    en: 'The tax ID is not valid: the control character does not match',
  },
  'masters.rule.personalIdFormat': {
    es: 'El DNI/NIE no es válido: el formato no es el de un DNI (12345678Z) o un NIE (X1234567L)',
    en: 'The DNI/NIE is not valid: it is not shaped like a DNI (12345678Z) or an NIE (X1234567L)',
  },
  'masters.rule.personalIdControl': {
    es: 'El DNI/NIE no es válido: la letra de control no coincide',
    en: 'The DNI/NIE is not valid: the control letter does not match',
  },
  'masters.rule.ibanFormat': {
    es: 'El IBAN no tiene un formato válido',
    en: 'The IBAN is not shaped like an IBAN',
  },
  'masters.rule.ibanControl': {
    es: 'El IBAN no es válido: los dígitos de control no coinciden',
    en: 'The IBAN is not valid: the check digits do not match',
  },
  'masters.rule.phone': {
    es: 'El teléfono no es válido: use cifras (de 6 a 15), con espacios o un + delante si quiere',
    en: 'The phone number is not valid: use digits (6 to 15), with spaces or a leading + if you like',
  },
  'masters.rule.color': { es: 'El color debe ser #rrggbb', en: 'The colour must be #rrggbb' },
  'masters.rule.country': {
    es: 'El país debe ser un código ISO de dos letras',
    en: 'The country must be a two-letter ISO code',
  },
  'masters.rule.badCharacters': {
    es: 'El texto contiene caracteres no válidos',
    en: 'The text contains characters that are not allowed',
  },
  'masters.rule.nameTaken': {
    es: 'Ya existe un registro con ese nombre',
    en: 'A record with that name already exists',
  },
  'masters.rule.minutesBefore': {
    es: 'Minutos enteros antes del inicio, de 0 a 2880 (48 horas)',
    en: 'Whole minutes before the start, from 0 to 2880 (48 hours)',
  },
  'masters.rule.showMinutes': {
    es: 'Minutos enteros, de 1 a 1440 (24 horas)',
    en: 'Whole minutes, from 1 to 1440 (24 hours)',
  },
  'masters.rule.backstageMinutes': {
    es: 'Minutos enteros después del fin, de 0 a 1440 (24 horas)',
    en: 'Whole minutes after the end, from 0 to 1440 (24 hours)',
  },
  'masters.rule.assemblyAfterArrival': {
    es: 'El montaje no puede empezar antes de la llegada del equipo',
    en: 'The load-in cannot start before the crew arrives',
  },
  'masters.rule.soundCheckAfterAssembly': {
    es: 'La prueba de sonido no puede empezar antes del montaje',
    en: 'The sound check cannot start before the load-in',
  },
  'masters.rule.soundCheckEnds': {
    es: 'La prueba de sonido tiene que terminar después de empezar',
    en: 'The sound check must end after it starts',
  },
  'masters.rule.doorsAfterSoundCheck': {
    es: 'Las puertas no pueden abrir antes del fin de la prueba de sonido',
    en: 'The doors cannot open before the sound check ends',
  },
  'settlement.invoice.rule.exemptWithheld': {
    es: 'Una factura exenta de IRNR no lleva retención: deje la retención en 0',
    en: 'An invoice exempt from IRNR has nothing withheld: leave the withholding at 0',
  },
  'settlement.invoice.rule.exemptionReference': {
    es: 'Escriba el convenio o la exención y el certificado de residencia en que se apoya',
    en: 'Write the treaty or exemption and the residence certificate it rests on',
  },
  'payments.rule.percentOrAmount': {
    es: 'Una línea lleva un porcentaje o un importe, no ambos',
    en: 'A line takes a percentage or an amount, not both',
  },
  'payments.rule.percentTotal': {
    es: 'Los porcentajes de un mismo sentido (a cobrar o a pagar) no pueden sumar más del 100 %',
    en: 'The percentages of one direction (receivable or payable) cannot add up to more than 100 %',
  },
} as const satisfies Record<string, Record<Locale, string>>;
export type RuleMessageKey = keyof typeof ruleMessages;

/** The rules' texts of one language, by key (the web's message files spread them). */
export const ruleMessagesIn = (locale: Locale): { readonly [K in RuleMessageKey]: string } =>
  Object.fromEntries(Object.entries(ruleMessages).map(([key, texts]) => [key, texts[locale]])) as {
    [K in RuleMessageKey]: string;
  };

const bySpanishText = new Map<string, Record<Locale, string>>(
  Object.values(ruleMessages).map((texts) => [texts.es, texts]),
);

/** A rule's message in `locale`, found by the Spanish text the schema wrote; any other stays as written. */
export const localizedRuleMessage = (message: string, locale: Locale): string =>
  bySpanishText.get(message)?.[locale] ?? message;
