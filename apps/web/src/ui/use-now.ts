import { useEffect, useState } from 'react';

/** docs/product/site-and-staff.md §9: the desk's details clock ticks every second. */
export const CLOCK_TICK_MS = 1000;

/** The current instant, updated every `tickMs`. */
export function useNow(tickMs: number = CLOCK_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
