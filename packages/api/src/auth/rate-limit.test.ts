import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, signInFailures } from './rate-limit';

const now = new Date('2026-11-22T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('rate limits', () => {
  it('allows up to five failures in fifteen minutes', () => {
    expect(retryAfterSeconds([1, 2, 3, 4].map(minutesAgo), now, signInFailures)).toBeNull();
  });

  it('after the fifth failure, waits until the oldest of the last five leaves the window', () => {
    const failures = [1, 2, 3, 4, 10].map(minutesAgo);
    expect(retryAfterSeconds(failures, now, signInFailures)).toBe(5 * 60);
  });

  it('counts only the newest five when more are inside the window', () => {
    const failures = [1, 2, 3, 4, 6, 14].map(minutesAgo);
    expect(retryAfterSeconds(failures, now, signInFailures)).toBe(9 * 60);
  });
});
