import type { Db } from '@bolo/db';
import { seedDemoEvents } from './events';
import { seedDemoInvoices } from './invoices';

/**
 * The demo data of a fresh install (`npm run db:seed-demo`): the events, their settlements and
 * contracts, then the invoices of the settled shows. Answers the events added (none when the
 * office already has events).
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<number> {
  const added = await seedDemoEvents(db, now);
  if (added > 0) await seedDemoInvoices(db, now);
  return added;
}
