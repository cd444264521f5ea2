import { Piscina } from 'piscina';
import type { ContractPdfInput } from './contract';
import { PdfInputError } from './errors';
import type { ThreadAnswer } from './thread-tasks';

/** Past this a PDF is not made: a contract takes seconds at most (a 500-page annex, about one). */
export const PDF_THREAD_SECONDS = 60;
/** The heap a PDF thread may use: a thread past it is stopped, not the server. */
const PDF_THREAD_HEAP_MB = 512;

/**
 * Contracts are typeset and annexes parsed on threads of their own, so a long document never
 * holds up the server's event loop (`/health` and every other request go on meanwhile). Two
 * threads at most, made on first use and let go after a minute idle, at a lower priority than
 * the server's thread. The queue in front of them is the API's render pool (`503 busy`).
 */
const threads = new Piscina({
  filename: new URL('./thread-worker.mjs', import.meta.url).href,
  minThreads: 0,
  maxThreads: 2,
  idleTimeout: 60_000,
  niceIncrement: 5,
  resourceLimits: { maxOldGenerationSizeMb: PDF_THREAD_HEAP_MB },
});

const tooLarge = (cause: unknown) =>
  new PdfInputError(
    'contract_too_large',
    `The contract could not be made within ${PDF_THREAD_SECONDS} s and ${PDF_THREAD_HEAP_MB} MB`,
    { cause },
  );

async function onThread<T>(task: 'render' | 'checkAnnex', input: unknown): Promise<T> {
  let answer: ThreadAnswer<T>;
  try {
    answer = await threads.run(input, { name: task, signal: AbortSignal.timeout(PDF_THREAD_SECONDS * 1000) });
  } catch (error) {
    const code = (error as { code?: string; name?: string }).code;
    if ((error as Error).name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') throw tooLarge(error);
    throw error;
  }
  if ('refused' in answer) throw new PdfInputError(answer.refused.code, answer.refused.message);
  return answer.done;
}

/** `renderContractPdf` (./contract.ts) on a PDF thread. */
export const renderContractPdfOnThread = (input: ContractPdfInput) => onThread<Uint8Array>('render', input);

/** `loadAnnex` (./annexes.ts) on a PDF thread: refuses what the contract could not append. */
export const checkAnnexOnThread = (bytes: Uint8Array) => onThread<true>('checkAnnex', bytes);
