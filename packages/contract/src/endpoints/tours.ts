import { z } from 'zod';
import { messageSchema, updateResultSchema } from '../answers.ts';
import { formSentAnswer } from '../contact-form.ts';
import { fieldText, msg } from '../field-messages.ts';
import { toursApi as routes } from '../routes/tours.ts';
import { publicTourSchema, tourListSchema, tourSignupBody, tourTypes } from '../tours.ts';
import { idParams } from './params.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guarded } from './refusals.ts';
import { notModified } from './not-modified.ts';

const TYPE_ERROR = fieldText(msg('tour.typeChoice'));
const CAPACITY_ERROR = fieldText(msg('tour.capacityRange'));
const FORCE_ERROR = fieldText(msg('field.trueOrFalse', { field: 'force' }));

/** Kallah or Group, in any letter case (a link typed by hand); answers the canonical spelling. */
const tourTypeSchema = z
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

const adminTourSchema = z.object({
  ...publicTourSchema.shape,
  signups: z.number().int().describe('How many have signed up'),
  past: z.boolean(),
});

/** A tour as an administrator writes it (POST and PUT tours). */
const tourBody = z.object({
  type: tourTypeSchema,
  date: z
    .string({ error: fieldText(msg('tour.dateRequired')) })
    .max(40, { error: fieldText(msg('tour.dateFormat')) })
    .describe('ISO 8601; without an offset it is read in the facility time zone'),
  location: z
    .string({ error: fieldText(msg('field.mustBeText', { field: 'location' })) })
    .max(200, { error: fieldText(msg('field.atMostChars', { field: 'location', max: 200 })) })
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

export const toursEndpoints = {
  upcoming: endpoint(routes.upcoming, {
    query: z.object({ type: tourTypeSchema.optional() }),
    answers: { 200: tourListSchema, ...notModified, 400: messageSchema },
  }),
  signup: endpoint(routes.signup, {
    params: idParams,
    body: tourSignupBody,
    answers: { 200: formSentAnswer, 400: failureSchema, 404: messageSchema, 429: messageSchema },
  }),
  adminList: endpoint(routes.adminList, { answers: { 200: z.array(adminTourSchema), ...guarded } }),
  create: endpoint(routes.create, {
    body: tourBody,
    answers: { 200: updateResultSchema(adminTourSchema), 400: failureSchema, ...guarded },
  }),
  replace: endpoint(routes.replace, {
    params: idParams,
    body: tourBody,
    answers: {
      200: updateResultSchema(adminTourSchema),
      400: failureSchema,
      404: messageSchema,
      ...guarded,
    },
  }),
  remove: endpoint(routes.remove, {
    params: idParams,
    query: z.object({ force: z.enum(['true', 'false'], { error: FORCE_ERROR }).optional() }),
    answers: { 200: updateResultSchema(z.null()), 400: failureSchema, 404: messageSchema, ...guarded },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
