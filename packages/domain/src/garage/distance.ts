import type { GeoPoint } from './coordinates.ts';

// The earth's mean radius (IUGG): 6,371,008.8 m, in feet.
const EARTH_RADIUS_FEET = 6_371_008.8 / 0.3048;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance in feet (haversine). Accurate to well under a foot per thousand at the
 * few hundred feet the garage check works with.
 */
export function feetBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair past 1 for antipodal points; asin would answer NaN.
  return 2 * EARTH_RADIUS_FEET * Math.asin(Math.sqrt(Math.min(1, h)));
}
