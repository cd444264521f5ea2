import { type Db, schema } from '@bolo/db';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Services } from '../../context';
import { notify } from '../../notifications';
import type { FileAnswer } from '../../rest';
import { linkOpens, linkUrl, signLinkToken, verifyLinkToken } from './link-token';
import { typesetContract } from './pdf';

const { contractShareLinks, eventContracts, events } = schema;
type Party = schema.DocumentParty;
type LinkRow = typeof contractShareLinks.$inferSelect;

const DAY_MS = 86_400_000;

/** A share link as a contract shows it. */
export interface LinkShare {
  url: string;
  expiresAt: Date;
  openedAt: Date | null;
  openCount: number;
}

type LinkServices = Pick<Services, 'publicUrl' | 'linkSecret'>;

export const shareOf = (services: LinkServices, link: LinkRow): LinkShare => ({
  url: linkUrl(
    services.publicUrl,
    signLinkToken(services.linkSecret, { linkId: link.id, expiresAt: link.expiresAt }),
  ),
  expiresAt: link.expiresAt,
  openedAt: link.openedAt,
  openCount: link.openCount,
});

const openable = (now: Date) =>
  and(isNull(contractShareLinks.revokedAt), gt(contractShareLinks.expiresAt, now));

/**
 * A new link to contract `contractId`, opening for `days` days (to the second, as the token
 * carries it); the contract's earlier links stop opening.
 */
export async function createShareLink(
  db: Db,
  contractId: number,
  days: number,
  actorId: number,
  now = new Date(),
): Promise<LinkRow> {
  await revokeShareLinks(db, contractId, now);
  const expiresAt = new Date(Math.floor((now.getTime() + days * DAY_MS) / 1000) * 1000);
  const [link] = await db
    .insert(contractShareLinks)
    .values({ contractId, expiresAt, createdBy: actorId })
    .returning();
  if (!link) throw new Error('createShareLink: no row inserted');
  return link;
}

/** Keeps on link `linkId` the text it opens: a contract shared before it was ever saved. */
export async function keepSharedText(db: Db, linkId: number, body: string): Promise<void> {
  await db.update(contractShareLinks).set({ body }).where(eq(contractShareLinks.id, linkId));
}

/** Stops every link of contract `contractId` from opening. */
export async function revokeShareLinks(db: Db, contractId: number, now = new Date()): Promise<void> {
  await db
    .update(contractShareLinks)
    .set({ revokedAt: now })
    .where(and(eq(contractShareLinks.contractId, contractId), isNull(contractShareLinks.revokedAt)));
}

/** The link of each of `contractIds` that opens now (the newest), by contract id. */
export async function openLinks(
  db: Db,
  contractIds: number[],
  now = new Date(),
): Promise<Map<number, LinkRow>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contractShareLinks)
    .where(and(inArray(contractShareLinks.contractId, contractIds), openable(now)))
    .orderBy(desc(contractShareLinks.id));
  const byContract = new Map<number, LinkRow>();
  for (const row of rows) if (!byContract.has(row.contractId)) byContract.set(row.contractId, row);
  return byContract;
}

/** The `linkShare` template variables of an event: each party's open link, when it has one. */
export async function eventShareLinks(
  db: Db,
  services: LinkServices,
  eventId: number,
  now = new Date(),
): Promise<Partial<Record<Party, string>>> {
  const rows = await db
    .select({ party: eventContracts.subType, link: contractShareLinks })
    .from(contractShareLinks)
    .innerJoin(eventContracts, eq(eventContracts.id, contractShareLinks.contractId))
    .where(and(eq(eventContracts.eventId, eventId), openable(now)))
    .orderBy(desc(contractShareLinks.id));
  const links: Partial<Record<Party, string>> = {};
  for (const { party, link } of rows) links[party] ??= shareOf(services, link).url;
  return links;
}

/**
 * What `GET /c/{token}` answers: the contract as a PDF when the token is signed, unexpired and
 * names a link still open to a live event; null otherwise. A saved contract opens as saved; one
 * never saved, as it read when shared (the text kept on the link). Each opening is counted, and the
 * first one tells the office (a `contract_link_opened` notification for everyone on the event).
 */
export async function openSharedContract(
  db: Db,
  services: LinkServices & Pick<Services, 'storage'>,
  token: string,
  now = new Date(),
): Promise<(FileAnswer & { filename: string }) | null> {
  const claim = verifyLinkToken(services.linkSecret, token, now);
  if (!claim) return null;
  const [found] = await db
    .select({ link: contractShareLinks, contract: eventContracts })
    .from(contractShareLinks)
    .innerJoin(eventContracts, eq(eventContracts.id, contractShareLinks.contractId))
    .innerJoin(events, eq(events.id, eventContracts.eventId))
    .where(and(eq(contractShareLinks.id, claim.linkId), isNull(events.deletedAt)));
  if (!found || !linkOpens(found.link, claim, now)) return null;
  const { contract } = found;
  const pdf = await typesetContract(db, services.storage, {
    eventId: contract.eventId,
    party: contract.subType,
    html: contract.save ? contract.body : (found.link.body ?? contract.body),
    plantillaId: contract.plantillaId,
    annexes: contract.annex,
  });
  await db.transaction(async (tx) => {
    const [opened] = await tx
      .update(contractShareLinks)
      .set({
        openCount: sql`${contractShareLinks.openCount} + 1`,
        openedAt: sql`coalesce(${contractShareLinks.openedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(contractShareLinks.id, claim.linkId))
      .returning({ openCount: contractShareLinks.openCount });
    if (opened?.openCount === 1) {
      await notify(tx, {
        kind: 'contract_link_opened',
        userId: null,
        eventId: contract.eventId,
        data: { party: contract.subType, contractId: contract.id },
      });
    }
  });
  return pdf;
}
