import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HEAP_LIMIT_MB, serverProcess } from './server-process.mjs';

/** What a node process started as `npm start` starts the server reports of its heap limit and arenas. */
function started(env: NodeJS.ProcessEnv) {
  const { nodeArgs, env: childEnv } = serverProcess(env);
  const printed = execFileSync(
    process.execPath,
    [
      ...nodeArgs,
      '-e',
      'console.log(JSON.stringify({ limit: require("v8").getHeapStatistics().heap_size_limit, arenas: process.env.MALLOC_ARENA_MAX }))',
    ],
    { env: childEnv, encoding: 'utf8' },
  );
  const { limit, arenas } = JSON.parse(printed) as { limit: number; arenas: string };
  return { limitMb: limit / 2 ** 20, arenas };
}

describe('the server process as npm start and the bench start it', () => {
  it('has a heap limit of about 1 GB and two malloc arenas', () => {
    const { limitMb, arenas } = started({ PATH: process.env.PATH });
    // V8 adds its young generation to the old space's limit
    expect(limitMb).toBeGreaterThanOrEqual(HEAP_LIMIT_MB);
    expect(limitMb).toBeLessThan(HEAP_LIMIT_MB * 1.2);
    expect(arenas).toBe('2');
  });

  it('keeps a heap limit and arenas set outside', () => {
    const { limitMb, arenas } = started({
      PATH: process.env.PATH,
      NODE_OPTIONS: '--max-old-space-size=3072',
      MALLOC_ARENA_MAX: '4',
    });
    expect(limitMb).toBeGreaterThanOrEqual(3072);
    expect(limitMb).toBeLessThan(3072 * 1.2);
    expect(arenas).toBe('4');
  });
});
