import {
  type Db,
  type DocumentParty,
  schema,
  type TemplateLanguage,
  type TemplateSubType,
  type TemplateType,
  templateTypes,
} from '@bolo/db';
import {
  checkTemplatesOnThread,
  type Locale,
  placeholderOf,
  renderTemplatesOnThread,
  sizeCheck,
  TEMPLATE_LIMITS,
  type TemplateCheck,
  TemplatesError,
  type TemplateVariables,
  variableGroups,
} from '@bolo/templating';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { answeredColumns, masterService } from '../masters';
import { AppError } from '../shared/errors';
import { type Limit, takeSlots } from '../shared/rate-counter';
import { templatePool } from '../shared/render-pool';
import { OFFICE_TIME_ZONE } from '../shared/time-zone';
import { masterFor, type TemplateKind } from './kinds';
import type {
  PreviewInput,
  TemplateCreateInput,
  TemplateListInput,
  TemplateRow,
  TemplateUpdateInput,
} from './schemas';

const { templates } = schema;

const isType = (tipo: string): tipo is TemplateType => (templateTypes as readonly string[]).includes(tipo);

/** The generic verbs (list, find, latest, by name, create, update, delete) as for the masters. */
const generic = masterService({
  key: 'template',
  table: templates,
  searchFields: ['name', 'subject'],
  filters: { type: templates.type, subType: templates.subType },
  errors: { notFound: 'plantilla_email_not_found', nameInUse: 'name_plantilla_email_already_exists' },
});

type Failed = Extract<TemplateCheck, { ok: false }>;
const fields = ['subject', 'body'] as const;
type Field = (typeof fields)[number];

/** Where a template failed, as the `plantilla_not_valid` text says it. */
const failureParams = (field: Field, check: Failed) => ({
  where: {
    es: `${field === 'subject' ? 'asunto' : 'cuerpo'}${check.line === null ? '' : `, línea ${check.line}`}`,
    en: `${field}${check.line === null ? '' : `, line ${check.line}`}`,
  },
  reason: check.reason,
});

const refusalCodes = {
  not_valid: 'plantilla_not_valid',
  too_complex: 'plantilla_too_complex',
  too_large: 'plantilla_too_large',
} as const;

/** A template's failure as the catalogue's error: too large, too complex for the render budget, or not valid. */
export const templateRefusal = (field: Field, check: Failed) =>
  new AppError(refusalCodes[check.failure ?? 'not_valid'], { params: failureParams(field, check) });

/**
 * The field of [subject, body] a `TemplatesError` names; a thread stopped for time was on the body
 * (a subject of 500 characters cannot take seconds).
 */
const fieldOf = (error: TemplatesError): Field => fields[error.index] ?? 'body';

/** Runs template work of [subject, body] on a template thread, a failure as the catalogue's error. */
async function onTemplateThread<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await templatePool.run(work);
  } catch (error) {
    if (error instanceof TemplatesError) throw templateRefusal(fieldOf(error), error.check);
    throw error;
  }
}

/** The first of subject and body (missing: empty) that does not compile, or null when both do. */
async function templateProblem(input: { subject?: string; body?: string }) {
  try {
    await templatePool.run(() => checkTemplatesOnThread(fields.map((field) => input[field] ?? '')));
    return null;
  } catch (error) {
    if (error instanceof TemplatesError) return { field: fieldOf(error), check: error.check };
    throw error;
  }
}

/** Refuses a subject or body that does not compile, with its line and reason. */
async function refuseBroken(input: { subject?: string; body?: string }): Promise<void> {
  const problem = await templateProblem(input);
  if (problem) throw templateRefusal(problem.field, problem.check);
}

/**
 * How often one user may ask for a template's preview, and for its check, a minute: the editor
 * asks for both 400 ms after the last key, so someone typing stays well under it.
 */
export const templateWorkLimit: Limit = { max: 60, windowMs: 60_000 };

/**
 * The largest request a template's text comes in: twice `TEMPLATE_LIMITS.chars` in bytes, room
 * for accents and JSON's escapes. A larger one could only carry a template past its limits, so the
 * server refuses it from its head, before its thread reads and parses the JSON (`maxBody`).
 */
