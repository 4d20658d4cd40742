import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * false while the server renders and while the browser hydrates its HTML, true from then on: what
 * only the browser can know (an install prompt, the device) appears after hydration, never in a
 * different first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
