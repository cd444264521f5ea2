import { describe, expect, it } from 'vitest';
import { afterFailure, isPermanentFailure, MAX_ATTEMPTS } from './retry';

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
