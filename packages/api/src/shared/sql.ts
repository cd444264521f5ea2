/** The first row a query answers, or null. */
export const firstRow = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null;

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a case-insensitive "contains" search. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * The SQLSTATE of a database error, looked for through the `cause` chain (Drizzle wraps the
 * driver's error; postgres.js and PGlite both carry `code`).
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
