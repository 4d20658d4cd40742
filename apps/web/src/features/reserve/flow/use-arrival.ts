import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Arrival } from './arrival';
import { arrivalFromCache } from './arrival-from-cache';

/**
 * Her arrival at /reserve itself (`arriving`: not back at her list, nor at a view), decided as the page
 * is first drawn when what decides it came with the page (the server painted it with her data, or it
 * was fetched before the page's code arrived): the server then paints the view she is going to, and
 * nothing switches under her finger. Null when she stays on her list, or when it must wait for her data
 * (her list decides it then). Decided once: it does not change as she moves on.
 */
export function useArrivalNow(userId: string | null, arriving: boolean): Arrival | null {
  const queryClient = useQueryClient();
  const [arrival] = useState(() => (arriving ? arrivalFromCache(queryClient, userId) : null));
  return arrival;
}
