import { describe, expect, it } from 'vitest';
import { cachedPdf, contentHash } from './pdf-cache';

describe('the contract PDF cache', () => {
  it('makes a PDF once for openings at the same time and serves it after from the cache', async () => {
    const key = contentHash(['<p>Contrato</p>', 'Contrato (artista): Bolo', `${Math.random()}`]);
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Uint8Array([37, 80, 68, 70, made]);
    };
    const opens = await Promise.all(Array.from({ length: 5 }, () => cachedPdf(key, make)));
    expect(made).toBe(1);
    expect(new Set(opens).size).toBe(1);
    expect(await cachedPdf(key, make)).toBe(opens[0]);
    expect(made).toBe(1);
  });

  it('keeps nothing of a failed render: the next opening tries again', async () => {
    const key = contentHash(['fails once', `${Math.random()}`]);
    await expect(cachedPdf(key, () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(await cachedPdf(key, async () => new Uint8Array([1]))).toEqual(new Uint8Array([1]));
  });

  it('names different content differently, even when the parts run together', () => {
    expect(contentHash(['ab', 'c'])).not.toBe(contentHash(['a', 'bc']));
    expect(contentHash(['a', null])).not.toBe(contentHash(['a', '']));
  });
});
