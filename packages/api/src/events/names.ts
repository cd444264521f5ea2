import { type Db, schema } from '@bolo/db';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { searchKey } from '../shared/search-key';

const { events } = schema;

/** Whether no live event is called `name`, whatever its case or accents (`evento_name_in_use`). */
export async function isEventNameFree(db: Db, name: string, excludeId?: number): Promise<boolean> {
  const conditions: SQL[] = [eq(events.nameKey, searchKey(name))];
  if (excludeId !== undefined) conditions.push(ne(events.id, excludeId));
  const [taken] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(isNull(events.deletedAt), ...conditions))
    .limit(1);
  return !taken;
}
