import { createHash, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** A secret for a link or a key: 32 random bytes (256 bits), base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * A secret people and clients have always seen in this shape: 20 random bytes (160 bits), base32
 * in lower case without padding (32 characters `a-z2-7`). Access, refresh, two-factor cookie,
 * password-link and calendar-feed tokens, generated passwords and recovery codes.
 */
export const newBase32Token = (): string => encodeBase32LowerCaseNoPadding(randomBytes(20));

/** What is stored to find a token (or a code): its SHA-256 over UTF-8, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
