import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availability,
  checkBooking,
  combinationsFor,
  formatInstant,
  localInstant,
  nightSlots,
  readSettings,
  type Combination,
  type HeldReservation,
  type ScheduleDay,
} from '../src/index.ts';

// The same small facilities as booking-properties.test.ts, so that reservations collide.
const LA = 'America/Los_Angeles';
const DATE = '2027-03-09';
const at = (minutes: number): string => formatInstant(localInstant(DATE, minutes, LA), LA);

function night(shabbosMode: boolean, closeMinutes: number): ScheduleDay {
  return {
    date: DATE,
    dayOfWeek: 2,
    hebrewDay: 1,
    hebrewMonth: 'Adar II',
    hebrewYear: 5787,
    hebrewNote: null,
    closed: false,
    shabbosMode,
    scheduleType: shabbosMode ? 'YomTov' : 'Weekday',
    sunset: at(17 * 60),
    zmanTevillah: at(17 * 60 + 40),
    candleLighting: null,
    openTime: at(18 * 60),
    closeTime: at(closeMinutes),
    lastBath: null,
    lastEntryTime: null,
    bookingCutoff: null,
  };
}

// Small facilities, so that reservations collide.
const settingsArb = fc
  .record({
    roomsAvailable: fc.integer({ min: 2, max: 4 }),
    roomsAvailableShower: fc.integer({ min: 1, max: 2 }),
    roomsAvailableBath: fc.integer({ min: 0, max: 2 }),
    roomsAvailableHandicapped: fc.integer({ min: 0, max: 1 }),
    roomsAvailableKallah: fc.integer({ min: 0, max: 1 }),
    roomsAvailableFriday: fc.integer({ min: 1, max: 3 }),
    parkingAvailable: fc.integer({ min: 0, max: 2 }),
    parkingAvailableHandicapped: fc.integer({ min: 0, max: 2 }),
    reservationStartAtSameTime: fc.integer({ min: 1, max: 3 }),
    reservationMinutesShower: fc.constantFrom(15, 30, 45),
    reservationMinutesBath: fc.constantFrom(20, 45, 60),
    reservationMinutesFriday: fc.constantFrom(30, 60),
    reservationMinutesDoubleSlot: fc.constantFrom(0, 15, 30),
    cleaningMinutes: fc.constantFrom(0, 10, 15),
    salonMinutes: fc.constantFrom(0, 20, 45),
    reservationSlotIncrement: fc.constantFrom(15, 30),
  })
  .map((v) => readSettings(Object.fromEntries(Object.entries(v).map(([k, n]) => [k, String(n)]))));

const nightArb = fc.record({
  shabbos: fc.boolean(),
  close: fc.constantFrom(19 * 60 + 30, 20 * 60, 21 * 60),
});

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
          while (
            fitted <= available &&
            checkBooking(day, s, more, { ...(c as Combination), timeSlot: row.timeSlot }).ok
          ) {
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
