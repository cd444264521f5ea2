import {
  type Db,
  type DocumentKey,
  type DocumentParty,
  documentKeys,
  documentKindOf,
  schema,
  type TemplateLanguage,
  type TemplateType,
} from '@bolo/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import { fitsDocument, masterFor, type TemplateKind } from '../../templates';

const { templates, eventTemplates } = schema;
type Template = typeof templates.$inferSelect;
type Choice = typeof eventTemplates.$inferSelect;

/** The template of each document an event was created with or given since (the draft's `plantillas`). */
export type TemplateChoices = Partial<Record<DocumentKey, number>>;

/** What a document is generated from: its template kind and the party it is for. */
export interface DocumentKind {
  kind: TemplateKind;
  party: DocumentParty;
}

/**
 * The template a document is generated from: the one the event chose for it, while it exists,
 * else the master of its kind for its party.
 */
export function templateForDocument(
  choices: readonly (Choice & { template: Template | null })[],
  masters: readonly Template[],
  { kind, party }: DocumentKind,
): Template | null {
  const chosen = choices.find(
    (c) => c.type === kind.type && c.subType === kind.subType && c.party === party,
  )?.template;
  return chosen ?? masterFor(masters, kind, party);
}

/** The event's choices, each with its template (null once deleted), and every master. */
export async function documentTemplates(db: Db, eventId: number) {
  const choices = await db
    .select({ choice: eventTemplates, template: templates })
    .from(eventTemplates)
    .leftJoin(templates, eq(eventTemplates.templateId, templates.id))
    .where(eq(eventTemplates.eventId, eventId));
  const masters = await db.select().from(templates).where(eq(templates.master, true));
  return { choices: choices.map(({ choice, template }) => ({ ...choice, template })), masters };
}

/**
 * The language of template `id`, which a document's text was written from: Spanish when it has
 * none (a document never generated) or the template is gone.
 */
export async function templateLanguageOf(db: Db, id: number | null): Promise<TemplateLanguage> {
  if (id === null) return 'es';
  const [template] = await db
    .select({ language: templates.language })
    .from(templates)
    .where(eq(templates.id, id));
  return template?.language ?? 'es';
}

/** Template `id`, refused unless it exists and fits the document. */
async function fittingTemplate(db: Db, id: number, document: DocumentKind): Promise<Template> {
  const [template] = await db.select().from(templates).where(eq(templates.id, id));
  if (!template) throw new AppError('plantilla_email_not_found');
  if (!fitsDocument(template, document.kind, document.party))
    throw new AppError('plantilla_not_for_document');
  return template;
}

const documentOf = (key: DocumentKey): DocumentKind => {
  const { type, subType, party } = documentKindOf(key);
  return { kind: { type, subType }, party };
};

/**
 * Records the templates of a new event's documents: those of the draft's `plantillas` (each must
 * fit its document), and for the rest the master of each kind and party now, so that moving the
 * master mark later does not change this event's documents. Run in the creation's transaction.
 */
export async function chooseTemplatesAtCreation(
  db: Db,
  eventId: number,
  plantillas: TemplateChoices = {},
): Promise<void> {
  const masters = await db.select().from(templates).where(eq(templates.master, true));
  const rows = [];
  for (const key of documentKeys) {
    const document = documentOf(key);
    const given = plantillas[key];
    const template =
      given === undefined
        ? masterFor(masters, document.kind, document.party)
        : await fittingTemplate(db, given, document);
    if (template) rows.push({ eventId, ...document.kind, party: document.party, templateId: template.id });
  }
  if (rows.length > 0) await db.insert(eventTemplates).values(rows);
}

/** A duplicated event starts from the same templates as its source. */
export async function copyTemplateChoices(db: Db, fromEventId: number, toEventId: number): Promise<void> {
  const rows = await db.select().from(eventTemplates).where(eq(eventTemplates.eventId, fromEventId));
  if (rows.length === 0) return;
  await db
    .insert(eventTemplates)
    .values(rows.map(({ id: _id, eventId: _eventId, ...choice }) => ({ ...choice, eventId: toEventId })));
}

/**
 * Makes template `templateId` the one document `document` of event `eventId` is generated from (the
 * Emails and Contracts tabs). A document never saved follows it at once; a saved one keeps its text
 * until it is reset.
 */
export async function chooseTemplate(
  db: Db,
  eventId: number,
  document: DocumentKind,
  templateId: number,
): Promise<void> {
  await fittingTemplate(db, templateId, document);
  const choice = { eventId, ...document.kind, party: document.party };
  await db
    .insert(eventTemplates)
    .values({ ...choice, templateId })
    .onConflictDoUpdate({
      target: [eventTemplates.eventId, eventTemplates.type, eventTemplates.subType, eventTemplates.party],
      set: { templateId },
    });
}

/** The templates of `type` a document may be given, by name: what the tabs and the creation form offer. */
export const templatesOfType = (db: Db, type: TemplateType) =>
  db
    .select({
      id: templates.id,
      name: templates.name,
      type: templates.type,
      subType: templates.subType,
      party: templates.party,
      master: templates.master,
    })
    .from(templates)
    .where(eq(templates.type, type))
    .orderBy(templates.nameKey);
