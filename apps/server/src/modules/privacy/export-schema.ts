import { reservationFlagsShape } from '@tevila/contract';
import { z } from 'zod';

const instant = z.string().describe("ISO 8601 with the facility's offset");

/** GET users/{id}/export: everything the site keeps about her, as one JSON file. */
export const myDataSchema = z.object({
  exportedAt: instant,
  user: z.object({
    id: z.string(),
    userName: z.string(),
    phoneNumber: z.string(),
    email: z.string().nullable(),
    language: z.enum(['en', 'he']),
    plateNumber: z.string().nullable(),
    plateApproved: z.boolean(),
    notes: z.string().nullable().describe('Her note to the attendant'),
    hasExtraTime: z.boolean(),
    notificationReservations: z.boolean(),
    notificationDayBefore: z.boolean(),
    notificationDayOf: z.boolean(),
    roles: z.array(z.string()),
    createdAt: instant,
  }),
  reservations: z.array(
    z.object({
      id: z.string(),
      reservationNumber: z.number().int(),
      reservationDate: z.string(),
      reservationTime: instant,
      status: z.string(),
      ...reservationFlagsShape,
      notes: z.string().nullable(),
      userNotes: z.string().nullable(),
      reservationNotes: z.string().nullable(),
      createdAt: instant,
      statusHistory: z.array(
        z.object({ previousStatus: z.string().nullable(), newStatus: z.string(), dateCreated: instant }),
      ),
    }),
  ),
  payments: z.array(
    z.object({
      dateCreated: instant,
      kind: z.string(),
      method: z.string(),
      status: z.string(),
      reference: z.string().nullable(),
      amountCents: z.number().int(),
      amount: z.number().describe('Dollars'),
      cardBrand: z.string().nullable(),
      reservationNumber: z.number().int().nullable(),
    }),
  ),
  excludedAttendants: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  plateSubmissions: z.array(
    z.object({
      dateCreated: instant,
      addReplace: z.string(),
      status: z.string(),
      dateReviewed: instant.nullable(),
    }),
  ),
  accessLogs: z.array(z.object({ door: z.string(), timestamp: instant })),
});

export type MyData = z.infer<typeof myDataSchema>;
