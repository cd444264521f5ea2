import { DrizzleQueryError } from 'drizzle-orm';
/** The first row a query answers, or null. */
export const firstRow = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null;

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a case-insensitive "contains" search. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** An error and the errors it wraps (Drizzle wraps the driver's error, tRPC the thrown one). */
function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * The SQLSTATE of a database error, looked for through the `cause` chain (postgres.js and PGlite
 * both carry `code`).
 */
export function sqlState(error: unknown): string | undefined {
  for (const { code } of causeChain(error)) {
    if (isSqlState(code)) return code;
  }
  return undefined;
}

/**
 * Whether `error` came from talking to the database: Drizzle's wrapper of a failed query, a
 * server error (postgres.js's PostgresError, PGlite's error with its `severity`), or an error
 * postgres.js failed a query with (it tags each with the query's text and parameters).
 */
const isDatabaseClientError = (error: Record<string, unknown>) =>
  error instanceof DrizzleQueryError ||
  error.name === 'PostgresError' ||
  (typeof error.severity === 'string' && isSqlState(error.code)) ||
  (typeof error.query === 'string' && 'parameters' in error);

/** postgres.js's and Node's codes for a connection that failed, broke or timed out. */
const connectionFailureCodes = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a database that is away or cannot take us now: class 08 (connection exception)
 * but 08P01 (protocol violation, a bug), 53300 (too many connections), 57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now.
 */
const isOutageState = (code: string) =>
  (/^08[0-9A-Z]{3}$/.test(code) && code !== '08P01') || code === '53300' || /^57P0[123]$/.test(code);

/**
 * Whether `error` says the database cannot be reached, not that a query is wrong. Only an error
 * from the database client counts, so a mail server or web service that cannot be reached is not
 * taken for the database.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const chain = [...causeChain(error)];
  if (!chain.some(isDatabaseClientError)) return false;
  return chain.some(
    ({ code }) => typeof code === 'string' && (connectionFailureCodes.has(code) || isOutageState(code)),
  );
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
