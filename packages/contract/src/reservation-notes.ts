import { z } from 'zod/mini';
import { noteField } from './request-fields.ts';

/**
 * POST reservations/{id}/notes: a patron writes userNotes and reservationNotes of her own; staff also
 * notes. Its answer is the reservation (newReservationAnswer's shape).
 */
export const notesBody = z.object({
  notes: noteField('notes', 2000),
  userNotes: noteField('userNotes', 500),
  reservationNotes: noteField('reservationNotes', 500),
});

export type NotesRequest = z.input<typeof notesBody>;
