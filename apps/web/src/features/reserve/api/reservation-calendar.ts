import { useMutation } from '@tanstack/react-query';
import { reservationsApi, urlOf } from '@tevila/contract';
import type { AuthProvider } from '../../../api/http';
import { getFileWithBearer } from '../../../api/people-file-get';

/** The file name she saves it under; a phone opens it in its calendar. */
export const CALENDAR_FILE_NAME = 'reservation.ics';

/** GET reservations/{id}/calendar with her bearer token → the .ics file of her visit. */
export function fetchReservationCalendar(auth: AuthProvider, id: string): Promise<Blob> {
  return getFileWithBearer(auth, urlOf(reservationsApi.calendar, { id }), { accept: 'text/calendar' });
}

export function useReservationCalendar(auth: AuthProvider) {
  return useMutation({ mutationFn: (id: string) => fetchReservationCalendar(auth, id) });
}
