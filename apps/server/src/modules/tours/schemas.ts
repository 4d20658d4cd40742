import { z } from 'zod';
import { tourTypes } from '../../db/schema.ts';
import { msg, schemaText } from '../../i18n/messages.ts';

const TYPE_ERROR = schemaText(msg('tour.typeChoice'));
const CAPACITY_ERROR = schemaText(msg('tour.capacityRange'));

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
    .string({ error: schemaText(msg('field.mustBeText', { field: name })) })
    .max(20_000, { error: schemaText(msg('field.tooLong', { field: name })) })
    .nullable()
    .optional();

export const signupBody = z.object({
  firstName: formText('firstName'),
  lastName: formText('lastName'),
  email: formText('email'),
  tourId: z
    .union([z.string().max(100), z.number()], { error: schemaText(msg('tour.idFormat')) })
    .nullable()
    .optional(),
  reCaptchaTokenResponse: formText('reCaptchaTokenResponse'),
});

export const tourBody = z.object({
  type: tourTypeSchema,
  date: z
    .string({ error: schemaText(msg('tour.dateRequired')) })
    .max(40, { error: schemaText(msg('tour.dateFormat')) })
    .describe('ISO 8601; without an offset it is read in the facility time zone'),
  location: z
    .string({ error: schemaText(msg('field.mustBeText', { field: 'location' })) })
    .max(200, { error: schemaText(msg('field.atMostChars', { field: 'location', max: 200 })) })
    .nullable()
    .optional(),
  capacity: z
    .number({ error: CAPACITY_ERROR })
    .int({ error: CAPACITY_ERROR })
    .min(1, { error: CAPACITY_ERROR })
    .max(1000, { error: CAPACITY_ERROR })
    .nullable()
    .optional()
    .describe('null or absent = no limit'),
});

export type TourBody = z.infer<typeof tourBody>;
export type SignupBody = z.infer<typeof signupBody>;
