import { type Db, type DocumentParty, schema, type TemplateLanguage } from '@bolo/db';
import { getOrMake, type TemplateVariables } from '@bolo/templating';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Services, SignedIn } from '../../context';
import { AppError } from '../../shared/errors';
import { createTemplate, renderOrRefuse, type TemplateKind } from '../../templates';
import { insertedOnce, liveEvent, nextVersion } from '../store';
import {
  type DocumentState,
  type DocumentText,
  documentState,
  type Generated,
  generationFailure,
  refuseStaleVersion,
  resetColumns,
  type StoredDocument,
  savedColumns,
  usableGenerated,
} from './state';
import {
  chooseTemplate,
  type DocumentKind,
  documentTemplates,
  templateForDocument,
  templateLanguageOf,
} from './templates';
import { eventVariables, type Reader, readerOf } from './variables';

const { templates, eventEmails, eventContracts } = schema;

/** The tables of an event's documents: they share the columns of spec §3 Email and Contract. */
export type DocumentTable = typeof eventEmails | typeof eventContracts;
export type DocumentRow<T extends DocumentTable> = T['$inferSelect'];

/** Who works on an event's documents, and with what. */
export interface DocumentsCaller {
  db: Db;
  services: Pick<Services, 'storage' | 'publicUrl' | 'linkSecret'>;
  reader: Reader;
  actorId: number;
}

export const callerOf = (ctx: SignedIn): DocumentsCaller => ({
  db: ctx.db,
  services: ctx.services,
  reader: readerOf(ctx),
  actorId: ctx.auth.user.id,
});

const noTemplate: Generated = {
  subject: '',
  body: '',
  plantillaId: null,
  plantillaName: null,
  templateMissing: true,
};

/**
 * Generates an event's documents from the templates the event chose for them (the masters for
 * those it did not), as `reader` may see the event, with the contracts' open share `links`
 * (`eventShareLinks`) in `linkShare` and the day sheet's `daySheetUrl` in `hojaDeRuta`. Made once per request: the templates are read once, and the
 * variables once per party, however many documents are generated.
 */
export function documentGenerator(
  db: Db,
  eventId: number,
  reader: Reader,
  links: Partial<Record<DocumentParty, string>> | Promise<Partial<Record<DocumentParty, string>>> = {},
  daySheetUrl?: Promise<string | undefined>,
) {
  let sources: ReturnType<typeof documentTemplates> | undefined;
  const variables = new Map<string, Promise<TemplateVariables>>();
  const variablesOf = (party: DocumentParty, language: TemplateLanguage = 'es') =>
    getOrMake(variables, `${party} ${language}`, async () =>
      eventVariables(db, eventId, reader, {
        party,
        language,
        links: await links,
        daySheetUrl: await daySheetUrl,
      }),
    );
  const templateOf = async (kind: TemplateKind, party: DocumentParty) => {
    sources ??= documentTemplates(db, eventId);
    const { choices, masters } = await sources;
    return templateForDocument(choices, masters, { kind, party });
  };

  /**
   * What the event's template of `kind` gives for `party`, in the template's language (its dates,
   * amounts and labels, whoever opens the tab); empty when the kind has no template.
   */
  async function generate(kind: TemplateKind, party: DocumentParty): Promise<Generated> {
    const template = await templateOf(kind, party);
    // read even without a template: a deleted event is refused either way
    const values = await variablesOf(party, template?.language);
    if (!template) return noTemplate;
    const from = { plantillaId: template.id, plantillaName: template.name, templateMissing: false };
    try {
      return { ...(await renderOrRefuse(template, values, { locale: template.language })), ...from };
    } catch (error) {
      // One document whose template fails for this event shows its error; the others still render.
      const failure = error instanceof AppError ? generationFailure(error) : null;
      if (!failure) throw error;
      return { subject: '', body: '', ...from, failure };
    }
  }
  return { generate };
}
export type DocumentGenerator = ReturnType<typeof documentGenerator>;

/** The columns of `table` read with the name of the template each row came from. */
const storedColumns = <T extends DocumentTable>(table: T) => ({
  row: table,
  plantillaName: templates.name,
});

/**
 * The stored documents of `table` matching `where` (the event and, for one document, its kind),
 * each with the name of its template (null once deleted).
 */
export async function storedDocuments<T extends DocumentTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
): Promise<(DocumentRow<T> & { plantillaName: string | null })[]> {
  const rows = await db
    .select(storedColumns(table as DocumentTable))
    .from(table as DocumentTable)
    .leftJoin(templates, eq(table.plantillaId, templates.id))
    .where(where);
  return rows.map(({ row, plantillaName }) => ({ ...(row as DocumentRow<T>), plantillaName }));
}

/** The stored rule-relevant columns of a row of either table (a contract has no subject). */
export const asStored = (
  row: DocumentRow<DocumentTable> & { plantillaName: string | null },
): StoredDocument => ({
  id: row.id,
  save: row.save,
  subject: 'subject' in row ? row.subject : '',
  body: row.body,
  plantillaId: row.plantillaId,
  plantillaName: row.plantillaName,
  version: row.version,
  updatedAt: row.updatedAt,
});

/** A document's state from its stored row (or none) and what its template gives now. */
export const stateOf = (
  row: (DocumentRow<DocumentTable> & { plantillaName: string | null }) | null,
  generated: Generated,
): DocumentState => documentState(row ? asStored(row) : null, generated);

