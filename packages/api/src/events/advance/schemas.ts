import {
  advanceContactRoles,
  advanceSections,
  advanceStates,
  MAX_SCHEDULE_DAY,
  scheduleKinds,
} from '@bolo/db/advance-kinds';
import { templateLanguages } from '@bolo/db/template-kinds';
import { z } from 'zod';
import { id, version } from '../../shared/row-id';
import { clockTime, recordName } from '../../shared/schemas';
import { nameText, plainText } from '../../shared/text';

export const advanceKeyInput = z.strictObject({ eventId: id });

const scheduleFields = {
  /** Days from the show's: −1 the day before, 1 the day after. */
  day: z.number().int().min(-MAX_SCHEDULE_DAY).max(MAX_SCHEDULE_DAY).optional(),
  time: clockTime,
  endTime: clockTime.nullable().optional(),
  kind: z.enum(scheduleKinds),
  label: plainText(200).trim().optional(),
  place: plainText(200).trim().optional(),
  notes: plainText(2000).trim().optional(),
};

const contactFields = {
  role: z.enum(advanceContactRoles),
  name: nameText(200).trim().min(1),
  phone: plainText(50).trim().optional(),
  email: z.union([z.literal(''), z.email().max(254)]).optional(),
  notes: plainText(2000).trim().optional(),
};

const itemFields = {
  section: z.enum(advanceSections),
  title: plainText(200).trim().min(1),
  details: plainText(4000).trim().optional(),
  owner: plainText(200).trim().optional(),
  state: z.enum(advanceStates).optional(),
};

/** The three lists of an advance, by the name each is written and reordered under. */
export const advanceLists = ['schedule', 'contacts', 'items'] as const;
export type AdvanceList = (typeof advanceLists)[number];

/** An update: the row and its version read, and any of the fields (one left out keeps its value; the database's defaults fill a new row's). */
const partial = <T extends z.ZodRawShape>(fields: T) =>
  z.strictObject({ eventId: id, id, version, ...z.object(fields).partial().shape });

export const scheduleCreateInput = z.strictObject({ eventId: id, ...scheduleFields });
export const scheduleUpdateInput = partial(scheduleFields);
export const contactCreateInput = z.strictObject({ eventId: id, ...contactFields });
export const contactUpdateInput = partial(contactFields);
export const itemCreateInput = z.strictObject({ eventId: id, ...itemFields });
export const itemUpdateInput = partial(itemFields);
export const rowDeleteInput = z.strictObject({ eventId: id, id, version });
export type ScheduleCreateInput = z.infer<typeof scheduleCreateInput>;
export type ContactCreateInput = z.infer<typeof contactCreateInput>;
export type ItemCreateInput = z.infer<typeof itemCreateInput>;

/** The rows of one list in the order wanted: every row of the list, each once. */
export const reorderInput = z.strictObject({
  eventId: id,
  list: z.enum(advanceLists),
  ids: z.array(id).max(1000),
});

export const applyTemplateInput = z.strictObject({ eventId: id, templateId: id });

const stamped = { id: z.number(), version: z.number(), position: z.number() };

export const scheduleItemOutput = z.object({
  ...stamped,
  day: z.number(),
  time: z.string(),
  endTime: z.string().nullable(),
  kind: z.enum(scheduleKinds),
  label: z.string(),
  place: z.string(),
  notes: z.string(),
  source: z.string().nullable(),
});
export const contactOutput = z.object({
  ...stamped,
  role: z.enum(advanceContactRoles),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  notes: z.string(),
});
export const itemOutput = z.object({
  ...stamped,
  section: z.enum(advanceSections),
  /** Empty for a point made from a production need (`source`), which shows that need's label. */
  title: z.string(),
  details: z.string(),
  owner: z.string(),
  state: z.enum(advanceStates),
  source: z.string().nullable(),
});
export type ScheduleItem = z.infer<typeof scheduleItemOutput>;
export type AdvanceItem = z.infer<typeof itemOutput>;

export const advanceOutput = z.object({
  eventId: z.number(),
  /** The show's day, `YYYY-MM-DD`, that `day` 0 is; null while the event has no date. */
  date: z.string().nullable(),
  /** The event's company, whose templates these are. */
  empresaId: z.number().nullable(),
  schedule: z.array(scheduleItemOutput),
  contacts: z.array(contactOutput),
  items: z.array(itemOutput),
  /** The templates of the event's company, to apply one. */
  templates: z.array(z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() })),
});
export type AdvanceOutput = z.infer<typeof advanceOutput>;

/** A point of an advance template. */
export const templateItem = z.strictObject({
  section: z.enum(advanceSections),
  title: plainText(200).trim().min(1),
  details: plainText(4000).trim().default(''),
});

const templateFields = {
  empresaId: id,
  name: recordName,
  isDefault: z.boolean().default(false),
  items: z.array(templateItem).max(200).default([]),
};

export const templateListInput = z.strictObject({ empresaId: id.optional() });
export const templateCreateInput = z.strictObject(templateFields);
export const templateUpdateInput = z
  .strictObject({ id, version, ...templateFields })
  .partial({ empresaId: true, name: true, isDefault: true, items: true });
export const templateDeleteInput = z.strictObject({ id, version });
export type TemplateCreateInput = z.infer<typeof templateCreateInput>;
export type TemplateUpdateInput = z.infer<typeof templateUpdateInput>;

export const templateOutput = z.object({
  id: z.number(),
  version: z.number(),
  empresaId: z.number(),
  name: z.string(),
  isDefault: z.boolean(),
  items: z.array(z.object({ section: z.enum(advanceSections), title: z.string(), details: z.string() })),
});
export type TemplateOutput = z.infer<typeof templateOutput>;

/** The day sheet's PDF, in the language asked (Spanish unless said). */
export const daySheetPdfInput = z.strictObject({
  eventId: id,
  lang: z.enum(templateLanguages).default('es'),
});

/** A new link to the day sheet, open for `days` days. */
export const daySheetLinkCreateInput = z.strictObject({
  eventId: id,
  days: z.coerce.number().int().min(1).max(365).optional(),
});

/** The day sheet's open link, or null. */
export const daySheetLinkOutput = z
  .object({ url: z.string(), expiresAt: z.date(), lastUsedAt: z.date().nullable() })
  .nullable();
