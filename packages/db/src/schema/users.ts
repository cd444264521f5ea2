import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editableColumns, timestamptz } from './columns';

export const twoFactorMethods = ['sms', 'totp'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  access: text().array().notNull().default(sql`'{}'::text[]`),
  ...editableColumns,
});

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    lastName: text().notNull().default(''),
    phone: text(),
    passwordHash: text().notNull(),
    faEnabled: boolean().notNull().default(false),
    /** How this user passes two-factor: a code by SMS (legacy) or an authenticator app (TOTP). */
    twoFactorMethod: text().$type<TwoFactorMethod>().notNull().default('sms'),
    totpSecret: text(),
    /** A secret being set up, kept until the first code from the app confirms it. */
    totpPendingSecret: text(),
    /** The last authenticator time step accepted: a code of that step or an earlier one is refused. */
    totpLastStep: integer(),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    disabledAt: timestamptz(),
    /** The language the person last chose in the app (its locale cookie): their mails are in it. */
    locale: text().$type<'es' | 'en'>().notNull().default('es'),
    ...editableColumns,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_locale_check', sql`${t.locale} in ('es', 'en')`),
  ],
);

/**
 * A signed-in session (Lucia's guide): the row id is the SHA-256 of the token the client holds,
 * so a database leak gives no usable tokens. Sessions renewed by a refresh token share a family,
 * so reuse of a spent refresh token revokes the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    familyId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    twoFactorPassedAt: timestamptz(),
    /** SHA-256 of the legacy `2FAToken` cookie, issued when two-factor is passed. */
    twoFactorTokenHash: text(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_family_id_idx').on(t.familyId)],
);

/** Refresh tokens of the legacy REST clients: single use, 30 days. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text().primaryKey(),
    familyId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_id_idx').on(t.familyId)],
);

/** SMS codes (spec §5): 6 digits, valid two hours, single use, a few attempts each. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    phone: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    attempts: integer().notNull().default(0),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('sms_codes_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/** One-time recovery codes for users of an authenticator app, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamptz(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/** Single-use links to set a password: a reset (1 hour) or an invitation to a new user. */
export const passwordTokens = pgTable('password_tokens', {
  id: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text().$type<'reset' | 'invite'>().notNull(),
  expiresAt: timestamptz().notNull(),
  usedAt: timestamptz(),
  createdAt: timestamptz().notNull().defaultNow(),
});

export const loginLabels = [
  'LOGIN',
  'LOGOUT',
  'VERIFYING_2FA',
  'REJECTED',
  'SUCCESS',
  'SUCCESS_2FA_REQUIRED',
] as const;
export type LoginLabel = (typeof loginLabels)[number];

export const loginLogs = pgTable(
  'login_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    label: text().$type<LoginLabel>().notNull(),
    code: text(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('login_logs_created_at_idx').on(t.createdAt), index('login_logs_user_id_idx').on(t.userId)],
);

/**
 * The shared counter of every rate limit (sign-in, codes, password resets, public links): one row
 * per key, its window opened by the first hit. Counted with one INSERT … ON CONFLICT DO UPDATE, so
 * concurrent requests and every instance see the same count; rows past `expiresAt` are swept.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text().primaryKey(),
    windowStart: timestamptz().notNull(),
    count: integer().notNull(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index('rate_counters_expires_at_idx').on(t.expiresAt)],
);

/**
 * Secrets every instance must share, made by the first one that starts: `link` signs contract
 * share links when `LINK_SECRET` is not set.
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamptz().notNull().defaultNow(),
});

export const userFeedScopes = ['mine', 'all'] as const;
export type UserFeedScope = (typeof userFeedScopes)[number];

/**
 * A user's own iCal feeds, made when the profile first shows them: `mine` (the shows and holds
 * they created or own) and `all` (every show and hold their role may read). `token` is the secret
 * of `/ical/{token}.ics`, kept readable so the profile can show the address again (as a
 * calendar's `icalToken`); replacing it revokes the old address.
 */
export const userFeeds = pgTable(
  'user_feeds',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text().$type<UserFeedScope>().notNull(),
    token: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] }), uniqueIndex('user_feeds_token_idx').on(t.token)],
);

/**
 * A change of a user's email waiting for its confirmation (issue 28): the new address takes effect
 * only when the link mailed to it is opened (`confirmTokenHash`), and the old address, told of
 * the change, can cancel it with its own link (`cancelTokenHash`) until `expiresAt`, before or
 * after the confirmation. Both tokens are stored as their SHA-256; each is spent once.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text().notNull(),
    newEmail: text().notNull(),
    confirmTokenHash: text().notNull(),
    cancelTokenHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    confirmedAt: timestamptz(),
    cancelledAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_changes_confirm_token_idx').on(t.confirmTokenHash),
    uniqueIndex('email_changes_cancel_token_idx').on(t.cancelTokenHash),
    index('email_changes_user_id_idx').on(t.userId),
  ],
);
