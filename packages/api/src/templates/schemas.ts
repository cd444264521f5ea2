import {
  documentParties,
  schema,
  type TemplateType,
  templateLanguages,
  templateSubTypes,
  templateTypes,
} from '@bolo/db';
import { contractParties, type Locale } from '@bolo/templating';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { masterListInput } from '../masters';
import { masterName } from '../masters/public';
import { pageOf } from '../shared/page';
import { id, version } from '../shared/row-id';
import { okOutput } from '../shared/schemas';
import { plainText } from '../shared/text';

const subTypes = [...templateSubTypes.email, ...templateSubTypes.contract] as const;
const type = z.enum(templateTypes);
const subType = z.enum(subTypes);

/** Whether `sub` is a sub-type of `kind`: a department for emails, a party for contracts. */
const fits = (kind: TemplateType, sub: string) => (templateSubTypes[kind] as readonly string[]).includes(sub);
const subTypeOfType = {
  error: 'El subtipo no corresponde al tipo: departamento para emails, parte para contratos',
  path: ['subType'],
};
/** The party an email template is written for (null: any); a contract's party is its sub-type. */
const templateParty = z.enum(documentParties).nullable();
const partyOfEmailsOnly = {
  error: 'Solo una plantilla de email se escribe para una parte: la de un contrato es su subtipo',
  path: ['party'],
};
const partyFits = (input: { type?: TemplateType; party?: string | null }) =>
  input.type !== 'contract' || !input.party;

/** The language its documents are written in (their dates, amounts and labels); Spanish unless said. */
const language = z.enum(templateLanguages);

/** An HTML body from the editor; its placeholders are checked by the service before saving. */
const body = plainText(500_000);
const subject = plainText(500);

const templateFields = {
  name: masterName,
  type,
  subType,
  subject: subject.default(''),
  body: body.default(''),
  party: templateParty.default(null),
  master: z.boolean().default(false),
  language: language.default('es'),
};

export const templateCreateInput = z
  .strictObject(templateFields)
  .refine((input) => fits(input.type, input.subType), subTypeOfType)
  .refine(partyFits, partyOfEmailsOnly);
export type TemplateCreateInput = z.infer<typeof templateCreateInput>;

/** The fields given change; type and sub-type change together. */
export const templateUpdateInput = z
  .strictObject({
    id,
    version,
    name: masterName.optional(),
    type: type.optional(),
    subType: subType.optional(),
    subject: subject.optional(),
    body: body.optional(),
    party: templateParty.optional(),
    master: z.boolean().optional(),
    language: language.optional(),
  })
  .refine((input) => (input.type === undefined) === (input.subType === undefined), {
    error: 'El tipo y el subtipo se cambian a la vez',
    path: ['subType'],
  })
  .refine((input) => !input.type || !input.subType || fits(input.type, input.subType), subTypeOfType)
  .refine(partyFits, partyOfEmailsOnly);
export type TemplateUpdateInput = z.infer<typeof templateUpdateInput>;

/** The masters' list, narrowed to one type or sub-type when given (the list page's filters). */
export const templateListInput = masterListInput.extend({
  type: type.optional(),
  subType: subType.optional(),
});
export type TemplateListInput = z.infer<typeof templateListInput>;

/** The legacy `type` call: the templates of any of the types or sub-types named, by name. */
export const byTypeInput = z.strictObject({
  /** Checked by the service: an empty list is `mandatory_list_tipo_plantilla` (spec §8). */
  tipos: z.array(z.union([type, subType])).max(subTypes.length + templateTypes.length),
});

/**
 * The legacy `model`: the master template an event's emails or contracts of this kind start from,
 * for one party when given (an email master for that party, else the department's for any party).
 */
export const modelInput = z
  .strictObject({ type, subType, party: z.enum(documentParties).optional() })
  .refine((input) => fits(input.type, input.subType), subTypeOfType);

export const duplicateInput = z.strictObject({ id, name: masterName.optional() });

export const checkInput = z.strictObject({ subject: subject.default(''), body: body.default('') });
export const checkOutput = z.union([
  okOutput,
  z.object({
    ok: z.literal(false),
    /** `subject` or `body`: which of the two failed. */
    field: z.enum(['subject', 'body']),
    line: z.number().int().nullable(),
    message: z.string(),
  }),
]);

/** The party a document is for: its hiring conditions fill the `contratacion` group. */
const party = z.enum(contractParties).optional();

/** A template saved (`templateId`) or being edited (`subject`, `body`), against an event or the samples. */
export const previewInput = z.union([
  z.strictObject({ templateId: id, eventId: id.optional(), party }),
  z.strictObject({
    subject: subject.default(''),
    body,
    language: language.default('es'),
    eventId: id.optional(),
    party,
  }),
]);
export type PreviewInput = z.infer<typeof previewInput>;
export const previewOutput = z.object({ subject: z.string(), body: z.string() });

/** The variables of an event, with their enumerated values in `language` (legacy consumers: Spanish). */
export const eventVariablesInput = z.strictObject({ eventId: id, party, language: language.default('es') });
export const eventVariablesOutput = z.record(z.string(), z.record(z.string(), z.unknown()));

const label = z.object({ es: z.string(), en: z.string() }) satisfies z.ZodType<Record<Locale, string>>;
export const catalogueOutput = z.array(
  z.object({
    key: z.string(),
    label,
    variables: z.array(
      z.object({
        key: z.string(),
        label,
        kind: z.string(),
        sample: z.unknown(),
        /** What the editor's variable picker inserts. */
        placeholder: z.string(),
      }),
    ),
  }),
);

export const templateOutput = createSelectSchema(schema.templates, {
  type,
  subType,
  party: templateParty,
  language,
}).omit({
  nameKey: true,
  searchText: true,
});
export type TemplateRow = z.infer<typeof templateOutput>;
export const templatePageOutput = pageOf(templateOutput);
