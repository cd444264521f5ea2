import { documentParties, templateTypes } from '@bolo/db/template-kinds';
import { z } from 'zod';
import { masterName } from '../../masters/public';
import { id, version } from '../../shared/row-id';
import { plainText } from '../../shared/text';

/** A template's own failures (one saved before a rule, or one that fails with this event's data). */
export const generationFailureCodes = [
  'plantilla_not_valid',
  'plantilla_too_complex',
  'plantilla_too_large',
] as const;

/** The party a document is for (`subType` of an event's email or contract). */
export const documentParty = z.enum(documentParties);

/** A document's HTML body, as long as a template's. */
export const documentBody = plainText(500_000);

/** What every save of a document names: the event, and the version of the stored row it read. */
export const documentSaveFields = {
  eventId: id,
  /** The stored row's version; absent for a document never stored. */
  version: version.optional(),
};

/** "New template from this document": the template's name, unique among templates. */
export const templateNameField = { name: masterName };
export const newTemplateOutput = z.object({ id: z.number().int() });

/**
 * The state every event document answers with (spec §3 Email, Contract; §4 states): where its
 * text came from and whether it still is what the template gives.
 */
export const documentStateFields = {
  /** The stored row; null for a document never stored (generated afresh on every read). */
  id: z.number().int().nullable(),
  eventId: z.number().int(),
  subType: documentParty,
  body: z.string(),
  /** True while the text is what the master template gives for the event now. */
  generatedAuto: z.boolean(),
  /** Saved by the user: its text stays as saved instead of following the event. */
  save: z.boolean(),
  plantillaId: z.number().int().nullable(),
  plantillaName: z.string().nullable(),
  /** Saved from a template that has since been deleted (spec §4): the text is kept. */
  templateDeleted: z.boolean(),
  /** The kind has no master template: nothing to generate from (create one at /createtemplate). */
  templateMissing: z.boolean(),
  /** The template the event generates this document from now: its choice, else the master. */
  chosenTemplateId: z.number().int().nullable(),
  version: z.number().int().nullable(),
  updatedAt: z.date().nullable(),
  /** The master template failed for this document (its text is then empty): the error, in es and en. */
  failure: z
    .object({
      code: z.enum(generationFailureCodes),
      message: z.object({ es: z.string(), en: z.string() }),
    })
    .nullable(),
};

/** Gives a document of an event another template (the tabs' template picker). */
export const chooseTemplateFields = { eventId: id, templateId: id };

/** A template a document may be given, as the pickers list it. */
export const templateChoiceOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(templateTypes),
  subType: z.string(),
  party: documentParty.nullable(),
  master: z.boolean(),
});
