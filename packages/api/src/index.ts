export type { DaySheet } from '@bolo/templating';
export { type AccessName, ADMIN_ROLE, accessNames } from './access';
export type { Me } from './auth/schemas';
export {
  listenForSessionChanges,
  rememberLocale,
  type SessionUser,
  validateSessionToken,
} from './auth/session';
export type { AuthCookies, Context, MailTransport, Services, SmsSender } from './context';
export { noCookies } from './context';
export { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';
export { seedDemoData } from './demo';
export { startScheduleNotices } from './events';
export { openDaySheet } from './events/advance/day-sheet-link';
export { calendarFeedText } from './events/calendar/calendar';
export { userFeedText } from './events/calendar/user-feeds';
export { openSharedContract } from './events/contracts/share-links';
export { linkIsOpen } from './events/counterparty/service';
export { signingPageOpens, startSigningReminders } from './events/signings';
export { type HoldReleaser, startHoldReleaser } from './holds';
export { type InvalidField, invalidFields } from './invalid-fields';
export {
  AEAT_ENDPOINTS,
  type AeatClient,
  type AeatSender,
  checkChain,
  createAeatClient,
  exportRecords,
  startAeatSender,
  type TlsIdentity,
} from './invoices';
export { localMailbox } from './mail/local-mailbox';
export { enqueueMail, type OutboxMail } from './mail/outbox';
export { MAIL_BATCH_SIZE, type MailSender, startMailSender } from './mail/sender';
export { masters } from './masters';
export { type LiveUpdate, type NotificationFeed, startNotificationFeed } from './notifications/live';
export { startOverdueNotices } from './payments';
export {
  type FileAnswer,
  type MultipartForm,
  maxFileBytesOf,
  maxFilesOf,
  type RestRoute,
  type UploadedFile,
} from './rest';
export {
  type AppRouter,
  appRouter,
  checkCallerOf,
  createCaller,
  maxBodyOf,
  openProcedures,
  restRoutes,
} from './root';
export {
  AppError,
  type ErrorCode,
  errorCatalogue,
  errorText,
  isErrorCode,
  type Locale,
  statusOf,
} from './shared/errors';
export type { PeriodicJob } from './shared/periodic';
export { sharedSecret } from './shared/shared-secrets';
export { newToken } from './shared/tokens';
export { ensureStarterSet } from './starter';
export { filesystemStorage } from './storage/filesystem';
export { type S3Settings, s3Storage } from './storage/s3';
export type { FileStorage } from './storage/storage';
export { MAX_FILE_BYTES, MAX_FILES } from './storage/uploads';
export type { ProcedureMeta } from './trpc';
export { appErrorIn, errorCodeOf, errorMessageOf, retryAfterOf } from './trpc-errors';
export { cancelEmailChange, confirmEmailChange, emailChangeLinkInput } from './users';
export { createUser, ensureBaseRoles, ensureFirstAdmin } from './users/service';
