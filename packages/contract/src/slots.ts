import { z } from 'zod/mini';
import { instant, whole } from './values.ts';

/** The six flags an availability entry is counted by (the domain's Combination). */
const combination = {
  bath: z.boolean(),
  handicapped: z.boolean(),
  kallah: z.boolean(),
  doubleSlot: z.boolean(),
  parking: z.boolean(),
  salonAfter: z.boolean(),
};

/** One slot of GET reservations/availablereservations and how many more of each combination fit. */
export const slotSchema = z.object({
  timeSlot: instant,
  availableReservations: z.array(z.object({ ...combination, available: whole() })),
});

export const slotListSchema = z.array(slotSchema);

export type AvailableSlot = z.infer<typeof slotSchema>;
