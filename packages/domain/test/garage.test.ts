import { describe, expect, it } from 'vitest';
import {
  checkCoordinates,
  checkGateChoice,
  doorIdOf,
  feetBetween,
  garageDoorIds,
  isOnGarageNight,
  mayOpenGarage,
  relayCoilOf,
  relayCoilOfDoor,
  tooFarMessage,
  type GarageOpenFacts,
} from '../src/index.ts';
import { english, inEnglish } from './in-english.ts';

const TZ = 'America/Los_Angeles';
const FACILITY = { lat: 34.0522, lng: -118.2437 };
// 2026-12-02 20:00 in Los Angeles (UTC−8).
const ON_THE_NIGHT = new Date('2026-12-03T04:00:00Z');

const paidParking = { own: true, status: 'Reserved', parking: true, balanceCents: 0, night: '2026-12-02' };

function facts(overrides: Partial<GarageOpenFacts> = {}): GarageOpenFacts {
  return {
    roles: [],
    distanceFeet: 40,
    maxFeet: 500,
    reservation: paidParking,
    now: ON_THE_NIGHT,
    timeZone: TZ,
    ...overrides,
  };
}

describe('garage gates', () => {
  it('names the four doors and their relay coils 0 to 3', () => {
    const all = [
      { site: 1, option: 1 },
      { site: 1, option: 2 },
      { site: 2, option: 1 },
      { site: 2, option: 2 },
    ] as const;
    expect(all.map(doorIdOf)).toEqual([
      'garage-1-outer',
      'garage-1-inner',
      'garage-2-outer',
      'garage-2-inner',
    ]);
    expect(all.map(relayCoilOf)).toEqual([0, 1, 2, 3]);
    expect(garageDoorIds.map(relayCoilOfDoor)).toEqual([0, 1, 2, 3]);
  });

  it('reads site and option as 1 or 2, 1 when absent, and refuses anything else', () => {
    expect(checkGateChoice(undefined, undefined)).toEqual({ ok: true, choice: { site: 1, option: 1 } });
    expect(checkGateChoice(2, '2')).toEqual({ ok: true, choice: { site: 2, option: 2 } });
    expect(inEnglish(checkGateChoice(3, 1))).toEqual({
      ok: false,
      message: 'The garage must be 1 or 2.',
    });
    expect(inEnglish(checkGateChoice(1, 1.5))).toEqual({
      ok: false,
      message: 'The gate must be 1 (the entrance) or 2 (the inner gate).',
    });
    expect(checkGateChoice('one', 1).ok).toBe(false);
  });
});

describe('coordinates', () => {
  it('asks for her location when either is missing', () => {
    const missing = {
      ok: false,
      message: 'Please allow location access so we can check you are at the garage.',
    };
    expect(inEnglish(checkCoordinates(undefined, -118))).toEqual(missing);
    expect(inEnglish(checkCoordinates(34, null))).toEqual(missing);
  });

  it('refuses text, out-of-range and infinite values with a sentence each', () => {
    expect(inEnglish(checkCoordinates('34.05', -118))).toEqual({
      ok: false,
      message: 'Latitude must be a number.',
    });
    expect(inEnglish(checkCoordinates(34, '-118'))).toEqual({
      ok: false,
      message: 'Longitude must be a number.',
    });
    expect(inEnglish(checkCoordinates(90.5, 0))).toEqual({
      ok: false,
      message: 'Latitude must be between -90 and 90.',
    });
    expect(inEnglish(checkCoordinates(0, -180.01))).toEqual({
      ok: false,
      message: 'Longitude must be between -180 and 180.',
    });
    expect(checkCoordinates(Infinity, 0).ok).toBe(false);
    expect(checkCoordinates(-90, 180)).toEqual({ ok: true, point: { lat: -90, lng: 180 } });
  });
});

