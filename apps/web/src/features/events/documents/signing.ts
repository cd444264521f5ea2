import { openSigningStates, type SigningState } from '@bolo/api/events/public';
import type { EventEmail } from './api';
import { cleanAddresses, isEmailAddress, type Party } from './emails';

/** A signing is sent at most to ten addresses (the server's bound). */
const MAX_RECIPIENTS = 10;

/** Whether the signing still waits for someone: a new one cannot be sent meanwhile. */
export const isSigningOpen = (state: SigningState): boolean =>
  (openSigningStates as readonly SigningState[]).includes(state);

/** The badge colour of a state: waiting in blue, done in teal, stopped in red or grey. */
export function signingStateColor(state: SigningState): string {
  if (state === 'completed') return 'teal';
  if (state === 'signed_by_party') return 'cyan';
  if (state === 'declined') return 'red';
  if (state === 'expired' || state === 'voided') return 'gray';
  return 'blue';
}

/**
 * Who a signing goes to unless the person says otherwise: the addresses the party's confirmation
 * email goes to (made from the party's contacts), else those of its other emails, once each.
 */
export function partyRecipients(emails: readonly EventEmail[], party: Party): string[] {
  const ofParty = emails.filter((email) => email.subType === party);
  const confirmation = ofParty.filter((email) => email.type === 'confirmacion');
  const source = confirmation.some((email) => email.to.length > 0) ? confirmation : ofParty;
  return cleanAddresses(source.flatMap((email) => email.to)).slice(0, MAX_RECIPIENTS);
}

/**
 * The addresses typed in one field, separated by commas or semicolons, each once; null when one is
 * not an email address, or there are none or too many.
 */
export function parseRecipients(text: string): string[] | null {
  const addresses = cleanAddresses(text.split(/[,;]/));
  if (addresses.length === 0 || addresses.length > MAX_RECIPIENTS) return null;
  return addresses.every(isEmailAddress) ? addresses : null;
}

/** A code of the authenticator app: six digits, spaces the person typed left out. */
export const authenticatorCode = (text: string): string | null => {
  const code = text.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
};
