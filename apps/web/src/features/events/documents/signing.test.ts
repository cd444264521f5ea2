import { describe, expect, it } from 'vitest';
import type { EventEmail } from './api';
import { authenticatorCode, isSigningOpen, parseRecipients, partyRecipients } from './signing';

const email = (type: string, subType: string, to: string[]) =>
  ({ type, subType, to }) as unknown as EventEmail;

describe('sending a contract for signature', () => {
  it('offers the addresses of the party’s confirmation email, else of its other emails', () => {
    const emails = [
      email('confirmacion', 'artista', ['manager@artist.es', 'Manager <MANAGER@artist.es>']),
      email('produccion', 'artista', ['tour@artist.es']),
      email('confirmacion', 'promotor', ['promo@promo.es']),
    ];
    expect(partyRecipients(emails, 'artista')).toEqual(['manager@artist.es']);
    expect(partyRecipients([email('confirmacion', 'artista', []), ...emails.slice(1)], 'artista')).toEqual([
      'tour@artist.es',
    ]);
    expect(partyRecipients([], 'artista')).toEqual([]);
  });

  it('takes one to ten email addresses separated by commas or semicolons', () => {
    expect(parseRecipients(' a@b.es, Ana <c@d.es>; a@b.es ')).toEqual(['a@b.es', 'c@d.es']);
    expect(parseRecipients('')).toBeNull();
    expect(parseRecipients('a@b.es, not an address')).toBeNull();
    expect(parseRecipients(Array.from({ length: 11 }, (_, i) => `p${i}@b.es`).join(','))).toBeNull();
  });

  it('waits for someone while sent, opened or signed by the party only', () => {
    expect(['sent', 'viewed', 'signed_by_party'].every((state) => isSigningOpen(state as never))).toBe(true);
    expect(
      ['completed', 'declined', 'expired', 'voided'].some((state) => isSigningOpen(state as never)),
    ).toBe(false);
  });

  it('countersigns with the six digits of an authenticator code', () => {
    expect(authenticatorCode('123 456')).toBe('123456');
    expect(authenticatorCode('12345')).toBeNull();
    expect(authenticatorCode('abcdef')).toBeNull();
  });
});