export const templateBodyBound = {
  bytes: 2 * TEMPLATE_LIMITS.chars,
  tooLarge: () =>
    new AppError('plantilla_too_large', {
      params: {
        where: { es: 'petición', en: 'request' },
        reason: {
          es: `pasa de ${((2 * TEMPLATE_LIMITS.chars) / 1000).toLocaleString('es-ES')} kB`,
          en: `it is over ${((2 * TEMPLATE_LIMITS.chars) / 1000).toLocaleString('en-GB')} kB`,
        },
      },
    }),
};

/** The first of subject and body past `TEMPLATE_LIMITS`, or null: one pass over each, on this thread. */
function sizeProblem(input: { subject?: string; body?: string }) {
  for (const field of fields) {
    const check = sizeCheck(input[field] ?? '');
    if (!check.ok) return { field, check };
  }
  return null;
}

const takeTemplateWork = (db: Db, userId: number, work: 'preview' | 'check') =>
  takeSlots(db, [{ key: `template-${work}:${userId}`, limit: templateWorkLimit }]);

/**
 * Starts one of `userId`'s previews: a subject or body past `TEMPLATE_LIMITS` is refused at once
 * (refusing it costs less than counting it in the database), else one of the minute's is taken or
 * `rate_limited` refuses.
 */
export async function startPreview(
  db: Db,
  userId: number,
  input: { subject?: string; body?: string },
): Promise<void> {
  const problem = sizeProblem(input);
  if (problem) throw templateRefusal(problem.field, problem.check);
  await takeTemplateWork(db, userId, 'preview');
}

/** One master template per type, sub-type and party: the one an event's documents start from. */
async function refuseSecondMaster(
  db: Db,
  row: TemplateKind & { party?: DocumentParty | null },
  exceptId?: number,
) {
  const conditions = [
    eq(templates.master, true),
    eq(templates.type, row.type),
    eq(templates.subType, row.subType),
    row.party ? eq(templates.party, row.party) : isNull(templates.party),
  ];
  if (exceptId !== undefined) conditions.push(ne(templates.id, exceptId));
  const [other] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(...conditions))
    .limit(1);
  if (other) throw new AppError('tipo_plantilla_email_already_exists');
}

export const listTemplates = (db: Db, { type, subType, ...input }: TemplateListInput) =>
  generic.list(db, input, { type, subType });
export const latestTemplates = (db: Db) => generic.latest(db) as Promise<TemplateRow[]>;
export const templatesByName = (db: Db, name: string) => generic.byName(db, name) as Promise<TemplateRow[]>;
export const findTemplate = (db: Db, id: number) => generic.find(db, id) as Promise<TemplateRow>;
export const deleteTemplate = (db: Db, id: number) => generic.remove(db, id);

/** Saves a new template, refused when its subject or body does not compile (with line and reason). */
export async function createTemplate(
  db: Db,
  input: TemplateCreateInput,
  actorId: number | null,
): Promise<TemplateRow> {
  await refuseBroken(input);
  if (input.master) await refuseSecondMaster(db, input);
  return (await generic.create(db, input, actorId)) as TemplateRow;
}

/** Saves the fields given at the version read, refused like a create when it does not compile. */
export async function updateTemplate(
  db: Db,
  input: TemplateUpdateInput,
  actorId: number,
): Promise<TemplateRow> {
  await refuseBroken(input);
  const current = await findTemplate(db, input.id);
  const next = { ...current, ...input };
  if (next.master) await refuseSecondMaster(db, next, current.id);
  return (await generic.update(db, input, actorId)) as TemplateRow;
}

const ordered = (db: Db) =>
  db.select(answeredColumns(templates)).from(templates).orderBy(asc(templates.nameKey), asc(templates.id));

