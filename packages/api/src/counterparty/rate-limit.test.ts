import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { slidingWindowLimiter } from './rate-limit';

describe('the public counterparty limiter', () => {
  it('allows 100 requests a minute from one address, refuses the 101st with the wait, and counts others apart', () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const limiter = slidingWindowLimiter({ max: 100, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 100; i++) limiter.hit('10.0.0.1');
    let refused: unknown;
    try {
      limiter.hit('10.0.0.1');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).appCode).toBe('rate_limited');
    expect((refused as AppError).retryAfterSeconds).toBe(60);
    expect(() => limiter.hit('10.0.0.2')).not.toThrow();
    now = new Date(now.getTime() + 60_001);
    expect(() => limiter.hit('10.0.0.1')).not.toThrow();
  });
});
