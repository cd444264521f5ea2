import { type Db, schema } from '@bolo/db';
import { seedDemo } from '@bolo/db/seed-demo';
import { asc } from 'drizzle-orm';
import { ADMIN_ROLE } from '../access';
import { forgetCachedCounts } from '../shared/count-cache';
import { documentGenerator, saveDocument } from './documents/service';
import type { Reader } from './documents/variables';

const { events, eventContracts } = schema;

/** The seed reads the events as the office does: every part, no person's name. */
const seedReader: Reader = {
  role: { name: ADMIN_ROLE, access: [] },
  user: { name: '', lastName: '', email: '' },
};

/** What the office added to the saved contracts, so they read as worked on ("Modificado"). */
const addedClause =
  '<p><strong>Cláusula adicional.</strong> El rider técnico y de hospitalidad firmado por las partes se adjunta como anexo a este contrato.</p>';

/**
 * The artist's contract of the first `count` demo events, saved with a clause of the office's own,
 * so the Contracts tab shows a saved document beside the generated ones. Nothing without a
 * template to generate from (a database whose templates were deleted).
 */
async function saveDemoContracts(db: Db, count: number): Promise<void> {
  const firstEvents = await db.select({ id: events.id }).from(events).orderBy(asc(events.id)).limit(count);
  for (const { id: eventId } of firstEvents) {
    const generated = await documentGenerator(db, eventId, seedReader).generate(
      { type: 'contract', subType: 'artista' },
      'artista',
    );
    if (generated.templateMissing || generated.failure) continue;
    const target = { table: eventContracts, key: { eventId, subType: 'artista' as const } };
    await saveDocument(db, target, generated, { subject: '', body: `${generated.body}${addedClause}` }, null);
  }
}

/** The demo events, added by the running server: its lists count them at once, not seconds later. */
export async function seedDemoEvents(db: Db): Promise<number> {
  const added = await seedDemo(db);
  if (added > 0) await saveDemoContracts(db, 3);
  forgetCachedCounts(db);
  return added;
}
