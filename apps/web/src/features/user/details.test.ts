import { describe, expect, it } from 'vitest';
import { asksForPassword, emailChanged } from './details';

const saved = { email: 'marta@bolo.test', phone: '+34 612 345 678' };

describe('the profile details form', () => {
  it('asks for the password for a new email or phone, not for the same ones written another way', () => {
    expect(asksForPassword(saved, { ...saved, email: 'otra@bolo.test' })).toBe(true);
    expect(asksForPassword(saved, { ...saved, phone: '+34 699 000 111' })).toBe(true);
    expect(asksForPassword(saved, { ...saved, phone: '' })).toBe(true);
    expect(asksForPassword(saved, { email: ' Marta@Bolo.test ', phone: '+34612345678' })).toBe(false);
  });

  it('waits for a link and tells the old address only when the email changes', () => {
    expect(emailChanged(saved, { ...saved, email: 'otra@bolo.test' })).toBe(true);
    expect(emailChanged(saved, { email: saved.email })).toBe(false);
  });
});
