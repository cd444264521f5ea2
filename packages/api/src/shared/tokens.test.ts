import { describe, expect, it } from 'vitest';
import { hashToken, newBase32Token, newToken } from './tokens';

describe('tokens', () => {
  it('are 256 random bits in base64url, different each time', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
  });

  it('are 160 random bits in lower-case base32 where that shape is the API', () => {
    const token = newBase32Token();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(newBase32Token()).not.toBe(token);
  });

  it('are looked up by their SHA-256 in hex, never stored as they are', () => {
    const token = newToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('hash as the stored sessions, links and codes were hashed (SHA-256 of the UTF-8 text)', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('añb€😀')).toBe('a8c2f8f16aed4410f91700f7219dbea5a8198a51ef76a9306ef3e5563056a34e');
  });
});
