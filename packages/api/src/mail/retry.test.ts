import { describe, expect, it } from 'vitest';
import { afterFailure, isPermanentFailure, MAX_ATTEMPTS, retryDelayMs } from './retry';

const minutes = (ms: number) => ms / 60_000;

describe('the wait before a mail is tried again', () => {
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

describe('a failed attempt', () => {
  it('counts the attempt and tries again until the last one, then gives up', () => {
    const refused = Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' });
    expect(afterFailure(0, refused)).toEqual({ attempts: 1, gaveUp: false });
    expect(afterFailure(MAX_ATTEMPTS - 2, refused)).toEqual({ attempts: MAX_ATTEMPTS - 1, gaveUp: false });
    expect(afterFailure(MAX_ATTEMPTS - 1, refused)).toEqual({ attempts: MAX_ATTEMPTS, gaveUp: true });
  });

  it('gives up at once when the SMTP server refuses for good (5xx), not when it says try later (4xx)', () => {
    const noMailbox = Object.assign(new Error('550 No such user'), { responseCode: 550 });
    const busy = Object.assign(new Error('451 Try again later'), { responseCode: 451 });
    expect(isPermanentFailure(noMailbox)).toBe(true);
    expect(isPermanentFailure(busy)).toBe(false);
    expect(isPermanentFailure(new Error('connect ECONNREFUSED 127.0.0.1:25'))).toBe(false);
    expect(isPermanentFailure('550')).toBe(false);
    expect(afterFailure(0, noMailbox)).toEqual({ attempts: 1, gaveUp: true });
  });
});
