import { describe, expect, it } from 'vitest';
import { refuseUnlessAwaitingParty, reminderDue, signerIdNumber } from './rules';

const DAY_MS = 86_400_000;
const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'passed';
  } catch (error) {
    return (error as { appCode?: string }).appCode;
  }
};

describe("a signer's document number", () => {
  it('is a DNI or NIE with its letter right, written as kept, or a passport of letters and digits', () => {
    expect(signerIdNumber('dni', '12.345.678-z')).toBe('12345678Z');
    expect(signerIdNumber('nie', 'x1234567l')).toBe('X1234567L');
    expect(signerIdNumber('passport', 'pab 123456')).toBe('PAB123456');
  });

  it('is refused with a wrong letter, as another kind, or shaped like nothing', () => {
    expect(codeOf(() => signerIdNumber('dni', '12345678A'))).toBe('contract_signing_id_number');
    expect(codeOf(() => signerIdNumber('nie', '12345678Z'))).toBe('contract_signing_id_number');
    expect(codeOf(() => signerIdNumber('passport', 'AB1'))).toBe('contract_signing_id_number');
    expect(codeOf(() => signerIdNumber('passport', 'ÑÑÑÑÑÑ'))).toBe('contract_signing_id_number');
  });
});

describe('who may still sign', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const open = new Date('2026-06-10T12:00:00Z');
  it('is the party of a signing sent or viewed and not expired; any other hears why not', () => {
    expect(codeOf(() => refuseUnlessAwaitingParty({ state: 'sent', expiresAt: open }, now))).toBe('passed');
    expect(codeOf(() => refuseUnlessAwaitingParty({ state: 'viewed', expiresAt: open }, now))).toBe('passed');
    expect(codeOf(() => refuseUnlessAwaitingParty({ state: 'viewed', expiresAt: now }, now))).toBe(
      'contract_signing_expired',
    );
    expect(codeOf(() => refuseUnlessAwaitingParty({ state: 'signed_by_party', expiresAt: open }, now))).toBe(
      'contract_signing_already_signed',
    );
    expect(codeOf(() => refuseUnlessAwaitingParty({ state: 'completed', expiresAt: open }, now))).toBe(
      'contract_signing_already_signed',
    );
    expect(codeOf(() => refuseUnlessAwaitingParty({ state: 'declined', expiresAt: open }, now))).toBe(
      'contract_signing_declined',
    );
    expect(codeOf(() => refuseUnlessAwaitingParty({ state: 'voided', expiresAt: open }, now))).toBe(
      'contract_signing_voided',
    );
  });
});

describe('the reminders of an unsigned contract', () => {
  it('are due every few days after sending, each named by its number', () => {
    const sentAt = new Date('2026-06-01T09:00:00Z');
    const at = (days: number) => new Date(sentAt.getTime() + days * DAY_MS);
    expect(reminderDue(sentAt, at(2.9), 3)).toBe(0);
    expect(reminderDue(sentAt, at(3), 3)).toBe(1);
    expect(reminderDue(sentAt, at(5.9), 3)).toBe(1);
    expect(reminderDue(sentAt, at(6.1), 3)).toBe(2);
  });
});
