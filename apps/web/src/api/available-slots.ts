import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR, http } from './http';
import { paths } from './paths';

/** One availability entry: a combination of the six flags and how many more of it still fit. */
export interface SlotCombination {
  bath: boolean;
  handicapped: boolean;
  kallah: boolean;
  doubleSlot: boolean;
  parking: boolean;
  salonAfter: boolean;
}

export interface AvailableSlot {
  timeSlot: string;
  availableReservations: (SlotCombination & { available: number })[];
}

export const availableSlotsQueryKey = (date: string, replacingReservationId: string | null) =>
  ['availableSlots', date, replacingReservationId ?? ''] as const;

/** GET reservations/availablereservations?dt=[&replacingreservationid=]. */
export async function fetchAvailableSlots(
  date: string,
  replacingReservationId: string | null,
  signal?: AbortSignal,
): Promise<AvailableSlot[]> {
  const list = await http.get<unknown>(paths.availableReservations(date, replacingReservationId), { signal });
  if (!Array.isArray(list)) throw new ApiError('generic', GENERIC_ERROR);
  return list as AvailableSlot[];
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
