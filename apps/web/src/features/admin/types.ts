import type { AppRouter } from '@bolo/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>['admin'];
type MailOutputs = inferRouterOutputs<AppRouter>['mail'];
type Inputs = inferRouterInputs<AppRouter>['admin'];

export type AdminUser = Outputs['users']['list']['items'][number];
export type RoleRow = Outputs['roles']['list'][number];
export type LogEntry = Outputs['logs']['list']['items'][number];
export type UserListInput = Inputs['users']['list'];
export type LogListInput = Inputs['logs']['list'];
export type UserSortField = NonNullable<UserListInput['sort']>;
export type LoginLabel = LogEntry['label'];
export type MailRow = MailOutputs['list']['items'][number];
export type MailStatus = MailRow['status'];

/** The outbox's statuses, in the order a mail goes through them. */
export const mailStatuses = ['queued', 'sent', 'local', 'failed'] as const satisfies readonly MailStatus[];
/** A mail that is still to go, or failed: the mailbox offers to try it again now. */
export const mayRetry = (status: MailStatus) => status === 'queued' || status === 'failed';

/** The administration page's tabs, as `?tab=` names them (`users`, the first, is the default). */
export const adminTabs = ['users', 'roles', 'logs', 'phases', 'mail'] as const;
export const isAdminTab = (value: string | null): value is (typeof adminTabs)[number] =>
  (adminTabs as readonly (string | null)[]).includes(value);

export const userSortFields = [
  'name',
  'email',
  'createdAt',
  'role',
] as const satisfies readonly UserSortField[];

/** The sign-in log's labels (spec §8), in the API's order. */
export const loginLabels = [
  'LOGIN',
  'LOGOUT',
  'VERIFYING_2FA',
  'REJECTED',
  'SUCCESS',
  'SUCCESS_2FA_REQUIRED',
] as const satisfies readonly LoginLabel[];

/** The failure codes the sign-in log holds (spec §8, and what tells them apart since issue 28). */
export const loginCodes = [
  'code_not_valid',
  'Password_not_match',
  'unknown_user',
  'user_disabled',
  'invalid_password',
  'rate_limited',
] as const;
export type LoginCode = (typeof loginCodes)[number];
export const isLoginCode = (code: string | null): code is LoginCode =>
  (loginCodes as readonly (string | null)[]).includes(code);
