import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type AdvanceChangeKind,
  type AdvanceContactRole,
  type AdvanceSection,
  type AdvanceState,
  MAX_SCHEDULE_DAY,
  type ScheduleKind,
} from '../../advance-kinds';
import { editableColumns, timestamptz } from '../columns';
import { companies } from '../masters';
import type { PartyKind } from './conditions';
import { counterpartyLinks } from './counterparty';
import { eventId } from './events';

/**
 * A step of the advance's schedule (issue 32): on the show's day (`day` 0) or the days around it,
 * at a wall-clock `HH:MM` in the office's zone, as the production conditions' times are.
 */
export const eventScheduleItems = pgTable(
  'event_schedule_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    day: smallint().notNull().default(0),
    time: text().notNull(),
    endTime: text(),
    kind: text().$type<ScheduleKind>().notNull(),
    label: text().notNull().default(''),
    place: text().notNull().default(''),
    notes: text().notNull().default(''),
    /** The production time it was made from (`showStart` …): filled in once, not again. */
    source: text(),
    position: integer().notNull().default(0),
    /** When staff accepted the counterparty's confirmation of this step, and who. */
    confirmedAt: timestamptz(),
    confirmedBy: integer(),
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('event_schedule_items_source_idx').on(t.eventId, t.source),
    index('event_schedule_items_event_idx').on(t.eventId, t.day, t.time, t.position),
    check(
      'event_schedule_items_day',
      sql`${t.day} between ${sql.raw(String(-MAX_SCHEDULE_DAY))} and ${sql.raw(String(MAX_SCHEDULE_DAY))}`,
    ),
  ],
);

/** Who to call on the day, by role. */
export const eventAdvanceContacts = pgTable(
  'event_advance_contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    role: text().$type<AdvanceContactRole>().notNull(),
    name: text().notNull(),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    notes: text().notNull().default(''),
    position: integer().notNull().default(0),
    ...editableColumns,
  },
  (t) => [index('event_advance_contacts_event_idx').on(t.eventId, t.position)],
);

/** A point of the advance's checklist: who chases it and where it stands. */
export const eventAdvanceItems = pgTable(
  'event_advance_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    section: text().$type<AdvanceSection>().notNull(),
    title: text().notNull(),
    details: text().notNull().default(''),
    owner: text().notNull().default(''),
    state: text().$type<AdvanceState>().notNull().default('pending'),
    /** The production need it was made from (`backline` …), whose label it shows while its title is empty. */
    source: text(),
    position: integer().notNull().default(0),
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('event_advance_items_source_idx').on(t.eventId, t.source),
    index('event_advance_items_event_idx').on(t.eventId, t.section, t.position),
    check('event_advance_items_state', sql`${t.state} in ('pending', 'asked', 'confirmed', 'not_needed')`),
  ],
);

/** A point of an advance template, copied into an event's checklist. */
export interface AdvanceTemplateItem {
  section: AdvanceSection;
  title: string;
  details: string;
}

/** A company's usual checklist; the default one is what its new events start with. */
export const advanceTemplates = pgTable(
  'advance_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isDefault: boolean().notNull().default(false),
    items: jsonb().$type<AdvanceTemplateItem[]>().notNull().default([]),
    ...editableColumns,
  },
  (t) => [
    index('advance_templates_empresa_idx').on(t.empresaId),
    uniqueIndex('advance_templates_one_default_idx').on(t.empresaId).where(sql`${t.isDefault}`),
  ],
);

/**
 * A file on a checklist point (a stage plot, an input list): uploaded by staff (`uploadedBy`) or
 * sent through a counterparty's link (`party`, `linkId`), then `pending` until staff accept it.
 */
export const eventAdvanceFiles = pgTable(
  'event_advance_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    itemId: integer()
      .notNull()
      .references(() => eventAdvanceItems.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    name: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    uploadedBy: integer(),
    party: text().$type<PartyKind>(),
    linkId: integer().references(() => counterpartyLinks.id, { onDelete: 'set null' }),
    pending: boolean().notNull().default(false),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('event_advance_files_item_idx').on(t.itemId, t.id),
    index('event_advance_files_event_idx').on(t.eventId),
  ],
);

/**
 * A change to the advance a counterparty proposed through its link: staff accept it (applied then)
 * or reject it. `targetId` is the schedule step confirmed or the point a file is for; `payload`
 * what was sent (the file's id, the travelling party, the guest list).
 */
export const eventAdvanceChanges = pgTable(
  'event_advance_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    party: text().$type<PartyKind>().notNull(),
    linkId: integer().references(() => counterpartyLinks.id, { onDelete: 'set null' }),
    kind: text().$type<AdvanceChangeKind>().notNull(),
    targetId: integer(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    submittedAt: timestamptz().notNull().defaultNow(),
    acceptedAt: timestamptz(),
    acceptedBy: integer(),
    rejectedAt: timestamptz(),
    rejectedBy: integer(),
  },
  (t) => [
    index('event_advance_changes_event_idx').on(t.eventId, t.id),
    check(
      'event_advance_changes_kind',
      sql`${t.kind} in ('confirm_schedule', 'file', 'travelling_party', 'guest_list')`,
    ),
    check('event_advance_changes_decided_once', sql`${t.acceptedAt} is null or ${t.rejectedAt} is null`),
  ],
);
