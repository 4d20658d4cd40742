import { useMutation } from '@tanstack/react-query';
import { nightApi, reservationsApi } from '@tevila/contract';
import { http, withErrorMessage } from '../../../api/http';
import { useStaffRefresh } from './staff-refresh';

/** The moves the desk makes from the details: Cancel Reservation and Cancel Check In. */
export type DeskReservationStatus = 'Canceled' | 'Reserved';

export interface StaffStatusInput {
  id: string;
  status: DeskReservationStatus;
}

/** POST reservations/{id}/status/ { status }. */
export async function setReservationStatus({ id, status }: StaffStatusInput): Promise<void> {
  await withErrorMessage(() =>
    http.call(reservationsApi.statusAsSpecified, { params: { id }, body: { status } }),
  );
}

export function useSetReservationStatus() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: setReservationStatus, onSuccess: refresh });
}

/** POST reservations/{id}/release: a late woman's place given up, once the grace has passed. */
export function useReleaseLate() {
  const refresh = useStaffRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await withErrorMessage(() => http.call(nightApi.release, { params: { id }, body: {} }));
    },
    onSuccess: refresh,
  });
}
