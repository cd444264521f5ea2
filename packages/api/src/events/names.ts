import { type Db, schema } from '@bolo/db';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { AppError } from '../shared/errors';
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

/** The longest name an event may have. */
export const MAX_EVENT_NAME = 200;

/** "14/03/2027": the day a show of a run adds to its name. */
export const nameDay = (day: string) => day.split('-').reverse().join('/');

/** The name itself if free, else with " (2)", " (3)" … : the first that no live event has. */
export async function freeEventName(db: Db, name: string): Promise<string> {
  for (let n = 1; n < 1_000; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const candidate = `${name.slice(0, MAX_EVENT_NAME - suffix.length)}${suffix}`;
    if (await isEventNameFree(db, candidate)) return candidate;
  }
  throw new AppError('evento_name_in_use');
}
