import { type Db, schema } from '@bolo/db';
import { eq } from 'drizzle-orm';

const { sharedSecrets } = schema;

/**
 * The secret kept under `name` for every instance on this database: the one there, or else
 * `make()`'s, kept. Of two instances asking at once, the first insert wins and both read it back.
 */
export async function sharedSecret(db: Db, name: string, make: () => string): Promise<string> {
  const read = async () => (await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, name)))[0];
  const existing = await read();
  if (existing) return existing.value;
  await db.insert(sharedSecrets).values({ name, value: make() }).onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error(`the ${name} secret could not be kept in the database`);
  return kept.value;
}
