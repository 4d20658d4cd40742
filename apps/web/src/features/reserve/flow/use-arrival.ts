import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Reservation } from '../../../api/reservation';
import { scheduleQueryKey, type ScheduleDay } from '../../../api/schedule';
import { userReservationsQueryKey } from '../../../api/user-reservations';
import { waitlistQueryKey, type WaitlistEntry } from '../api/waitlist';
import { todayOf } from '../shared/use-display';
import { arrivalOf, type Arrival } from './arrival';

/**
 * Her arrival at /reserve itself (`arriving`: not back at her list, nor at a view), decided as the page
 * is first drawn when what decides it came with the page (the server painted it with her data, or it
 * was fetched before the page's code arrived): the server then paints the view she is going to, and
 * nothing switches under her finger. Null when she stays on her list, or when it must wait for her data
 * (her list decides it then). Decided once: it does not change as she moves on.
 */
export function useArrivalNow(userId: string | null, arriving: boolean): Arrival | null {
  const queryClient = useQueryClient();
  const [arrival] = useState(() => {
    if (!userId || !arriving) return null;
    const reservations = queryClient.getQueryData<Reservation[]>(userReservationsQueryKey(userId));
    const schedule = queryClient.getQueryData<ScheduleDay[]>(scheduleQueryKey);
    const waitlist = queryClient.getQueryData<WaitlistEntry[]>(waitlistQueryKey);
    if (!reservations || !schedule || !waitlist) return null;
    const decided = arrivalOf(reservations, todayOf(schedule), waitlist);
    return decided.start ? decided : null;
  });
  return arrival;
}