describe('distance', () => {
  it('measures feet on the ground: a minute of latitude is about a nautical mile', () => {
    const mile = feetBetween({ lat: 0, lng: 0 }, { lat: 1 / 60, lng: 0 });
    expect(mile).toBeGreaterThan(6075);
    expect(mile).toBeLessThan(6085);
    // Two statute miles north of the facility.
    const twoMiles = feetBetween(FACILITY, { lat: FACILITY.lat + 0.029, lng: FACILITY.lng });
    expect(Math.abs(twoMiles - 10_560)).toBeLessThan(150);
    expect(feetBetween(FACILITY, FACILITY)).toBe(0);
  });
});

describe('who may open a gate', () => {
  it('opens for a patron at the garage on the night of her paid parking reservation', () => {
    expect(mayOpenGarage(facts())).toEqual({ ok: true });
    // A visit that is over still lets her drive out.
    expect(mayOpenGarage(facts({ reservation: { ...paidParking, status: 'Done' } })).ok).toBe(true);
  });

  it('refuses a patron too far away, without parking, unpaid, canceled, or on another day', () => {
    const reason = (f: GarageOpenFacts) => {
      const v = mayOpenGarage(f);
      return v.ok ? 'ok' : v.reason;
    };
    expect(reason(facts({ distanceFeet: 10_560 }))).toBe('tooFar');
    expect(reason(facts({ reservation: { ...paidParking, parking: false } }))).toBe('noParking');
    expect(reason(facts({ reservation: { ...paidParking, balanceCents: 1000 } }))).toBe('notPaid');
    expect(reason(facts({ reservation: { ...paidParking, status: 'Pending' } }))).toBe('notPaid');
    expect(reason(facts({ reservation: { ...paidParking, status: 'Canceled' } }))).toBe('notLive');
    expect(reason(facts({ reservation: { ...paidParking, night: '2026-12-03' } }))).toBe('wrongDay');
    expect(reason(facts({ reservation: { ...paidParking, own: false } }))).toBe('notFound');
    expect(reason(facts({ reservation: null }))).toBe('notAuthorised');
  });

  it('writes the distance and the limit in whole feet', () => {
    expect(english(tooFarMessage(10_561.6, 500))).toBe(
      'You are too far from the garage to open the gate (10,562 ft away; the limit is 500 ft).',
    );
  });

  it('counts the night from its local midnight to 03:00 the next morning', () => {
    const night = '2026-12-02';
    expect(isOnGarageNight(night, new Date('2026-12-02T08:00:00Z'), TZ)).toBe(true); // 00:00
    expect(isOnGarageNight(night, new Date('2026-12-02T07:59:59Z'), TZ)).toBe(false);
    expect(isOnGarageNight(night, new Date('2026-12-03T10:59:59Z'), TZ)).toBe(true); // 02:59:59
    expect(isOnGarageNight(night, new Date('2026-12-03T11:00:00Z'), TZ)).toBe(false); // 03:00
  });

  it('lets gate keepers open without a reservation, on any day, but never from afar', () => {
    expect(mayOpenGarage(facts({ roles: ['OpenGarageGate'], reservation: null }))).toEqual({ ok: true });
    expect(mayOpenGarage(facts({ roles: ['Admin'], reservation: null }))).toEqual({ ok: true });
    const otherDay = { ...paidParking, night: '2027-01-15', parking: false };
    expect(mayOpenGarage(facts({ roles: ['OpenGarageGate'], reservation: otherDay })).ok).toBe(true);
    // Another's reservation stays unknown to her; an administrator sees every reservation.
    const others = { ...paidParking, own: false };
    expect(mayOpenGarage(facts({ roles: ['OpenGarageGate'], reservation: others })).ok).toBe(false);
    expect(mayOpenGarage(facts({ roles: ['Admin'], reservation: others })).ok).toBe(true);
    expect(
      mayOpenGarage(facts({ roles: ['OpenGarageGate'], reservation: null, distanceFeet: 501 })),
    ).toMatchObject({ ok: false, reason: 'tooFar' });
    expect(mayOpenGarage(facts({ roles: ['Receptionist'], reservation: null })).ok).toBe(false);
  });
});
