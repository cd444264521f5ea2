import {
  advanceChangeKinds,
  advanceContactRoles,
  advanceSections,
  advanceStates,
  MAX_SCHEDULE_DAY,
  scheduleKinds,
  travellingRoles,
} from '@bolo/db/advance-kinds';
import { partyKinds } from '@bolo/db/party-kinds';
import { templateLanguages } from '@bolo/db/template-kinds';
import { z } from 'zod';
import { fileBytes } from '../../shared/files';
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
  /** When staff accepted the counterparty's confirmation of the step, and who. */
  confirmedAt: z.date().nullable(),
  confirmedByName: z.string().nullable(),
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
  /** The files of the checklist's points (a stage plot, an input list), not those still to accept. */
  files: z.array(
    z.object({
      id: z.number(),
      itemId: z.number(),
      name: z.string(),
      contentType: z.string(),
      size: z.number(),
      createdAt: z.date(),
    }),
  ),
  /** The templates of the event's company, to apply one. */
  templates: z.array(z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() })),
});
export type AdvanceOutput = z.infer<typeof advanceOutput>;

/** Someone to pick as a contact of the day: from the event's parties, a provider or a JMS group's or team's member. */
export const contactSuggestion = z.object({
  source: z.enum([...partyKinds, 'provider', 'member']),
  role: z.enum(advanceContactRoles),
  name: z.string(),
  /** The provider or group the person is of. */
  organisation: z.string().optional(),
  phone: z.string(),
  email: z.string(),
});
export type ContactSuggestion = z.infer<typeof contactSuggestion>;

export const advancePeopleOutput = z.object({
  contacts: z.array(contactSuggestion),
  /** The office's active users by name, to own a point of the checklist. */
  owners: z.array(z.string()),
});
export type AdvancePeople = z.infer<typeof advancePeopleOutput>;

/** A point of an advance template. */
export const templateItem = z.strictObject({
  section: z.enum(advanceSections),
  title: plainText(200).trim().min(1),
  details: plainText(4000).trim().default(''),
});

const templateFields = {
  empresaId: id,
  name: recordName,
  isDefault: z.boolean(),
  items: z.array(templateItem).max(200),
};

export const templateListInput = z.strictObject({ empresaId: id.optional() });
export const templateCreateInput = z.strictObject({
  ...templateFields,
  isDefault: templateFields.isDefault.default(false),
  items: templateFields.items.default([]),
});
// no defaults: a field left out of an update keeps its value (a default would fill it in)
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

/** One uploaded file: the browser's name for it (shown, never trusted for its type) and its bytes. */
export const advanceFile = z.strictObject({ name: plainText(255).trim().min(1), bytes: fileBytes });
/** The most files one upload puts on a point. */
export const MAX_ADVANCE_FILES = 5;
const advanceFiles = z.array(advanceFile).min(1).max(MAX_ADVANCE_FILES);
export type AdvanceFileUpload = z.infer<typeof advanceFile>;

/** Staff attach files to a point of the checklist (REST multipart). */
export const fileUploadInput = z.strictObject({ eventId: id, itemId: id, files: advanceFiles });
export const fileKeyInput = z.strictObject({ eventId: id, id });
export const changeKeyInput = fileKeyInput;
/** The most changes one "accept all" takes: more than a review panel shows at once. */
export const MAX_ACCEPTED_AT_ONCE = 200;
/** "Accept all": the changes the panel showed, so one sent meanwhile waits to be seen. */
export const changeAcceptAllInput = z.strictObject({
  eventId: id,
  ids: z.array(id).min(1).max(MAX_ACCEPTED_AT_ONCE),
});
export type ChangeAcceptAllInput = z.infer<typeof changeAcceptAllInput>;

/** A member of the travelling party, as the counterparty names them. */
export const travellingPerson = z.strictObject({
  name: nameText(200).trim().min(1),
  role: z.enum(travellingRoles),
  /** What they do on the tour (drums, monitors…), kept in the contact's notes. */
  job: plainText(100).trim().default(''),
  phone: plainText(50).trim().default(''),
});
/** A name on the guest list: how many come with them, and who asked for them. */
export const guest = z.strictObject({
  name: nameText(200).trim().min(1),
  plusOnes: z.number().int().min(0).max(10).default(0),
  askedBy: plainText(200).trim().default(''),
});
export const travellingParty = z.array(travellingPerson).min(1).max(60);
export const guestList = z.array(guest).min(1).max(300);
export type TravellingPerson = z.infer<typeof travellingPerson>;
export type Guest = z.infer<typeof guest>;

const stepSummary = z.object({
  day: z.number(),
  time: z.string(),
  endTime: z.string().nullable(),
  kind: z.enum(scheduleKinds),
  label: z.string(),
  source: z.string().nullable(),
});
/**
 * A change the counterparty proposed, as staff review it: the step it confirms (null when deleted
 * since), the point and file it brings, or the people it names; and who decided it, when.
 */
export const changeOutput = z.object({
  id: z.number(),
  kind: z.enum(advanceChangeKinds),
  party: z.enum(partyKinds),
  submittedAt: z.date(),
  step: stepSummary.extend({ confirmedAt: z.date().nullable() }).nullable(),
  item: z.object({ title: z.string(), source: z.string().nullable() }).nullable(),
  file: z.object({ id: z.number(), name: z.string(), size: z.number() }).nullable(),
  people: z.array(travellingPerson).nullable(),
  guests: z.array(guest).nullable(),
  acceptedAt: z.date().nullable(),
  acceptedByName: z.string().nullable(),
  rejectedAt: z.date().nullable(),
  rejectedByName: z.string().nullable(),
});
export type AdvanceChange = z.infer<typeof changeOutput>;
export const changesOutput = z.object({
  pending: z.array(changeOutput),
  /** The last decided, newest first. */
  decided: z.array(changeOutput),
});
export type AdvanceChanges = z.infer<typeof changesOutput>;

/**
 * The advance as a counterparty's link shows it (an allow-list, strict like the link's other
 * answers): the schedule to confirm, the technical points to send files to, and the travelling
 * party and guest list it sent last.
 */
export const publicAdvanceOutput = z
  .strictObject({
    date: z.string().nullable(),
    schedule: z.array(
      z.strictObject({
        id: z.number(),
        ...stepSummary.shape,
        place: z.string(),
        confirmed: z.boolean(),
        confirmationSent: z.boolean(),
      }),
    ),
    technical: z.array(
      z.strictObject({
        id: z.number(),
        title: z.string(),
        source: z.string().nullable(),
        details: z.string(),
        files: z.array(z.strictObject({ id: z.number(), name: z.string(), pending: z.boolean() })),
      }),
    ),
    travellingParty: z.array(travellingPerson),
    guestList: z.array(guest),
  })
  .nullable();
export type PublicAdvance = z.infer<typeof publicAdvanceOutput>;
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
