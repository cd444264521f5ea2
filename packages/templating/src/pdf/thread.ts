import { boundedThreads, ThreadLimitError } from '../bounded-threads';
import type { ContractPdfInput } from './contract';
import { PdfInputError } from './errors';
import type { ContractSeal } from './seal';
import type { ThreadAnswer } from './thread-tasks';

/** Past this a PDF is not made: a contract takes seconds at most (a 500-page annex, about one). */
export const PDF_THREAD_SECONDS = 60;

const pdfThreads = (threads: number) =>
  boundedThreads({
    entry: new URL('./thread-worker.mjs', import.meta.url),
    threads,
    seconds: PDF_THREAD_SECONDS,
    heapMb: 512,
  });

/**
 * Contracts are typeset and annexes parsed on two threads of their own, so a long document never
 * holds up the server's event loop; settlement sheets on a third, so that long sheets never hold
 * up a contract. The queues in front of them are the API's render pools.
 */
const contractThreads = pdfThreads(2);
const settlementThreads = pdfThreads(1);

async function onThread<T>(
  run: typeof contractThreads,
  task: 'render' | 'checkAnnex' | 'seal',
  input: unknown,
): Promise<T> {
  let answer: ThreadAnswer<T>;
  try {
    answer = await run<ThreadAnswer<T>>(task, input);
  } catch (error) {
    if (error instanceof ThreadLimitError) {
      const message = `The contract could not be made within ${error.seconds} s and ${error.heapMb} MB`;
      throw new PdfInputError('contract_too_large', message, { cause: error });
    }
    throw error;
  }
  if ('refused' in answer) throw new PdfInputError(answer.refused.code, answer.refused.message);
  return answer.done;
}

/** `renderContractPdf` (./contract.ts) on a PDF thread. */
export const renderContractPdfOnThread = (input: ContractPdfInput) =>
  onThread<Uint8Array>(contractThreads, 'render', input);

/** A settlement sheet (./settlement.ts) typeset like a contract, on the settlement thread. */
export const renderSettlementPdfOnThread = (input: ContractPdfInput) =>
  onThread<Uint8Array>(settlementThreads, 'render', input);

/** `sealContractPdf` (./seal.ts) on a contract's PDF thread: the signed contract. */
export const sealContractPdfOnThread = (input: ContractSeal) =>
  onThread<Uint8Array>(contractThreads, 'seal', input);

/** `loadAnnex` (./annexes.ts) on a PDF thread: refuses what the contract could not append. */
export const checkAnnexOnThread = (bytes: Uint8Array) => onThread<true>(contractThreads, 'checkAnnex', bytes);
