import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { linkOpens, linkUrl, signLinkToken, verifyLinkToken } from './link-token';

const secret = randomBytes(32);
const now = new Date('2027-02-02T10:00:00Z');
const expiresAt = new Date('2027-03-04T10:00:00Z');
const token = signLinkToken(secret, { linkId: 7, expiresAt });
const link = { id: 7, expiresAt, revokedAt: null };

/** The token with its first part (the claim) replaced, keeping the signature. */
const withClaim = (claim: string) =>
  `${Buffer.from(claim).toString('base64url')}.${token.slice(token.indexOf('.') + 1)}`;

describe('contract share link tokens', () => {
  it('give back the link and the expiry they were signed for, and open that link', () => {
    const claim = verifyLinkToken(secret, token, now);
    expect(claim).toEqual({ linkId: 7, expiresAt });
    expect(claim && linkOpens(link, claim, now)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(linkUrl('https://bolo.example', token)).toBe(`https://bolo.example/c/${token}`);
  });

  it('refuse a tampered token: any changed character, another link id or a later expiry', () => {
    for (let i = 0; i < token.length; i++) {
      const changed = token[i] === 'A' ? 'B' : 'A';
      const tampered = token.slice(0, i) + changed + token.slice(i + 1);
      expect(verifyLinkToken(secret, tampered, now), `character ${i}`).toBeNull();
    }
    expect(verifyLinkToken(secret, withClaim(`8.${expiresAt.getTime() / 1000}`), now)).toBeNull();
    expect(verifyLinkToken(secret, withClaim(`7.${expiresAt.getTime() / 1000 + 86_400}`), now)).toBeNull();
    expect(verifyLinkToken(secret, `${token}x`, now)).toBeNull();
    expect(verifyLinkToken(secret, token.split('.')[0] ?? '', now)).toBeNull();
    expect(verifyLinkToken(secret, '', now)).toBeNull();
  });

  it('refuse a token signed with another secret', () => {
    expect(verifyLinkToken(randomBytes(32), token, now)).toBeNull();
  });

  it('refuse an expired token, from the second it expires', () => {
    expect(verifyLinkToken(secret, token, new Date(expiresAt.getTime() - 1000))).not.toBeNull();
    expect(verifyLinkToken(secret, token, expiresAt)).toBeNull();
    expect(verifyLinkToken(secret, token, new Date('2028-01-01T00:00:00Z'))).toBeNull();
  });

  it('do not open a revoked link, another link, a missing one or one whose stored expiry differs', () => {
    const claim = { linkId: 7, expiresAt };
    expect(linkOpens({ ...link, revokedAt: now }, claim, now)).toBe(false);
    expect(linkOpens({ ...link, id: 8 }, claim, now)).toBe(false);
    expect(linkOpens(undefined, claim, now)).toBe(false);
    expect(linkOpens({ ...link, expiresAt: new Date('2027-02-01T00:00:00Z') }, claim, now)).toBe(false);
  });
});
