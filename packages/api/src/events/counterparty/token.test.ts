import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newToken } from '../../shared/tokens';
import { sealToken, unsealToken } from './token';

describe('counterparty link tokens', () => {
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
