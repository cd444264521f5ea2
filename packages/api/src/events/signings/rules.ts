/** The rules of a contract's signing (issue 31), as pure functions. */
import { createHash } from 'node:crypto';
import type { SigningState } from '@bolo/db/signing-kinds';
import { AppError, type ErrorCode } from '../../shared/errors';
import { checkTaxId } from '../../shared/spanish-ids';
import type { IdType } from './schemas';

const DAY_MS = 86_400_000;

/** SHA-256 of `bytes` (a PDF, a text as UTF-8), lower-case hexadecimal, as `sha256sum` prints it. */
export const sha256 = (bytes: Uint8Array | string): string =>
  createHash('sha256').update(bytes).digest('hex');

/** Whether a signing waiting for the party has run past its expiry unsigned. */
export const hasExpired = (signing: { state: SigningState; expiresAt: Date }, now: Date): boolean =>
  (signing.state === 'sent' || signing.state === 'viewed') && signing.expiresAt <= now;

/** What the party is told when it may no longer sign or decline, by where the signing stands. */
const refusalOfState: Record<SigningState, ErrorCode | null> = {
  sent: null,
  viewed: null,
  signed_by_party: 'contract_signing_already_signed',
  completed: 'contract_signing_already_signed',
  declined: 'contract_signing_declined',
  expired: 'contract_signing_expired',
  voided: 'contract_signing_voided',
};

/** Refuses the party's signature or decline unless the signing waits for it (sent or viewed, unexpired), saying why. */
export function refuseUnlessAwaitingParty(
  signing: { state: SigningState; expiresAt: Date },
  now: Date,
): void {
  if (hasExpired(signing, now)) throw new AppError('contract_signing_expired');
  const refusal = refusalOfState[signing.state];
  if (refusal) throw new AppError(refusal);
}

/**
 * A signer's document number as it is kept: a DNI (NIF) or NIE with its control letter right, or a
 * passport of 5 to 20 letters and digits; spaces, dots and dashes dropped, upper case. Anything
 * else is `contract_signing_id_number`.
 */
export function signerIdNumber(type: IdType, number: string): string {
  const clean = number.replace(/[\s.-]/g, '').toUpperCase();
  if (type === 'passport') {
    if (/^[A-Z0-9]{5,20}$/.test(clean)) return clean;
    throw new AppError('contract_signing_id_number');
  }
  const checked = checkTaxId(clean);
  if (checked.ok && checked.kind === (type === 'dni' ? 'nif' : 'nie')) return checked.value;
  throw new AppError('contract_signing_id_number');
}

/**
 * Which reminder is due for a signing sent at `sentAt`, one every `everyDays` days while unsigned:
 * the first `everyDays` after sending, the next `everyDays` after that …; 0 before the first. The
 * number names the reminder, so each is mailed once however many processes ask.
 */
export const reminderDue = (sentAt: Date, now: Date, everyDays: number): number =>
  Math.max(0, Math.floor((now.getTime() - sentAt.getTime()) / (everyDays * DAY_MS)));
