/** What a periodic job writes to the server's log: a pino or Fastify logger fits. */
export interface JobLog {
  error(details: object, message: string): void;
}

export interface PeriodicJob {
  /** Finishes the pass in flight and stops. */
  stop(): Promise<void>;
}

/** A step of a job's pass, and what the log says when it fails (the next pass tries again). */
export interface JobStep {
  run(): Promise<unknown>;
  failure: string;
}

/** Runs `steps` one after the other now and then every `intervalMs`, until stopped. */
export function startPeriodic({
  steps,
  intervalMs,
  log,
}: {
  steps: readonly JobStep[];
  intervalMs: number;
  log: JobLog;
}): PeriodicJob {
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
      for (const step of steps)
        await step.run().catch((error: unknown) => log.error({ err: error }, step.failure));
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
