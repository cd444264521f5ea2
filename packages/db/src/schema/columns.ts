import { integer, timestamp } from 'drizzle-orm/pg-core';

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/** Columns every editable row carries: optimistic-concurrency version and the audit trail. */
export const editableColumns = {
  version: integer().notNull().default(1),
  createdAt: timestamptz().notNull().defaultNow(),
  updatedAt: timestamptz().notNull().defaultNow(),
  createdBy: integer(),
  updatedBy: integer(),
};