/** Only the columns `table` has: a contract's write leaves out the email's subject. */
function columnsOf<T extends DocumentTable>(table: T, values: Record<string, unknown>) {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(values).filter(([name]) => Object.hasOwn(columns, name)));
}

/** One document of an event, as the write functions find and create it. */
export interface DocumentTarget<T extends DocumentTable> {
  table: T;
  /** The event and the kind that name the one row (`eventId`, `subType`, and `type` for emails). */
  key: Partial<T['$inferInsert']> & { eventId: number; subType: DocumentParty };
}

/** The conditions naming the row of `target`. */
export function whereOf<T extends DocumentTable>(target: DocumentTarget<T>): SQL | undefined {
  const columns = getTableColumns(target.table) as Record<string, Parameters<typeof eq>[0]>;
  return and(
    ...Object.entries(target.key).map(([name, value]) => {
      const column = columns[name];
      if (!column) throw new Error(`no column ${name}`);
      return eq(column, value);
    }),
  );
}

/** The stored row of `target`, or null when the document was never stored. */
export async function findStored<T extends DocumentTable>(db: Db, target: DocumentTarget<T>) {
  const [row] = await storedDocuments(db, target.table, whereOf(target));
  return row ?? null;
}

/**
 * Writes `values` to the document's row at the version read: updates it when stored, or creates
 * it with its key. A row changed or created meanwhile by someone else is a `version_conflict`.
 */
export async function writeDocument<T extends DocumentTable>(
  db: Db,
  target: DocumentTarget<T>,
  stored: { id: number; version: number } | null,
  values: Record<string, unknown>,
  actorId: number | null,
): Promise<DocumentRow<T>> {
  const table = target.table as DocumentTable;
  const columns = columnsOf(table, values);
  const [row] = stored
    ? await db
        .update(table)
        .set({ ...columns, ...nextVersion(table, actorId) })
        .where(and(eq(table.id, stored.id), eq(table.version, stored.version)))
        .returning()
    : await insertedOnce(() =>
        db
          .insert(table)
          .values({ ...columns, ...target.key, createdBy: actorId, updatedBy: actorId } as never)
          .returning(),
      );
  if (!row) throw new AppError('version_conflict');
  return row as DocumentRow<T>;
}

/** What a save of one document gives: its text, and the columns of its own kind (recipients …). */
export interface DocumentSave extends DocumentText {
  version?: number;
  /** Columns of the document's own table written with the text. */
  columns?: object;
}

/**
 * Saves a document's text at the version read (spec §3 `save`): its text stays as saved from now
 * on. Run it in the caller's transaction; the event must be live.
 */
export async function saveDocument<T extends DocumentTable>(
  db: Db,
  target: DocumentTarget<T>,
  generated: Generated,
  input: DocumentSave,
  /** Null: saved by the demo seed, not by a person. */
  actorId: number | null,
): Promise<DocumentRow<T> & { plantillaName: string | null }> {
  await liveEvent(db, target.key.eventId);
  const stored = await findStored(db, target);
  refuseStaleVersion(stored, input.version);
  const text = { subject: input.subject, body: input.body };
  const values = { ...input.columns, ...savedColumns(text, generated, stored && asStored(stored)) };
  await writeDocument(db, target, stored, values, actorId);
  return requireStored(db, target);
}

/**
 * Puts a document back to what the template gives (and, through `columns`, its generated
 * recipients …), not saved, so it follows the event again. A document never stored has nothing to
 * reset. What it holds besides its text (sent state, annexes, share links) stays.
 */
export async function resetDocument<T extends DocumentTable>(
  db: Db,
  target: DocumentTarget<T>,
  generated: Generated,
  columns: object,
  actorId: number,
): Promise<(DocumentRow<T> & { plantillaName: string | null }) | null> {
  await liveEvent(db, target.key.eventId);
  const stored = await findStored(db, target);
  if (!stored) return null;
  await writeDocument(
    db,
    target,
    stored,
    { ...columns, ...resetColumns(usableGenerated(generated)) },
    actorId,
  );
  return requireStored(db, target);
}

async function requireStored<T extends DocumentTable>(db: Db, target: DocumentTarget<T>) {
  const row = await findStored(db, target);
  if (!row) throw new Error('the document was not written');
  return row;
}

/**
 * "New template from this document": a template of the document's kind, for its party when an
 * email, not master, whose subject and body are the document's text, in the language of the
 * template that text came from (`plantillaId`); the document is generated from it in this event
 * from now on. A name already taken is `name_plantilla_email_already_exists`.
 */
export async function templateFromDocument(
  db: Db,
  eventId: number,
  document: DocumentKind,
  input: DocumentText & { name: string; plantillaId: number | null },
  actorId: number,
): Promise<{ id: number }> {
  const { name, subject, body, plantillaId } = input;
  const { kind, party } = document;
  return db.transaction(async (tx) => {
    const language = await templateLanguageOf(tx, plantillaId);
    const template = { ...kind, party: kind.type === 'email' ? party : null, name, subject, body, language };
    const { id } = await createTemplate(tx, { ...template, master: false }, actorId);
    await chooseTemplate(tx, eventId, document, id);
    return { id };
  });
}

/** Gives a document of live event `eventId` template `templateId` (see `chooseTemplate`). */
export async function chooseDocumentTemplate(
  db: Db,
  eventId: number,
  document: DocumentKind,
  templateId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await liveEvent(tx, eventId);
    await chooseTemplate(tx, eventId, document, templateId);
  });
}
