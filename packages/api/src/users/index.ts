/** What other server-side domains may use of this one. */
export { changesContact, mailEmailChanged, requirePassword } from './profile';
export { createUser, ensureBaseRoles, ensureFirstAdmin } from './service';
