import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feetBetween, reservationStatuses, selfArrivalVerdict } from '../src/index.ts';
import type { ArrivalFacts, ArrivalSettings } from '../src/index.ts';
import { english } from './in-english.ts';

// 2026-11-26 is winter in Los Angeles (UTC−8); the night opens at 4:40 PM, check-in at 4:25 PM.
const settings: ArrivalSettings = {
  timeZone: 'America/Los_Angeles',
  dailyShutdownHour: 1,
  checkinBeforeOpenMinutes: 15,
  selfCheckinLocationCheck: true,
  garageOpenMaxFeet: 500,
  locationLat: 34.0522,
  locationLong: -118.2437,
};
const NIGHT = '2026-11-26';
const OPENS = Date.parse('2026-11-26T16:40:00-08:00');
const IN_WINDOW = new Date('2026-11-26T17:00:00-08:00');
const here = { lat: 34.0522, lng: -118.2437 };
// About 0.01° of latitude north: some 3,640 ft away.
const far = { lat: 34.0622, lng: -118.2437 };

const facts = (over: Partial<ArrivalFacts> = {}): ArrivalFacts => ({
  source: 'phone',
  status: 'Reserved',
  night: NIGHT,
  openTime: OPENS,
  now: IN_WINDOW,
  ...here,
  ...over,
});

const refusal = (over: Partial<ArrivalFacts>, s: ArrivalSettings = settings) => {
  const verdict = selfArrivalVerdict(facts(over), s);
  if (verdict.ok) throw new Error('allowed');
  return { reason: verdict.reason, text: english(verdict.message) };
};

describe('checking herself in (docs/rules/the-night.md Self check-in)', () => {
  it('lets her in on her night, in the window, at the mikvah', () => {
    expect(selfArrivalVerdict(facts(), settings)).toEqual({ ok: true });
  });

  it('refuses far away, naming how far and the limit', () => {
    expect(refusal(far)).toEqual({
      reason: 'tooFar',
      text: expect.stringMatching(/^You seem to be 3,6\d\d ft from the mikvah\. .*within 500 ft/),
    });
  });

  it('asks for her position when the phone sent none, and refuses a position that is not one', () => {
    expect(refusal({ lat: undefined, lng: undefined })).toEqual({
      reason: 'position',
      text: 'Please allow location access so we can check that you are at the mikvah.',
    });
    expect(refusal({ lat: 'north', lng: 1 })).toEqual({
      reason: 'position',
      text: 'Latitude must be a number.',
    });
    expect(refusal({ lat: 10, lng: 200 }).reason).toBe('position');
  });

  it('checks no place when the setting is off, nor at the kiosk', () => {
    const off = { ...settings, selfCheckinLocationCheck: false };
    expect(selfArrivalVerdict(facts({ ...far }), off)).toEqual({ ok: true });
    expect(selfArrivalVerdict(facts({ lat: undefined, lng: undefined }), off)).toEqual({ ok: true });
    expect(selfArrivalVerdict(facts({ source: 'kiosk', lat: undefined, lng: undefined }), settings)).toEqual({
      ok: true,
    });
  });

  it('keeps the desk window, with no override for her', () => {
    expect(refusal({ now: new Date('2026-11-26T16:24:59-08:00') })).toEqual({
      reason: 'early',
      text: 'Check-in opens 15 minutes before the mikvah opens. Please try again then.',
    });
    expect(selfArrivalVerdict(facts({ now: new Date('2026-11-26T16:25:00-08:00') }), settings).ok).toBe(true);
    expect(refusal({ night: '2026-11-27' })).toEqual({
      reason: 'otherNight',
      text: 'This reservation is for 2026-11-27. You can check in only on the night of your visit.',
    });
  });

  it('takes only a Reserved reservation, and tells one already checked in apart', () => {
    for (const status of ['Arrived', 'Waiting', 'Assigned', 'InMikvah', 'Done'])
      expect(refusal({ status })).toEqual({
        reason: 'alreadyIn',
        text: 'This reservation is already checked in.',
      });
    for (const status of ['Pending', 'Canceled', 'Replaced'])
      expect(refusal({ status }).reason).toBe('notReserved');
  });

  it('property: allowed exactly when Reserved, tonight, in the window and near enough (or not checked)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...reservationStatuses),
        fc.integer({ min: -10 * 60, max: 6 * 60 }),
        fc.double({ min: -0.02, max: 0.02, noNaN: true }),
        fc.boolean(),
        fc.constantFrom('phone' as const, 'kiosk' as const),
        (status, minutesFromOpening, dLat, check, source) => {
          const now = new Date(OPENS + minutesFromOpening * 60_000);
          const point = { lat: here.lat + dLat, lng: here.lng };
          const s = { ...settings, selfCheckinLocationCheck: check };
          const verdict = selfArrivalVerdict(facts({ status, now, source, ...point }), s);
          const near = feetBetween(point, here) <= s.garageOpenMaxFeet;
          const expected =
            status === 'Reserved' && minutesFromOpening >= -15 && (source === 'kiosk' || !check || near);
          expect(verdict.ok).toBe(expected);
        },
      ),
    );
  });
});
