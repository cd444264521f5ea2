import type { Db } from '@bolo/db';
import { seedDemo } from '@bolo/db/seed-demo';
import { forgetCachedCounts } from '../shared/count-cache';

/** The demo events, added by the running server: its lists count them at once, not seconds later. */
export async function seedDemoEvents(db: Db): Promise<number> {
  const added = await seedDemo(db);
  forgetCachedCounts(db);
  return added;
}
