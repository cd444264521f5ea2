import type { Limit } from '../shared/rate-counter';

/**
 * Wrong passwords for one account from one address. Keyed by both, so a stranger's wrong
 * passwords lock only the stranger's address out of the account, never the user at theirs.
 */
export const signInFailures: Limit = { max: 5, windowMs: 15 * 60_000 };
/**
 * Wrong passwords from one address, whatever the account: higher, because a whole office often
 * signs in from one address and five typos among colleagues must not lock everyone out.
 */
export const signInFailuresByAddress: Limit = { max: 20, windowMs: 15 * 60_000 };
/** Wrong passwords at the re-checks of a signed-in account (a new email, phone or password, back to SMS). */
export const passwordRechecks: Limit = { max: 5, windowMs: 15 * 60_000 };
export const smsSends: Limit = { max: 3, windowMs: 10 * 60_000 };
/** Tries of one SMS code before it is spent. */
export const codeAttempts = 5;
/** Wrong two-factor codes (SMS, authenticator or recovery) for one user, across sessions. */
export const twoFactorFailures: Limit = { max: codeAttempts, windowMs: 15 * 60_000 };
/**
 * Password-reset requests for one email (known or not) from one address, and from one address
 * whatever the email: past either, 429. Keyed by the address, so a stranger's requests never
 * use up the ones of the account's owner at theirs.
 */
export const passwordResetsByAccountAndAddress: Limit = { max: 3, windowMs: 60 * 60_000 };
export const passwordResetsByAddress: Limit = { max: 10, windowMs: 60 * 60_000 };
/**
 * Reset mails one mailbox gets an hour, whoever asks. Past it a request answers the same and
 * no mail goes, unless it comes from an address the account signed in from lately.
 */
export const resetMailsByEmail: Limit = { max: 5, windowMs: 60 * 60_000 };
/** How long a successful sign-in from an address makes it one of the account's own. */
export const OWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

/** What a limit counts a caller by when the transport knows no address. */
export const addressKey = (ipAddress: string | null) => ipAddress ?? 'unknown';
