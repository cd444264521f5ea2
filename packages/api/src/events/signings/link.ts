/**
 * A contract's signing link as its visitor uses it, without an account (issue 31): the token is the
 * contract's share link's (signed by the server, carrying the expiry), and the signing's state
 * decides what it still allows. Read the contract, sign it, or decline it.
 */
import { randomUUID } from 'node:crypto';
import { awaitingPartyStates, type Db, schema } from '@bolo/db';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Services } from '../../context';
import type { FileAnswer } from '../../rest';
import { AppError } from '../../shared/errors';
import { sniffFileType } from '../../storage';
import { readLinkToken } from '../contracts/link-token';
import { admitPublicRequest } from '../public-links';
import { hasExpired, refuseUnlessAwaitingParty, sha256, signerIdNumber } from './rules';
import {
  type DeclineInput,
  type LinkView,
  MAX_SIGNATURE_BYTES,
  MAX_SIGNATURE_HEIGHT,
  MAX_SIGNATURE_WIDTH,
  type SignInput,
} from './schemas';
import { documentAnswer } from './service';
import { bolo, recordStep, type SigningRow, showOf, tellOwners } from './steps';

const { contractSignings, events } = schema;

type LinkServices = Pick<Services, 'linkSecret' | 'storage'>;

/** Where the visitor's request came from, as the signing's steps record it. */
export interface Visitor {
  ipAddress: string | null;
  userAgent: string | null;
}

export const visitorOf = (ctx: Visitor): Visitor => ({ ipAddress: ctx.ipAddress, userAgent: ctx.userAgent });

/** The signing the token's link belongs to, expired or not, on a live event; undefined for any other token. */
async function findSigningOfToken(
  db: Db,
  secret: Uint8Array,
  token: string,
): Promise<SigningRow | undefined> {
  const claim = readLinkToken(secret, token);
  if (!claim) return undefined;
  const [found] = await db
    .select({ signing: contractSignings, deletedAt: events.deletedAt })
    .from(contractSignings)
    .innerJoin(events, eq(events.id, contractSignings.eventId))
    .where(eq(contractSignings.linkId, claim.linkId))
    .orderBy(desc(contractSignings.id))
    .limit(1);
  const sameLink = found?.signing.expiresAt.getTime() === claim.expiresAt.getTime();
  return found && found.deletedAt === null && sameLink ? found.signing : undefined;
}

/** The signing a token names (`findSigningOfToken`), or `contract_signing_link_not_found`. */
async function signingOfToken(db: Db, secret: Uint8Array, token: string): Promise<SigningRow> {
  const signing = await findSigningOfToken(db, secret, token);
  if (!signing) throw new AppError('contract_signing_link_not_found');
  return signing;
}

/**
 * Whether a token names a signing, for its page (`/firmar/{token}`), which then says where the
 * signing stands; the page's own request is counted by the public links' limit.
 */
export async function signingPageOpens(
  db: Db,
  secret: Uint8Array,
  token: string,
  ipAddress: string | null,
): Promise<boolean> {
  await admitPublicRequest(db, ipAddress);
  return (await findSigningOfToken(db, secret, token)) !== undefined;
}

/**
 * Marks a signing still waiting for the party past its expiry as expired (once, however many ask):
 * a step of Bolo's, and its owners told. Answers whether it had expired.
 */
export async function expireSigning(db: Db, signing: SigningRow, now: Date): Promise<boolean> {
  if (!hasExpired(signing, now)) return false;
  await db.transaction(async (tx) => {
    const [expired] = await tx
      .update(contractSignings)
      .set({ state: 'expired', updatedAt: now })
      .where(and(eq(contractSignings.id, signing.id), inArray(contractSignings.state, awaitingPartyStates)))
      .returning();
    if (!expired) return;
    await recordStep(
      tx,
      expired,
      { ...bolo, action: 'expired', details: { expiresAt: signing.expiresAt }, at: now },
      { from: signing.state, to: 'expired' },
    );
    await tellOwners(tx, expired, 'contract_signing_expired');
  });
  return true;
}

