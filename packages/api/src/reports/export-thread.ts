import { boundedThreads, ThreadLimitError } from '@bolo/templating';
import type { FileAnswer } from '../rest';
import { AppError } from '../shared/errors';
import type { ReportSheet, SheetTable } from './export';
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

/** A function of the worker on the export thread; past its time or heap, `report_too_slow`. */
async function onThread(name: string, payload: unknown): Promise<FileAnswer & { filename: string }> {
  try {
    return await run(name, payload);
  } catch (error) {
    if (error instanceof ThreadLimitError) {
      throw new AppError('report_too_slow', { params: { seconds: error.seconds }, cause: error });
    }
    throw error;
  }
}

/** `reportFile` (./export.ts) on the export thread. */
export const reportFileOnThread = (rows: readonly ReportEventRow[], sheet: ReportSheet) =>
  onThread('write', { rows, sheet });

/** `sheetFile` (./export.ts) on the export thread: any domain's table, written as the reports are. */
export const sheetFileOnThread = (table: SheetTable) => onThread('writeSheet', table);
