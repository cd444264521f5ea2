import { Piscina } from 'piscina';

/** A thread's work went past its time or its heap: the thread is stopped, not the server. */
export class ThreadLimitError extends Error {
  constructor(
    readonly seconds: number,
    readonly heapMb: number,
    options: { cause: unknown },
  ) {
    super(`The work could not be done within ${seconds} s and ${heapMb} MB`, options);
  }
}

/**
 * Threads for work long enough to hold up the server's event loop (`/health` and every other
 * request would wait): at most `threads` at once, made on first use and let go after a minute
 * idle, at a lower priority than the server's thread, each task stopped past `seconds` or a heap
 * of `heapMb`. `entry` is a module (`.mjs`, beside the caller) exporting the tasks by name; the
 * queue in front belongs to the caller (a `renderPool`, `503 busy`).
 */
export function boundedThreads({
  entry,
  threads,
  seconds,
  heapMb,
}: {
  entry: URL;
  threads: number;
  seconds: number;
  heapMb: number;
}) {
  const pool = new Piscina({
    filename: entry.href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    niceIncrement: 5,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  return async function run<T>(task: string, input: unknown): Promise<T> {
    try {
      return await pool.run(input, { name: task, signal: AbortSignal.timeout(seconds * 1000) });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if ((error as Error).name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new ThreadLimitError(seconds, heapMb, { cause: error });
      }
      throw error;
    }
  };
}
