import fc from 'fast-check';
import {
  formatInstant,
  localInstant,
  readSettings,
  type Combination,
  type ScheduleDay,
} from '../src/index.ts';

/** The small facilities shared by the booking property tests, so that reservations collide. */
const LA = 'America/Los_Angeles';
const DATE = '2027-03-09';

/** The ISO instant of these local minutes on the test night. */
export const at = (minutes: number): string => formatInstant(localInstant(DATE, minutes, LA), LA);

export function night(shabbosMode: boolean, closeMinutes: number): ScheduleDay {
  return {
    date: DATE,
    dayOfWeek: 2,
    hebrewDay: 1,
    hebrewMonth: 'Adar II',
    hebrewYear: 5787,
    hebrewNote: null,
    hebrewNoteCalendar: null,
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
export const settingsArb = fc
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
    salonChairs: fc.integer({ min: 0, max: 2 }),
    reservationMinutesShower: fc.constantFrom(15, 30, 45),
    reservationMinutesBath: fc.constantFrom(20, 45, 60),
    reservationMinutesFriday: fc.constantFrom(30, 60),
    reservationMinutesDoubleSlot: fc.constantFrom(0, 15, 30),
    cleaningMinutes: fc.constantFrom(0, 10, 15),
    salonMinutes: fc.constantFrom(0, 20, 45),
    reservationSlotIncrement: fc.constantFrom(15, 30),
  })
  .map((v) => readSettings(Object.fromEntries(Object.entries(v).map(([k, n]) => [k, String(n)]))));

export const nightArb = fc.record({
  shabbos: fc.boolean(),
  close: fc.constantFrom(19 * 60 + 30, 20 * 60, 21 * 60),
});

/** A shower with nothing added: the plainest booking. */
export const plainShower: Combination = {
  bath: false,
  handicapped: false,
  kallah: false,
  doubleSlot: false,
  parking: false,
  salonAfter: false,
};
