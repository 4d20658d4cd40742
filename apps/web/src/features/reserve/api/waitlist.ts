import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  waitlistAcceptAnswer,
  waitlistApi,
  waitlistEntryAnswer,
  waitlistListSchema,
  type WaitlistEntry,
  type WaitlistJoinRequest,
} from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { OWN_DATA_FRESH_MS } from '../../../api/fresh';
import { http, withErrorMessage } from '../../../api/http';
import { RESERVATION_QUERY_ROOT, type Reservation } from '../../../api/reservation';
import { USER_RESERVATIONS_ROOT } from '../../../api/user-reservations';
import { WAITLIST_ROOT, waitlistQueryKey } from './waitlist-key';

export type { WaitlistEntry };

async function sent<T>(request: () => Promise<unknown>, read: (answer: unknown) => T): Promise<T> {
  return read(await withErrorMessage(request));
}

/** GET reservations/waitlist → her places in line from today on. */
export async function fetchWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  return checkedAnswer(waitlistListSchema, await http.call(waitlistApi.list, { signal }));
}

/** POST reservations/waitlist → her place in the night's line. */
export const joinWaitlist = (body: WaitlistJoinRequest): Promise<WaitlistEntry> =>
  sent(
    () => http.call(waitlistApi.join, { body }),
    (a) => checkedAnswer(waitlistEntryAnswer, a).result,
  );

/** DELETE reservations/waitlist/{id} → the entry, Left. */
export const leaveWaitlist = (id: string): Promise<WaitlistEntry> =>
  sent(
    () => http.call(waitlistApi.leave, { params: { id } }),
    (a) => checkedAnswer(waitlistEntryAnswer, a).result,
  );

/** POST reservations/waitlist/{id}/accept → her reservation: Reserved, or Pending until paid. */
export const acceptWaitlistOffer = (id: string): Promise<Reservation> =>
  sent(
    () => http.call(waitlistApi.accept, { params: { id }, body: {} }),
    (a) => checkedAnswer(waitlistAcceptAnswer, a).result,
  );

export const waitlistQueryOptions = () =>
  queryOptions({
    queryKey: waitlistQueryKey,
    queryFn: ({ signal }) => fetchWaitlist(signal),
    staleTime: OWN_DATA_FRESH_MS,
  });

export function useWaitlist(enabled: boolean) {
  return useQuery({ ...waitlistQueryOptions(), enabled });
}

/** Every change of her line changes her reservations too (an offer is one, Pending). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [WAITLIST_ROOT] });
    void queryClient.invalidateQueries({ queryKey: [USER_RESERVATIONS_ROOT] });
    void queryClient.invalidateQueries({ queryKey: [RESERVATION_QUERY_ROOT] });
  };
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist, onSuccess: useInvalidate() });
}

export function useLeaveWaitlist() {
  return useMutation({ mutationFn: leaveWaitlist, onSuccess: useInvalidate() });
}

export function useAcceptWaitlistOffer() {
  return useMutation({ mutationFn: acceptWaitlistOffer, onSuccess: useInvalidate() });
}
