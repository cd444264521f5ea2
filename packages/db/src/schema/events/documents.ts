import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  type DocumentParty,
  type TemplateSubType,
  type TemplateType,
  templateSubTypes,
} from '../../template-kinds';
import { editableColumns, timestamptz } from '../columns';
import { templates } from '../templates';
import { eventId } from './events';

/** The office departments an event's emails are written for (spec §3 Email tabs; `avance`, the day sheet's, issue 32). */
export const emailDepartments = templateSubTypes.email;
export type EmailDepartment = (typeof emailDepartments)[number];

export { type DocumentParty, documentParties } from '../../template-kinds';

/** The columns an event's email and contract share (spec §3 Email, Contract). */
const documentColumns = () => ({
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  eventId: eventId(),
  subType: text().$type<DocumentParty>().notNull(),
  body: text().notNull().default(''),
  /** True while the text is exactly what the template gave; an edit clears it. */
  generatedAuto: boolean().notNull().default(true),
  /** The template it was generated from; null once that template is deleted (spec §4). */
  plantillaId: integer().references(() => templates.id, { onDelete: 'set null' }),
  /** Whether the user saved it (spec §3 `save`): an unsaved one is regenerated freely. */
  save: boolean().notNull().default(false),
  ...editableColumns,
});

/**
 * One email of an event (spec §3 Email): `type` the department, `subType` the party it goes to.
 * `sentAt` is set when its outbox mail is delivered; `outboxId` is the last queued send.
 */
export const eventEmails = pgTable(
  'event_emails',
  {
    ...documentColumns(),
    type: text().$type<EmailDepartment>().notNull(),
    to: text().array().notNull().default(sql`'{}'::text[]`),
    cc: text().array().notNull().default(sql`'{}'::text[]`),
    bcc: text().array().notNull().default(sql`'{}'::text[]`),
    subject: text().notNull().default(''),
    sent: boolean().notNull().default(false),
    sentAt: timestamptz(),
    outboxId: integer(),
  },
  (t) => [uniqueIndex('event_emails_event_type_sub_type_idx').on(t.eventId, t.type, t.subType)],
);

/** An annex of a contract: a PDF in file storage, appended after the body. */
export interface ContractAnnex {
  id: string;
  name: string;
  size: number;
  storageKey: string;
}

/** One contract of an event (spec §3 Contract), one per party (`subType`). */
export const eventContracts = pgTable(
  'event_contracts',
  {
    ...documentColumns(),
    annex: jsonb().$type<ContractAnnex[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('event_contracts_event_sub_type_idx').on(t.eventId, t.subType)],
);

/**
 * A share link of a contract (spec §3 Contract `linkShare`): the token in the link is signed with
 * the server's secret over `id` and `expiresAt`, so it is not stored; revoking sets `revokedAt`.
 */
export const contractShareLinks = pgTable(
  'contract_share_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer()
      .notNull()
      .references(() => eventContracts.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    openedAt: timestamptz(),
    openCount: integer().notNull().default(0),
    /**
     * The text of a contract shared before it was ever saved, as it read when shared (its own link
     * in it): what the link opens while the contract stays unsaved. Null: the link opens the
     * contract's saved text (links made before this column, when sharing saved the contract).
     */
    body: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [index('contract_share_links_contract_idx').on(t.contractId)],
);

/**
 * The template each document of an event is generated from (spec §3: the event holds its own
 * email and contract templates per department and party), chosen at creation (the draft's
 * `plantillas`) or in the Emails and Contracts tabs. A document with no row here, or whose
 * template was deleted (null), is generated from the master of its kind.
 */
export const eventTemplates = pgTable(
  'event_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventId(),
    type: text().$type<TemplateType>().notNull(),
    /** The department of an email, the party of a contract (as the template's `subType`). */
    subType: text().$type<TemplateSubType>().notNull(),
    party: text().$type<DocumentParty>().notNull(),
    templateId: integer().references(() => templates.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('event_templates_document_idx').on(t.eventId, t.type, t.subType, t.party)],
);
