import { type Db, schema } from '@bolo/db';
import { desc, eq } from 'drizzle-orm';
import { userName } from './audit';
import { liveEvent, requireEvent } from './store';

const { eventAnnotations, users } = schema;

const annotations = (db: Db) =>
  db
    .select({
      id: eventAnnotations.id,
      text: eventAnnotations.text,
      createdAt: eventAnnotations.createdAt,
      authorId: eventAnnotations.authorId,
      authorName: userName,
    })
    .from(eventAnnotations)
    .leftJoin(users, eq(users.id, eventAnnotations.authorId));

/** An event's note timeline, the newest first. */
export async function listAnnotations(db: Db, eventId: number) {
  await requireEvent(db, eventId);
  return annotations(db)
    .where(eq(eventAnnotations.eventId, eventId))
    .orderBy(desc(eventAnnotations.createdAt), desc(eventAnnotations.id));
}

/** Adds a dated note, signed by its author, to a live event. */
export async function addAnnotation(db: Db, input: { id: number; text: string }, authorId: number) {
  await liveEvent(db, input.id);
  const [added] = await db
    .insert(eventAnnotations)
    .values({ eventId: input.id, text: input.text, authorId })
    .returning({ id: eventAnnotations.id });
  const [annotation] = await annotations(db).where(eq(eventAnnotations.id, added?.id ?? 0));
  if (!annotation) throw new Error('the annotation was not written');
  return annotation;
}
