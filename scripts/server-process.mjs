// How the server's own process is started, by `npm start` and by the bench alike.

/** V8's old-space limit given to the server unless NODE_OPTIONS sets one. */
export const HEAP_LIMIT_MB = 1024;

/**
 * The node arguments and environment of `scripts/server.mjs`.
 * - `MALLOC_ARENA_MAX=2`: glibc reads it only when a process starts; with its default of 8
 *   arenas a core, the threads' allocations left the server at about 300 MB of RSS after the
 *   list bench, 185 MB with 2.
 * - `--max-old-space-size`: on a machine with more than 16 GB V8 lets the old space grow to four
 *   times the live set before a major GC (its growing factor is highest for heap limits of 2 GB
 *   and more), so after a load the server held 230–300 MB, most of it garbage; with a 1 GB limit
 *   the factor is about 1.6 and it holds 180–205 MB (docs/decisions.md § The event list at bare
 *   speed, and memory).
 * A value set outside is kept.
 */
export function serverProcess(env = process.env) {
  const heapSet = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '');
  return {
    nodeArgs: heapSet ? [] : [`--max-old-space-size=${HEAP_LIMIT_MB}`],
    env: { MALLOC_ARENA_MAX: '2', ...env },
  };
}
