import type { Db } from '@bolo/db';
import { describe, expect, it } from 'vitest';
import { COUNT_FRESH_MS, COUNT_STALE_MS, cachedCount } from './count-cache';

/** A count the test ends by hand, so it sees what a request answers while the count runs. */
function countsBy(values: number[]) {
  const started: Array<(value: number) => void> = [];
  const compute = () =>
    new Promise<number>((resolve) => {
      started.push(resolve);
    });
  const finish = () => started.shift()?.(values.shift() ?? -1);
  return { compute, finish, started: () => started.length };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('list totals', () => {
  it('answers a fresh total without counting, and a stale one at once while a single recount runs', async () => {
    const db = {} as Db;
    let clock = 0;
    const now = () => clock;
    const counts = countsBy([140, 141]);
    const first = cachedCount(db, 'k', counts.compute, now);
    expect(counts.started()).toBe(1);
    counts.finish();
    expect(await first).toBe(140);

    clock = COUNT_FRESH_MS - 1;
    expect(await cachedCount(db, 'k', counts.compute, now)).toBe(140);
    expect(counts.started()).toBe(0);

    clock = COUNT_FRESH_MS + 1;
    const during = await Promise.all([1, 2, 3].map(() => cachedCount(db, 'k', counts.compute, now)));
    expect(during).toEqual([140, 140, 140]);
    expect(counts.started()).toBe(1);
    counts.finish();
    await settled();
    expect(await cachedCount(db, 'k', counts.compute, now)).toBe(141);
  });

  it('never shows a total older than the stale bound: that request waits for the new count', async () => {
    const db = {} as Db;
    let clock = 0;
    const now = () => clock;
    const counts = countsBy([7, 9]);
    const first = cachedCount(db, 'k', counts.compute, now);
    counts.finish();
    await first;
    clock = COUNT_STALE_MS + 1;
    const late = cachedCount(db, 'k', counts.compute, now);
    let answered: number | undefined;
    late.then((value) => {
      answered = value;
    });
    await settled();
    expect(answered).toBeUndefined();
    counts.finish();
    expect(await late).toBe(9);
  });

  it('counts again after a failed count instead of keeping the failure', async () => {
    const db = {} as Db;
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return 3;
    };
    await expect(cachedCount(db, 'k', flaky)).rejects.toThrow('connection lost');
    expect(await cachedCount(db, 'k', flaky)).toBe(3);
    expect(calls).toBe(2);
  });
});
