import { loadAnnex } from './annexes';
import { type ContractPdfInput, renderContractPdf } from './contract';
import { PdfInputError } from './errors';
import { type ContractSeal, sealContractPdf } from './seal';

/**
 * What a PDF thread answers: the work's result, or the typesetter's refusal as plain data (an
 * error crossing threads loses its class and its `code`).
 */
export type ThreadAnswer<T> = { done: T } | { refused: { code: PdfInputError['code']; message: string } };

async function answer<T>(work: () => Promise<T>): Promise<ThreadAnswer<T>> {
  try {
    return { done: await work() };
  } catch (error) {
    if (error instanceof PdfInputError) return { refused: { code: error.code, message: error.message } };
    throw error;
  }
}

export const render = (input: ContractPdfInput) => answer(() => renderContractPdf(input));

export const seal = (input: ContractSeal) => answer(() => sealContractPdf(input));

export const checkAnnex = (bytes: Uint8Array) =>
  answer(async () => {
    await loadAnnex(bytes);
    return true;
  });
