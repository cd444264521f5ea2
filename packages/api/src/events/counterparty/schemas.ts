import { type PartyKind, partyKinds } from '@bolo/db/party-kinds';
import { z } from 'zod';
import { certificateFields, masterSchemas } from '../../masters/public';
import { fileBytes } from '../../shared/files';
import { id } from '../../shared/row-id';
import { advanceFile, guestList, MAX_ADVANCE_FILES, travellingParty } from '../advance/schemas';

/** Every party of an event may get a counterparty link. */
export type CounterpartyParty = PartyKind;
const party = z.enum(partyKinds);

/** Every field a counterparty may read and write of its own party (issue 8); no other. */
export const counterpartyFieldNames = [
  'name',
  'cif',
  'dniFirmante',
  'address',
  'nameSignatory',
  'companyName',
  'phone',
  'accountNumber',
  'emailComunicacion',
  'emailConfirmacion',
  'emailProduccion',
  'emailPrl',
  'additionalInfo',
] as const;
export type CounterpartyField = (typeof counterpartyFieldNames)[number];

const masterOfParty = {
  artista: masterSchemas.artist,
  promotor: masterSchemas.promoter,
  sala: masterSchemas.hall,
  productor: masterSchemas.producer,
} as const;

/** The allowed fields a party of `kind` has (a promoter has no bank account, a producer no email lists). */
export const fieldsOfParty = (kind: CounterpartyParty): CounterpartyField[] =>
  counterpartyFieldNames.filter((field) => Object.hasOwn(masterOfParty[kind].shape, field));

/** The same rules as the staff screens: the artist master has every allowed field. */
const fieldRules = masterSchemas.artist.pick(
  Object.fromEntries(counterpartyFieldNames.map((field) => [field, true])) as Record<CounterpartyField, true>,
);

/** Any text: a token that is not one of ours is `counterparty_link_not_found`, like a guessed one. */
export const token = z.string().max(200);
export const tokenInput = z.strictObject({ token });

export const updateDatasInput = fieldRules.partial().extend({ token });
export type UpdateDatasInput = z.infer<typeof updateDatasInput>;

export const uploadFilesInput = z.strictObject({
  token,
  files: z
    .array(z.strictObject({ field: z.enum(certificateFields), bytes: fileBytes }))
    .min(1)
    .max(certificateFields.length),
});
export type UploadFilesInput = z.infer<typeof uploadFilesInput>;

/** What the link sends to the advance (issue 32): a step confirmed, files for a technical point, the travelling party, the guest list. */
export const confirmScheduleInput = z.strictObject({ token, scheduleItemId: id });
export const advanceFilesInput = z.strictObject({
  token,
  itemId: id,
  files: z.array(advanceFile).min(1).max(MAX_ADVANCE_FILES),
});
export type AdvanceFilesInput = z.infer<typeof advanceFilesInput>;
export const travellingPartyInput = z.strictObject({ token, people: travellingParty });
export const guestListInput = z.strictObject({ token, guests: guestList });

const text = z.string();
const list = z.array(z.string());
/**
 * The allow-list of what a public procedure answers. Strict: a key not named here makes the
 * answer fail rather than reach the visitor.
 */
export const publicViewOutput = z.strictObject({
  event: z.strictObject({ name: text, date: text.nullable(), place: text }),
  party,
  fields: z
    .strictObject({
      name: text,
      cif: text,
      dniFirmante: text,
      address: text,
      nameSignatory: text,
      companyName: text,
      phone: text,
      accountNumber: text,
      emailComunicacion: list,
      emailConfirmacion: list,
      emailProduccion: list,
      emailPrl: list,
      additionalInfo: text,
    })
    .partial(),
  certificates: z.strictObject({ ownershipCertificate: z.boolean(), cifCertificate: z.boolean() }),
});
export type PublicView = z.infer<typeof publicViewOutput>;

const days = z.coerce.number().int().min(1).max(365);
const eventParty = { eventId: id, party };
export const eventPartyInput = z.strictObject(eventParty);
export const generateLinkInput = z.strictObject({ ...eventParty, days: days.optional() });

export const linkOutput = z
  .object({ url: z.string(), expiresAt: z.date(), lastUsedAt: z.date().nullable() })
  .nullable();

/** One certificate of one party of an event, for its staff. */
export const certificateInput = z.strictObject({ ...eventParty, field: z.enum(certificateFields) });
export const certificateUploadInput = certificateInput.extend({ file: fileBytes });
export const certificatesOutput = z.object({
  ownershipCertificate: z.boolean(),
  cifCertificate: z.boolean(),
});

export const submissionInput = z.strictObject({ submissionId: id });

const change = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
/** What a party sent and is not yet in its master (or, when all is accepted, the last sending). */
export const submissionOutput = z
  .object({
    id: z.number().int(),
    submittedAt: z.date(),
    acceptedAt: z.date().nullable(),
    changes: z.array(change),
    hasMaster: z.boolean(),
  })
  .nullable();
export type SubmissionView = z.infer<typeof submissionOutput>;
