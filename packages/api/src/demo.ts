import type { Db } from '@bolo/db';
import { seedDemoEvents } from './events';
import { seedDemoInvoices } from './invoices';
import { seedDemoPayments } from './payments';

/**
 * The demo data of a fresh install (`npm run db:seed-demo`, the local control's button): the
 * events, their settlements and contracts, then what the events domain does not know of: the
 * invoices of the settled shows, the payment schedules and payments. Answers the events added
 * (none when the office already has events).
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<number> {
  const added = await seedDemoEvents(db, now);
  if (added > 0) {
    await seedDemoInvoices(db, now);
    await seedDemoPayments(db, now);
  }
  return added;
}
