import { z } from 'zod';
import { MAX_INTEGER } from '../shared/row-id';
import { ruleMessages } from '../shared/rule-messages';
import { recordName } from '../shared/schemas';
import { checkIban, checkTaxId, type TaxIdKind } from '../shared/spanish-ids';
import { nameText, plainText } from '../shared/text';

/** The spec's email message (§5), shown under the field and carried in `error.data.issues`. */
export const EMAIL_MESSAGE = ruleMessages['validation.email'].es;

const emailFormat = z.email();
export const isEmail = (value: string) => emailFormat.safeParse(value).success;

/** Every master's name: trimmed, 1–200 characters. */
export const masterName = recordName;

/** A free text field; empty when not known. */
export const text = (max = 500) => plainText(max).optional();

/** A person's or a company's name beside the master's own; empty when not known. */
export const personName = nameText(200).optional();

/** The id of another master row (no coercion: a body sends numbers). */
export const reference = z.number().int().positive().max(MAX_INTEGER);

export const emailAddress = z.string().trim().max(254).refine(isEmail, { error: EMAIL_MESSAGE });

/** One address, or empty. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || isEmail(value), { error: EMAIL_MESSAGE })
  .optional();

/** A list of validated addresses (a department's recipients, a counterparty's email list). */
export const emailList = z.array(emailAddress).max(50).optional();

/** The four department email lists of artists, promoters and halls (spec §3). */
export const emailLists = {
  emailComunicacion: emailList,
  emailConfirmacion: emailList,
  emailProduccion: emailList,
  emailPrl: emailList,
};

/**
 * An identifier checked with its control character (`checkTaxId`), stored in its clean form; or
 * empty. `kinds` are those the field takes: a CIF is a company's, never a person's.
 */
const checkedId = (kinds: readonly TaxIdKind[], messages: Record<'format' | 'control', string>) =>
  z
    .string()
    .trim()
    .max(20)
    .transform((value, ctx) => {
      if (value === '') return value;
      const checked = checkTaxId(value);
      if (checked.ok && kinds.includes(checked.kind)) return checked.value;
      ctx.addIssue({ code: 'custom', message: messages[checked.ok ? 'format' : checked.reason] });
      return z.NEVER;
    })
    .optional();

/** A CIF, NIF or NIE: a company's or a person's tax id. */
export const taxId = checkedId(['nif', 'nie', 'cif'], {
  format: ruleMessages['masters.rule.taxIdFormat'].es,
  control: ruleMessages['masters.rule.taxIdControl'].es,
});

/** A person's DNI (their NIF) or NIE: a signatory's, say, who is no company. */
export const personalId = checkedId(['nif', 'nie'], {
  format: ruleMessages['masters.rule.personalIdFormat'].es,
  control: ruleMessages['masters.rule.personalIdControl'].es,
});

/** An IBAN checked with its control digits, stored without spaces; or empty. */
export const iban = z
  .string()
  .trim()
  .max(42)
  .transform((value, ctx) => {
    if (value === '') return value;
    const checked = checkIban(value);
    if (checked.ok) return checked.value;
    ctx.addIssue({
      code: 'custom',
      message:
        checked.reason === 'control'
          ? ruleMessages['masters.rule.ibanControl'].es
          : ruleMessages['masters.rule.ibanFormat'].es,
    });
    return z.NEVER;
  })
  .optional();

/**
 * A telephone number as people write one: digits with spaces, dots, dashes, brackets and a leading
 * `+`, 6 to 15 digits (ITU E.164's most); or empty.
 */
export const phone = z
  .string()
  .trim()
  .max(30)
  .refine((value) => value === '' || (/^\+?[\d\s().-]+$/.test(value) && /^(\D*\d){6,15}\D*$/.test(value)), {
    error: ruleMessages['masters.rule.phone'].es,
  })
  .optional();

/** A person of a JMS group or a team. */
export const members = z
  .array(
    z.strictObject({
      name: masterName,
      role: text(100),
      email: optionalEmail,
      phone,
      userId: reference.optional(),
    }),
  )
  .max(200)
  .optional();

/** A colour as `#rrggbb`. */
export const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: ruleMessages['masters.rule.color'].es })
  .transform((value) => value.toLowerCase())
  .optional();

/**
 * Codes the Unicode region data names that are no country of ISO 3166-1 today: groupings and
 * unknown (EU, UN, ZZ …), reservations (Canary Islands IC, Ceuta and Melilla EA …) and withdrawn
 * codes that would show a country twice (FX France, DD Germany, UK, SU …). Kosovo (XK) stays.
 */
const notCountries = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(' '),
);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** The ISO 3166-1 alpha-2 codes this runtime can name, in code order. */
export const countryCodes: readonly string[] = Array.from({ length: 26 * 26 }, (_, i) =>
  String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
).filter((code) => !notCountries.has(code) && regionNames.of(code) !== undefined);

/** A country (ISO 3166-1 alpha-2, upper case): an artist's tax residence. */
export const countryCode = z
  .string()
  .refine((code) => countryCodes.includes(code), { error: ruleMessages['masters.rule.country'].es });
