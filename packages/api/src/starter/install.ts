import { type Db, schema, searchKey } from '@bolo/db';
import { type DepartmentName, departmentNames } from '@bolo/templating';
import { count, eq, notExists, sql } from 'drizzle-orm';
import { createAdvanceTemplate } from '../events';
import { addCompanyImages, companies, departments, signatories } from '../masters';
import type { FileStorage } from '../storage';
import { createTemplate, type TemplateCreateInput, templateCreateInput } from '../templates';
import { starterImages } from './images';
import { starterLanguages } from './languages';
import { starterAdvanceTemplate, starterCompany, starterDepartments, starterSignatory } from './office';
import { starterTemplates } from './templates';

type Named =
  | typeof schema.templates
  | typeof schema.companies
  | typeof schema.departments
  | typeof schema.signatories;

/** The id of the row of `table` named `name`, case and accents aside, if there is one. */
async function idNamed(db: Db, table: Named, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.nameKey, searchKey(name)));
  return row?.id;
}

/** The signatory and the company it signs for, with its pictures and its advance template; each only if its name is free. */
async function installCompany(db: Db, storage: FileStorage): Promise<number> {
  let written = 0;
  let signatoryId = await idNamed(db, schema.signatories, starterSignatory.name);
  if (signatoryId === undefined) {
    signatoryId = (await signatories.service.create(db, signatories.schema.parse(starterSignatory), null)).id;
    written++;
  }
  if (await idNamed(db, schema.companies, starterCompany.name)) return written;
  const company = await companies.service.create(
    db,
    companies.schema.parse({ ...starterCompany, firmanteId: signatoryId }),
    null,
  );
  const empresaId = Number(company.id);
  await addCompanyImages(db, storage, empresaId, null, await starterImages());
  await installAdvanceTemplate(db, empresaId);
  return written + 1;
}

/** The starter advance template, as the default of company `empresaId`. */
const installAdvanceTemplate = (db: Db, empresaId: number) =>
  createAdvanceTemplate(
    db,
    { ...starterAdvanceTemplate, empresaId, items: [...starterAdvanceTemplate.items] },
    null,
  );

/** Gives every company without an advance template the starter one. Answers how many it wrote. */
async function installAdvanceTemplates(db: Db): Promise<number> {
  const { advanceTemplates, companies: companyRows } = schema;
  const bare = await db
    .select({ id: companyRows.id })
    .from(companyRows)
    .where(
      notExists(db.select().from(advanceTemplates).where(eq(advanceTemplates.empresaId, companyRows.id))),
    );
  for (const { id } of bare) await installAdvanceTemplate(db, id);
  return bare.length;
}

async function installDepartments(
  db: Db,
  names: readonly DepartmentName[] = departmentNames,
): Promise<number> {
  let written = 0;
  for (const name of names) {
    const department = starterDepartments[name];
    if (await idNamed(db, schema.departments, department.name)) continue;
    await departments.service.create(db, departments.schema.parse(department), null);
    written++;
  }
  return written;
}

async function installTemplates(
  db: Db,
  wanted: (template: TemplateCreateInput) => boolean = () => true,
): Promise<number> {
  let written = 0;
  for (const template of starterLanguages.flatMap(starterTemplates).filter(wanted)) {
    if (await idNamed(db, schema.templates, template.name)) continue;
    await createTemplate(db, templateCreateInput.parse(template), null);
    written++;
  }
  return written;
}

/**
 * The parts of the starter set that came after installs were in use, each under a key of its own.
 * An install in use gets each once, what is missing of it by name; a fresh one has them in the set.
 */
const starterAdditions: readonly { key: string; install: (db: Db) => Promise<number> }[] = [
  {
    key: 'avance-department',
    install: async (db) =>
      (await installDepartments(db, ['avance'])) +
      (await installTemplates(db, (template) => template.type === 'email' && template.subType === 'avance')),
  },
  { key: 'advance-template', install: installAdvanceTemplates },
];

/** Writes the additions this install has not had (none on a fresh one: the set has them) and records them. */
async function installAdditions(db: Db, fresh: boolean): Promise<number> {
  const had = new Set(
    (await db.select({ key: schema.starterAdditions.key }).from(schema.starterAdditions)).map(
      (row) => row.key,
    ),
  );
  let written = 0;
  for (const addition of starterAdditions.filter(({ key }) => !had.has(key))) {
    if (!fresh) written += await addition.install(db);
    await db.insert(schema.starterAdditions).values({ key: addition.key });
  }
  return written;
}

/**
 * Writes the starter set: what is missing of it by name, so a second run adds nothing. The rows
 * are nobody's (`createdBy` null): the install wrote them, not a person. Answers how many rows
 * it wrote (43 on an empty database).
 */
export async function installStarterSet(db: Db, storage: FileStorage): Promise<number> {
  return (await installCompany(db, storage)) + (await installDepartments(db)) + (await installTemplates(db));
}

/** Any number, the same in every process: the lock two servers starting together take in turn. */
const STARTER_LOCK = 19_001;

/**
 * At a start on a database nobody has used yet (no user: the first administrator is made right
 * after), installs the starter set. Once someone has used it, never again: what a person deleted
 * stays deleted; only a part added to the set since (`starterAdditions`) is written, once. A start
 * stopped half-way finishes the set at the next one. Answers how many rows it wrote.
 */
export async function ensureStarterSet(db: Db, storage: FileStorage): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTER_LOCK})`);
    const [users] = await tx.select({ n: count() }).from(schema.users);
    const fresh = (users?.n ?? 0) === 0;
    const written = fresh ? await installStarterSet(tx, storage) : 0;
    return written + (await installAdditions(tx, fresh));
  });
}
