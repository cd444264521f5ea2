import type { Db } from '@bolo/db';
import { releaseDueHolds, remindExpiringHolds } from './service';

/** What the job writes to the server's log: a pino or Fastify logger fits. */
export interface HoldReleaserLog {
  error(details: object, message: string): void;
}

export interface HoldReleaser {
  /** Finishes the pass in flight and stops. */
  stop(): Promise<void>;
}

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
  log: HoldReleaserLog;
  clock?: () => Date;
}): HoldReleaser {
  let running = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wakeUp: (() => void) | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, intervalMs);
    });
  const loop = (async () => {
    while (running) {
      await releaseDueHolds(db, clock()).catch((error: unknown) =>
        log.error({ err: error }, 'holds: releasing due holds failed'),
      );
      await remindExpiringHolds(db, clock()).catch((error: unknown) =>
        log.error({ err: error }, 'holds: reminding expiring holds failed'),
      );
      if (running) await sleep();
    }
  })();
  return {
    async stop() {
      running = false;
      clearTimeout(timer);
      wakeUp?.();
      await loop;
    },
  };
}
