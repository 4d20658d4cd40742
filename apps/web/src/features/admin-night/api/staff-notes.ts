import { useMutation } from '@tanstack/react-query';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';
import { useStaffRefresh } from './staff-refresh';

export interface StaffNotesInput {
  id: string;
  notes: string;
  reservationNotes: string;
  userNotes: string;
}

/** POST reservations/{id}/notes { notes, reservationNotes, userNotes } (the desk edits all three). */
export async function saveStaffNotes({ id, ...notes }: StaffNotesInput): Promise<void> {
  try {
    await http.post(paths.reservationNotes(id), notes);
  } catch (error) {
    throw preferErrorMessage(error);
  }
}

export function useSaveStaffNotes() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: saveStaffNotes, onSuccess: refresh });
}
