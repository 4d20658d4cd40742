/**
 * The server's "now". Every service asks the clock instead of calling Date.now(), so tests and the
 * development endpoint POST /api/dev/clock can time-travel without touching the system time.
 */
export interface Clock {
  now(): Date;
  /** Fixes "now" at an instant; null returns to real time. */
  set(instant: Date | null): void;
  /** True while "now" is fixed. */
  readonly fixed: boolean;
}

export function createClock(initial: Date | null = null): Clock {
  let fixedAt: number | null = initial === null ? null : initial.getTime();
  return {
    now: () => new Date(fixedAt ?? Date.now()),
    set(instant) {
      if (instant !== null && Number.isNaN(instant.getTime()))
        throw new RangeError('Invalid instant for the clock');
      fixedAt = instant === null ? null : instant.getTime();
    },
    get fixed() {
      return fixedAt !== null;
    },
  };
}

/**
 * Real time, whatever the app clock says: for what the world outside dates (a cache entry's age in
 * this process, a file's age on disk, a bot-check challenge its widget dates by real time).
 */
export function wallTime(): number {
  return Date.now();
}
