import type { QueryClient } from '@tanstack/react-query';
import { authProviderReady } from '../../api/http';
import { savedCardsQueryOptions } from '../../api/saved-cards';
import { scheduleQueryOptions } from '../../api/schedule';
import { settingsQueryOptions } from '../../api/settings';
import { userQueryOptions } from '../../api/user';
import { userReservationsQueryOptions } from '../../api/user-reservations';
import { readSession } from '../../shared/session';
import { availableSlotsQueryOptions } from './api/available-slots';
import { loadFlow } from './flow/flow-state';

/**
 * Everything /reserve shows, all asked for at once with the very query options its views use (so they
 * find it in the cache): her reservations, the schedule, the settings and her waitlist for the first
 * view (which of them opens is decided from them), her user record for the options step and her saved
 * cards for paying; and when this tab keeps a booking with its night chosen (she is going on to the
 * options, decision 0070), that night's times. What is in the cache and fresh, or
 * already on its way, is not asked for again.
 *
 * Meant for the route's preload, which runs at start in parallel with the download of the page's own
 * code: the requests do not wait for that code, nor for the session check. The page calls it too, for
 * when it was not preloaded. Resolves when every answer is in (a failed one is left to the page).
 */
export async function prefetchReserveData(
  queryClient: QueryClient,
  userId: string | null = readSession()?.userId || null,
): Promise<void> {
  if (!userId) return;
  await authProviderReady();
  const kept = loadFlow();
  const night = (kept.mode === 'new' || kept.mode === 'edit') && kept.date ? kept.date : null;
  await Promise.all([
    night ? queryClient.prefetchQuery(availableSlotsQueryOptions(night, kept.replacingReservationId)) : null,
    queryClient.prefetchQuery(userReservationsQueryOptions(userId)),
    queryClient.prefetchQuery(scheduleQueryOptions()),
    queryClient.prefetchQuery(settingsQueryOptions()),
    queryClient.prefetchQuery(userQueryOptions(userId)),
    queryClient.prefetchQuery(savedCardsQueryOptions(userId)),
    // The waitlist's schemas come with the page's own code, not in the app's first script.
    import('./api/waitlist').then(({ waitlistQueryOptions }) =>
      queryClient.prefetchQuery(waitlistQueryOptions()),
    ),
  ]);
}
