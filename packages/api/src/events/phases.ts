import { type Db, schema } from '@bolo/db';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../shared/errors';
import { nextVersion } from './store';

const { eventPhases } = schema;

/** The phases fase0 … fase6 in order, with their labels and colours. */
export const listPhases = (db: Db) => db.select().from(eventPhases).orderBy(asc(eventPhases.position));

/** An administrator's new label or colour for a phase, at the version read. */
export async function updatePhase(
  db: Db,
  {
    key,
    version,
    ...changes
  }: { key: string; version: number; labelEs?: string; labelEn?: string; color?: string },
  actorId: number,
) {
  const [updated] = await db
    .update(eventPhases)
    .set({ ...changes, ...nextVersion(eventPhases, actorId) })
    .where(and(eq(eventPhases.key, key), eq(eventPhases.version, version)))
    .returning();
  if (updated) return updated;
  const [exists] = await db
    .select({ key: eventPhases.key })
    .from(eventPhases)
    .where(eq(eventPhases.key, key));
  throw new AppError(exists ? 'version_conflict' : 'not_found');
}
