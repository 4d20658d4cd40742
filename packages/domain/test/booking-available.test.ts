import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availability,
  checkBooking,
  combinationsFor,
  nightSlots,
  type HeldReservation,
} from '../src/index.ts';
import { night, nightArb, settingsArb } from './booking-generators.ts';

let ids = 0;
const newId = (): string => `a${++ids}`;

describe('available', () => {
  it('is exactly how many further bookings of that combination succeed one after another', () => {
    const bookingArb = fc.array(fc.record({ c: fc.nat(), slot: fc.nat() }), { maxLength: 12 });
    fc.assert(
      fc.property(settingsArb, nightArb, bookingArb, fc.nat(), (s, n, bookings, probe) => {
        const day = night(n.shabbos, n.close);
        const slots = nightSlots(day, s);
        const offered = combinationsFor(day);
        const rs: HeldReservation[] = [];
        for (const b of bookings) {
          const c = offered[b.c % offered.length]!;
          const timeSlot = slots[b.slot % slots.length]!;
          if (checkBooking(day, s, rs, { ...c, timeSlot }).ok)
            rs.push({ ...c, id: newId(), timeSlot, status: 'Pending' });
        }
        const table = availability(day, s, rs);
        expect(table.map((x) => x.timeSlot)).toEqual(slots);
        const row = table[probe % table.length]!;
        for (const entry of row.availableReservations) {
          const { available, ...c } = entry;
          const more: HeldReservation[] = [...rs];
          let fitted = 0;
          while (fitted <= available && checkBooking(day, s, more, { ...c, timeSlot: row.timeSlot }).ok) {
            more.push({ ...c, id: newId(), timeSlot: row.timeSlot, status: 'Reserved' });
            fitted++;
          }
          expect(fitted).toBe(available);
        }
      }),
      { numRuns: 50 },
    );
  }, 30_000);
});
