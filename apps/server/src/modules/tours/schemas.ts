import { z } from 'zod';
import { tourTypes } from '../../db/schema.ts';

const TYPE_ERROR = 'type must be Kallah or Group.';

/** Kallah or Group, in any letter case (a link typed by hand); answers the canonical spelling. */
export const tourTypeSchema = z
  .string({ error: TYPE_ERROR })
  .max(40, { error: TYPE_ERROR })
  .transform((value, ctx) => {
    const type = tourTypes.find((t) => t.toLowerCase() === value.trim().toLowerCase());
    if (type === undefined) {
      ctx.addIssue({ code: 'custom', message: TYPE_ERROR });
      return z.NEVER;
    }
    return type;
  });

const instant = z.string().describe("ISO 8601 with the facility's offset, e.g. 2026-12-01T19:00:00-08:00");

export const publicTourSchema = z.object({
  id: z.string(),
  type: z.enum(tourTypes),
  date: instant,
  location: z.string().nullable(),
  capacity: z.number().int().nullable().describe('null = no limit'),
  spotsLeft: z.number().int().nullable().describe('null when the tour has no limit'),
});

export const adminTourSchema = publicTourSchema.extend({
  signups: z.number().int().describe('How many have signed up'),
  past: z.boolean(),
});

export const tourIdParams = z.object({ id: z.string().max(100) });

/** Loose on purpose: the service checks each field and answers the refusal shape with one sentence. */
const formText = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .max(20_000, { error: `${name} is too long.` })
    .nullable()
    .optional();

export const signupBody = z.object({
  firstName: formText('firstName'),
  lastName: formText('lastName'),
  email: formText('email'),
  tourId: z
    .union([z.string().max(100), z.number()], { error: 'tourId must be the id of a tour.' })
    .nullable()
    .optional(),
  reCaptchaTokenResponse: formText('reCaptchaTokenResponse'),
});

export const tourBody = z.object({
  type: tourTypeSchema,
  date: z
    .string({ error: 'date is required, as 2026-12-01T19:00 or with an offset.' })
    .max(40, { error: 'date must be a date and time, as 2026-12-01T19:00.' })
    .describe('ISO 8601; without an offset it is read in the facility time zone'),
  location: z
    .string({ error: 'location must be text.' })
    .max(200, { error: 'location must be at most 200 characters.' })
    .nullable()
    .optional(),
  capacity: z
    .number({ error: 'capacity must be a whole number from 1 to 1000, or null.' })
    .int({ error: 'capacity must be a whole number from 1 to 1000, or null.' })
    .min(1, { error: 'capacity must be a whole number from 1 to 1000, or null.' })
    .max(1000, { error: 'capacity must be a whole number from 1 to 1000, or null.' })
    .nullable()
    .optional()
    .describe('null or absent = no limit'),
});

export type TourBody = z.infer<typeof tourBody>;
export type SignupBody = z.infer<typeof signupBody>;