/**
 * The signing a token opens for reading now: a voided one says so, one that expired unsigned says
 * so, and past its expiry the link opens nothing more (the signed document went by email).
 */
async function openSigning(db: Db, services: LinkServices, token: string, now: Date): Promise<SigningRow> {
  const signing = await signingOfToken(db, services.linkSecret, token);
  if (signing.state === 'voided') throw new AppError('contract_signing_voided');
  if ((await expireSigning(db, signing, now)) || signing.state === 'expired')
    throw new AppError('contract_signing_expired');
  if (signing.expiresAt <= now) throw new AppError('contract_signing_link_expired');
  return signing;
}

/** What the link's page shows of a signing. */
async function linkViewOf(db: Db, signing: SigningRow): Promise<LinkView> {
  const found = await showOf(db, signing);
  return {
    state: signing.state,
    party: signing.party,
    language: signing.language,
    event: { name: found?.event ?? '', date: found?.date ?? null },
    company: found?.company ?? '',
    signatory: { name: signing.signatory.name, cargo: signing.signatory.cargo },
    expiresAt: signing.expiresAt,
    documentSha256: signing.sentPdfSha256,
    partySigner:
      signing.partyName && signing.partySignedAt
        ? { name: signing.partyName, signedAt: signing.partySignedAt }
        : null,
    signedDocumentSha256: signing.signedPdfSha256,
  };
}

/** The signing anew, after a change. */
async function reread(db: Db, signingId: number): Promise<SigningRow> {
  const [signing] = await db.select().from(contractSignings).where(eq(contractSignings.id, signingId));
  if (!signing) throw new AppError('contract_signing_link_not_found');
  return signing;
}

/**
 * What the link's page shows. The first opening marks the signing viewed (a step of the party's,
 * with its address and browser) and tells its owners.
 */
export async function viewSigning(
  db: Db,
  services: LinkServices,
  token: string,
  visitor: Visitor,
  now = new Date(),
): Promise<LinkView> {
  const signing = await openSigning(db, services, token, now);
  if (signing.state !== 'sent') return linkViewOf(db, signing);
  await db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(contractSignings)
      .set({ state: 'viewed', updatedAt: now })
      .where(and(eq(contractSignings.id, signing.id), eq(contractSignings.state, 'sent')))
      .returning();
    if (!viewed) return;
    await recordStep(
      tx,
      viewed,
      { actor: 'party', ...visitor, action: 'viewed', at: now },
      {
        from: 'sent',
        to: 'viewed',
      },
    );
    await tellOwners(tx, viewed, 'contract_signing_viewed');
  });
  return linkViewOf(db, await reread(db, signing.id));
}

/** The PDF the link asks to sign, exactly as it was sent. */
export async function linkDocument(
  db: Db,
  services: LinkServices,
  token: string,
  now = new Date(),
): Promise<FileAnswer & { filename: string }> {
  return documentAnswer(db, services.storage, await openSigning(db, services, token, now), 'sent');
}

/** The signed PDF, once both have signed, until the link expires. */
export async function linkSignedDocument(
  db: Db,
  services: LinkServices,
  token: string,
  now = new Date(),
): Promise<FileAnswer & { filename: string }> {
  return documentAnswer(db, services.storage, await openSigning(db, services, token, now), 'signed');
}

/** The signature's PNG from its data URL, within its bounds, or `contract_signing_signature_image`. */
async function signatureImage(dataUrl: string): Promise<Uint8Array> {
  const refused = () =>
    new AppError('contract_signing_signature_image', {
      params: {
        kilobytes: MAX_SIGNATURE_BYTES / 1024,
        width: MAX_SIGNATURE_WIDTH,
        height: MAX_SIGNATURE_HEIGHT,
      },
    });
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_SIGNATURE_BYTES || sniffFileType(bytes) !== 'png')
    throw refused();
  const size = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (
    size?.format !== 'png' ||
    !size.width ||
    !size.height ||
    size.width > MAX_SIGNATURE_WIDTH ||
    size.height > MAX_SIGNATURE_HEIGHT
  )
    throw refused();
  return bytes;
}

