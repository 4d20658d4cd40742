import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Reservation } from '../../../api/reservation';
import { scheduleQueryKey, type ScheduleDay } from '../../../api/schedule';
import { userReservationsQueryKey } from '../../../api/user-reservations';
import { waitlistQueryKey, type WaitlistEntry } from '../api/waitlist';
import { todayOf } from '../shared/use-display';
import { arrivalOf, type Arrival } from './arrival';

/**
 * Her arrival decided as the page is first drawn, when what decides it came with the page (the server
 * painted it with her data, or it was fetched before the page's code arrived): the server then paints
 * the view she is going to, and nothing switches under her finger. Null when it must wait for her data.
 */
export function useArrivalNow(userId: string | null): Arrival | null {
  const queryClient = useQueryClient();
  const [arrival] = useState(() => {
    if (!userId) return null;
    const reservations = queryClient.getQueryData<Reservation[]>(userReservationsQueryKey(userId));
    const schedule = queryClient.getQueryData<ScheduleDay[]>(scheduleQueryKey);
    const waitlist = queryClient.getQueryData<WaitlistEntry[]>(waitlistQueryKey);
    if (!reservations || !schedule || !waitlist) return null;
    return arrivalOf(reservations, todayOf(schedule), waitlist);
  });
  return arrival;
}
