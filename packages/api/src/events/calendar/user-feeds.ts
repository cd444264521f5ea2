import { type Db, schema, type UserFeedScope, userFeedScopes } from '@bolo/db';
import { and, asc, eq, gte, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { hasAccess, mayRead, type RoleAccess } from '../../access';
import { newBase32Token } from '../../shared/tokens';
import { byDay, FEED_CAP, feedEventColumns, feedOptions, feedSince, feedUrl } from './calendar';
import { type FeedEvent, type FeedStep, icalendarOf } from './ical';

const { events, eventParties, eventScheduleItems, holds, halls, artists, users, roles } = schema;
const feeds = schema.userFeeds;

/**
 * What a role may see in its feeds: shows need the calendar's access, holds the holds', halls the
 * parties', the shows' schedules the production's (the advance's).
 */
export const feedAccess = (role: RoleAccess) => ({
  shows: hasAccess(role, 'Calendario'),
  holds: hasAccess(role, 'Holds'),
  halls: mayRead(role, 'parties'),
  steps: mayRead(role, 'production'),
});

/** A feed's steps at most: some twenty a show for the most shows it holds. */
const FEED_STEPS_CAP = FEED_CAP * 20;

/** LOCATION: the hall's name, address and town, what is known of them, or the event's own place. */
export const hallLocation = (hall: { name: string; address: string; city: string }, fallback = '') =>
  [hall.name, hall.address, hall.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ') || fallback;

/**
 * The user's two feed addresses, made on first asking; `rotate` gives that one a new secret, so
 * the old address stops at once.
 */
export async function userFeeds(db: Db, userId: number, publicUrl: string, rotate?: UserFeedScope) {
  await db
    .insert(feeds)
    .values(userFeedScopes.map((scope) => ({ userId, scope, token: newBase32Token() })))
    .onConflictDoNothing({ target: [feeds.userId, feeds.scope] });
  if (rotate)
    await db
      .update(feeds)
      .set({ token: newBase32Token(), createdAt: new Date() })
      .where(and(eq(feeds.userId, userId), eq(feeds.scope, rotate)));
  const rows = await db
    .select({ scope: feeds.scope, token: feeds.token })
    .from(feeds)
    .where(eq(feeds.userId, userId));
  return userFeedScopes.map((scope) => {
    const row = rows.find((r) => r.scope === scope);
    if (!row) throw new Error(`no ${scope} feed`);
    return { scope, url: feedUrl(publicUrl, row.token) };
  });
}

/** The shows a feed holds: live, dated, from `since`, the user's own for `mine`. */
const showsOf = (since: string, mine: SQL | undefined) =>
  and(isNull(events.deletedAt), isNotNull(events.date), gte(events.date, since), mine);

/** The schedule steps of the feed's shows, by show. */
async function feedSteps(db: Db, shows: SQL | undefined): Promise<Map<number, FeedStep[]>> {
  const { eventId, id, day, time, endTime, kind, label, place, notes, updatedAt } = eventScheduleItems;
  const rows = await db
    .select({ eventId, step: { id, day, time, endTime, kind, label, place, notes, updatedAt } })
    .from(eventScheduleItems)
    .innerJoin(events, eq(events.id, eventId))
    .where(shows)
    .orderBy(...byDay, asc(day), asc(time), asc(id))
    .limit(FEED_STEPS_CAP);
  const steps = new Map<number, FeedStep[]>();
  for (const row of rows) steps.set(row.eventId, [...(steps.get(row.eventId) ?? []), row.step]);
  return steps;
}

/** The shows of the feed (with their steps when the role may read them), the halls as LOCATION when it may. */
async function feedShows(db: Db, shows: SQL | undefined, access: ReturnType<typeof feedAccess>) {
  const [rows, steps] = await Promise.all([
    db
      .select({
        ...feedEventColumns,
        hall: { name: eventParties.name, address: eventParties.address, city: eventParties.city },
      })
      .from(events)
      .leftJoin(eventParties, and(eq(eventParties.eventId, events.id), eq(eventParties.kind, 'sala')))
      .where(shows)
      .orderBy(...byDay)
      .limit(FEED_CAP),
    access.steps ? feedSteps(db, shows) : new Map<number, FeedStep[]>(),
  ]);
  return rows.flatMap(({ hall, ...row }): FeedEvent[] =>
    row.date
      ? [
          {
            ...row,
            date: row.date,
            location: hall && access.halls ? hallLocation(hall, row.location) : row.location,
            steps: steps.get(row.id),
          },
        ]
      : [],
  );
}

/** The active holds of the feed that end on or after `since`, the user's own for `mine`. */
async function feedHolds(db: Db, since: string, mine: SQL | undefined): Promise<FeedEvent[]> {
  const rows = await db
    .select({
      id: holds.id,
      level: holds.level,
      dateFrom: holds.dateFrom,
      dateTo: holds.dateTo,
      updatedAt: holds.updatedAt,
      artist: artists.name,
      hall: { name: halls.name, address: halls.address, city: halls.city },
    })
    .from(holds)
    .innerJoin(artists, eq(artists.id, holds.artistId))
    .innerJoin(halls, eq(halls.id, holds.hallId))
    .where(and(eq(holds.status, 'active'), gte(holds.dateTo, since), mine))
    .orderBy(asc(holds.dateFrom), asc(holds.id))
    .limit(FEED_CAP);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.artist} (${row.level}.ª)`,
    date: row.dateFrom,
    hold: { lastDate: row.dateTo },
    startTime: null,
    porDefinirHoraInicio: false,
    duration: null,
    location: hallLocation(row.hall),
    status: 'active',
    updatedAt: row.updatedAt,
  }));
}

/**
 * The iCalendar text of the user feed whose secret is `token`, or null for no such feed (or a
 * disabled user). What it holds follows the user's role at the time it is read; the steps' kinds
 * are worded in the user's language.
 */
export async function userFeedText(
  db: Db,
  token: string,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<string | null> {
  const [feed] = await db
    .select({
      userId: feeds.userId,
      scope: feeds.scope,
      locale: users.locale,
      role: { name: roles.name, access: roles.access },
    })
    .from(feeds)
    .innerJoin(users, eq(users.id, feeds.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(feeds.token, token), isNull(users.disabledAt)));
  if (!feed) return null;
  const access = feedAccess(feed.role);
  const since = feedSince(now);
  const mine = feed.scope === 'mine';
  const [shows, held] = await Promise.all([
    access.shows
      ? feedShows(db, showsOf(since, mine ? eq(events.createdBy, feed.userId) : undefined), access)
      : [],
    access.holds ? feedHolds(db, since, mine ? eq(holds.ownerId, feed.userId) : undefined) : [],
  ]);
  const name = mine ? 'Bolo: mis bolos' : 'Bolo: todos los bolos';
  return icalendarOf([...shows, ...held], feedOptions(publicUrl, name, now, feed.locale));
}
