import { z } from 'zod/mini';
import { described } from './values.ts';

/**
 * POST garage/open and reservations/{id}/opengaragedoor: loose on purpose, the server's service checks
 * each field with the domain's rules and answers the refusal shape with one sentence (missing
 * position, text for a number, out of range).
 */
export const garageOpenBody = z.object({
  lat: described(z.optional(z.unknown()), 'Her latitude in degrees, from the phone (−90 to 90)'),
  lng: described(z.optional(z.unknown()), 'Her longitude in degrees, from the phone (−180 to 180)'),
  site: described(z.optional(z.unknown()), 'The garage: 1 (default) or 2'),
  option: described(z.optional(z.unknown()), 'The gate: 1 the entrance (default), 2 the inner gate'),
});

/** docs/design.md §5 update shape, plus the message the spec's call answers (docs/product/booking.md §7). */
export const gateOpeningAnswer = z.object({
  success: z.literal(true),
  errorMessage: z.null(),
  result: z.null(),
  message: described(z.string(), 'The gate is opening.'),
});
