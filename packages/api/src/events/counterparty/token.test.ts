import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken, sealToken, unsealToken } from './token';

describe('counterparty link tokens', () => {
  it('are 256 random bits in base64url, different each time', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
  });

  it('are looked up by their SHA-256, never stored as they are', () => {
    const token = newToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('unseal with the secret they were sealed with, and with no other', () => {
    const secret = randomBytes(32);
    const token = newToken();
    const sealed = sealToken(secret, token);
    expect(sealed).not.toContain(token);
    expect(unsealToken(secret, sealed)).toBe(token);
    expect(unsealToken(randomBytes(32), sealed)).toBeNull();
  });

  it('refuse a sealed text that was altered', () => {
    const secret = randomBytes(32);
    const sealed = Buffer.from(sealToken(secret, newToken()), 'base64url');
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 1;
    expect(unsealToken(secret, sealed.toString('base64url'))).toBeNull();
  });
});
