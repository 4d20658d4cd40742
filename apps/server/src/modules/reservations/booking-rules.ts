import { addDays, checkCombination, checkExtras, facilityToday, nightSlots } from '@tevila/domain';
import type { FacilitySettings, PricedRequest, ScheduleDay } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';
import type { Principal } from '../users/view.ts';
import { findPlateStatus } from './repo.ts';

/** docs/design.md §5 Roles: the desk and administrators act on any patron's reservations. */
export function isStaff(principal: Pick<Principal, 'roles'>): boolean {
  return principal.roles.includes('Admin') || principal.roles.includes('Receptionist');
}

// Bookings are taken a year ahead at most, like the published schedule.
export const DAYS_AHEAD = 366;
// docs/product/booking.md §5: a Kallah room is refused to a user with any reservation since this date.
export const KALLAH_SINCE = '2020-01-01';

export const messages = {
  kallahRepeat: msg('booking.kallahRepeat'),
  parkingPlate: msg('booking.parkingPlate'),
  closed: msg('booking.nightClosed'),
  pastCutoff: msg('booking.pastCutoff'),
  pastNight: msg('booking.pastNight'),
  tooFar: msg('booking.tooFar'),
  shutdown: msg('booking.shutdown'),
  notOnGrid: msg('booking.notOnGrid'),
  kallahShabbos: msg('booking.kallahNotOffered'),
  parkingShabbos: msg('booking.parkingNotOffered'),
  replaceNotYours: msg('booking.replaceNotYours'),
  replaceStatus: msg('booking.replaceStatus'),
  forOther: msg('booking.forOther'),
  noUser: msg('booking.noUser'),
  nightLimit: (max: number) =>
    max === 1 ? msg('booking.nightLimitOne') : msg('booking.nightLimitMany', { max }),
} as const;

function refuse(message: LocalMessage): never {
  throw new AppError('reservation.refused', message);
}

/** Facility "today", and whether the night is bookable by date at all (not past, within a year). */
export function checkNightDate(night: string, settings: FacilitySettings, now: Date): void {
  const today = facilityToday(now, settings.timeZone);
  if (night < today) refuse(messages.pastNight);
  if (night > addDays(today, DAYS_AHEAD)) refuse(messages.tooFar);
}

/**
 * maxReservationsPerNight: she may hold at most `max` reservations that hold a room on one night
 * (`held` counts hers, the one being replaced left out). Staff booking for her are not bound by it.
 */
export function checkNightLimit(held: number, max: number, forOther: boolean): void {
  if (!forOther && held >= max) refuse(messages.nightLimit(max));
}

/** Rules that need neither the lock nor other reservations (docs/design.md §6, docs/product/booking.md §5). */
export function checkRequest(input: {
  day: ScheduleDay;
  settings: FacilitySettings;
  now: Date;
  request: PricedRequest;
  reservationTime: string;
  overrideCutoff: boolean;
}): string {
  const { day, settings, request } = input;
  // The administrator's own words, when she wrote some, are shown as written.
  const shutdownText = settings.shutdownMessage.trim();
  if (settings.shutdown)
    refuse(shutdownText === '' ? messages.shutdown : msg('text.asWritten', { text: shutdownText }));
  if (day.closed) refuse(messages.closed);
  if (
    !input.overrideCutoff &&
    day.bookingCutoff !== null &&
    input.now.getTime() >= Date.parse(day.bookingCutoff)
  )
    refuse(messages.pastCutoff);
  const wanted = Date.parse(input.reservationTime);
  const slot = nightSlots(day, settings).find((s) => Date.parse(s) === wanted);
  if (slot === undefined) refuse(messages.notOnGrid);
  if (day.shabbosMode && request.kallah) refuse(messages.kallahShabbos);
  if (day.shabbosMode && request.parking) refuse(messages.parkingShabbos);
  const extras = checkExtras(request);
  if (!extras.ok) refuse(extras.reason);
  const offered = checkCombination(request, day);
  if (!offered.ok) refuse(offered.reason);
  return slot;
}

/** What a booking is checked against, apart from the night's other reservations. */
export interface BookingFacts {
  night: string;
  day: ScheduleDay;
  settings: FacilitySettings;
  now: Date;
  request: PricedRequest;
  reservationTime: string;
  /** Staff's ignoreCutoff. */
  overrideCutoff: boolean;
  /** Whose reservation it is, and whether staff book it for someone else. */
  userId: string;
  forOther: boolean;
}

/**
 * Every rule of a booking that does not depend on other reservations: the night's date, the request
 * against the night and settings, and her account (the user exists; parking needs an approved plate).
 * Run twice with the same code: early against the kept night, to refuse without waiting for the lock,
 * and in the night's batch against the settings, night and account read under the lock, which decides
 * (a booking that waited is refused if the night closed, shutdown was set or the cutoff passed).
 * Answers the night's slot that reservationTime names.
 */
export async function checkBookingRules(db: Db, facts: BookingFacts): Promise<string> {
  checkNightDate(facts.night, facts.settings, facts.now);
  const slot = checkRequest(facts);
  if (facts.request.parking || facts.forOther) {
    const plate = await findPlateStatus(db, facts.userId);
    if (plate === undefined) refuse(messages.noUser);
    if (facts.request.parking && !plate.plateApproved) refuse(messages.parkingPlate);
  }
  return slot;
}
