/** The wait before trying again what failed: the mail outbox's and the AEAT sender's. */
const FIRST_DELAY_MS = 30_000;
const GROWTH = 4;
const MAX_DELAY_MS = 2 * 60 * 60_000;
/** Each delay is moved by up to this share either way, so mails that failed together spread out. */
const JITTER = 0.2;

/**
 * How long to wait after failed attempt number `attempt` (1 = the first try): 30 s, 2 min, 8 min,
 * 32 min, then 2 h at most, each ±20 % at random (`random` in [0, 1), 0.5 = no change).
 */
export function retryDelayMs(attempt: number, random: number = Math.random()): number {
  const exponential = FIRST_DELAY_MS * GROWTH ** Math.max(0, attempt - 1);
  const delay = Math.min(exponential, MAX_DELAY_MS);
  return Math.round(delay * (1 + JITTER * (2 * random - 1)));
}
