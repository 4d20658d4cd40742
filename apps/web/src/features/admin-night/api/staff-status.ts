import { useMutation } from '@tanstack/react-query';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { useStaffRefresh } from './staff-refresh';

/** The moves the desk makes from the details: Cancel Reservation and Cancel Check In. */
export type DeskReservationStatus = 'Canceled' | 'Reserved';

export interface StaffStatusInput {
  id: string;
  status: DeskReservationStatus;
}

/** POST reservations/{id}/status/ { status }. */
export async function setReservationStatus({ id, status }: StaffStatusInput): Promise<void> {
  try {
    await http.post(paths.reservationStatus(id), { status });
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useSetReservationStatus() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: setReservationStatus, onSuccess: refresh });
}
