import { boundedThreads, ThreadLimitError } from './bounded-threads';
import { type RenderOptions, sizeCheck, type TemplateCheck, TemplateError, tooSlowCheck } from './render';
import type { TemplatesAnswer } from './template-tasks';

/**
 * Past this a template thread is stopped, a backstop: a render's rows stop at 200 ms
 * (`RENDER_BUDGET`) and compiling the largest template `TEMPLATE_LIMITS` lets through takes about
 * 200 ms, but a thread that starts cold (tsx, Handlebars) took 1.4 s on two loaded cores.
 */
export const TEMPLATE_THREAD_SECONDS = 10;

/** How many template threads run at once: as many as the PDF threads, on a 2-core server. */
export const TEMPLATE_THREADS = 2;

/**
 * Templates are checked, compiled and rendered on threads of their own: a 500 KB template of 24 000
 * placeholders held the server's event loop for 3 s (docs/decisions.md, issue 26). The queue in
 * front of them is the API's `templatePool`.
 */
const run = boundedThreads({
  entry: new URL('./template-worker.mjs', import.meta.url),
  threads: TEMPLATE_THREADS,
  seconds: TEMPLATE_THREAD_SECONDS,
  heapMb: 256,
});

/**
 * Runs `task` on a template thread once every source passes `sizeCheck` here (a template past the
 * limits is never copied to a thread); a failure throws `TemplateError` with the source's index.
 */
async function onThread<T>(task: 'check' | 'render', sources: string[], input: object): Promise<T> {
  for (const [index, source] of sources.entries()) {
    const size = sizeCheck(source);
    if (!size.ok) throw new TemplatesError(index, size);
  }
  let answer: TemplatesAnswer<T>;
  try {
    answer = await run<TemplatesAnswer<T>>(task, input);
  } catch (error) {
    if (error instanceof ThreadLimitError) throw new TemplatesError(-1, tooSlowCheck(), { cause: error });
    throw error;
  }
  if ('refused' in answer) throw new TemplatesError(answer.refused.index, answer.refused.check);
  return answer.done;
}

/** A `TemplateError` of one of several sources: `index` is the one that failed (-1: all of them, stopped). */
export class TemplatesError extends TemplateError {
  constructor(
    readonly index: number,
    check: Extract<TemplateCheck, { ok: false }>,
    options?: ErrorOptions,
  ) {
    super(check, options);
  }
}

/** `checkTemplate` of each source on a template thread; throws `TemplatesError` for the first that fails. */
export const checkTemplatesOnThread = (sources: string[]) => onThread<null>('check', sources, sources);

/** `renderTemplate` of each source with the same variables, on a template thread, in order. */
export const renderTemplatesOnThread = (sources: string[], variables: object, options: RenderOptions) =>
  onThread<string[]>('render', sources, { sources, variables, options });
