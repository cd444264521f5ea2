/**
 * Spanish tax identifiers (NIF of people, NIE of foreigners, CIF of companies) and IBANs, checked
 * with their control characters. Each answer says what is wrong, for a clear message.
 */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

export type TaxIdKind = 'nif' | 'nie' | 'cif';

export type TaxIdCheck =
  | { ok: true; kind: TaxIdKind; value: string }
  | { ok: false; reason: 'format' | 'control' };

const clean = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

function checkNif(value: string): TaxIdCheck {
  const number = Number(value.slice(0, 8));
  return DNI_LETTERS[number % 23] === value[8]
    ? { ok: true, kind: 'nif', value }
    : { ok: false, reason: 'control' };
}

function checkNie(value: string): TaxIdCheck {
  const prefix = { X: '0', Y: '1', Z: '2' }[value[0] as 'X' | 'Y' | 'Z'];
  const number = Number(`${prefix}${value.slice(1, 8)}`);
  return DNI_LETTERS[number % 23] === value[8]
    ? { ok: true, kind: 'nie', value }
    : { ok: false, reason: 'control' };
}

function checkCif(value: string): TaxIdCheck {
  const digits = value.slice(1, 8);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  const control = (10 - (sum % 10)) % 10;
  const given = value[8] ?? '';
  const first = value[0] ?? '';
  // entities that are not companies (P, Q, S, N, W, R) use a letter; A, B, E, H a digit; others either
  const expected = /[PQSNWR]/.test(first)
    ? [CIF_CONTROL_LETTERS[control]]
    : /[ABEH]/.test(first)
      ? [String(control)]
      : [String(control), CIF_CONTROL_LETTERS[control]];
  return expected.includes(given) ? { ok: true, kind: 'cif', value } : { ok: false, reason: 'control' };
}

export function checkTaxId(input: string): TaxIdCheck {
  const value = clean(input);
  if (/^\d{8}[A-Z]$/.test(value)) return checkNif(value);
  if (/^[XYZ]\d{7}[A-Z]$/.test(value)) return checkNie(value);
  if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(value)) return checkCif(value);
  return { ok: false, reason: 'format' };
}

/** IBAN lengths by country for the SEPA area this company bills in; others: 15 to 34. */
const IBAN_LENGTHS: Record<string, number> = {
  ES: 24,
  PT: 25,
  FR: 27,
  DE: 22,
  IT: 27,
  GB: 22,
  NL: 18,
  BE: 16,
  IE: 22,
  AD: 24,
};

export type IbanCheck = { ok: true; value: string } | { ok: false; reason: 'format' | 'control' };

export function checkIban(input: string): IbanCheck {
  const value = clean(input);
  const country = value.slice(0, 2);
  const expectedLength = IBAN_LENGTHS[country];
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value)) return { ok: false, reason: 'format' };
  if (expectedLength ? value.length !== expectedLength : value.length < 15 || value.length > 34) {
    return { ok: false, reason: 'format' };
  }
  const rearranged = `${value.slice(4)}${value.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? { ok: true, value } : { ok: false, reason: 'control' };
}
