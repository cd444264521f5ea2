import { type Db, schema, searchKey } from '@bolo/db';
import { count, eq, sql } from 'drizzle-orm';
import { createAdvanceTemplate } from '../events';
import { addCompanyImages, companies, departments, signatories } from '../masters';
import type { FileStorage } from '../storage';
import { createTemplate, templateCreateInput } from '../templates';
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
  await createAdvanceTemplate(
    db,
    { ...starterAdvanceTemplate, empresaId, items: [...starterAdvanceTemplate.items] },
    null,
  );
  return written + 1;
}

async function installDepartments(db: Db): Promise<number> {
  let written = 0;
  for (const department of Object.values(starterDepartments)) {
    if (await idNamed(db, schema.departments, department.name)) continue;
    await departments.service.create(db, departments.schema.parse(department), null);
    written++;
  }
  return written;
}

async function installTemplates(db: Db): Promise<number> {
  let written = 0;
  for (const template of starterLanguages.flatMap(starterTemplates)) {
    if (await idNamed(db, schema.templates, template.name)) continue;
    await createTemplate(db, templateCreateInput.parse(template), null);
    written++;
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
 * stays deleted. A start stopped half-way finishes the set at the next one. Answers how many
 * rows it wrote.
 */
export async function ensureStarterSet(db: Db, storage: FileStorage): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTER_LOCK})`);
    const [users] = await tx.select({ n: count() }).from(schema.users);
    if ((users?.n ?? 0) > 0) return 0;
    return installStarterSet(tx, storage);
  });
}
