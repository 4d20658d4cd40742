import { checkCoordinates } from '../garage/coordinates.ts';
import { feetBetween } from '../garage/distance.ts';
import { msg, type DomainMessage } from '../messages/domain-message.ts';
import { checkinVerdict, type CheckinWindowSettings } from './checkin-window.ts';
import { hereStatuses } from './list-groups.ts';

/** Where a patron checks herself in: her phone (at the facility) or the lobby's kiosk (already inside). */
export type ArrivalSource = 'phone' | 'kiosk';

export interface ArrivalSettings extends CheckinWindowSettings {
  /** Setting selfCheckinLocationCheck: her phone must be at the facility. */
  selfCheckinLocationCheck: boolean;
  /** The garage's distance (garageOpenMaxFeet) stands for "at the facility". */
  garageOpenMaxFeet: number;
  locationLat: number;
  locationLong: number;
}

export interface ArrivalFacts {
  source: ArrivalSource;
  status: string;
  /** Her reservation's night, YYYY-MM-DD. */
  night: string;
  /** When the night opens (ms since the epoch), or null when it has no opening. */
  openTime: number | null;
  now: Date;
  /** Her position as the phone sent it, unchecked; the kiosk sends none. */
  lat?: unknown;
  lng?: unknown;
}

export type ArrivalRefusal = 'alreadyIn' | 'notReserved' | 'otherNight' | 'early' | 'position' | 'tooFar';

export type ArrivalVerdict = { ok: true } | { ok: false; reason: ArrivalRefusal; message: DomainMessage };

export const arrivalMessages = {
  alreadyIn: msg('arrival.alreadyIn'),
  notReserved: msg('arrival.notReserved'),
  locationMissing: msg('arrival.locationMissing'),
} as const;

const whole = (v: number) => Math.round(v).toLocaleString('en-US');

/**
 * Whether she may check herself in now (docs/rules/the-night.md Self check-in). The same window as the
 * desk's, with no override for her; only a Reserved reservation; from her phone, at the facility unless
 * the setting turns that off. Said in this order, so she hears first what she can least change.
 */
export function selfArrivalVerdict(facts: ArrivalFacts, settings: ArrivalSettings): ArrivalVerdict {
  if ((hereStatuses as readonly string[]).includes(facts.status) || facts.status === 'Done')
    return { ok: false, reason: 'alreadyIn', message: arrivalMessages.alreadyIn };
  if (facts.status !== 'Reserved')
    return { ok: false, reason: 'notReserved', message: arrivalMessages.notReserved };
  const window = checkinVerdict({ night: facts.night, openTime: facts.openTime }, facts.now, settings, false);
  if (!window.allowed && window.reason === 'otherNight')
    return { ok: false, reason: 'otherNight', message: msg('arrival.otherNight', { night: facts.night }) };
  if (!window.allowed)
    return {
      ok: false,
      reason: 'early',
      message: msg('arrival.early', { minutes: settings.checkinBeforeOpenMinutes }),
    };
  if (facts.source === 'kiosk' || !settings.selfCheckinLocationCheck) return { ok: true };
  // The garage's sentence for a missing position speaks of the garage; hers, of the mikvah.
  if (facts.lat === undefined || facts.lat === null || facts.lng === undefined || facts.lng === null)
    return { ok: false, reason: 'position', message: arrivalMessages.locationMissing };
  const position = checkCoordinates(facts.lat, facts.lng);
  if (!position.ok) return { ok: false, reason: 'position', message: position.message };
  const feet = feetBetween(position.point, { lat: settings.locationLat, lng: settings.locationLong });
  // Written so that NaN is refused too.
  if (!(feet <= settings.garageOpenMaxFeet))
    return {
      ok: false,
      reason: 'tooFar',
      message: msg('arrival.tooFar', { feet: whole(feet), maxFeet: whole(settings.garageOpenMaxFeet) }),
    };
  return { ok: true };
}
