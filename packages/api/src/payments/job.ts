import type { Db } from '@bolo/db';
import { type JobLog, type PeriodicJob, startPeriodic } from '../shared/periodic';
import { noticeOverdueLines } from './notices';

/**
 * Tells the events' owners of the payment lines fallen due unpaid, every `intervalMs` while the
 * server runs. Every process may run it: each line is told of once however many run at once.
 */
export const startOverdueNotices = ({
  db,
  intervalMs,
  log,
  clock = () => new Date(),
}: {
  db: Db;
  intervalMs: number;
  log: JobLog;
  clock?: () => Date;
}): PeriodicJob =>
  startPeriodic({
    intervalMs,
    log,
    steps: [
      { run: () => noticeOverdueLines(db, clock()), failure: 'payments: telling of overdue lines failed' },
    ],
  });
