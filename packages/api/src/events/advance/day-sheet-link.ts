import { type Db, schema } from '@bolo/db';
import type { DaySheet, Locale } from '@bolo/templating';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Services } from '../../context';
import { seal, unseal } from '../../shared/seal';
import { hashToken, newToken } from '../../shared/tokens';
import { admitPublicRequest } from '../public-links';
import { lockEvent } from '../store';
import { daySheetOf } from './day-sheet';

const { daySheetLinks, events } = schema;
type LinkRow = typeof daySheetLinks.$inferSelect;
type LinkServices = Pick<Services, 'publicUrl' | 'linkSecret'>;

const DAY_MS = 86_400_000;
/** How long a new link opens unless staff say otherwise: a tour's run, as a counterparty's link. */
export const DEFAULT_DAY_SHEET_LINK_DAYS = 30;

/** What sealed tokens are encrypted for: the key is derived from the link secret for this use only. */
const PURPOSE = 'day-sheet-link-seal';

/** The public page a token opens. */
export const daySheetUrl = (publicUrl: string, token: string) => `${publicUrl}/hoja/${token}`;

const openLink = (now: Date) => and(isNull(daySheetLinks.revokedAt), gt(daySheetLinks.expiresAt, now));

/** The link as staff see it: its address (the token unsealed), expiry and last use; null once unreadable. */
function linkView(services: LinkServices, link: LinkRow) {
  const token = unseal(services.linkSecret, PURPOSE, link.tokenSealed);
  // sealed under another secret (LINK_SECRET changed): the link can no longer be shown
  if (token === null) return null;
  return {
    url: daySheetUrl(services.publicUrl, Buffer.from(token).toString('utf8')),
    expiresAt: link.expiresAt,
    lastUsedAt: link.lastUsedAt,
  };
}

/** Stops every open link of the event's day sheet. */
export async function revokeDaySheetLink(db: Db, input: { eventId: number }, now = new Date()) {
  await db
    .update(daySheetLinks)
    .set({ revokedAt: now })
    .where(and(eq(daySheetLinks.eventId, input.eventId), isNull(daySheetLinks.revokedAt)));
}

/** A new link to the event's day sheet, open `days` days (30 unless given); the earlier ones stop opening. */
export async function generateDaySheetLink(
  db: Db,
  services: LinkServices,
  input: { eventId: number; days?: number },
  actorId: number,
  now = new Date(),
) {
  const token = newToken();
  const days = input.days ?? DEFAULT_DAY_SHEET_LINK_DAYS;
  const link = await db.transaction(async (tx) => {
    await lockEvent(tx, input.eventId);
    await revokeDaySheetLink(tx, input, now);
    const [created] = await tx
      .insert(daySheetLinks)
      .values({
        eventId: input.eventId,
        tokenHash: hashToken(token),
        tokenSealed: seal(services.linkSecret, PURPOSE, Buffer.from(token, 'utf8')),
        expiresAt: new Date(now.getTime() + days * DAY_MS),
        createdBy: actorId,
      })
      .returning();
    if (!created) throw new Error('generateDaySheetLink: no row inserted');
    return created;
  });
  return { url: daySheetUrl(services.publicUrl, token), expiresAt: link.expiresAt, lastUsedAt: null };
}

/** The event's day sheet link that opens now, for staff to copy again (and the mails to carry); null when none. */
export async function currentDaySheetLink(
  db: Db,
  services: LinkServices,
  input: { eventId: number },
  now = new Date(),
) {
  const [link] = await db
    .select()
    .from(daySheetLinks)
    .where(and(eq(daySheetLinks.eventId, input.eventId), openLink(now)))
    .orderBy(desc(daySheetLinks.id))
    .limit(1);
  return link ? linkView(services, link) : null;
}

/** The `hojaDeRuta.url` template variable of an event: its day sheet's open link, when it has one. */
export const eventDaySheetUrl = async (db: Db, services: LinkServices, eventId: number) =>
  (await currentDaySheetLink(db, services, { eventId }))?.url;

/**
 * What `GET /hoja/{token}` shows: the day sheet as it stands now, when the token names an open
 * link of a live event (marked used now); null otherwise. Counted by the public links' limit first.
 */
export async function openDaySheet(
  db: Db,
  input: { token: string; ipAddress: string | null; lang: Locale },
  now = new Date(),
): Promise<DaySheet | null> {
  await admitPublicRequest(db, input.ipAddress, now);
  const [link] = await db
    .update(daySheetLinks)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(daySheetLinks.tokenHash, hashToken(input.token)),
        openLink(now),
        sql`exists (select 1 from ${events} where ${events.id} = ${daySheetLinks.eventId} and ${events.deletedAt} is null)`,
      ),
    )
    .returning({ eventId: daySheetLinks.eventId });
  return link ? daySheetOf(db, link.eventId, input.lang) : null;
}
