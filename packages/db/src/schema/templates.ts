import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentParty, TemplateLanguage, TemplateSubType, TemplateType } from '../template-kinds';
import { editableColumns, timestamptz } from './columns';

export {
  type TemplateLanguage,
  type TemplateSubType,
  type TemplateType,
  templateLanguages,
  templateSubTypes,
  templateTypes,
} from '../template-kinds';

/**
 * An email or contract template (spec §2 /templates, §7 `/api/plantillasMail`): HTML from the
 * editor with `{{grupo.campo}}` placeholders, and a subject for emails. `master` marks the one
 * template of its type, sub-type and party that an event's emails and contracts are generated from.
 * `nameKey` and `searchText` are written by the api from `searchKey()`, as for the masters.
 */
export const templates = pgTable(
  'templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    nameKey: text().notNull(),
    searchText: text().notNull().default(''),
    type: text().$type<TemplateType>().notNull(),
    subType: text().$type<TemplateSubType>().notNull(),
    subject: text().notNull().default(''),
    body: text().notNull().default(''),
    /**
     * The party an email template is written for; null for any party. A contract's party is its
     * `subType`, so a contract template leaves this null.
     */
    party: text().$type<DocumentParty>(),
    master: boolean().notNull().default(false),
    /** The language its documents are written in: their dates, amounts and labels follow it. */
    language: text().$type<TemplateLanguage>().notNull().default('es'),
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('templates_name_key_idx').on(t.nameKey),
    index('templates_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('templates_type_sub_type_idx').on(t.type, t.subType),
    uniqueIndex('templates_master_idx')
      .on(t.type, t.subType, sql`coalesce(${t.party}, '')`)
      .where(sql`${t.master}`),
    check('templates_language_check', sql`${t.language} in ('es', 'en')`),
  ],
);

/**
 * The parts of the starter set added after installs were in use (the "Avance" department and its
 * emails, issue 32) that an install has had: each is written once, on the first start that knows
 * it, and a part a person deletes afterwards stays deleted.
 */
export const starterAdditions = pgTable('starter_additions', {
  key: text().primaryKey(),
  installedAt: timestamptz().notNull().defaultNow(),
});
