import { type Database, schema } from '@bolo/db';
import { createTestDatabase } from '@bolo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { takeSlots } from './rate-counter';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const limit = { max: 5, windowMs: 60_000 };
const start = new Date('2026-11-23T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const take = (key: string, now = start) => takeSlots(database.db, [{ key, limit }], now);
const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'taken',
    (error: unknown) => (error instanceof AppError ? error.appCode : 'other'),
  );

describe('the database rate counter', () => {
  it('takes five slots, refuses the sixth with the wait until the window ends, counts keys apart', async () => {
    for (let i = 0; i < 5; i++) await take('a', later(i * 1000));
    const refused = await take('a', later(20_000)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).appCode).toBe('rate_limited');
    expect((refused as AppError).retryAfterSeconds).toBe(40);
    expect((refused as AppError).message).toBe('Demasiados intentos. Inténtelo de nuevo dentro de 40 s.');
    await expect(take('b', later(20_000))).resolves.toBeDefined();
    // the window began at the first hit: a minute after it, five more
    for (let i = 0; i < 5; i++) await take('a', later(60_000));
    expect(await outcome(take('a', later(60_000)))).toBe('rate_limited');
  });

  it('lets exactly five of fifty concurrent hits through', async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => outcome(take('burst'))));
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'rate_limited')).toHaveLength(45);
  });

  it('takes all slots or none, and a slot given back can be taken again', async () => {
    const narrow = { max: 1, windowMs: 60_000 };
    await takeSlots(database.db, [{ key: 'narrow', limit: narrow }], start);
    // the wide slot is given back when the narrow one is full
    for (let i = 0; i < 3; i++) {
      expect(
        await outcome(
          takeSlots(
            database.db,
            [
              { key: 'wide', limit },
              { key: 'narrow', limit: narrow },
            ],
            start,
          ),
        ),
      ).toBe('rate_limited');
    }
    const slots = await Promise.all(Array.from({ length: 5 }, () => take('wide')));
    expect(await outcome(take('wide'))).toBe('rate_limited');
    await slots[0]?.giveBack();
    expect(await outcome(take('wide'))).toBe('taken');
  });

  it('sweeps expired windows as new ones open, so old rows do not pile up', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    for (let i = 0; i < 30; i++) await take(`old-${i}`, old);
    const count = () => database.db.$count(schema.rateCounters);
    const before = await count();
    await take('fresh', later(0));
    expect(await count()).toBeLessThanOrEqual(before - 30 + 1);
  });
});
