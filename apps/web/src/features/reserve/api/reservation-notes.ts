import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationsApi } from '@tevila/contract';
import { http, withErrorMessage } from '../../../api/http';
import { reservationQueryKey } from '../../../api/reservation';

export interface ReservationNotesInput {
  id: string;
  reservationNotes: string;
  userNotes: string;
}

/** POST reservations/{id}/notes { reservationNotes, userNotes }. */
export async function saveReservationNotes({ id, ...notes }: ReservationNotesInput): Promise<void> {
  await withErrorMessage(() => http.call(reservationsApi.notes, { params: { id }, body: notes }));
}

export function useSaveReservationNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReservationNotes,
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: reservationQueryKey(id) }),
  });
}
