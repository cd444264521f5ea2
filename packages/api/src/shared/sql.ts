/** The first row a query answers, or null. */
export const firstRow = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null;

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a case-insensitive "contains" search. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** An error and the errors it wraps (Drizzle wraps the driver's error, tRPC the thrown one). */
function* causeChain(error: unknown): Generator<{ code?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as { code?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * The SQLSTATE of a database error, looked for through the `cause` chain (postgres.js and PGlite
 * both carry `code`).
 */
export function sqlState(error: unknown): string | undefined {
  for (const { code } of causeChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

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
 * Whether `error` says the database cannot be reached, not that a query is wrong: a connection
 * that failed or broke, SQLSTATE class 08 (connection exception), or the server shutting down or
 * starting (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const { code } of causeChain(error)) {
    if (typeof code !== 'string') continue;
    if (connectionFailureCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) {
      return true;
    }
  }
  return false;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
