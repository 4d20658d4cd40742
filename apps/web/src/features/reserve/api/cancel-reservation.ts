import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { RESERVATION_QUERY_ROOT, type Reservation } from '../../../api/reservation';
import { USER_RESERVATIONS_ROOT } from '../../../api/user-reservations';

/** POST reservations/{id}/status/ { status: 'Canceled' } → { success, errorMessage, result }. */
export async function cancelReservation(id: string): Promise<Reservation | null> {
  try {
    const answer = await http.post<{ result?: Reservation | null } | undefined>(paths.reservationStatus(id), {
      status: 'Canceled',
    });
    return answer?.result ?? null;
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [RESERVATION_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [USER_RESERVATIONS_ROOT] });
    },
  });
}
