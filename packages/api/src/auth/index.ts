/** What other server-side domains may use of this one. */
export { mailPasswordLink } from './password-links';
export { assertPasswordAllowed } from './password-policy';
export { hashPassword, verifyPassword } from './passwords';
export { addressKey, passwordRechecks } from './rate-limit';
export { codeInput, meOutput, passwordSchema } from './schemas';
export { recordTwoFactorPassed, signIn, toMe } from './service';
export {
  type ClientMeta,
  createSession,
  forgetAllCachedSessions,
  forgetCachedSessions,
  rememberLocale,
  revokeOtherSessions,
  revokeUserSessions,
  type SessionUser,
  validateSessionToken,
} from './session';
export {
  beginTotpSetup,
  checkAuthenticatorCode,
  confirmTotpSetup,
  phoneToStore,
  removeTotp,
  smsPhone,
  usesAuthenticator,
} from './two-factor';
