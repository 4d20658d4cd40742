/** A piece of work run one at a time, as `oneAtATime` makes it. */
export interface OneAtATime {
  /** Runs the work, or waits for the run that follows the one under way. */
  (): Promise<void>;
  /** Settles when no run is under way or asked for. */
  idle(): Promise<void>;
}

/**
 * Runs `work` one at a time. Asked while a run is under way, the caller waits for a run that starts
 * after it, one for everyone who asked meanwhile: the run under way may have read what the caller has
 * just changed (a setting, a call, the clock). Nothing more runs once `stopped` says so. `work` keeps
 * its own failures (it logs them).
 */
export function oneAtATime(work: () => Promise<void>, stopped: () => boolean = () => false): OneAtATime {
  let running: Promise<void> | undefined;
  let again: Promise<void> | undefined;
  const run = (): Promise<void> => {
    if (running !== undefined) {
      again ??= running.then(() => {
        again = undefined;
        return stopped() ? undefined : run();
      });
      return again;
    }
    running = work().finally(() => {
      running = undefined;
    });
    return running;
  };
  return Object.assign(run, {
    idle: async (): Promise<void> => {
      while (running !== undefined || again !== undefined) await (again ?? running);
    },
  });
}
