import type { Db } from '@bolo/db';
import { type JobLog, type PeriodicJob, startPeriodic } from '../shared/periodic';
import { releaseDueHolds, remindExpiringHolds } from './service';

export type HoldReleaser = PeriodicJob;

/**
 * Releases expired holds and unanswered challenges, and reminds the owners of holds expiring within
 * 24 hours, every `intervalMs` while the server runs. Every process may run it: each hold is
 * released once and each reminder sent once however many run at once.
 */
export function startHoldReleaser({
  db,
  intervalMs,
  log,
  clock = () => new Date(),
}: {
  db: Db;
  intervalMs: number;
  log: JobLog;
  clock?: () => Date;
}): HoldReleaser {
  return startPeriodic({
    intervalMs,
    log,
    steps: [
      { run: () => releaseDueHolds(db, clock()), failure: 'holds: releasing due holds failed' },
      { run: () => remindExpiringHolds(db, clock()), failure: 'holds: reminding expiring holds failed' },
    ],
  });
}
