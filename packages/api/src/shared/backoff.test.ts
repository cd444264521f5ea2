import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

const minutes = (ms: number) => ms / 60_000;

describe('the wait before a mail or a submission is tried again', () => {
  it('grows fourfold from 30 seconds: 30 s, 2 min, 8 min, 32 min', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 0.5))).toEqual([
      30_000, 120_000, 480_000, 1_920_000,
    ]);
  });

  it('never waits more than two hours, however many attempts failed', () => {
    expect(minutes(retryDelayMs(5, 0.5))).toBe(120);
    expect(minutes(retryDelayMs(40, 0.5))).toBe(120);
  });

  it('moves each wait by at most a fifth either way, so mails that failed together spread out', () => {
    expect(retryDelayMs(1, 0)).toBe(24_000);
    expect(retryDelayMs(1, 0.999_999)).toBeCloseTo(36_000, -1);
    expect(minutes(retryDelayMs(9, 0))).toBe(96);
    for (let i = 0; i < 200; i++) {
      const delay = retryDelayMs(2);
      expect(delay).toBeGreaterThanOrEqual(96_000);
      expect(delay).toBeLessThanOrEqual(144_000);
    }
  });
});
