import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { renderPool } from './render-pool';

/** A job that runs until `finish` is called, recording when it started. */
function heldJob(started: number[], n: number) {
  let finish = () => {};
  const done = new Promise<number>((resolve) => {
    finish = () => resolve(n);
  });
  const job = () => {
    started.push(n);
    return done;
  };
  return { job, finish: () => finish() };
}

describe('the render pool', () => {
  it('runs two at once, lines up the next ones and refuses past the line with busy and a wait', async () => {
    const pool = renderPool({ running: 2, waiting: 2 });
    const started: number[] = [];
    const jobs = [0, 1, 2, 3].map((n) => heldJob(started, n));
    const results = jobs.map(({ job }) => pool.run(job));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    const refused = await pool.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ appCode: 'busy', retryAfterSeconds: 5 });

    jobs[0]?.finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const { finish } of jobs) finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    // Every slot given back: two run at once again.
    const again = [4, 5].map((n) => heldJob(started, n));
    const more = again.map(({ job }) => pool.run(job));
    await Promise.resolve();
    expect(started.slice(-2)).toEqual([4, 5]);
    for (const { finish } of again) finish();
    await Promise.all(more);
  });

  it('gives the slot back when a job fails', async () => {
    const pool = renderPool({ running: 1, waiting: 0 });
    await expect(pool.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await pool.run(async () => 'ok')).toBe('ok');
  });
});
