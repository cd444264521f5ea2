import type { Translate } from '../../i18n';
import { emailPattern } from '../../lib/patterns';

/** The API's rule for a new password. */
export const PASSWORD_MIN = 8;
/** The API's refusals of a new password that is long enough (NIST 800-63B): shown on its field. */
export const refusedPasswordCodes = ['password_too_common', 'password_like_email'];

/**
 * A new password typed twice: at least 8 characters, and both the same ('Contraseña No Coincide'),
 * which is only checked once the first is long enough and the second typed.
 */
export const newPasswordRules = (t: Translate) => ({
  password: (password: string) =>
    password.length >= PASSWORD_MIN ? null : t('validation.passwordMin', { min: PASSWORD_MIN }),
  repeat: (repeat: string, { password }: { password: string }) => {
    if (repeat === '') return t('validation.required');
    return password.length < PASSWORD_MIN || repeat === password ? null : t('validation.passwordMismatch');
  },
});

/**
 * An email address typed in a form: required, then well formed as the API's zod schemas take it,
 * checked trimmed as it is sent.
 */
export const emailRule = (t: Translate) => (value: string) => {
  const email = value.trim();
  if (email === '') return t('validation.required');
  return emailPattern.test(email) ? null : t('validation.email');
};
