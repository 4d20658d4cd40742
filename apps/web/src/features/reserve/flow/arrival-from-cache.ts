import type { QueryClient } from '@tanstack/react-query';
import type { Reservation } from '../../../api/reservation';
import { scheduleQueryKey, type ScheduleDay } from '../../../api/schedule';
import { userReservationsQueryKey } from '../../../api/user-reservations';
import type { WaitlistEntry } from '../api/waitlist';
import { waitlistQueryKey } from '../api/waitlist-key';
import { todayOf } from '../shared/use-display';
import { arrivalOf, type Arrival } from './arrival';

/**
 * Her arrival at /reserve decided from the data already in the cache (painted with the page, or fetched
 * before its code): null when some of it is missing, or when she stays on her list.
 */
export function arrivalFromCache(queryClient: QueryClient, userId: string | null): Arrival | null {
  if (!userId) return null;
  const reservations = queryClient.getQueryData<Reservation[]>(userReservationsQueryKey(userId));
  const schedule = queryClient.getQueryData<ScheduleDay[]>(scheduleQueryKey);
  const waitlist = queryClient.getQueryData<WaitlistEntry[]>(waitlistQueryKey);
  if (!reservations || !schedule || !waitlist) return null;
  const decided = arrivalOf(reservations, todayOf(schedule), waitlist);
  return decided.start ? decided : null;
}
