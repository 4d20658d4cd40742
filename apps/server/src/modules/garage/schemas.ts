import { z } from 'zod';

/**
 * Loose on purpose: the service checks each field with the domain's rules and answers the refusal
 * shape with one sentence (missing position, text for a number, out of range).
 */
export const garageOpenBody = z.object({
  lat: z.unknown().optional().describe('Her latitude in degrees, from the phone (−90 to 90)'),
  lng: z.unknown().optional().describe('Her longitude in degrees, from the phone (−180 to 180)'),
  site: z.unknown().optional().describe('The garage: 1 (default) or 2'),
  option: z.unknown().optional().describe('The gate: 1 the entrance (default), 2 the inner gate'),
});

export type GarageOpenBody = z.infer<typeof garageOpenBody>;

export const reservationIdParams = z.object({ id: z.string().max(100) });

/** docs/design.md §5 update shape, plus the message the spec's call answers (docs/product/booking.md §7). */
export const gateOpeningSchema = z.object({
  success: z.literal(true),
  errorMessage: z.null(),
  result: z.null(),
  message: z.string().describe('The gate is opening.'),
});