/** The signing a token names, if the party may still act on it; refused with why not otherwise. */
async function awaitingParty(db: Db, services: LinkServices, token: string, now: Date): Promise<SigningRow> {
  const signing = await signingOfToken(db, services.linkSecret, token);
  if (await expireSigning(db, signing, now)) throw new AppError('contract_signing_expired');
  refuseUnlessAwaitingParty(signing, now);
  return signing;
}

/** Refuses, after a conditional update found the signing moved on meanwhile, with where it stands now. */
async function refuseMovedOn(db: Db, signingId: number, now: Date): Promise<never> {
  refuseUnlessAwaitingParty(await reread(db, signingId), now);
  throw new AppError('contract_signing_already_signed');
}

/**
 * The party's signature: their full name, document number, the drawn or typed signature (a PNG,
 * kept in file storage), their consent, and the hash of the document they read, which must be the
 * one sent. Once only: a second signature, or one after the signing expired or was voided, is refused.
 */
export async function signAsParty(
  db: Db,
  services: LinkServices,
  input: SignInput,
  visitor: Visitor,
  now = new Date(),
): Promise<LinkView> {
  if (!input.consent) throw new AppError('contract_signing_consent');
  const idNumber = signerIdNumber(input.idType, input.idNumber);
  const signing = await awaitingParty(db, services, input.token, now);
  if (input.documentSha256 !== signing.sentPdfSha256) throw new AppError('contract_signing_document_changed');
  const png = await signatureImage(input.signature);
  const key = `signings/${signing.eventId}/${randomUUID()}-signature.png`;
  await services.storage.put(key, png, 'image/png');
  try {
    await db.transaction(async (tx) => {
      const [signed] = await tx
        .update(contractSignings)
        .set({
          state: 'signed_by_party',
          partyName: input.fullName,
          partyIdNumber: idNumber,
          partySignatureKey: key,
          partySignedAt: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(contractSignings.id, signing.id),
            inArray(contractSignings.state, awaitingPartyStates),
            gt(contractSignings.expiresAt, now),
          ),
        )
        .returning();
      if (!signed) return refuseMovedOn(tx, signing.id, now);
      const details = {
        fullName: input.fullName,
        idType: input.idType,
        idNumber,
        signatureKind: input.signatureKind,
        signatureSha256: sha256(png),
        documentSha256: signing.sentPdfSha256,
        consent: true,
      };
      await recordStep(
        tx,
        signed,
        { actor: 'party', actorName: input.fullName, ...visitor, action: 'signed', details, at: now },
        { from: signing.state, to: 'signed_by_party' },
      );
      await tellOwners(tx, signed, 'contract_signing_signed');
    });
  } catch (error) {
    await services.storage.delete(key);
    throw error;
  }
  return linkViewOf(db, await reread(db, signing.id));
}

/** The party declines to sign, saying why: the signing ends there and its owners are told. */
export async function declineAsParty(
  db: Db,
  services: LinkServices,
  input: DeclineInput,
  visitor: Visitor,
  now = new Date(),
): Promise<LinkView> {
  const signing = await awaitingParty(db, services, input.token, now);
  await db.transaction(async (tx) => {
    const [declined] = await tx
      .update(contractSignings)
      .set({ state: 'declined', declineReason: input.reason, updatedAt: now })
      .where(
        and(
          eq(contractSignings.id, signing.id),
          inArray(contractSignings.state, awaitingPartyStates),
          gt(contractSignings.expiresAt, now),
        ),
      )
      .returning();
    if (!declined) return refuseMovedOn(tx, signing.id, now);
    await recordStep(
      tx,
      declined,
      { actor: 'party', ...visitor, action: 'declined', details: { reason: input.reason }, at: now },
      { from: signing.state, to: 'declined' },
    );
    await tellOwners(tx, declined, 'contract_signing_declined');
  });
  return linkViewOf(db, await reread(db, signing.id));
}
