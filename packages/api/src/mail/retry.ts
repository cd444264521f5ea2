/** Tries before a mail is given up as failed (about six and a half hours after the first). */
export const MAX_ATTEMPTS = 8;

/**
 * Whether trying again cannot help: the SMTP server answered a 5xx (no such mailbox, refused),
 * which RFC 5321 calls permanent. Timeouts, refused connections and 4xx answers are worth retrying.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null
      ? (error as { responseCode?: unknown }).responseCode
      : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What a failed attempt did to the mail: tried again later, or given up. */
export function afterFailure(attempts: number, error: unknown): { attempts: number; gaveUp: boolean } {
  const next = attempts + 1;
  return { attempts: next, gaveUp: next >= MAX_ATTEMPTS || isPermanentFailure(error) };
}
