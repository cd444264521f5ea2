import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a contract share link's token says: which link, and until when it opens. */
export interface LinkClaim {
  linkId: number;
  expiresAt: Date;
}

/** What is stored of a share link that decides whether it still opens. */
export interface StoredLink {
  id: number;
  expiresAt: Date;
  revokedAt: Date | null;
}

const signatureOf = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * The token in a share link: base64url of `{linkId}.{expiry in Unix seconds}`, a dot, and the
 * HMAC-SHA256 of that first part with the server's secret. Nothing secret is stored: whoever lacks
 * the secret cannot make or alter a token. The expiry is kept to the second.
 */
export function signLinkToken(secret: Uint8Array, claim: LinkClaim): string {
  const seconds = Math.floor(claim.expiresAt.getTime() / 1000);
  const payload = Buffer.from(`${claim.linkId}.${seconds}`).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

const tokenShape = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;
const claimShape = /^([1-9]\d{0,9})\.(\d{1,12})$/;

/** The claim of a token signed with `secret`, expired or not; null for any other. */
export function readLinkToken(secret: Uint8Array, token: string): LinkClaim | null {
  const [, payload = '', signature = ''] = tokenShape.exec(token) ?? [];
  if (!payload) return null;
  // Compared as text: decoding would ignore the unused low bits of the last character.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [, linkId, seconds] = claimShape.exec(Buffer.from(payload, 'base64url').toString('latin1')) ?? [];
  if (!linkId || !seconds) return null;
  return { linkId: Number(linkId), expiresAt: new Date(Number(seconds) * 1000) };
}

/** The claim of a token signed with `secret` that has not expired at `now`; null for any other. */
export function verifyLinkToken(secret: Uint8Array, token: string, now: Date): LinkClaim | null {
  const claim = readLinkToken(secret, token);
  return claim && claim.expiresAt > now ? claim : null;
}

/** Whether the stored link a verified claim names still opens: that very link, not revoked, not expired. */
export const linkOpens = (link: StoredLink | undefined, claim: LinkClaim, now: Date): boolean =>
  link !== undefined &&
  link.id === claim.linkId &&
  link.revokedAt === null &&
  link.expiresAt > now &&
  link.expiresAt.getTime() === claim.expiresAt.getTime();

/** The address a share link's token is opened at (`GET /c/{token}`, served without a session). */
export const linkUrl = (publicUrl: string, token: string) => `${publicUrl}/c/${token}`;

/**
 * The address of a contract's signing page (issue 31): the same token as its share link, at
 * `/firmar/{token}`, under `/en` when the contract is in English.
 */
export const signingLinkUrl = (publicUrl: string, token: string, language: 'es' | 'en') =>
  `${publicUrl}${language === 'en' ? '/en' : ''}/firmar/${token}`;
