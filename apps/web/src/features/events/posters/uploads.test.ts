import { describe, expect, it } from 'vitest';
import { eachLimited } from './uploads';

describe('uploading posters a few at a time', () => {
  it('works on every item, never more than the limit at once, starting them in order', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await eachLimited([1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 2 ? 5 : 1));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await eachLimited([], 3, async () => {
      calls += 1;
    });
    expect(calls).toBe(0);
  });
});
