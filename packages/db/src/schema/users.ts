import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editableColumns, timestamptz } from './columns';

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
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    disabledAt: timestamptz(),
    ...editableColumns,
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/**
 * A signed-in session (Lucia's guide): the row id is the SHA-256 of the token the client holds,
 * so a database leak gives no usable tokens. Legacy REST clients also get a refresh token.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz().notNull(),
    refreshTokenHash: text().unique(),
    refreshExpiresAt: timestamptz(),
    twoFactorPassedAt: timestamptz(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

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
