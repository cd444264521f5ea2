/** What other server-side domains may use of this one. */

export { cancelEmailChange, confirmEmailChange } from './email-change';
export { changesContact, mailEmailChanged, requirePassword } from './profile';
export { emailChangeLinkInput } from './schemas';
export { createUser, ensureBaseRoles, ensureFirstAdmin } from './service';
