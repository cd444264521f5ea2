import { boundedThreads, ThreadLimitError } from '@bolo/templating';
import type { FileAnswer } from '../rest';
import { AppError } from '../shared/errors';
import type { ReportSheet } from './export';
import type { ReportEventRow } from './schemas';

/** Past this an export is stopped: the largest (20 000 rows as XLSX) takes a few seconds. */
export const EXPORT_THREAD_SECONDS = 30;

/**
 * The report's files are written on a thread of their own: writing 20 000 rows held the server's
 * event loop for over a second (docs/decisions.md § Reports). One at a time; the queue in front
 * is `exportPool`.
 */
const run = boundedThreads({
  entry: new URL('./export-worker.mjs', import.meta.url),
  threads: 1,
  seconds: EXPORT_THREAD_SECONDS,
  heapMb: 512,
});

/** `reportFile` (./export.ts) on the export thread; past its time or heap, `report_too_slow`. */
export async function reportFileOnThread(
  rows: readonly ReportEventRow[],
  sheet: ReportSheet,
): Promise<FileAnswer & { filename: string }> {
  try {
    return await run('write', { rows, sheet });
  } catch (error) {
    if (error instanceof ThreadLimitError) {
      throw new AppError('report_too_slow', { params: { seconds: error.seconds }, cause: error });
    }
    throw error;
  }
}
