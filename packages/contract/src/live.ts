import { z } from 'zod/mini';
import { fieldText, msg } from './field-messages.ts';
import { isoDateField } from './request-fields.ts';
import { described, instant, whole } from './values.ts';

/**
 * POST events/ticket: a ticket that opens one live stream for a minute (docs/staff-api.md Live
 * streams): her reservation's (`reservationId`) or, for the desk, a night's (`night`). Exactly one.
 */
export const streamTicketBody = z.object({
  reservationId: z.optional(
    z.string({ error: fieldText(msg('field.mustBeText', { field: 'reservationId' })) }).check(
      z.maxLength(100, {
        error: fieldText(msg('field.atMostChars', { field: 'reservationId', max: 100 })),
      }),
    ),
  ),
  night: z.optional(isoDateField('night')),
});

export type StreamTicketRequest = z.input<typeof streamTicketBody>;

export const streamTicketAnswer = z.object({
  ticket: described(z.string(), 'Put it in the stream URL as ?ticket=…'),
  expiresAt: instant,
});

export type StreamTicket = z.infer<typeof streamTicketAnswer>;

/**
 * The data of a `visit` event of GET reservations/{id}/events: where her visit stands. Sent at once,
 * then whenever any of it changes. No attendant is named.
 */
export const liveVisitSchema = z.object({
  id: z.string(),
  night: z.string(),
  reservationTime: described(instant, "Her slot's start"),
  lateAfter: described(
    instant,
    'When she counts as late if she has not arrived (her slot plus lateGraceMinutes)',
  ),
  reservationStatus: z.string(),
  room: z.nullable(z.object({ id: whole(), number: z.string(), section: z.string() })),
  waitingCode: z.nullable(z.string()),
  position: described(
    z.nullable(whole()),
    "Her place in the night's waiting line, 1-based; null unless Waiting",
  ),
  estimatedWaitMinutes: described(
    z.nullable(whole()),
    'Null unless Waiting, or when no room of her kind is open',
  ),
});

export type LiveVisit = z.infer<typeof liveVisitSchema>;

/**
 * The data of a `night` event of GET reservations/day/events: these reservations of the night changed
 * (read them again); empty: no reservation changed but a room or a call for help did (read the rooms
 * board again); null: anything may have changed (on connecting, or after delivery was lost), read
 * the whole list again.
 */
export const liveNightSchema = z.object({
  night: z.string(),
  reservationIds: z.nullable(z.array(z.string())),
  at: instant,
});

export type LiveNight = z.infer<typeof liveNightSchema>;

/** The data of a `feed` event: whether changes are being delivered (false: what is shown may be late). */
export const liveFeedSchema = z.object({ live: z.boolean() });
