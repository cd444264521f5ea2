import { integer, text, timestamp } from 'drizzle-orm/pg-core';

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/** Columns every editable row carries: optimistic-concurrency version and the audit trail. */
export const editableColumns = {
  version: integer().notNull().default(1),
  createdAt: timestamptz().notNull().defaultNow(),
  updatedAt: timestamptz().notNull().defaultNow(),
  createdBy: integer(),
  updatedBy: integer(),
};

/**
 * Columns of a link someone opens without an account (a counterparty's, a day sheet's): the random
 * token is never stored, `tokenHash` is its SHA-256, the lookup key; `tokenSealed` the token
 * encrypted with the server's secret, so staff can copy the current link again.
 */
export const signedLinkColumns = () => ({
  tokenHash: text().notNull(),
  tokenSealed: text().notNull(),
  expiresAt: timestamptz().notNull(),
  revokedAt: timestamptz(),
  lastUsedAt: timestamptz(),
  createdAt: timestamptz().notNull().defaultNow(),
  createdBy: integer(),
});
