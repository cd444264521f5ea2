import { TEMPLATE_THREADS } from '@bolo/templating';
import { AppError } from './errors';

/** How long a client refused with `busy` waits before it asks again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * At most `running` jobs at once and `waiting` more in line; a job past that is refused at once
 * with `503 busy` and `Retry-After`, rather than queued behind minutes of work.
 */
export function renderPool({ running, waiting }: { running: number; waiting: number }) {
  let active = 0;
  const line: (() => void)[] = [];

  async function run<T>(job: () => Promise<T>): Promise<T> {
    if (active >= running) {
      if (line.length >= waiting) throw new AppError('busy', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
      await new Promise<void>((resolve) => line.push(resolve));
    } else active++;
    try {
      return await job();
    } finally {
      // The slot passes to the next in line, or is given back.
      const next = line.shift();
      if (next) next();
      else active--;
    }
  }
  return { run };
}

/** One pool per process for contract PDFs and annex checks: two at once, eight waiting. */
export const contractPdfPool = renderPool({ running: 2, waiting: 8 });

/**
 * Settlement sheets line up apart from contracts, so that a burst of long sheets (thousands of
 * ticket lines) answers `busy` to more sheets and never to a contract: one at once, four waiting.
 */
export const settlementPdfPool = renderPool({ running: 1, waiting: 4 });

/** One pool per process for the reports' CSV and XLSX files (up to 20 000 rows each): one at a time, four waiting. */
export const exportPool = renderPool({ running: 1, waiting: 4 });

/**
 * One pool per process for every template check and render, as many at once as there are template
 * threads; an event's mails are 12 renders, so the line is long enough for several at once.
 */
export const templatePool = renderPool({ running: TEMPLATE_THREADS, waiting: 200 });
