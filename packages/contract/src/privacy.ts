import { accountDeletionMessages } from '@tevila/domain';
import { z } from 'zod/mini';
import { fieldText } from './field-messages.ts';
import { reservationFlagsShape } from './reservation.ts';
import { described, whole } from './values.ts';

const instant = described(z.string(), "ISO 8601 with the facility's offset");

/** GET users/{id}/export: everything the site keeps about her, as one JSON file. */
export const myDataSchema = z.object({
  exportedAt: instant,
  user: z.object({
    id: z.string(),
    userName: z.string(),
    phoneNumber: z.string(),
    email: z.nullable(z.string()),
    language: z.enum(['en', 'he']),
    plateNumber: z.nullable(z.string()),
    plateApproved: z.boolean(),
    notes: described(z.nullable(z.string()), 'Her note to the attendant'),
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
      reservationNumber: whole(),
      reservationDate: z.string(),
      reservationTime: instant,
      status: z.string(),
      ...reservationFlagsShape,
      notes: z.nullable(z.string()),
      userNotes: z.nullable(z.string()),
      reservationNotes: z.nullable(z.string()),
      createdAt: instant,
      statusHistory: z.array(
        z.object({ previousStatus: z.nullable(z.string()), newStatus: z.string(), dateCreated: instant }),
      ),
    }),
  ),
  payments: z.array(
    z.object({
      dateCreated: instant,
      kind: z.string(),
      method: z.string(),
      status: z.string(),
      reference: z.nullable(z.string()),
      amountCents: whole(),
      amount: described(z.number(), 'Dollars'),
      cardBrand: z.nullable(z.string()),
      reservationNumber: z.nullable(whole()),
    }),
  ),
  excludedAttendants: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  plateSubmissions: z.array(
    z.object({
      dateCreated: instant,
      addReplace: z.string(),
      status: z.string(),
      dateReviewed: z.nullable(instant),
    }),
  ),
  accessLogs: z.array(z.object({ door: z.string(), timestamp: instant })),
  /** Every sign-in of hers, as her devices page shows it (the network, never the address). */
  devices: z.array(
    z.object({
      device: z.nullable(z.string()),
      place: z.nullable(z.string()),
      signedIn: instant,
      lastUsed: instant,
      signedOut: z.nullable(instant),
    }),
  ),
  waitlist: z.array(
    z.object({
      reservationDate: z.string(),
      earliest: instant,
      latest: instant,
      status: z.string(),
      dateCreated: instant,
    }),
  ),
  /** That she has one, never its keys or codes. */
  secondFactor: z.object({
    authenticatorApp: z.boolean(),
    passkeys: z.array(z.object({ dateCreated: instant, lastUsed: z.nullable(instant) })),
    recoveryCodesLeft: whole(),
  }),
});

export type MyData = z.infer<typeof myDataSchema>;

/**
 * DELETE users/{id}: she confirms, in the body, that her account is to go. The route takes any body
 * and its service refuses one without this, with the same sentence.
 */
export const deleteAccountBody = z.object({
  confirm: z.literal(true, { error: fieldText(accountDeletionMessages.confirm) }),
});

export type DeleteAccountRequest = z.input<typeof deleteAccountBody>;
