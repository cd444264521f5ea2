import { documentParties } from '@bolo/db/template-kinds';
import { z } from 'zod';
import { fileBytes } from '../../shared/files';
import { id } from '../../shared/row-id';
import { plainText } from '../../shared/text';
import {
  chooseTemplateFields,
  documentBody,
  documentSaveFields,
  documentStateFields,
  templateNameField,
} from '../documents/schemas';

/** The largest annex: 20 MB. */
export { MAX_ANNEX_BYTES } from '../../storage/public';

/** The most annexes a contract has: with `MAX_ANNEX_PAGES` each, what one contract may append. */
export const MAX_ANNEXES = 10;

/** Share links open for 30 days unless asked otherwise, 90 at most. */
const DEFAULT_LINK_DAYS = 30;
const MAX_LINK_DAYS = 90;

/**
 * The party of a contract (`subType`). Any text passes here: the service answers one that is not a
 * party with the spec's `contract_type_not_allowed`, not a generic validation error.
 */
const subType = z.string().max(40).describe(documentParties.join(' | '));

export const contractListInput = z.strictObject({ eventId: id });
export const contractKeyInput = z.strictObject({ eventId: id, subType });
export type ContractKey = z.infer<typeof contractKeyInput>;
export const contractChooseTemplateInput = contractKeyInput.extend(chooseTemplateFields);
export type ContractChooseTemplateInput = z.infer<typeof contractChooseTemplateInput>;

const contractFields = { subType, body: documentBody };
export const contractSaveInput = z.strictObject({ ...documentSaveFields, ...contractFields });
export type ContractSaveInput = z.infer<typeof contractSaveInput>;

export const contractSaveAllInput = z.strictObject({
  eventId: id,
  contracts: z
    .array(z.strictObject({ ...contractFields, version: documentSaveFields.version }))
    .max(documentParties.length)
    .refine((contracts) => new Set(contracts.map((c) => c.subType)).size === contracts.length, {
      message: 'Cada contrato una sola vez',
    }),
});
export type ContractSaveAllInput = z.infer<typeof contractSaveAllInput>;

export const contractNewTemplateInput = contractKeyInput.extend(templateNameField);

/** The PDF of a contract: of `body` when given (the editor's unsaved text, a preview), else its own. */
export const contractPdfInput = contractKeyInput.extend({ body: documentBody.optional() });

/** An annex's bytes: base64 over tRPC (JSON), the file itself from the REST form. */
const annexBytes = z.union([
  z.base64().transform((text) => new Uint8Array(Buffer.from(text, 'base64'))),
  fileBytes,
]);
export const addAnnexInput = contractKeyInput.extend({
  name: plainText(200).min(1),
  bytes: annexBytes,
});
export type AddAnnexInput = z.infer<typeof addAnnexInput>;
export const removeAnnexInput = contractKeyInput.extend({ annexId: z.uuid() });

export const shareLinkInput = contractKeyInput.extend({
  days: z.coerce.number().int().min(1).max(MAX_LINK_DAYS).default(DEFAULT_LINK_DAYS),
});

const annexOutput = z.object({ id: z.string(), name: z.string(), size: z.number().int() });
/** A contract's open share link: anyone with `url` reads the saved contract until `expiresAt`. */
const linkShareOutput = z
  .object({
    url: z.string(),
    expiresAt: z.date(),
    openedAt: z.date().nullable(),
    openCount: z.number().int(),
  })
  .nullable();

/** One contract of an event (spec §3 Contract), with where it stands (spec §4). */
export const eventContractOutput = z.object({
  ...documentStateFields,
  type: z.literal('contract'),
  annex: z.array(annexOutput),
  linkShare: linkShareOutput,
});
export type EventContract = z.infer<typeof eventContractOutput>;
