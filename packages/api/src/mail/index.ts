/** What other server-side domains may use of this one. */
export { enqueueMail, enqueueMailOnce } from './outbox';
export { tellUser, type UserNotice } from './tell';
