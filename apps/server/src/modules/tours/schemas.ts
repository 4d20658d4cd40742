import { publicTourSchema, tourTypes as contractTourTypes, type tourSignupBody } from '@tevila/contract';
import { z } from 'zod';
import { tourTypes } from '../../db/schema.ts';
import { msg, schemaText } from '../../i18n/messages.ts';

// The public list's answer and the sign-up's request are the web's too: they live in the contract
// (docs/decisions/0034). The administrators' calls, which no page of the web makes, stay here.
export { formSentAnswer, publicTourSchema, tourListSchema, tourSignupBody } from '@tevila/contract';

// The contract spells the tour types as the database stores them.
const sameTourTypes: typeof tourTypes = contractTourTypes;
void sameTourTypes;

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

export const adminTourSchema = z.object({
  ...publicTourSchema.shape,
  signups: z.number().int().describe('How many have signed up'),
  past: z.boolean(),
});

export const tourIdParams = z.object({ id: z.string().max(100) });

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
export type SignupBody = z.output<typeof tourSignupBody>;