/** The templates of any of the types or sub-types named (spec §7 `type`), by name. */
export async function templatesOfTypes(
  db: Db,
  tipos: (TemplateType | TemplateSubType)[],
): Promise<TemplateRow[]> {
  if (tipos.length === 0) throw new AppError('mandatory_list_tipo_plantilla');
  const types = tipos.filter(isType);
  const subTypes = tipos.filter((tipo): tipo is TemplateSubType => !isType(tipo));
  return ordered(db).where(or(inArray(templates.type, types), inArray(templates.subType, subTypes)));
}

/** Every master template (spec §7 `listMaster`). */
export async function masterTemplates(db: Db): Promise<TemplateRow[]> {
  return ordered(db).where(eq(templates.master, true));
}

/** The master template of a type and sub-type (spec §7 `model`), for `party` when given. */
export async function modelTemplate(
  db: Db,
  kind: TemplateKind & { party?: DocumentParty },
): Promise<TemplateRow> {
  const masters = await ordered(db).where(
    and(eq(templates.master, true), eq(templates.type, kind.type), eq(templates.subType, kind.subType)),
  );
  const row = masterFor(masters, kind, kind.party ?? null);
  if (!row) throw new AppError('plantilla_email_not_found');
  return row;
}

/** The first of "name (copia)", "name (copia 2)" … that no template has. */
async function copyName(db: Db, name: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = `${name} (copia${n === 1 ? '' : ` ${n}`})`;
    if (await generic.isNameFree(db, candidate)) return candidate;
  }
}

/** A copy of template `id` under `name` (or "… (copia)"), in its language, never the master: one master a kind. */
export async function duplicateTemplate(
  db: Db,
  input: { id: number; name?: string },
  actorId: number,
): Promise<TemplateRow> {
  const source = await findTemplate(db, input.id);
  // Room for " (copia N)" within the 200 characters of a name.
  const name = input.name ?? (await copyName(db, source.name.slice(0, 185)));
  const { type, subType, party, subject, body, language } = source;
  return (await generic.create(
    db,
    { name, type, subType, party, subject, body, language, master: false },
    actorId,
  )) as TemplateRow;
}

/** The catalogue of variable groups (spec §7 `getPropsSystem`), with what the picker inserts. */
export const variableCatalogue = () =>
  variableGroups.map((group) => ({
    key: group.key,
    label: group.label,
    variables: group.variables.map((variable) => ({
      ...variable,
      placeholder: placeholderOf(group.key, variable),
    })),
  }));

/**
 * Renders a template's subject and body on a template thread; a template that fails (a row field
 * it names that is not there, or past the budget) is refused with the field, not a 500.
 */
export async function renderOrRefuse(
  source: { subject: string; body: string },
  variables: TemplateVariables,
  reader: { locale: Locale },
): Promise<{ subject: string; body: string }> {
  const options = { locale: reader.locale, timeZone: OFFICE_TIME_ZONE };
  const [subject = '', body = ''] = await onTemplateThread(() =>
    renderTemplatesOnThread([source.subject, source.body], variables, options),
  );
  return { subject, body };
}

/**
 * A template rendered against the `variables` of an event (or the catalogue's samples) in the
 * template's language, as its documents will read: the saved one (`templateId`) or the one being
 * edited (`subject`, `body`, `language`). The variables are asked for once the template is found
 * and compiles.
 */
export async function previewTemplate(
  db: Db,
  input: PreviewInput,
  variablesOf: (language: TemplateLanguage) => Promise<TemplateVariables>,
) {
  const source = 'templateId' in input ? await findTemplate(db, input.templateId) : input;
  await refuseBroken(source);
  return renderOrRefuse(source, await variablesOf(source.language), { locale: source.language });
}

/**
 * Whether a subject and body compile, and where and why not, in the reader's language (the
 * editor's live check): one of `userId`'s checks of the minute, unless the size already answers.
 */
export async function checkTemplateText(
  db: Db,
  userId: number,
  input: { subject: string; body: string },
  locale: Locale,
) {
  let problem = sizeProblem(input);
  if (!problem) {
    await takeTemplateWork(db, userId, 'check');
    problem = await templateProblem(input);
  }
  if (!problem) return { ok: true as const };
  return {
    ok: false as const,
    field: problem.field,
    line: problem.check.line,
    message: problem.check.reason[locale],
  };
}
