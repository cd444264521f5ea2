import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('forgets an entry once its time is up', () => {
    const cache = new TtlCache<string>(1_000);
    cache.set('a', 'uno', 0);
    expect(cache.get('a', 999)).toBe('uno');
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('drops the oldest entry past its size and forgets deleted entries', () => {
    const cache = new TtlCache<number>(1_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3]);
    cache.delete('b');
    expect(cache.get('b', 1)).toBeUndefined();
  });
});
