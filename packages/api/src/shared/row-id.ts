import { z } from 'zod';

/** The largest PostgreSQL `integer`: a larger number cannot name a row, and the database refuses it. */
export const MAX_INTEGER = 2_147_483_647;

/** The id of a row, as a body sends it (a number) or a path or query (text). */
export const id = z.coerce.number().int().positive().max(MAX_INTEGER);

/** The version of a row an editor read: a stale one answers `version_conflict`. */
export const version = z.coerce.number().int().positive().max(MAX_INTEGER);
