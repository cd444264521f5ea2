import type { Db } from '@bolo/db';
import { seedDemoEvents } from './events';
import { seedDemoPayments } from './payments';

/**
 * The demo data (`npm run db:seed-demo`, the local control's button): the events, then their
 * payment schedules and payments, which the events domain does not know of. Answers the events added.
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<number> {
  const added = await seedDemoEvents(db, now);
  if (added > 0) await seedDemoPayments(db, now);
  return added;
}
