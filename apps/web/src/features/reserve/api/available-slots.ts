import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsApi, type AvailableSlot } from '@tevila/contract';
import type { Combination } from '@tevila/domain';
import { ApiError, GENERIC_ERROR, http } from '../../../api/http';

/** One availability entry's combination of the six flags (the domain's Combination). */
export type SlotCombination = Combination;

/** One availability entry: a time slot and how many more of each combination still fit (the contract's). */
export type { AvailableSlot };

export const availableSlotsQueryKey = (date: string, replacingReservationId: string | null) =>
  ['availableSlots', date, replacingReservationId ?? ''] as const;

/** GET reservations/availablereservations?dt=[&replacingreservationid=]. */
export async function fetchAvailableSlots(
  date: string,
  replacingReservationId: string | null,
  signal?: AbortSignal,
): Promise<AvailableSlot[]> {
  const list = await http.call(reservationsApi.availableReservations, {
    query: { dt: date, replacingreservationid: replacingReservationId || null },
    signal,
  });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  const { readSlotList } = await import('./available-slots-answer');
  return readSlotList(list);
}

export const availableSlotsQueryOptions = (date: string, replacingReservationId: string | null) =>
  queryOptions({
    queryKey: availableSlotsQueryKey(date, replacingReservationId),
    queryFn: ({ signal }) => fetchAvailableSlots(date, replacingReservationId, signal),
    staleTime: 30_000,
  });

export function useAvailableSlots(date: string | null, replacingReservationId: string | null) {
  return useQuery({
    ...availableSlotsQueryOptions(date ?? '', replacingReservationId),
    enabled: !!date,
  });
}
