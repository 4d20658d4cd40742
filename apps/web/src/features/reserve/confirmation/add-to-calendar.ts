import { CALENDAR_FILE_NAME, useReservationCalendar } from '../api/reservation-calendar';
import { useSessionStore } from '../../../shared/session-context';
import { saveFile } from '../../../ui/save-file';

/** Typed as a calendar whatever the answer said, so a phone offers to add it to its calendar. */
const asCalendar = (file: Blob): Blob => file.slice(0, file.size, 'text/calendar');

/**
 * "Add to calendar": the visit as the server writes it in her emails (same UID and SEQUENCE, so a
 * calendar that has it already updates it rather than adding a second one), fetched with her token.
 */
export function useAddToCalendar(reservationId: string) {
  const calendar = useReservationCalendar(useSessionStore());
  return {
    add: () =>
      calendar.mutate(reservationId, { onSuccess: (file) => saveFile(asCalendar(file), CALENDAR_FILE_NAME) }),
    pending: calendar.isPending,
    error: calendar.error,
  };
}
