import { msg, type DomainMessage } from '../messages/domain-message.ts';

/** A point on earth in decimal degrees, as a phone's location reports it. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

export const coordinateMessages = {
  missing: msg('garage.locationMissing'),
  latNumber: msg('garage.latNumber'),
  lngNumber: msg('garage.lngNumber'),
  latRange: msg('garage.latRange'),
  lngRange: msg('garage.lngRange'),
} as const;

export type CoordinateCheck = { ok: true; point: GeoPoint } | { ok: false; message: DomainMessage };

function coordinate(
  value: unknown,
  limit: number,
  messages: { number: DomainMessage; range: DomainMessage },
): { ok: true; value: number } | { ok: false; message: DomainMessage } {
  if (typeof value !== 'number') return { ok: false, message: messages.number };
  // JSON has no NaN, but 1e999 parses as Infinity: out of range like any other huge number.
  if (!Number.isFinite(value) || value < -limit || value > limit)
    return { ok: false, message: messages.range };
  return { ok: true, value };
}

/**
 * A request's lat and lng: both must be there (the browser gave her position), be numbers, and lie on
 * earth (latitude −90..90, longitude −180..180).
 */
export function checkCoordinates(lat: unknown, lng: unknown): CoordinateCheck {
  if (lat === undefined || lat === null || lng === undefined || lng === null)
    return { ok: false, message: coordinateMessages.missing };
  const la = coordinate(lat, 90, {
    number: coordinateMessages.latNumber,
    range: coordinateMessages.latRange,
  });
  if (!la.ok) return la;
  const ln = coordinate(lng, 180, {
    number: coordinateMessages.lngNumber,
    range: coordinateMessages.lngRange,
  });
  if (!ln.ok) return ln;
  return { ok: true, point: { lat: la.value, lng: ln.value } };
}
