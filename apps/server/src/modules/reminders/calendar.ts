import { calendarTitle, combinationOf, slotLengthMinutes } from '@tevila/domain';
import type { FacilitySettings, MessageLanguage, ScheduleDay } from '@tevila/domain';
import { createEvent } from 'ics';
import type { EventAttributes } from 'ics';
import type { EmailAttachment } from '../../adapters/email/port.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { scheduleDayOf } from '../schedule/index.ts';
import { findReplacedId } from './repo.ts';
import type { MessageReservation } from './repo.ts';

/** One visit in her calendar, across changes: the same event, a higher sequence at each change. */
export interface CalendarIdentity {
  uid: string;
  sequence: number;
}

// A chain of changes longer than this is not followed further (its start keeps the same event anyway).
const MAX_CHAIN = 50;

/**
 * The calendar event of a reservation: a replacement keeps the event of the reservation it replaced
 * (the first of the chain), so her calendar moves the visit instead of showing two.
 */
export async function calendarIdentity(
  db: Db,
  reservation: { id: string; replacingReservationId: string | null },
): Promise<CalendarIdentity> {
  let uid = reservation.id;
  let previous = reservation.replacingReservationId;
  let sequence = 0;
  while (previous !== null && sequence < MAX_CHAIN) {
    uid = previous;
    sequence += 1;
    previous = (await findReplacedId(db, previous)) ?? null;
  }
  return { uid, sequence };
}

export interface CalendarVisit {
  identity: CalendarIdentity;
  start: Date;
  minutes: number;
  title: string;
  location: string;
  /** When the file is made (its DTSTAMP). */
  stamp: Date;
  canceled: boolean;
}

/**
 * An .ics file of the visit: a neutral title, the time, its length and the facility's address, and
 * nothing else that could tell what it is for (no organizer, no description). A cancellation carries
 * METHOD:CANCEL for the same event, so calendar apps remove it.
 */
export function calendarFile(visit: CalendarVisit): EmailAttachment | null {
  const method = visit.canceled ? 'CANCEL' : 'PUBLISH';
  const attributes: EventAttributes & { timestamp: number } = {
    start: visit.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: Math.max(1, Math.round(visit.minutes)) },
    title: visit.title,
    ...(visit.location.trim() !== '' ? { location: visit.location.trim() } : {}),
    uid: visit.identity.uid,
    sequence: visit.identity.sequence + (visit.canceled ? 1 : 0),
    method,
    status: visit.canceled ? 'CANCELLED' : 'CONFIRMED',
    productId: '-//Appointments//EN',
    timestamp: visit.stamp.getTime(),
  };
  const { error, value } = createEvent(attributes);
  // A file that cannot be made is left out; the message itself says everything the file would.
  if (error !== null || value === null) return null;
  return {
    filename: 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: value,
  };
}

/**
 * The calendar file of a reservation in `language`: the one her emails attach and the one
 * GET reservations/{id}/calendar answers, so both are the same event (UID, SEQUENCE, time, length,
 * title). `day` is the reservation's night when the caller has it, else it is read.
 */
export async function visitCalendar(
  ctx: Pick<AppContext, 'caches'>,
  db: Db,
  input: {
    reservation: MessageReservation;
    settings: FacilitySettings;
    language: MessageLanguage;
    now: Date;
    canceled: boolean;
    day?: ScheduleDay | undefined;
  },
): Promise<EmailAttachment | null> {
  const { reservation, settings } = input;
  const day = input.day ?? (await scheduleDayOf({ db, caches: ctx.caches }, settings, reservation.night));
  return calendarFile({
    identity: await calendarIdentity(db, reservation),
    start: reservation.timeSlot,
    minutes: slotLengthMinutes(combinationOf(reservation), day, settings),
    title: calendarTitle(input.language),
    location: settings.facilityAddress,
    stamp: input.now,
    canceled: input.canceled,
  });
}
