import { useMutation } from '@tanstack/react-query';
import { reservationsApi, type NotesRequest } from '@tevila/contract';
import { http, withErrorMessage } from '../../../api/http';
import { useStaffRefresh } from './staff-refresh';

/** The desk sends all three notes (the contract's notesBody). */
export type StaffNotesInput = { id: string } & { [K in keyof NotesRequest]-?: string };

/** POST reservations/{id}/notes { notes, reservationNotes, userNotes } (the desk edits all three). */
export async function saveStaffNotes({ id, ...notes }: StaffNotesInput): Promise<void> {
  await withErrorMessage(() => http.call(reservationsApi.notes, { params: { id }, body: notes }));
}

export function useSaveStaffNotes() {
  const refresh = useStaffRefresh();
  return useMutation({ mutationFn: saveStaffNotes, onSuccess: refresh });
}
