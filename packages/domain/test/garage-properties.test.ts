import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feetBetween, mayOpenGarage, reservationStatuses, roleNames } from '../src/index.ts';

const pointArb = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

const reservationArb = fc.option(
  fc.record({
    own: fc.boolean(),
    status: fc.constantFrom(...reservationStatuses),
    parking: fc.boolean(),
    balanceCents: fc.integer({ min: -10_000, max: 10_000 }),
    night: fc.constantFrom('2026-12-01', '2026-12-02', '2026-12-03'),
  }),
);

const factsArb = fc.record({
  roles: fc.subarray([...roleNames]),
  maxFeet: fc.integer({ min: 0, max: 100_000 }),
  reservation: reservationArb,
  now: fc.date({
    min: new Date('2026-11-30T00:00:00Z'),
    max: new Date('2026-12-05T00:00:00Z'),
    noInvalidDate: true,
  }),
  timeZone: fc.constantFrom('America/Los_Angeles', 'Asia/Jerusalem', 'UTC'),
});

describe('garage properties', () => {
  it('distance is symmetric, never negative, and zero from a point to itself', () => {
    fc.assert(
      fc.property(pointArb, pointArb, (a, b) => {
        const ab = feetBetween(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(Math.abs(ab - feetBetween(b, a))).toBeLessThan(1e-6 * Math.max(1, ab));
        expect(feetBetween(a, a)).toBe(0);
      }),
    );
  });

  it('never exceeds half the earth round', () => {
    fc.assert(
      fc.property(pointArb, pointArb, (a, b) => {
        expect(feetBetween(a, b)).toBeLessThanOrEqual(Math.PI * (6_371_008.8 / 0.3048) + 1);
      }),
    );
  });

  it('never opens beyond the limit, whoever asks and with whatever reservation', () => {
    fc.assert(
      fc.property(factsArb, fc.double({ min: 0, max: 1e7, noNaN: true }), (f, extra) => {
        const distanceFeet = f.maxFeet + Math.max(extra, 0.001);
        expect(mayOpenGarage({ ...f, distanceFeet }).ok).toBe(false);
      }),
    );
  });

  it('a patron without a gate role never opens without a reservation or with an unpaid one', () => {
    fc.assert(
      fc.property(factsArb, (f) => {
        const patron = { ...f, roles: [], distanceFeet: 0 };
        expect(mayOpenGarage({ ...patron, reservation: null }).ok).toBe(false);
        if (f.reservation !== null) {
          const unpaid = { ...f.reservation, balanceCents: Math.max(1, f.reservation.balanceCents) };
          expect(mayOpenGarage({ ...patron, reservation: unpaid }).ok).toBe(false);
          expect(mayOpenGarage({ ...patron, reservation: { ...f.reservation, parking: false } }).ok).toBe(
            false,
          );
        }
      }),
    );
  });
});
