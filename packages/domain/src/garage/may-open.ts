import { hasAnyRole, type RoleName } from '../auth/roles.ts';
import { addDays, localInstant } from '../dates.ts';
import { msg, type DomainMessage } from '../messages/domain-message.ts';

/**
 * Who may open a garage gate, and when (docs/product/booking.md §5: "Garage access works only on the day of the
 * reservation with paid parking"; docs/product/site-and-staff.md §5, §6). Gate keepers (OpenGarageGate, or Admin) may open
 * any time; a patron opens with her reservation on its night. Everyone must be at the garage.
 */
export const garageMessages = {
  notAuthorised: msg('garage.notAuthorised'),
  notFound: msg('reservation.notFound'),
  notLive: msg('garage.notLive'),
  noParking: msg('garage.noParking'),
  notPaid: msg('garage.notPaid'),
  wrongDay: msg('garage.wrongDay'),
  opening: msg('garage.opening'),
  noResponse: msg('garage.noResponse'),
  tooMany: msg('garage.tooMany'),
} as const;

/** "You are too far …", with whole feet written as 10,562. */
export function tooFarMessage(feet: number, maxFeet: number): DomainMessage {
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  return msg('garage.tooFar', { feet: n(feet), maxFeet: n(maxFeet) });
}

/** Roles that open the gates without a reservation. */
export const gateKeeperRoles: readonly RoleName[] = ['OpenGarageGate', 'Admin'];

export function isGateKeeper(roles: readonly string[]): boolean {
  return hasAnyRole(roles, gateKeeperRoles);
}

/** She may still leave after midnight: the night's access lasts until 03:00 the next morning. */
export const GARAGE_NIGHT_ENDS_AT_MINUTES = 3 * 60;

/** Openings per user per minute before she is asked to wait. */
export const GARAGE_OPENINGS_PER_MINUTE = 10;

const notLiveStatuses: ReadonlySet<string> = new Set(['Canceled', 'Replaced']);

/** What the rule needs of the reservation she opens with. */
export interface GarageReservationFacts {
  /** Hers (the caller's own). */
  own: boolean;
  status: string;
  parking: boolean;
  /** What is still owed on the reservation, in cents (0 or less: paid). */
  balanceCents: number;
  /** The night, a facility-local date "YYYY-MM-DD". */
  night: string;
}

export interface GarageOpenFacts {
  roles: readonly string[];
  /** How far she is from the facility's location. */
  distanceFeet: number;
  /** The setting garageOpenMaxFeet. */
  maxFeet: number;
  /** POST reservations/{id}/opengaragedoor: the reservation; POST garage/open: null. */
  reservation: GarageReservationFacts | null;
  now: Date;
  /** The facility's time zone (setting timeZone). */
  timeZone: string;
}

export type GarageRefusalReason =
  'notAuthorised' | 'notFound' | 'notLive' | 'noParking' | 'notPaid' | 'wrongDay' | 'tooFar';

export type GarageVerdict = { ok: true } | { ok: false; reason: GarageRefusalReason; message: DomainMessage };

const refuse = (reason: Exclude<GarageRefusalReason, 'tooFar'>): GarageVerdict => ({
  ok: false,
  reason,
  message: garageMessages[reason],
});

/** Whether `now` falls on the reservation's night: from its local midnight to 03:00 the next morning. */
export function isOnGarageNight(night: string, now: Date, timeZone: string): boolean {
  const t = now.getTime();
  return (
    t >= localInstant(night, 0, timeZone) &&
    t < localInstant(addDays(night, 1), GARAGE_NIGHT_ENDS_AT_MINUTES, timeZone)
  );
}

/** Why a patron's reservation does not open the garage now, or null when it does. */
export function reservationGarageRefusal(
  r: Omit<GarageReservationFacts, 'own'>,
  now: Date,
  timeZone: string,
): Exclude<GarageRefusalReason, 'notAuthorised' | 'notFound' | 'tooFar'> | null {
  if (notLiveStatuses.has(r.status)) return 'notLive';
  if (!r.parking) return 'noParking';
  if (r.status === 'Pending' || r.balanceCents > 0) return 'notPaid';
  if (!isOnGarageNight(r.night, now, timeZone)) return 'wrongDay';
  return null;
}

/** The decision for one opening: who she is, what she opens with, and where she is. */
export function mayOpenGarage(facts: GarageOpenFacts): GarageVerdict {
  const keeper = isGateKeeper(facts.roles);
  const r = facts.reservation;
  if (r === null) {
    if (!keeper) return refuse('notAuthorised');
  } else {
    // Another's reservation is answered as an unknown one, so ids cannot be probed.
    if (!r.own && !facts.roles.includes('Admin')) return refuse('notFound');
    if (!keeper) {
      const refusal = reservationGarageRefusal(r, facts.now, facts.timeZone);
      if (refusal !== null) return refuse(refusal);
    }
  }
  // Written so that NaN is refused too.
  if (!(facts.distanceFeet <= facts.maxFeet))
    return { ok: false, reason: 'tooFar', message: tooFarMessage(facts.distanceFeet, facts.maxFeet) };
  return { ok: true };
}
