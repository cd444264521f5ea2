import { type Db, schema } from '@bolo/db';
import { and, asc, eq, ne } from 'drizzle-orm';
import { requireCompany } from '../../masters';
import { AppError } from '../../shared/errors';
import { insertedOnce, nextVersion } from '../store';
import type { TemplateCreateInput, TemplateOutput, TemplateUpdateInput } from './schemas';

const { advanceTemplates } = schema;

const columns = {
  id: advanceTemplates.id,
  version: advanceTemplates.version,
  empresaId: advanceTemplates.empresaId,
  name: advanceTemplates.name,
  isDefault: advanceTemplates.isDefault,
  items: advanceTemplates.items,
};

/** A company's advance templates (every company's without one), by name. */
export function listTemplates(db: Db, empresaId?: number): Promise<TemplateOutput[]> {
  return db
    .select(columns)
    .from(advanceTemplates)
    .where(empresaId === undefined ? undefined : eq(advanceTemplates.empresaId, empresaId))
    .orderBy(asc(advanceTemplates.name), asc(advanceTemplates.id));
}

async function templateOf(db: Db, id: number): Promise<TemplateOutput> {
  const [row] = await db.select(columns).from(advanceTemplates).where(eq(advanceTemplates.id, id));
  if (!row) throw new AppError('not_found');
  return row;
}

/** A company's one default: marking a template so unmarks the one that was (`id`: the template marked, if it exists). */
async function keepOneDefault(db: Db, template: { id?: number; empresaId: number }, actorId: number | null) {
  await db
    .update(advanceTemplates)
    .set({ isDefault: false, ...nextVersion(advanceTemplates, actorId) })
    .where(
      and(
        eq(advanceTemplates.empresaId, template.empresaId),
        eq(advanceTemplates.isDefault, true),
        template.id === undefined ? undefined : ne(advanceTemplates.id, template.id),
      ),
    );
}

export async function createTemplate(
  db: Db,
  input: TemplateCreateInput,
  actorId: number | null,
): Promise<TemplateOutput> {
  const id = await db.transaction(async (tx) => {
    await requireCompany(tx, input.empresaId);
    if (input.isDefault) await keepOneDefault(tx, { empresaId: input.empresaId }, actorId);
    // a default made at the same moment by someone else takes the company's one place first
    const [row] = await insertedOnce(() =>
      tx
        .insert(advanceTemplates)
        .values({ ...input, createdBy: actorId, updatedBy: actorId })
        .returning({ id: advanceTemplates.id }),
    );
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
  return templateOf(db, id);
}

/** Changes the fields given of a template, if it is still at the version read. */
export async function updateTemplate(
  db: Db,
  { id, version, ...fields }: TemplateUpdateInput,
  actorId: number,
): Promise<TemplateOutput> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(advanceTemplates).where(eq(advanceTemplates.id, id)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.version !== version) throw new AppError('version_conflict');
    const empresaId = fields.empresaId ?? row.empresaId;
    if (fields.empresaId !== undefined) await requireCompany(tx, empresaId);
    // a default moved to another company unmarks that company's
    if (fields.isDefault ?? row.isDefault) await keepOneDefault(tx, { id, empresaId }, actorId);
    await insertedOnce(() =>
      tx
        .update(advanceTemplates)
        .set({ ...fields, ...nextVersion(advanceTemplates, actorId) })
        .where(eq(advanceTemplates.id, id)),
    );
  });
  return templateOf(db, id);
}

export async function deleteTemplate(db: Db, input: { id: number; version: number }): Promise<{ ok: true }> {
  const [deleted] = await db
    .delete(advanceTemplates)
    .where(and(eq(advanceTemplates.id, input.id), eq(advanceTemplates.version, input.version)))
    .returning({ id: advanceTemplates.id });
  if (!deleted) {
    await templateOf(db, input.id);
    throw new AppError('version_conflict');
  }
  return { ok: true };
}
