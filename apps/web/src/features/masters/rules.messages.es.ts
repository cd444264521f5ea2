/** The texts of the server's field rules (api `masters/fields.ts`), which the forms show in the page's language. */
export const rulesMessages = {
  'validation.email': 'No es un Email válido',
  'masters.rule.taxIdFormat': 'El CIF/NIF no es válido: el formato no es el de un CIF, NIF o NIE',
  'masters.rule.taxIdControl': 'El CIF/NIF no es válido: la letra de control no coincide',
  'masters.rule.ibanFormat': 'El IBAN no tiene un formato válido',
  'masters.rule.ibanControl': 'El IBAN no es válido: los dígitos de control no coinciden',
  'masters.rule.color': 'El color debe ser #rrggbb',
  'masters.rule.badCharacters': 'El texto contiene caracteres no válidos',
  'masters.rule.nameTaken': 'Ya existe un registro con ese nombre',
};
